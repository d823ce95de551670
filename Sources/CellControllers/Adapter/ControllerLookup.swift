/// How the shown screen's items get their controllers: the one interface the adapter's
/// ``ControllerStore`` asks, whatever the items are.
///
/// A screen's factory picks the lookup once, when the screen is shown (see
/// `ErasedControllerFactory.lookup(continuing:)`):
/// - items that are models get ``LiveControllers``: made on demand by the factory, kept while
///   something needs them;
/// - items that are controllers already made (a `Snapshot<Section, CellController<Host>>`, which
///   a screen of ``ControllerSection``s is) get ``SnapshotControllers``: each item is its own
///   controller, read from the snapshot, which is the one record of them.
@MainActor
protocol ControllerLookup<Host>: AnyObject {
    associatedtype Host: CellHosting

    /// The number of controllers held for `snapshot`, the shown screen.
    func count(in snapshot: AnySnapshot) -> Int
    /// The controllers held for `snapshot`, the shown screen, by object.
    func controllerIdentifiers(in snapshot: AnySnapshot) -> Set<ObjectIdentifier>
    /// Whether enough controllers were made since the last sweep that the store should sweep.
    var needsSweep: Bool { get }
    /// Whether this kind of lookup ever needs a sweep (``needsSweep`` is always `false` when
    /// not): read once per screen shown, so that the store asks ``needsSweep`` only of lookups
    /// that may need one.
    var sweeps: Bool { get }

    /// The controller of the item at `path` of `snapshot` (the shown screen), made now if it has
    /// none; `nil` when there is no such item. `snapshot` is read only if the lookup needs it
    /// (the host asks this for every cell it dequeues or measures).
    func controller(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>?
    /// The controller of the item at `path` if one is made (never makes one); `nil` when there
    /// is none or no such item.
    func existingController(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>?
    /// The controller of the item at `path` for a one-off read that keeps nothing: the held one,
    /// or a new one that is not kept.
    func transientController(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host>
    /// The path of `controller`'s item in `snapshot`, or `nil` when it is not one of the screen's
    /// item controllers.
    func path(of controller: CellController<Host>, in snapshot: AnySnapshot) -> ItemPath?
    /// Those of `controllers` that are controllers of the screen shown.
    func current(among controllers: [CellController<Host>], in snapshot: AnySnapshot) -> Set<ObjectIdentifier>
    /// Carries the controllers over a change of the screen to `snapshot` (an apply, or an item
    /// moved by the user): `mapping` takes the old paths to the new ones, and `marked` items get
    /// new controllers.
    func remap(_ mapping: ItemPathMapping, to snapshot: AnySnapshot, marked: Set<DiffIdentifier>)
    /// Drops the controllers nothing needs any more.
    func sweep(in snapshot: AnySnapshot, retaining retained: Set<ObjectIdentifier>, selected selectedPaths: [ItemPath])
    /// Drops `snapshot`, a screen of this lookup's kind that is no longer shown: its items are
    /// freed where they belong.
    func release(_ snapshot: consuming AnySnapshot)
}

/// The controllers of a snapshot whose items are controllers already made: each item is its own
/// controller, read from the shown snapshot, so this keeps nothing of its own (no cache, no
/// sweep, nothing to carry over a change).
@MainActor
final class SnapshotControllers<Host: CellHosting>: ControllerLookup {
    /// The controller of the item at an index of a section's storage: the item itself, read
    /// typed.
    private let read: (AnySnapshot.Section, Int) -> CellController<Host>

    init(read: @escaping (AnySnapshot.Section, Int) -> CellController<Host>) {
        self.read = read
    }

    /// Every item's controller is held, by the snapshot.
    /// - Complexity: O(s) for s sections.
    func count(in snapshot: AnySnapshot) -> Int {
        (0..<snapshot.numberOfSections).reduce(0) { $0 + snapshot.numberOfItems(inSection: $1) }
    }

    /// Every item's controller.
    /// - Complexity: O(n) for n items.
    func controllerIdentifiers(in snapshot: AnySnapshot) -> Set<ObjectIdentifier> {
        var identifiers = Set<ObjectIdentifier>()
        for (index, section) in snapshot.sections.enumerated() {
            for item in 0..<snapshot.numberOfItems(inSection: index) { identifiers.insert(ObjectIdentifier(read(section, item))) }
        }
        return identifiers
    }

    var needsSweep: Bool { false }
    var sweeps: Bool { false }

    func controller(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        let snapshot = snapshot()
        guard snapshot.contains(path) else { return nil }
        return read(snapshot.sections[path.section], path.item)
    }

    func existingController(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        controller(at: path, in: snapshot())
    }

    func transientController(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host> {
        read(snapshot.sections[path.section], path.item)
    }

    /// - Complexity: O(1) expected: the controller's identity is its item's.
    func path(of controller: CellController<Host>, in snapshot: AnySnapshot) -> ItemPath? {
        guard let path = snapshot.pathOfItem(controller.diffIdentifier),
              read(snapshot.sections[path.section], path.item) === controller else { return nil }
        return path
    }

    /// - Complexity: O(w) expected for w given controllers.
    func current(among controllers: [CellController<Host>], in snapshot: AnySnapshot) -> Set<ObjectIdentifier> {
        Set(controllers.filter { path(of: $0, in: snapshot) != nil }.map(ObjectIdentifier.init))
    }

    func remap(_ mapping: ItemPathMapping, to snapshot: AnySnapshot, marked: Set<DiffIdentifier>) {}

    func sweep(in snapshot: AnySnapshot, retaining retained: Set<ObjectIdentifier>, selected selectedPaths: [ItemPath]) {}

    /// Drops `snapshot` here, on the main actor: its items are controllers, main-actor objects,
    /// and those it alone held are freed now, as a screen's controllers are freed with it.
    func release(_ snapshot: consuming AnySnapshot) {
        _ = consume snapshot
    }
}

/// The controllers of a screen of ``ControllerSection``s: made up front and kept in arrays by
/// path, beside a snapshot of their models (which diffs as fast as any snapshot of models). The
/// arrays follow the screen: an item the user moves moves here too.
@MainActor
final class MadeControllers<Host: CellHosting>: ControllerLookup {
    /// The controllers, by section and item: the shape of the shown snapshot.
    private var sections: [[CellController<Host>]]

    init(_ sections: [[CellController<Host>]]) {
        self.sections = sections
    }

    /// - Complexity: O(s) for s sections.
    func count(in snapshot: AnySnapshot) -> Int { sections.reduce(0) { $0 + $1.count } }

    /// - Complexity: O(n) for n items.
    func controllerIdentifiers(in snapshot: AnySnapshot) -> Set<ObjectIdentifier> {
        Set(sections.joined().map(ObjectIdentifier.init))
    }

    var needsSweep: Bool { false }
    var sweeps: Bool { false }

    /// The made controller at `path`, or `nil` when there is no such item. The arrays have the
    /// shape of the shown screen, so their bounds are the check and the snapshot is not read.
    ///
    /// - Complexity: O(1).
    func controller(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        // Read, never written, as arrays of class references: an array of any class's instances
        // has one representation (one reference to its buffer of object references), so this is
        // the same value; but its types are concrete, so this generic code looks no generic
        // metadata up per call (two lookups, about a fifth of a dequeue through the adapter).
        // `sections` only ever holds `CellController<Host>`s, so the downcast always holds.
        let all = unsafeBitCast(sections, to: [[AnyObject]].self)
        guard path.section >= 0, path.section < all.count else { return nil }
        let items = all[path.section]
        guard path.item >= 0, path.item < items.count else { return nil }
        return unsafeDowncast(items[path.item], to: CellController<Host>.self)
    }

    func existingController(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        controller(at: path, in: snapshot())
    }

    func transientController(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host> {
        unsafeDowncast(unsafeBitCast(sections, to: [[AnyObject]].self)[path.section][path.item], to: CellController<Host>.self)
    }

    /// - Complexity: O(1) expected: its identity's path in the snapshot, checked against the
    ///   controller there.
    func path(of controller: CellController<Host>, in snapshot: AnySnapshot) -> ItemPath? {
        guard let path = snapshot.pathOfItem(controller.diffIdentifier),
              sections.indices.contains(path.section), sections[path.section].indices.contains(path.item),
              sections[path.section][path.item] === controller else { return nil }
        return path
    }

    /// - Complexity: O(n) for n items at worst.
    func current(among controllers: [CellController<Host>], in snapshot: AnySnapshot) -> Set<ObjectIdentifier> {
        var missing = Set(controllers.map(ObjectIdentifier.init))
        var current: Set<ObjectIdentifier> = []
        for items in sections {
            for controller in items where missing.remove(ObjectIdentifier(controller)) != nil {
                current.insert(ObjectIdentifier(controller))
                if missing.isEmpty { return current }
            }
        }
        return current
    }

    /// Moves the controllers where `mapping` takes their items (an item moved by the user: a
    /// new screen of controller sections brings its own controllers, and a new lookup).
    ///
    /// - Complexity: O(n) for n items.
    func remap(_ mapping: ItemPathMapping, to snapshot: AnySnapshot, marked: Set<DiffIdentifier>) {
        var moved = (0..<snapshot.numberOfSections).map { [CellController<Host>?](repeating: nil, count: snapshot.numberOfItems(inSection: $0)) }
        for (section, items) in sections.enumerated() {
            for (item, controller) in items.enumerated() {
                guard let path = mapping.newPath(forOld: ItemPath(item: item, section: section)),
                      moved.indices.contains(path.section), moved[path.section].indices.contains(path.item) else { continue }
                moved[path.section][path.item] = controller
            }
        }
        sections = moved.map { $0.compactMap { $0 } }
    }

    func sweep(in snapshot: AnySnapshot, retaining retained: Set<ObjectIdentifier>, selected selectedPaths: [ItemPath]) {}

    /// Drops `snapshot` (of the models) on the global concurrent executor; the controllers stay
    /// with this lookup until a new screen replaces it, on the main actor.
    func release(_ snapshot: consuming AnySnapshot) {
        PreparedChanges.release(snapshot)
    }
}
