import CellControllers

/// What can be placed on the left of a ``LeftRightContent``: a title, an image with a title and
/// subtitle, an icon with a title, or a checkbox with a title (hh.ru's `LeftContent`).
///
/// Left and right parts are distinct protocols, so a left part put on the right (or the
/// reverse) is a compile error. The built-in parts are ``LeftTitle``,
/// ``LeftImageTitleSubtitle``, ``LeftIconTitle`` and ``LeftCheckboxTitle``; write `.title(…)`,
/// `.iconTitle(…)`… where a left part is expected.
public protocol LeftPart: Equatable, Sendable {
    /// The part's lines at `width` columns: the width the right part leaves. Lines wider than
    /// `width` are cut by the view.
    func lines(width: Int) -> [String]
}

/// A left part showing a title, wrapped to at most ``numberOfLines`` lines.
public struct LeftTitle: LeftPart {
    /// The title.
    public var title: String
    /// The maximum number of lines; 0 for no limit. A title cut short ends in `…`.
    public var numberOfLines: Int

    /// Creates a title part.
    public init(_ title: String, numberOfLines: Int = 1) {
        self.title = title
        self.numberOfLines = numberOfLines
    }

    /// The title wrapped to `width`, cut to ``numberOfLines``.
    public func lines(width: Int) -> [String] {
        let wrapped = TextRendering.wrap(title, width: width)
        guard numberOfLines > 0, wrapped.count > numberOfLines, width > 0 else { return wrapped }
        var lines = Array(wrapped.prefix(numberOfLines))
        let last = lines[numberOfLines - 1]
        let kept = TextRendering.columnWidth(of: last) < width ? Substring(last) : TextRendering.prefix(Substring(last), columns: width - 1).text
        lines[numberOfLines - 1] = kept + "…"
        return lines
    }
}

/// A left part showing an image, with a title and a subtitle below it next to the image.
public struct LeftImageTitleSubtitle: LeftPart {
    /// The image, such as ``Glyph/avatar(_:)``.
    public var image: Glyph
    /// The title, on the first line.
    public var title: String
    /// The subtitle, on the second line, aligned with the title.
    public var subtitle: String

    /// Creates an image, title and subtitle part.
    public init(image: Glyph, title: String, subtitle: String) {
        self.image = image
        self.title = title
        self.subtitle = subtitle
    }

    /// Two lines: the image and the title, then the subtitle under the title.
    public func lines(width: Int) -> [String] {
        let indent = String(repeating: " ", count: image.width)
        return ["\(image.symbol) \(title)", "\(indent) \(subtitle)"]
    }
}

/// A left part showing an icon and a title.
public struct LeftIconTitle: LeftPart {
    /// The icon.
    public var icon: Glyph
    /// The title.
    public var title: String

    /// Creates an icon and title part.
    public init(icon: Glyph, title: String) {
        self.icon = icon
        self.title = title
    }

    /// One line: the icon and the title.
    public func lines(width: Int) -> [String] {
        ["\(icon.symbol) \(title)"]
    }
}

/// A left part showing a checkbox, `[x]` or `[ ]`, and a title.
public struct LeftCheckboxTitle: LeftPart {
    /// The title.
    public var title: String
    /// Whether the box is checked.
    public var isChecked: Bool

    /// Creates a checkbox and title part.
    public init(title: String, isChecked: Bool) {
        self.title = title
        self.isChecked = isChecked
    }

    /// One line: the checkbox and the title.
    public func lines(width: Int) -> [String] {
        ["\(isChecked ? "[x]" : "[ ]") \(title)"]
    }
}

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
