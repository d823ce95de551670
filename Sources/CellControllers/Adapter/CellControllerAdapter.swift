/// Connects a screen of cell controllers to a host as its data source and delegate.
///
/// The adapter answers the host's UIKit-style questions (`numberOfSections`, `numberOfItems`,
/// `cellForItem`, heights, layouts) and forwards every event (`willDisplay`,
/// `didEndDisplaying`, highlight, select, deselect, long press) to the controller of that item.
/// Controllers register their own cells on first use.
///
/// A screen is a typed ``Snapshot`` shown through a ``CellControllerFactory`` (or a
/// ``CellRegistration``), which gives its items their controllers and its sections their
/// headers, footers, layouts and side labels. Show it with a ``DiffableDataSource``, made once
/// for the screen with its factory, which owns its adapter and reads the screen back typed.
/// Its items are either:
/// - **models**: controllers are made *lazily*, only for the items that are displayed, measured
///   or receive an event, and kept while their cells are displayed or their items selected, so
///   a million-item screen holds a few dozen controllers;
/// - or **controllers already made** (`Snapshot<Section, CellController<Host>>` through
///   ``ControllerItems``): each item is its own controller.
///
/// Both have every feature of a screen (typed read-back, `update`, drag and drop, outlines).
/// For small screens (settings, forms, a profile), ``ControllerSection``s are a convenience:
/// sections that carry their header, footer, layout and side label with their item controllers,
/// shown with ``apply(_:completion:)``. Such a screen
/// is diffed by its controllers' models; a typed snapshot of controllers is the form to edit with
/// `update`.
///
/// Each apply diffs the new screen against the shown one and the host gets the minimal batch
/// updates. A ``DiffableDataSource`` keeps the typed snapshot of a screen and reads it back
/// typed; the adapter keeps it erased. The asynchronous forms compute the diff off the
/// main actor; see <doc:ApplyingSnapshots> for the ordering, skipping and cancellation rules.
///
/// The host keeps its data source weakly, as in UIKit: keep the adapter alive as long as the
/// host is on screen. The adapter keeps the host.
@MainActor
public final class CellControllerAdapter<Host: CellHosting> {
    /// The host this adapter drives.
    public let host: Host
    /// The snapshot of the screen shown: its sections' models and its items' identities and
    /// contents, as last diffed. Read counts and models here in O(1), whatever the kind of screen.
    /// Inside the package only: users read a screen back typed, through its ``DiffableDataSource``
    /// (``DiffableDataSource/snapshot()``).
    package internal(set) var snapshot: AnySnapshot {
        get { shown.snapshot }
        _modify { yield &shown.snapshot }
    }
    /// Above this many changes, an apply reloads the host instead of animating a batch. The
    /// items that stay keep their selection, measured heights and place on screen, as the batch
    /// would have kept them (see <doc:ApplyingSnapshots>).
    public var reloadThreshold: Int {
        get { applies.reloadThreshold }
        set { applies.reloadThreshold = newValue }
    }
    /// How changed content of kept items is applied: in place (the default) or with new cells.
    public var contentChanges: ContentChangeStyle {
        get { applies.contentChanges }
        set { applies.contentChanges = newValue }
    }
    /// Called with each event of the host once the controllers concerned heard of it: a
    /// selection, a long press, a tap on a header or footer, the end of an interactive move, a
    /// scroll, a section appearing or disappearing, a visibility crossing; and the adapter's own
    /// fallback to `reloadData()` when a batch it computed could not be applied (see
    /// ``AdapterEvent``). `nil` (the default) for none.
    public var onEvent: ((AdapterEvent<Host>) -> Void)? {
        get { callbacks.onEvent }
        set { callbacks.onEvent = newValue }
    }
    /// Redirects the destination an interactive move proposes, like
    /// `targetIndexPathForMoveFromRowAt`: called with the item's path and the proposed
    /// destination, returns the destination to use. `nil` (the default) keeps the proposal.
    public var targetItemPathForMove: ((ItemPath, ItemPath) -> ItemPath)? {
        get { callbacks.targetItemPathForMove }
        set { callbacks.targetItemPathForMove = newValue }
    }
    /// The section index (UIKit's `sectionIndexTitles`): its titles, in order, and the section
    /// (by index in the screen shown) each one jumps to; `nil`, the default, for none. The host
    /// asks it whenever it needs the titles (``CellHost/sectionIndexTitles``,
    /// ``CellHost/scrollToSection(forIndexTitle:)``), so it can follow the screen. A
    /// ``DiffableDataSource`` sets it from its typed ``DiffableDataSource/sectionIndex``, which is
    /// how users give it (for controller sections too, through a data source of the host with
    /// ``ControllerItems``).
    package var sectionIndex: (@MainActor () -> [SectionIndexTitle<Int>])? {
        get { callbacks.sectionIndex }
        set { callbacks.sectionIndex = newValue }
    }
    /// Pagination: loads more items when the last visible item nears the end of the list or of
    /// a section, with loading and error footers (see ``LoadMoreTrigger``). `nil` (the default)
    /// for none. Setting it looks at the visible items at once.
    public var loadMore: LoadMoreTrigger<Host>? {
        get { pagination.bottom }
        set {
            let old = pagination.bottom
            pagination.bottom = newValue
            paginationTriggerDidChange(from: old, to: newValue, at: .bottom)
        }
    }
    /// Pagination at the top: loads an older page when the first visible item nears the start of
    /// the list or of a section (a chat's history), with loading and error headers (see
    /// ``LoadMoreTrigger``); insert the page before the first item, and the host's
    /// ``CellHost/scrollAnchoring`` keeps what is on screen where it is, even at the very top of
    /// the list. `nil` (the default) for none. Setting it looks at the visible items at once.
    ///
    /// With a top trigger, the adapter's applies keep the first visible item in place at the
    /// top of the list too (``ScrollAnchoring/firstVisibleItem`` otherwise leaves a list at its
    /// top at its top): what arrives above the first item is an older page, not news. The
    /// loading and error rows, in turn, show when they appear at the top of a list at its top,
    /// whatever the anchoring (short of ``ScrollAnchoring/bottom`` at its end).
    public var loadMoreAtTop: LoadMoreTrigger<Host>? {
        get { pagination.top }
        set {
            let old = pagination.top
            pagination.top = newValue
            paginationTriggerDidChange(from: old, to: newValue, at: .top)
        }
    }

    /// What the adapter shows: the snapshot, each section's parts, the factory of a snapshot of
    /// models, and the sections shown as trees.
    var shown: ShownScreen<Host>
    /// The item controllers of the screen shown (the items themselves, or made on demand from
    /// models), and the adapter's records of their lifetime: prefetched,
    /// held through a reload, waiting for a re-measure.
    let store: ControllerStore<Host>
    /// The order of applies and the state of the adapter's drive of the host.
    var applies = ApplyQueue<Host>()
    /// The app's callbacks.
    var callbacks = AdapterCallbacks<Host>()
    /// The pagination triggers and the elements shown for them.
    var pagination = PaginationState<Host>()
    /// The host's data source, delegate and prefetching data source: the adapter's answers, kept
    /// off its public surface.
    private(set) lazy var connection = HostConnection(adapter: self)
    /// Alive as long as the adapter: how the registry of adapters that re-measure their
    /// controllers' items (`HeightInvalidators`) knows this one is.
    let heightInvalidationToken = HeightInvalidators.Token()

    /// The type of the shown ``Snapshot`` (`Snapshot<Section, Item>`; for a screen of controller
    /// sections, `Snapshot<AnyDiffable, CellController<Host>>`): what lets a
    /// ``DiffableDataSource`` read the screen back typed.
    var shownScreenType: ScreenType { shown.factory.screenType }

    /// Creates an adapter that becomes `host`'s data source and delegate and shows `sections`.
    public init(host: Host, sections: [ControllerSection<Host>] = []) {
        self.host = host
        self.shown = ShownScreen(sections)
        self.store = ControllerStore(host: host, lookup: shown.factory.lookup(continuing: nil, mapping: nil, to: shown.snapshot))
        host.dataSource = connection
        host.delegate = connection
        host.prefetchDataSource = connection
        HeightInvalidators.register(self, token: heightInvalidationToken)
    }

    /// The adapter that drives `host` (whose connection is the host's data source), or a new one
    /// that becomes its data source and delegate: a data source made for a host shows through
    /// the host's adapter, so that two data sources of one host share its screen.
    static func driving(_ host: Host) -> CellControllerAdapter {
        (host.dataSource as? HostConnection<Host>)?.adapter ?? CellControllerAdapter(host: host)
    }

    /// The sections shown.
    ///
    /// Each item gets its controller: the item itself when the items are controllers; for
    /// models, the live controller, or a new one from the factory that the adapter does not keep.
    /// So the counts are always right, but this costs O(n) for n items (and, for models, O(n)
    /// controllers). Prefer a ``DiffableDataSource``'s typed reads for counts and models, ``controller(at:)`` and
    /// ``supplementaryController(_:inSection:)`` for controllers. Inside the package only (tests
    /// compare screens with it): users read a screen back through its ``DiffableDataSource``.
    ///
    /// - Complexity: O(n) for n items.
    package var sections: [ControllerSection<Host>] {
        shown.parts.enumerated().map { section, part in
            ControllerSection(
                model: part.model.model(as: ControllerSection<Host>.self)?.model ?? part.model, header: part.header, footer: part.footer,
                layout: part.layout, sideLabel: part.sideLabel, items: store.materialisedItems(inSection: section, of: snapshot))
        }
    }

    /// The number of item controllers the adapter holds: when the items are controllers, every
    /// item's (the snapshot holds them); for a snapshot of models, only the live ones
    /// (displayed, selected or recently used), a few dozen whatever the number of items. A
    /// diagnostic for tests and benchmarks.
    ///
    /// - Complexity: O(s) for s sections of controllers; O(1) for a snapshot of models.
    public var liveControllerCount: Int {
        store.count(in: snapshot)
    }

    /// The item controllers the adapter keeps alive, by identity: those of its store, the
    /// prefetched ones, the owners of displayed cells, and during an install the held ones. An
    /// item controller alive that is not among them is a leak (tests compare the two).
    ///
    /// - Complexity: O(c) for c controllers kept.
    package var keptControllerIdentifiers: Set<ObjectIdentifier> {
        store.controllerIdentifiers(in: snapshot).union(store.retainedControllers())
    }

    /// How many times the adapter has looked an item's controller up (made it, or found it made)
    /// since it was created: a diagnostic for tests and benchmarks. An apply looks up the
    /// controllers of the visible items it changed, once each, and no other.
    ///
    /// - Complexity: O(1).
    public var controllerLookupCount: Int { store.lookups }

    /// The controller of the item at `itemPath`, or `nil` when there is no such item.
    ///
    /// When the items are controllers, this is the item. For a snapshot of models, this is the
    /// item's live controller, or a new one from the
    /// factory, which the adapter then keeps for a while (see ``liveControllerCount``): ask again
    /// for an undisplayed, unselected item later and you may get another object, configured from
    /// the same model.
    ///
    /// - Complexity: O(1) (expected).
    public func controller(at itemPath: ItemPath) -> CellController<Host>? {
        store.controller(at: itemPath, in: snapshot)
    }

    /// The controller of a section's header or footer (a pagination row's included), or `nil`
    /// when there is none. Inside the package only: users read a section's header and footer
    /// from its model (a ``ControllerSection``'s, or their factory's).
    ///
    /// - Complexity: O(1).
    package func supplementaryController(_ kind: SupplementaryKind, inSection section: Int) -> CellController<Host>? {
        guard shown.parts.indices.contains(section) else { return nil }
        if let pagination = paginationSupplementary(kind, inSection: section) { return pagination }
        return shown.parts[section].supplementary(kind)
    }

    /// The controller that owns `cell`: the one that configured it (from the dequeue) or
    /// adopted it, until the
    /// cell ends displaying or goes back to the reuse pool. The record is the cell's own
    /// (`CellView.owner`), so it cannot outlive the cell's use. Events of a displayed cell go to
    /// its owner; live controllers are kept while they own a displayed cell (`LiveControllers`
    /// keeps no record of its own); and a displayed cell's owner is told of it (`willDisplay` or
    /// `adopt`), so that its `currentCell()` is that cell.
    func owner(of cell: Host.CellType) -> CellController<Host>? {
        // Only `own(_:by:)` sets it, always to a `CellController<Host>` (checked in debug builds).
        cell.owner.map { ControllerReferences.controller($0, of: Host.self) }
    }

    /// Makes `controller` the owner of `cell` (see `owner(of:)`).
    /// A previous owner of another identity gives the cell up (`relinquish(_:)`),
    /// so that no two controllers both take it for theirs.
    func own(_ cell: Host.CellType, by controller: CellController<Host>) {
        // Compared as objects first: a dequeued cell has no owner (the reuse pool clears it), so
        // the common case touches no generic metadata (`owner(of:)`'s downcast costs a metadata
        // lookup, about 6% of a dequeue through the adapter). The downcast cannot fail: a cell's
        // owner is set only here, and a `Host.CellType` is dequeued only from `Host`s, whose
        // adapters are all `CellControllerAdapter<Host>`.
        if let previous = cell.owner, previous !== controller {
            ControllerReferences.controller(previous, of: Host.self).relinquish(cell)
        }
        cell.owner = controller
    }

    /// Ends `cell`'s ownership and tells its owner, if any, that it ended displaying.
    func disown(_ cell: Host.CellType) {
        let previous = owner(of: cell)
        cell.owner = nil
        previous?.didEndDisplaying(cell)
    }

    /// The environment a section's layout is asked for now: the host's width.
    var layoutEnvironment: LayoutEnvironment { LayoutEnvironment(width: host.viewportSize.width) }
}
