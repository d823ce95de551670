import CellControllers

/// What can be placed on the right of a ``LeftRightContent``: nothing, a chevron, a detail and a
/// chevron, a badge, or a toggle (hh.ru's `RightContent`).
///
/// A right part is one line pinned to the trailing edge; its width is the part's minimum width,
/// and the left part gets what remains. The built-in parts are ``RightEmpty``,
/// ``RightChevron``, ``RightDetailChevron``, ``RightBadge`` and ``RightToggle``; write
/// `.chevron`, `.detailChevron(…)`… where a right part is expected.
public protocol RightPart: Equatable, Sendable {
    /// The text drawn at the trailing edge, or `""` for nothing.
    var trailingText: String { get }
}
