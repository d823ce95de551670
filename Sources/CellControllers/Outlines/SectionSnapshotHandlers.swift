/// What a screen asks and tells when the user expands or collapses an item of a section shown as
/// a tree (a tap on its disclosure, or ``DiffableDataSource/toggle(_:)``): UIKit's
/// `sectionSnapshotHandlers`. Every handler is optional; without one the change goes through.
///
/// ```swift
/// dataSource.sectionSnapshotHandlers.shouldCollapse = { folder in folder.id != "root" }
/// dataSource.sectionSnapshotHandlers.willExpand = { folder in print("opening \(folder.id)") }
/// ```
///
/// A `should` handler that answers `false` vetoes the change: nothing changes, the `will`
/// handlers are not called. Expansions made with ``DiffableDataSource/setExpanded(_:for:completion:)``
/// or by applying a section snapshot are the app's own
/// decisions and ask nothing, as applying a section snapshot does in UIKit.
@MainActor
public struct SectionSnapshotHandlers<Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// Whether the item may expand; `nil` allows it.
    public var shouldExpand: ((Item) -> Bool)?
    /// Called just before the item expands (after ``shouldExpand`` allowed it).
    public var willExpand: ((Item) -> Void)?
    /// Whether the item may collapse; `nil` allows it.
    public var shouldCollapse: ((Item) -> Bool)?
    /// Called just before the item collapses (after ``shouldCollapse`` allowed it).
    public var willCollapse: ((Item) -> Void)?
    /// The children of an item about to expand, given the item and its current subtree (as
    /// ``SectionSnapshot/snapshot(of:includingParent:)`` gives it): the returned snapshot's
    /// items replace its children, with their expansion states. The way to load children
    /// lazily, on the first expansion. Called after ``willExpand``.
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
