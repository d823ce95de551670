/// The item controllers of a snapshot of models that are alive: made on demand by the factory,
/// keyed by the item's identifier, and kept only while something needs them.
///
/// A controller is made the first time its item is asked for (a cell to display or measure, a
/// height, an event), like the cell provider of a diffable data source. It is kept while:
/// - a cell it configured is displayed or waiting to be: every cell the adapter dequeues is
///   *pinned* to its item until it ends displaying or is dequeued for another item, so a cell
///   measured, then displayed, then scrolled away meets one controller throughout;
/// - its item is selected;
/// - its item is in the host's prefetch window (``pinPrefetched(_:)``), so the controller that
///   prefetched is the one that displays;
/// - or it was used among the last ``recentCapacity`` requests (controllers made only to measure
///   a height or answer an event for an undisplayed item).
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
final class LiveControllers<Host: CellHosting> {
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
    /// The selected items, read at each sweep.
    private let selectedPaths: () -> [ItemPath]

    private var entries: [DiffIdentifier: Entry] = [:]
    /// The item each dequeued cell was configured for, by cell.
    private var pins: [ObjectIdentifier: DiffIdentifier] = [:]
    /// The items whose controllers received `prefetch()` and neither a cancel nor a display.
    private var prefetchPins: Set<DiffIdentifier> = []
    private var requests: UInt64 = 0
    private var sweepLimit = 2 * LiveControllers.recentCapacity

    /// - Parameters:
    ///   - make: the factory's item controllers.
    ///   - selectedPaths: the host's selected items.
    init(make: @escaping (AnyDiffable) -> CellController<Host>, selectedPaths: @escaping () -> [ItemPath]) {
        self.make = make
        self.selectedPaths = selectedPaths
    }

    /// The number of controllers alive.
    var count: Int { entries.count }

    /// Whether `path` is an item of `snapshot`.
    ///
    /// - Complexity: O(1).
    static func snapshot(_ snapshot: AnySnapshot, contains path: ItemPath) -> Bool {
        path.section >= 0 && path.section < snapshot.numberOfSections
            && path.item >= 0 && path.item < snapshot.numberOfItems(inSection: path.section)
    }

    /// The controller of the item at `path` (a valid path of `snapshot`, the shown snapshot):
    /// the live one, or a new one from the factory.
    ///
    /// - Complexity: O(1) expected, plus an amortised O(1) share of a sweep when it makes one.
    func controller(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host> {
        let model = snapshot[path]
        requests &+= 1
        if let index = entries.index(forKey: model.identifier) {
            entries.values[index].lastUse = requests
            entries.values[index].path = path
            return entries.values[index].controller
        }
        let controller = make(model)
        entries[model.identifier] = Entry(controller: controller, path: path, model: model, lastUse: requests)
        if entries.count > sweepLimit { sweep(in: snapshot) }
        return controller
    }

    /// The live controller of the item at `path`, if there is one; nothing is made or kept.
    ///
    /// - Complexity: O(1) expected.
    func existingController(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host>? {
        entries[snapshot.itemIdentifier(at: path)]?.controller
    }

    /// Keeps the controller of `identifier` alive while `cell` shows it.
    func pin(_ cell: Host.CellType, to identifier: DiffIdentifier) {
        pins[ObjectIdentifier(cell)] = identifier
    }

    /// `cell` ended displaying: it no longer keeps a controller alive.
    func unpin(_ cell: Host.CellType) {
        pins.removeValue(forKey: ObjectIdentifier(cell))
    }

    /// Keeps the controller of `identifier` alive while its item is in the prefetch window.
    func pinPrefetched(_ identifier: DiffIdentifier) {
        prefetchPins.insert(identifier)
    }

    /// The item left the prefetch window (cancelled or displayed).
    func unpinPrefetched(_ identifier: DiffIdentifier) {
        prefetchPins.remove(identifier)
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
            guard let path = mapping.newPath(forOld: entry.path), Self.snapshot(snapshot, contains: path) else { continue }
            let model = snapshot[path]
            guard model.identifier == identifier, model.isContentEqual(to: entry.model) else { continue }
            entry.path = path
            kept[identifier] = entry
        }
        entries = kept
    }

    /// Drops every controller that is not pinned by a cell, selected, or among the last
    /// ``recentCapacity`` requests.
    ///
    /// - Complexity: O(c + p + s) for c live controllers, p pinned cells and s selected items.
    func sweep(in snapshot: AnySnapshot) {
        var needed = Set(pins.values).union(prefetchPins)
        for path in selectedPaths() where Self.snapshot(snapshot, contains: path) {
            needed.insert(snapshot.itemIdentifier(at: path))
        }
        let recent = requests > UInt64(Self.recentCapacity) ? requests - UInt64(Self.recentCapacity) : 0
        entries = entries.filter { needed.contains($0.key) || $0.value.lastUse > recent }
        sweepLimit = entries.count + Self.recentCapacity
    }
}
