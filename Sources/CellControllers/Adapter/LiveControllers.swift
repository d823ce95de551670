/// The item controllers of a snapshot of models that are alive: made on demand by the factory,
/// keyed by the item's identifier, and kept only while something needs them.
///
/// A controller is made the first time its item is asked for (a cell to display or measure, a
/// height, an event), like the cell provider of a diffable data source. It is kept while:
/// - it owns a displayed cell: the adapter's record of which controller configured each cell it
///   handed to the host (`CellControllerAdapter.owner(of:)`, recorded on the cell), from the
///   dequeue until the cell ends displaying or goes back to the reuse pool (a cell only
///   measured owns nothing once it is back there);
/// - it is prefetched (the adapter's `CellControllerAdapter.prefetchedControllers`), so the
///   controller that prefetched is the one that displays;
/// - its item is selected;
/// - or it was used among the last ``recentCapacity`` requests (controllers made only to measure
///   a height or answer an event for an undisplayed item).
///
/// This type keeps no record of its own of cells or prefetches: it asks the adapter for the
/// controllers to retain (`retainedControllers`) at each sweep.
///
/// Everything else is dropped by a sweep that runs when the cache has grown by
/// ``recentCapacity`` entries since the last one, and after every apply: scrolling a million rows
/// holds a few dozen controllers, and a sweep costs O(c) for the c controllers alive, amortised
/// O(1) per controller made.
///
/// Across an apply, ``remap(_:to:marked:)`` keeps the controller of every item whose identity and
/// content are unchanged (the same object, at its new path) and drops those of deleted items and
/// of items whose content changed, so the next request makes a fresh one from the new model.
@MainActor
final class LiveControllers<Host: CellHosting>: ControllerLookup {
    /// One live controller: the item it was made for and where that item is.
    private struct Entry {
        let controller: CellController<Host>
        /// The item's path in the shown snapshot.
        var path: ItemPath
        /// The model the controller was made from.
        let model: AnyDiffable
        /// The request count at its last use.
        var lastUse: UInt64
    }

    /// How many of the last requests keep their controllers alive without a displayed cell or a
    /// selection.
    static var recentCapacity: Int { 64 }

    /// Makes the controller of an item model: the factory of the shown snapshot.
    var make: (AnyDiffable) -> CellController<Host>

    private var entries: [DiffIdentifier: Entry] = [:]
    private var requests: UInt64 = 0
    private var sweepLimit = 2 * LiveControllers.recentCapacity

    /// - Parameter make: the factory's item controllers.
    init(make: @escaping (AnyDiffable) -> CellController<Host>) {
        self.make = make
    }

    /// Whether enough controllers were made since the last sweep that the store should sweep
    /// (``sweep(in:retaining:selected:)``): amortised O(1) per controller made.
    var needsSweep: Bool { entries.count > sweepLimit }
    var sweeps: Bool { true }

    /// The number of controllers alive.
    func count(in snapshot: AnySnapshot) -> Int { entries.count }

    /// The controller of the item at `path` (a valid path of `snapshot`, the shown snapshot):
    /// the live one, or a new one from the factory.
    ///
    /// - Complexity: O(1) expected, plus an amortised O(1) share of a sweep when it makes one.
    func controller(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        let snapshot = snapshot()
        guard snapshot.contains(path) else { return nil }
        let model = snapshot[path]
        requests &+= 1
        if let index = entries.index(forKey: model.identifier) {
            entries.values[index].lastUse = requests
            entries.values[index].path = path
            return entries.values[index].controller
        }
        let controller = make(model)
        entries[model.identifier] = Entry(controller: controller, path: path, model: model, lastUse: requests)
        return controller
    }

    /// The live controller of the item at `path`, if there is one; nothing is made or kept.
    ///
    /// - Complexity: O(1) expected.
    func existingController(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        let snapshot = snapshot()
        guard snapshot.contains(path) else { return nil }
        return entries[snapshot.itemIdentifier(at: path)]?.controller
    }

    /// The path of `controller`'s item, if it is live and its item is in `snapshot` (the shown
    /// snapshot).
    ///
    /// - Complexity: O(1) expected when the controller's identity is its item's (a controller
    ///   made with its model), else O(c) for c live controllers.
    func path(of controller: CellController<Host>, in snapshot: AnySnapshot) -> ItemPath? {
        let entry: Entry?
        if let direct = entries[controller.diffIdentifier], direct.controller === controller {
            entry = direct
        } else {
            entry = entries.values.first { $0.controller === controller }
        }
        guard let entry, snapshot.contains(entry.path), snapshot.itemIdentifier(at: entry.path) == entry.model.identifier else {
            return nil
        }
        return entry.path
    }

    /// The live controllers, by object.
    ///
    /// - Complexity: O(c) for c live controllers.
    func controllerIdentifiers(in snapshot: AnySnapshot) -> Set<ObjectIdentifier> {
        Set(entries.values.map { ObjectIdentifier($0.controller) })
    }

    /// The live controller of the item at `path`, or a new one from the factory that is not
    /// kept.
    ///
    /// - Complexity: O(1) expected.
    func transientController(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host> {
        existingController(at: path, in: snapshot) ?? make(snapshot[path])
    }

    /// Those of `controllers` that are live.
    ///
    /// - Complexity: O(c + w) for c live controllers and w given ones.
    func current(among controllers: [CellController<Host>], in snapshot: AnySnapshot) -> Set<ObjectIdentifier> {
        controllerIdentifiers(in: snapshot).intersection(controllers.map(ObjectIdentifier.init))
    }

    /// Carries the live controllers over an apply to `snapshot`: each keeps its controller if its
    /// item is still there (at the path `mapping` gives) with the same identity and equal
    /// content, and is not `marked` for a reconfigure or reload; controllers of deleted,
    /// changed and marked items are dropped.
    ///
    /// - Complexity: O(c log k) for c live controllers and k changes, plus one content
    ///   comparison per controller; independent of the number of items.
    func remap(_ mapping: ItemPathMapping, to snapshot: AnySnapshot, marked: Set<DiffIdentifier>) {
        var kept: [DiffIdentifier: Entry] = [:]
        kept.reserveCapacity(entries.count)
        for (identifier, var entry) in entries where !marked.contains(identifier) {
            guard let path = mapping.newPath(forOld: entry.path), snapshot.contains(path) else { continue }
            let model = snapshot[path]
            guard model.identifier == identifier, model.isContentEqual(to: entry.model) else { continue }
            entry.path = path
            kept[identifier] = entry
        }
        entries = kept
    }

    /// Drops `snapshot` on the global concurrent executor (its items are models: freeing a large
    /// snapshot's is O(n) work that must not land on the main actor).
    func release(_ snapshot: consuming AnySnapshot) {
        PreparedChanges.release(snapshot)
    }

    /// None of its own to report: the controllers it keeps are checked through the adapter's
    /// records that hold them (the displayed cells' owners, the prefetched controllers).
    func invariantViolations(in snapshot: AnySnapshot) -> [String] { [] }

    /// Off the main actor, for a large screen: its items are models, which may be freed there.
    func locateItemsAhead(in snapshot: AnySnapshot) -> Task<Void, Never>? {
        snapshot.locateItemsOffMainActor()
    }

    /// Drops every controller that is not retained (it owns a cell or is prefetched), selected,
    /// or among the last ``recentCapacity`` requests.
    ///
    /// - Complexity: O(c + r + s) for c live controllers, r retained ones and s selected items;
    ///   amortised O(1) per controller made, as the next sweep waits for c more.
    func sweep(in snapshot: AnySnapshot, retaining retained: Set<ObjectIdentifier>, selected selectedPaths: [ItemPath]) {
        var selected: Set<DiffIdentifier> = []
        for path in selectedPaths where snapshot.contains(path) {
            selected.insert(snapshot.itemIdentifier(at: path))
        }
        let recent = requests > UInt64(Self.recentCapacity) ? requests - UInt64(Self.recentCapacity) : 0
        entries = entries.filter { identifier, entry in
            entry.lastUse > recent || retained.contains(ObjectIdentifier(entry.controller)) || selected.contains(identifier)
        }
        // The next sweep waits for as many new controllers as this one kept (and at least
        // `recentCapacity`), so that sweeps cost amortised O(1) per controller made even when
        // most are kept (a selection of every item: sweeping every 64 was quadratic).
        sweepLimit = entries.count + max(Self.recentCapacity, entries.count)
    }
}
