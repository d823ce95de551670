/// What a screen asks and tells when the user expands or collapses an item of a section shown as
/// a tree (a tap on its disclosure, ``CellHost/tapDisclosure(at:)``): UIKit's
/// `sectionSnapshotHandlers`. Every handler is optional; without one the change goes through.
///
/// ```swift
/// dataSource.sectionSnapshotHandlers.shouldChangeExpansion = { folder, expanding in expanding || folder.id != "root" }
/// dataSource.sectionSnapshotHandlers.willChangeExpansion = { folder, expanding in print(expanding ? "opening" : "closing", folder.id) }
/// ```
///
/// ``shouldChangeExpansion`` answering `false` vetoes the change: nothing changes, the other
/// handlers are not called. Expansions made with ``DiffableDataSource/setExpanded(_:for:completion:)``
/// or by applying a section snapshot are the app's own
/// decisions and ask nothing, as applying a section snapshot does in UIKit.
@MainActor
public struct SectionSnapshotHandlers<Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// Whether the item may expand (`expanding` is `true`) or collapse (`false`); `nil` allows
    /// both (UIKit's `shouldExpandItem` and `shouldCollapseItem`).
    public var shouldChangeExpansion: ((_ item: Item, _ expanding: Bool) -> Bool)?
    /// Called just before the item expands (`expanding` is `true`) or collapses (`false`), after
    /// ``shouldChangeExpansion`` allowed it (UIKit's `willExpandItem` and `willCollapseItem`).
    public var willChangeExpansion: ((_ item: Item, _ expanding: Bool) -> Void)?
    /// The children of an item about to expand, given the item and its current subtree (as
    /// ``SectionSnapshot/snapshot(of:includingParent:)`` gives it): the returned snapshot's
    /// items replace its children, with their expansion states. The way to load children
    /// lazily, on the first expansion. Called after ``willChangeExpansion``.
    public var snapshotForExpandingParent: ((Item, SectionSnapshot<Item>) -> SectionSnapshot<Item>)?
    /// Called when a user's tap on a disclosure could not take effect, with the item's identifier
    /// and why: ``OutlineError/disclosureTapDropped(_:)`` for a tap made while an apply was in
    /// flight whose item that apply deleted (or whose section it made a flat list), or what
    /// expanding the item threw (``OutlineError/invalidChildren(_:)`` for children from
    /// ``snapshotForExpandingParent`` that cannot go there, say). A tap never fails silently.
    public var disclosureTapFailed: ((Item.ID, OutlineError) -> Void)?

    /// Handlers that allow everything and observe nothing.
    package init() {}
}
