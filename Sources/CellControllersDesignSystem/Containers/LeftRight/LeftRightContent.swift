import CellControllers

/// The design system's row: a left part, a right part, and an optional separator below
/// (hh.ru's `LeftRightContainer`).
///
/// The parts are typed: `Left` must be a ``LeftPart`` and `Right` a ``RightPart``, so the
/// combinations of the design's matrix are all expressible and nothing else is.
///
/// ```swift
/// LeftRightContent(left: .title("Search region"), right: .detailChevron("Russia"))
/// LeftRightContent(left: .iconTitle(.star, "Favourites"))          // nothing on the right
/// ```
public struct LeftRightContent<Left: LeftPart, Right: RightPart>: ContainerContent {
    /// A left/right row shows in a ``LeftRightView``.
    public typealias View = LeftRightView<Left, Right>

    /// The left part.
    public var left: Left
    /// The right part.
    public var right: Right
    /// The line drawn below the row.
    public var separator: LeftRightSeparator

    /// Creates a row.
    public init(left: Left, right: Right, separator: LeftRightSeparator = .none) {
        self.left = left
        self.right = right
        self.separator = separator
    }
}

extension LeftRightContent where Right == RightEmpty {
    /// Creates a row with nothing on the right.
    public init(left: Left, separator: LeftRightSeparator = .none) {
        self.init(left: left, right: RightEmpty(), separator: separator)
    }
}

/// A ``ContainerItem`` showing a left/right row.
public typealias LeftRightItem<Left: LeftPart, Right: RightPart> = ContainerItem<LeftRightContent<Left, Right>>

/// The line a ``LeftRightContent`` draws below itself.
public enum LeftRightSeparator: Hashable, Sendable {
    /// No separator.
    case none
    /// A line of `─` with the given space on each side.
    case inset(left: Double, right: Double)

    /// A line from edge to edge.
    public static let full = LeftRightSeparator.inset(left: 0, right: 0)

    /// A line with the same space on both sides.
    public static func inset(_ inset: Double) -> LeftRightSeparator {
        .inset(left: inset, right: inset)
    }
}

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
