/// The item controllers of the screen an adapter shows: one store, one interface, one path for
/// every screen.
///
/// Every screen is a snapshot shown through a factory, and the factory picks how its items get
/// their controllers (a ``ControllerLookup``): models get theirs made on demand and kept while in
/// use (``LiveControllers``); controllers already made (a screen of ``ControllerSection``s, or a
/// `Snapshot<Section, CellController<Host>>`) are their own items, read from the snapshot
/// (``SnapshotControllers``). Everything the adapter asks about controllers (the controller at a
/// path, whether one is made, which ones are current, where they go when an item moves, how many
/// there are) is answered here, through that one lookup, and the records of controller lifetime
/// (prefetched, held, deferred re-measures) are kept here.
@MainActor
final class ControllerStore<Host: CellHosting> {
    /// How the shown screen's items get their controllers.
    private var lookup: any ControllerLookup<Host> {
        didSet { lookupSweeps = lookup.sweeps }
    }
    /// Whether ``lookup`` ever needs a sweep (``ControllerLookup/sweeps``): a plain flag, read
    /// for every dequeue, so that a lookup that never sweeps costs one existential call per
    /// dequeue, not two.
    private var lookupSweeps: Bool
    /// During an install, the controllers that owned a cell when it began: kept alive through a
    /// `reloadData()`, which ends displaying every cell before it displays the same items again.
    var held: Set<ObjectIdentifier> = []
    /// The controllers that received `didChangePrefetching(true)` and neither `didChangePrefetching(false)` nor a display
    /// since, in the order they were prefetched: the one record of prefetches (live controllers
    /// are kept while they are in it).
    var prefetched: [CellController<Host>] = [] {
        didSet { hasPrefetched = !prefetched.isEmpty }
    }
    /// Whether ``prefetched`` has any: a plain flag, read for every displayed cell, where
    /// touching the generic array costs its metadata lookups.
    private(set) var hasPrefetched = false
    /// Controllers that asked for their item's re-measure (``CellController/invalidateHeight()``)
    /// while the adapter was driving the host: re-measured when the drive is over.
    var deferredHeightInvalidations: [CellController<Host>] = []

    /// The host whose displayed cells' owners and selected items a sweep keeps (the adapter's,
    /// which outlives the store).
    private unowned let host: Host

    /// The store of `host`'s screen, whose items get their controllers through `lookup`.
    init(host: Host, lookup: any ControllerLookup<Host>) {
        self.host = host
        self.lookup = lookup
        self.lookupSweeps = lookup.sweeps
    }

    /// Whether the shown screen's controllers may be swept (made on demand, see
    /// ``ControllerLookup/sweeps``): a cell dequeued for one must be owned from its dequeue.
    var sweepsControllers: Bool { lookupSweeps }

    /// The path of `controller`'s item in `snapshot` (the shown screen), or `nil` when it is not
    /// one of the screen's item controllers (replaced, deleted, a header's, or a live controller
    /// since dropped). Counts as no lookup and makes nothing.
    ///
    /// - Complexity: O(1) expected when the controller's identity is its item's (a controller
    ///   made with its model, or an item that is a controller), else O(c) for c live controllers.
    func path(of controller: CellController<Host>, in snapshot: AnySnapshot) -> ItemPath? {
        lookup.path(of: controller, in: snapshot)
    }

    /// How many times an item's controller was looked up (made or found), for
    /// ``CellControllerAdapter/controllerLookupCount``.
    private(set) var lookups = 0
    /// During an apply, the controllers looked up so far, by path (paths of the screen being
    /// installed): the host asks about one item several times while it updates (reconfigure,
    /// measure, display), and each answer after the first comes from here. `nil` otherwise.
    /// It keeps at most ``applyLookupLimit`` controllers, so that a reload that measures every
    /// item of a large screen does not keep every item's controller alive.
    private var applyLookups: [ItemPath: CellController<Host>]? {
        didSet { isApplying = applyLookups != nil }
    }
    /// Whether an apply runs (``applyLookups`` is not `nil`): a plain flag, read for every
    /// dequeue, where testing the generic optional costs its metadata lookups.
    private var isApplying = false
    /// How many controllers an apply remembers (far more than a screen shows).
    private static var applyLookupLimit: Int { 1_024 }

    /// The number of controllers held for `snapshot` (the shown screen): every item's when the
    /// items are controllers, the live ones for a snapshot of models.
    ///
    /// - Complexity: O(s) for s sections of controllers; O(1) for a snapshot of models.
    func count(in snapshot: AnySnapshot) -> Int { lookup.count(in: snapshot) }

    /// The controllers the store keeps for `snapshot` (the shown screen): the live ones, or every
    /// item that is a controller.
    ///
    /// - Complexity: O(c) for c controllers kept.
    func controllerIdentifiers(in snapshot: AnySnapshot) -> Set<ObjectIdentifier> {
        lookup.controllerIdentifiers(in: snapshot)
    }

    /// The controller of the item at `path` of `snapshot` (the shown screen), made now if it has
    /// none; `nil` when there is no such item.
    ///
    /// - Complexity: O(1) (expected).
    func controller(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        // During an apply, an item asked again gets the same answer (`controllerDuringApply`).
        // Outside one, the lookup checks the path itself: a screen of made controllers by its
        // arrays, without reading the snapshot. (The host asks this for every cell it dequeues.)
        if isApplying { return controllerDuringApply(at: path, in: snapshot()) }
        guard let controller = lookup.controller(at: path, in: snapshot()) else { return nil }
        lookups &+= 1
        if lookupSweeps, lookup.needsSweep { sweep(in: snapshot()) }
        return controller
    }

    /// ``controller(at:in:)`` during an apply: an item asked again gets the same answer, if the
    /// path is still an item's.
    private func controllerDuringApply(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host>? {
        guard snapshot.contains(path) else { return nil }
        if let known = applyLookups?[path] { return known }
        guard let controller = lookup.controller(at: path, in: snapshot) else { return nil }
        lookups &+= 1
        if lookupSweeps, lookup.needsSweep { sweep(in: snapshot) }
        if let count = applyLookups?.count, count < Self.applyLookupLimit { applyLookups?[path] = controller }
        return controller
    }

    /// The controller of the item at `path` if one is made: never makes one.
    ///
    /// - Complexity: O(1) (expected, for a snapshot of models).
    func existingController(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host>? {
        guard snapshot.contains(path) else { return nil }
        if let known = applyLookups?[path] { return known }
        lookups &+= 1
        return lookup.existingController(at: path, in: snapshot)
    }

    /// The controllers of section `section`: each item's held controller, or a new one from the
    /// factory that the store does not keep.
    ///
    /// - Complexity: O(m) for the section's m items.
    func materialisedItems(inSection section: Int, of snapshot: AnySnapshot) -> [CellController<Host>] {
        (0..<snapshot.numberOfItems(inSection: section)).map { item in
            lookup.transientController(at: ItemPath(item: item, section: section), in: snapshot)
        }
    }

    /// Whether `controller` is the controller held for the item at `path` of `snapshot`. Makes
    /// nothing and counts no lookup.
    ///
    /// - Complexity: O(1) expected.
    func holds(_ controller: CellController<Host>, at path: ItemPath, in snapshot: AnySnapshot) -> Bool {
        lookup.existingController(at: path, in: snapshot) === controller
    }

    /// Those of `controllers` that are controllers of `snapshot`, the screen shown (not
    /// replaced, not of a deleted item).
    ///
    /// - Complexity: O(c + w) for c live controllers and w given ones.
    func current(among controllers: [CellController<Host>], in snapshot: AnySnapshot) -> Set<ObjectIdentifier> {
        lookup.current(among: controllers, in: snapshot)
    }

    /// Shows `snapshot`, whose items get their controllers from `factory`. Across a diffed apply
    /// (`mapping` known), the held controllers of unchanged items are kept at their new paths
    /// (see ``LiveControllers/remap(_:to:marked:)``); otherwise the store starts empty.
    ///
    /// - Complexity: O(c log k) for c live controllers and k changes.
    /// - Returns: the lookup of the screen replaced, which releases that screen's snapshot
    ///   (``ControllerLookup/release(_:)``).
    @discardableResult
    func show(_ snapshot: AnySnapshot, factory: ErasedControllerFactory<Host>, mapping: ItemPathMapping?) -> any ControllerLookup<Host> {
        let replaced = lookup
        lookup = factory.lookup(continuing: lookup, mapping: mapping, to: snapshot)
        return replaced
    }

    /// The ways the lookup's records disagree with `snapshot`, the shown screen (see
    /// ``ControllerLookup/invariantViolations(in:)``).
    func lookupViolations(in snapshot: AnySnapshot) -> [String] {
        lookup.invariantViolations(in: snapshot)
    }

    /// Drops `snapshot`, a copy of the shown screen's kind that is not shown (see
    /// ``ControllerLookup/release(_:)``).
    func release(_ snapshot: consuming AnySnapshot) {
        lookup.release(snapshot)
    }

    /// Starts building the identifier index of `snapshot`, the screen shown, off the main actor
    /// when it is large and its kind allows (see ``ControllerLookup/locateItemsAhead(in:)``).
    func locateItemsAhead(in snapshot: AnySnapshot) -> Task<Void, Never>? {
        lookup.locateItemsAhead(in: snapshot)
    }

    /// Carries the controllers over an item moved by the user from `source` to `destination`:
    /// `old` and `new` are the screens before and after.
    ///
    /// - Complexity: O(c) for c live controllers.
    func moveItem(from source: ItemPath, to destination: ItemPath, old: AnySnapshot, new: AnySnapshot) {
        let mapping = (try? UpdatePlan(
            BatchUpdate(movedItems: [Move(from: source, to: destination)]),
            oldCounts: PreparedChanges.itemCounts(of: old),
            newCounts: PreparedChanges.itemCounts(of: new))).map(ItemPathMapping.plan)
        lookup.remap(mapping ?? .unknown, to: new, marked: [])
    }

    /// The controllers the running apply looked up: a sweep during the apply keeps them, so that
    /// the controller handed out for an item stays its item's controller.
    var controllersLookedUpDuringApply: [CellController<Host>] {
        applyLookups.map { Array($0.values) } ?? []
    }

    /// Runs `update` (an apply bringing the host in line with a new screen) so that each item's
    /// controller is looked up at most once, whatever the host asks meanwhile.
    func lookingUpOnce(_ update: () -> Void) {
        applyLookups = [:]
        defer { applyLookups = nil }
        update()
    }

    /// Drops the held controllers nothing needs any more (see
    /// ``LiveControllers/sweep(in:retaining:selected:)``); items that are controllers stay.
    func sweep(in snapshot: AnySnapshot) {
        lookup.sweep(in: snapshot, retaining: retainedControllers(), selected: host.indexPathsForSelectedItems)
    }

    /// The owners of the cells the host shows.
    ///
    /// - Complexity: O(v) for v displayed cells.
    func ownersOfDisplayedCells() -> Set<ObjectIdentifier> {
        var owners = Set<ObjectIdentifier>()
        for displayed in host.visible.values {
            if let owner = displayed.cell.owner { owners.insert(ObjectIdentifier(owner)) }
        }
        return owners
    }

    /// The controllers a sweep keeps whatever their last use: the owners of displayed cells,
    /// the prefetched controllers, those the running apply looked up, and during an install the
    /// held ones.
    ///
    /// - Complexity: O(v + p + h) for v displayed cells, p prefetched and h held controllers.
    func retainedControllers() -> Set<ObjectIdentifier> {
        var retained = held
        retained.formUnion(ownersOfDisplayedCells())
        for controller in controllersLookedUpDuringApply { retained.insert(ObjectIdentifier(controller)) }
        for controller in prefetched { retained.insert(ObjectIdentifier(controller)) }
        return retained
    }
}
