import CellControllers

/// Draws a ``LeftRightContent``.
///
/// The left part starts after a medium margin; the right part ends a medium margin before the
/// trailing edge, one column after the left part, on the left part's middle line. The left part
/// gets the width the right part leaves (it is cut first when both do not fit). The separator,
/// if any, is one more line.
@MainActor
public final class LeftRightView<Left: LeftPart, Right: RightPart>: ContainerContentView {
    private var content: LeftRightContent<Left, Right>?

    /// Creates an empty row.
    public init() {}

    /// Shows `content`.
    public func update(with content: LeftRightContent<Left, Right>) {
        self.content = content
    }

    /// The row's lines at `width`.
    public func render(width: Int) -> [String] {
        guard let content else { return [] }
        let margin: Int = .m
        let available = max(0, width - 2 * margin)
        let trailing = content.right.trailingText
        let rightWidth = min(TextRendering.columnWidth(of: trailing), available)
        let leftWidth = rightWidth > 0 ? max(0, available - rightWidth - 1) : available
        var left = content.left.lines(width: leftWidth)
        if left.isEmpty { left = [""] }
        let rightRow = (left.count - 1) / 2
        let padding = String(repeating: " ", count: margin)
        var lines = left.enumerated().map { row, text in
            var line = padding + TextRendering.fit(text, width: leftWidth)
            if row == rightRow, rightWidth > 0 {
                line += (leftWidth > 0 ? " " : "") + TextRendering.fit(trailing, width: rightWidth)
            }
            return TextRendering.trimmingTrailingSpaces(line)
        }
        if case .inset(let leftInset, let rightInset) = content.separator {
            let start = ContainerRendering.columns(leftInset)
            let length = max(0, width - start - ContainerRendering.columns(rightInset))
            lines.append(String(repeating: " ", count: start) + String(repeating: "─", count: length))
        }
        return lines
    }
}
