import CellControllers

/// A cell that shows a section header: a title on the left, a detail on the right, and a double
/// rule below. ``HeaderCell`` (tables) and ``GridHeaderCell`` (grids) adopt it, so one
/// ``HeaderController`` drives both.
@MainActor
protocol HeaderDisplaying: ReusableCell {
    /// The text on the left, such as "Pharmacy search results".
    var title: String { get set }
    /// The text on the right, such as "12 found".
    var detail: String { get set }
}

extension HeaderDisplaying {
    /// The header as two lines `width` wide: the title and detail, then a rule.
    func headerLines(width: Int) -> [String] {
        [TextRendering.leftRight(title, detail, width: width), String(repeating: "═", count: max(0, width))]
    }
}
