/// Where an edit puts what it inserts or moves: just before or just after an anchor, the element
/// with identifier `ID` (UIKit's `beforeItem:` and `afterItem:` arguments, as one value).
///
/// ```swift
/// try snapshot.insertItems([draft], at: .before(first.id))
/// try snapshot.moveItem(pinned.id, to: .after(header.id))
/// try snapshot.insertSections([archive], at: .after(inbox.id))
/// ```
public enum Placement<ID: Hashable & Sendable>: Hashable, Sendable {
    /// Just before the element `ID`.
    case before(ID)
    /// Just after the element `ID`.
    case after(ID)
}
