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

    /// The controller of the item at `path` (a valid path of `snapshot`, the shown screen), made
    /// now if it has none.
    func controller(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host>
    /// The controller of the item at `path` if one is made: never makes one.
    func existingController(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host>?
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

    func controller(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host> {
        read(snapshot.sections[path.section], path.item)
    }

    func existingController(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host>? {
        read(snapshot.sections[path.section], path.item)
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
