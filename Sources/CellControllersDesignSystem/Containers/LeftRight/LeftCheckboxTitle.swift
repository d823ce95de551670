import CellControllers

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
