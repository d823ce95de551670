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
