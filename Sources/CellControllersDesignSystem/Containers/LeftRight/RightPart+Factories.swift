import CellControllers

extension RightPart where Self == RightEmpty {
    /// A ``RightEmpty``.
    public static var empty: RightEmpty { RightEmpty() }
}

extension RightPart where Self == RightChevron {
    /// A ``RightChevron``.
    public static var chevron: RightChevron { RightChevron() }
}

extension RightPart where Self == RightDetailChevron {
    /// A ``RightDetailChevron``.
    public static func detailChevron(_ detail: String) -> RightDetailChevron { RightDetailChevron(detail) }
}

extension RightPart where Self == RightBadge {
    /// A ``RightBadge``.
    public static func badge(_ value: String) -> RightBadge { RightBadge(value) }
}

extension RightPart where Self == RightToggle {
    /// A ``RightToggle``.
    public static func toggle(isOn: Bool) -> RightToggle { RightToggle(isOn: isOn) }
}
