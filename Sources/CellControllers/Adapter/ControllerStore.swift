/// The item controllers of the screen an adapter shows: one store, one interface, for both kinds
/// of screens.
///
/// A screen of ``ControllerSection``s is the case whose controllers are already made: the store
/// keeps them in arrays, by path. A ``Snapshot`` of models makes its controllers on demand and
/// keeps only those in use (``LiveControllers``). Everything the adapter asks about controllers
/// (the controller at a path, whether one is made, which ones are current, where they go when an
/// item moves, how many there are) is answered here, so the adapter does not branch on the kind
/// of screen.
@MainActor
final class ControllerStore<Host: CellHosting> {
    /// The controllers of a screen of controller sections, by section and item; empty for a
    /// snapshot of models.
    private var made: [[CellController<Host>]]
    /// The live controllers of a snapshot of models, or `nil` for controller sections.
    private var live: LiveControllers<Host>?
    /// During an install, the controllers that owned a cell when it began: kept alive through a
    /// `reloadData()`, which ends displaying every cell before it displays the same items again.
    var held: Set<ObjectIdentifier> = []
    /// The controllers that received `prefetch()` and neither `cancelPrefetch()` nor a display
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

    /// The controllers of a screen of controller sections shown in `host`.
    init(host: Host, made sections: [[CellController<Host>]]) {
        self.host = host
        made = sections
        live = nil
    }

    /// The path of `controller`'s item in `snapshot` (the shown screen), or `nil` when it is not
    /// one of the screen's item controllers (replaced, deleted, a header's, or a live controller
    /// since dropped). Counts as no lookup and makes nothing.
    ///
    /// - Complexity: O(1) expected for controller sections (its identity's path in the
    ///   snapshot, checked against the controller there); for a snapshot of models, O(1)
    ///   expected when the controller's identity is its model's, else O(c) for c live controllers.
    func path(of controller: CellController<Host>, in snapshot: AnySnapshot) -> ItemPath? {
        if let live { return live.path(of: controller, in: snapshot) }
        guard let path = snapshot.pathOfItem(controller.diffIdentifier),
              made.indices.contains(path.section), made[path.section].indices.contains(path.item),
              made[path.section][path.item] === controller else { return nil }
        return path
    }

    /// How many times an item's controller was looked up (made or found), for
    /// ``CellControllerAdapter/controllerLookupCount``.
    private(set) var lookups = 0
    /// During an apply, the controllers looked up so far, by path (paths of the screen being
    /// installed): the host asks about one item several times while it updates (reconfigure,
    /// measure, display), and each answer after the first comes from here. `nil` otherwise.
    /// It keeps at most ``applyLookupLimit`` controllers, so that a reload that measures every
    /// item of a large screen does not keep every item's controller alive.
    private var applyLookups: [ItemPath: CellController<Host>]?
    /// How many controllers an apply remembers (far more than a screen shows).
    private static var applyLookupLimit: Int { 1_024 }

    /// Whether the controllers are made on demand (a snapshot of models).
    var makesControllersOnDemand: Bool { live != nil }

    /// The number of controllers held: every item's for controller sections, the live ones for a
    /// snapshot of models.
    ///
    /// - Complexity: O(s) for s sections of controllers; O(1) for a snapshot of models.
    var count: Int { live?.count ?? made.reduce(0) { $0 + $1.count } }

    /// The controllers the store keeps: the live ones, or every one made up front.
    ///
    /// - Complexity: O(c) for c controllers kept.
    var controllerIdentifiers: Set<ObjectIdentifier> {
        if let live { return live.controllerIdentifiers }
        return Set(made.joined().map(ObjectIdentifier.init))
    }

    /// The controller of the item at `path` of `snapshot` (the shown screen), made now for a
    /// snapshot of models if it has none; `nil` when there is no such item.
    ///
    /// `snapshot` is read only for a snapshot of models: the host asks this for every cell it
    /// dequeues or measures, and controller sections need no copy of the adapter's snapshot.
    ///
    /// - Complexity: O(1) (expected, for a snapshot of models).
    func controller(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        guard let live else { return madeController(at: path) }
        let snapshot = snapshot()
        guard snapshot.contains(path) else { return nil }
        if let known = applyLookups?[path] { return known }
        lookups &+= 1
        let controller = live.controller(at: path, in: snapshot)
        if live.needsSweep { live.sweep(in: snapshot, retaining: retainedControllers(), selected: host.indexPathsForSelectedItems) }
        if let count = applyLookups?.count, count < Self.applyLookupLimit { applyLookups?[path] = controller }
        return controller
    }

    /// The made controller at `path`, or `nil` when there is no such item. `made` has the shape
    /// of the shown screen, so its bounds are the check (the host asks this for every cell it
    /// dequeues: an array index, no remembering).
    ///
    /// - Complexity: O(1).
    private func madeController(at path: ItemPath) -> CellController<Host>? {
        // Read, never written, as arrays of class references: an array of any class's instances
        // has one representation (one reference to its buffer of object references), so this is
        // the same value; but its types are concrete, so this generic code looks no generic
        // metadata up per call (two lookups, about a fifth of a dequeue through the adapter).
        // `made` only ever holds `CellController<Host>`s, so the downcast below always holds
        // (debug builds check it).
        let sections = unsafeBitCast(made, to: [[AnyObject]].self)
        guard path.section >= 0, path.section < sections.count else { return nil }
        let items = sections[path.section]
        guard path.item >= 0, path.item < items.count else { return nil }
        lookups &+= 1
        return unsafeDowncast(items[path.item], to: CellController<Host>.self)
    }

    /// The controller of the item at `path` if one is made: never makes one.
    ///
    /// - Complexity: O(1) (expected, for a snapshot of models).
    func existingController(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        guard let live else { return madeController(at: path) }
        let snapshot = snapshot()
        guard snapshot.contains(path) else { return nil }
        if let known = applyLookups?[path] { return known }
        lookups &+= 1
        return live.existingController(at: path, in: snapshot)
    }

    /// The controllers of section `section`: for a snapshot of models each item's live
    /// controller, or a new one from the factory that the store does not keep.
    ///
    /// - Complexity: O(m) for the section's m items.
    func materialisedItems(inSection section: Int, of snapshot: AnySnapshot) -> [CellController<Host>] {
        guard let live else { return made[section] }
        return (0..<snapshot.numberOfItems(inSection: section)).map { item in
            let path = ItemPath(item: item, section: section)
            return live.existingController(at: path, in: snapshot) ?? live.make(snapshot[path])
        }
    }

    /// Those of `controllers` that are controllers of the screen shown (not replaced, not of a
    /// deleted item).
    ///
    /// - Complexity: O(c + w) for c live controllers and w given ones; for controller sections,
    ///   O(n) for n items at worst.
    func current(among controllers: [CellController<Host>]) -> Set<ObjectIdentifier> {
        if let live {
            return live.controllerIdentifiers.intersection(controllers.map(ObjectIdentifier.init))
        }
        var missing = Set(controllers.map(ObjectIdentifier.init))
        var current: Set<ObjectIdentifier> = []
        for items in made {
            for controller in items where missing.remove(ObjectIdentifier(controller)) != nil {
                current.insert(ObjectIdentifier(controller))
                if missing.isEmpty { return current }
            }
        }
        return current
    }

    /// Shows a screen of controller sections: its controllers, as made.
    func show(made sections: [[CellController<Host>]]) {
        made = sections
        live = nil
    }

    /// Shows a snapshot of models whose controllers `factory` makes. Across a diffed apply
    /// (`mapping` known) from another snapshot of models, the controllers of unchanged items
    /// are kept at their new paths (see ``LiveControllers/remap(_:to:marked:)``); otherwise the
    /// store starts empty.
    ///
    /// - Complexity: O(c log k) for c live controllers and k changes.
    func show(models snapshot: AnySnapshot, factory: ErasedControllerFactory<Host>, mapping: ItemPathMapping?) {
        made = []
        if let live, let mapping {
            live.make = factory.item
            live.remap(mapping, to: snapshot, marked: snapshot.marks.reconfiguredItems.union(snapshot.marks.reloadedItems))
        } else {
            live = LiveControllers(make: factory.item)
        }
    }

    /// Moves the controller of the item at `source` to `destination` (an interactive move):
    /// `old` and `new` are the screens before and after.
    ///
    /// - Complexity: O(m) for the m items of the sections involved; O(c) for c live controllers.
    func moveItem(from source: ItemPath, to destination: ItemPath, old: AnySnapshot, new: AnySnapshot) {
        if let live {
            let mapping = (try? UpdatePlan(
                BatchUpdate(movedItems: [Move(from: source, to: destination)]),
                oldCounts: PreparedChanges.itemCounts(of: old),
                newCounts: PreparedChanges.itemCounts(of: new))).map(ItemPathMapping.plan)
            live.remap(mapping ?? .unknown, to: new, marked: [])
        } else if made.indices.contains(source.section), made.indices.contains(destination.section) {
            let controller = made[source.section].remove(at: source.item)
            made[destination.section].insert(controller, at: min(destination.item, made[destination.section].count))
        }
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

    /// Drops the live controllers nothing needs any more (see ``LiveControllers/sweep(in:)``);
    /// made controllers stay.
    func sweep(in snapshot: AnySnapshot) {
        live?.sweep(in: snapshot, retaining: retainedControllers(), selected: host.indexPathsForSelectedItems)
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
