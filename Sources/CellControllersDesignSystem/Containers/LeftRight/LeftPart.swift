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
