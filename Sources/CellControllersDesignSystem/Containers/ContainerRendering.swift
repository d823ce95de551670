import CellControllers

/// The layout shared by every container of content views (table cell, grid cell, stack, card):
/// the content view drawn inside insets.
@MainActor
enum ContainerRendering {
    /// The marker drawn in the first column of a selected cell that shows a selection background.
    static let selectionMarker: Character = "▌"

    /// `view`'s lines at `width` minus the horizontal insets, shifted right by the left inset and
    /// framed by blank lines for the top and bottom insets. Lines wider than the inner width are
    /// cut with `…`.
    ///
    /// - Complexity: O(width × lines).
    static func render(_ view: some ContainerContentView, width: Int, insets: EdgeInsets) -> [String] {
        let left = columns(insets.left)
        let inner = max(0, width - left - columns(insets.right))
        let padding = String(repeating: " ", count: left)
        var lines = [String](repeating: "", count: columns(insets.top))
        for line in view.render(width: inner) {
            let clipped = TextRendering.columnWidth(of: line) > inner ? TextRendering.fit(line, width: inner) : line
            lines.append(line.isEmpty ? "" : padding + clipped)
        }
        lines.append(contentsOf: [String](repeating: "", count: columns(insets.bottom)))
        return lines
    }

    /// `view`'s height at `width` minus the horizontal insets, plus the vertical insets.
    static func height(of view: some ContainerContentView, width: Double, insets: EdgeInsets) -> Double {
        view.preferredHeight(forWidth: max(0, width - insets.horizontal)) + insets.vertical
    }

    /// `lines` with the first column of each replaced by ``selectionMarker``.
    static func markingSelection(_ lines: [String]) -> [String] {
        lines.map { line in
            guard let first = line.first else { return String(selectionMarker) }
            return String(selectionMarker) + (TextRendering.columnWidth(of: first) == 2 ? " " : "") + line.dropFirst()
        }
    }

    /// A length in layout units as a whole number of text columns or lines.
    static func columns(_ length: Double) -> Int {
        length.isFinite ? max(0, Int(length.rounded())) : 0
    }
}
