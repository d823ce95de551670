/// What a host keeps in place on screen when the content above the viewport changes: inserts,
/// deletes, moves and re-measures of a batch update (an adapter's apply, a page loaded at the
/// top) and re-measured items (``CellController/invalidateHeight()``). Set it with
/// ``CellHost/scrollAnchoring``.
///
/// Whatever the mode, estimated items measured as they come on screen keep the rows already on
/// screen in place (an estimate is the host's guess, not a change of the content), and a reload
/// (``CellHost/reloadData()``, an adapter's apply above its `reloadThreshold`) keeps the offset,
/// clamped, or a bottom-anchored list's end.
///
/// UIKit keeps `contentOffset` fixed, so every row on screen jumps down by what was inserted
/// above it, and apps write the correction themselves. A host corrects it by default
/// (``firstVisibleItem``), as browsers' CSS scroll anchoring does, since no user of a feed or a
/// chat wants the rows they read to move; ``none`` is UIKit's behaviour, and ``bottom`` is the
/// chat list's. A list at its top stays at its top and a bottom-anchored list at its end at its
/// end: the mirror images of one rule.
///
/// See <doc:AnchoringScrolling>.
public enum ScrollAnchoring: Hashable, Sendable {
    /// The offset stays where it is (clamped to the content), as in UIKit: what is inserted or
    /// grows above the viewport pushes the rows on screen down.
    case none
    /// The first visible item that stays (is neither deleted nor moved, itself or with its
    /// section; a reloaded item stays) keeps its place on screen: the offset moves by what changed above it, then
    /// is clamped to the content. With no such item, the offset stays where it is. The default.
    ///
    /// A list at its very top (offset 0) stays at its top, as a browser's scroll anchoring does:
    /// a feed at its top shows the posts inserted first, and nothing is above the viewport to
    /// anchor against. Scrolled down by as little as a line, what is inserted before the first
    /// visible item goes above the viewport.
    case firstVisibleItem
    /// A bottom-anchored list, for chats: it starts at the end of the content (its first load
    /// shows the last items), and while the viewport is at the end
    /// (``CellHost/isScrolledToEnd``) every change keeps it there: a message appended at the
    /// bottom, a message that grows, a shorter viewport (a keyboard), a new width. Scrolled up
    /// from the end, it behaves as ``firstVisibleItem``: new messages leave the viewport
    /// alone, and older pages load at the top without a visible jump.
    ///
    /// Content shorter than the viewport starts at the viewport's top, as in a scroll view
    /// without insets.
    case bottom
}
