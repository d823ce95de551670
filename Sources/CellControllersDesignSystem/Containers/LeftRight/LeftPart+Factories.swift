import CellControllers

extension LeftPart where Self == LeftTitle {
    /// A ``LeftTitle``.
    public static func title(_ title: String, numberOfLines: Int = 1) -> LeftTitle {
        LeftTitle(title, numberOfLines: numberOfLines)
    }
}

extension LeftPart where Self == LeftImageTitleSubtitle {
    /// A ``LeftImageTitleSubtitle``.
    public static func imageTitleSubtitle(_ image: Glyph, title: String, subtitle: String) -> LeftImageTitleSubtitle {
        LeftImageTitleSubtitle(image: image, title: title, subtitle: subtitle)
    }
}

extension LeftPart where Self == LeftIconTitle {
    /// A ``LeftIconTitle``.
    public static func iconTitle(_ icon: Glyph, _ title: String) -> LeftIconTitle {
        LeftIconTitle(icon: icon, title: title)
    }
}

extension LeftPart where Self == LeftCheckboxTitle {
    /// A ``LeftCheckboxTitle``.
    public static func checkboxTitle(_ title: String, isChecked: Bool) -> LeftCheckboxTitle {
        LeftCheckboxTitle(title: title, isChecked: isChecked)
    }
}
