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
///
/// These are the only two kinds.
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
    /// The ways this lookup's own records disagree with `snapshot`, the shown screen, each as a
    /// sentence; empty when they agree (see ``CellControllerAdapter/invariantViolations()``).
    func invariantViolations(in snapshot: AnySnapshot) -> [String]
    /// Starts building the identifier index of `snapshot`, the screen just shown, ahead of the
    /// first edit or lookup, where that is safe for this kind of screen (see
    /// ``AnySnapshot/locateItemsOffMainActor()``); returns the task, or `nil` for none.
    func locateItemsAhead(in snapshot: AnySnapshot) -> Task<Void, Never>?
}

/// The controllers of a snapshot whose items are controllers already made: each item is its own
/// controller, read from the shown snapshot, so this keeps nothing of its own (no cache, no
/// sweep, nothing to carry over a change).
@MainActor
final class SnapshotControllers<Host: CellHosting>: ControllerLookup {
    /// The controller of the item at an index of a section's storage: the item itself, read
    /// typed.
    private let read: (AnySnapshot.Section, Int) -> CellController<Host>
    /// Whether each item's controller is the item itself (``ControllerItems``), so that a section
    /// storing its controllers as objects (`_ControllerSectionItems`) is read directly.
    private let itemsAreControllers: Bool
    /// For each section of the shown snapshot that stores its controllers as objects (when
    /// ``itemsAreControllers``), those objects, shared with the snapshot: the host's question for
    /// every cell it dequeues is answered from them, without reading the snapshot. Taken from the
    /// screen this lookup is made for, and again when an item moved by the user changes it
    /// (``remap(_:to:marked:)``): every other change of the screen makes a new lookup.
    private var shownChunks: [_ControllerChunks?] = []

    /// The lookup of `snapshot`, the screen about to be shown.
    init(itemsAreControllers: Bool, showing snapshot: AnySnapshot, read: @escaping (AnySnapshot.Section, Int) -> CellController<Host>) {
        self.itemsAreControllers = itemsAreControllers
        self.read = read
        takeChunks(of: snapshot)
    }

    /// Takes the controller objects of `snapshot`'s sections (O(s) for s sections: the chunks
    /// are shared, not copied).
    private func takeChunks(of snapshot: AnySnapshot) {
        shownChunks = itemsAreControllers ? snapshot.sections.map(\.storage.controllerChunks) : []
    }

    /// The controller of item `index` of `section`: read as an object where the section stores
    /// its controllers so, else through ``read``.
    /// - Complexity: O(log c) for c chunks.
    private func controller(in section: AnySnapshot.Section, at index: Int) -> CellController<Host> {
        if itemsAreControllers, let object = section.storage.controllerChunks?.object(at: index) {
            // A `Snapshot<Section, CellController<Host>>` stores only `CellController<Host>`s.
            return ControllerReferences.controller(object, of: Host.self)
        }
        return read(section, index)
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
            for item in 0..<snapshot.numberOfItems(inSection: index) { identifiers.insert(ObjectIdentifier(self.controller(in: section, at: item))) }
        }
        return identifiers
    }

    var needsSweep: Bool { false }
    var sweeps: Bool { false }

    /// - Complexity: O(1) for a section of one chunk of controller objects, without reading
    ///   `snapshot`.
    func controller(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        if path.section >= 0, path.section < shownChunks.count, let chunks = shownChunks[path.section] {
            guard let object = chunks.object(at: path.item) else { return nil }
            // Only `CellController<Host>`s are stored (see `controller(in:at:)`).
            return ControllerReferences.controller(object, of: Host.self)
        }
        let snapshot = snapshot()
        guard snapshot.contains(path) else { return nil }
        return self.controller(in: snapshot.sections[path.section], at: path.item)
    }

    func existingController(at path: ItemPath, in snapshot: @autoclosure () -> AnySnapshot) -> CellController<Host>? {
        controller(at: path, in: snapshot())
    }

    func transientController(at path: ItemPath, in snapshot: AnySnapshot) -> CellController<Host> {
        self.controller(in: snapshot.sections[path.section], at: path.item)
    }

    /// - Complexity: O(1) expected: the controller's identity is its item's.
    func path(of controller: CellController<Host>, in snapshot: AnySnapshot) -> ItemPath? {
        guard let path = snapshot.pathOfItem(controller.diffIdentifier),
              self.controller(in: snapshot.sections[path.section], at: path.item) === controller else { return nil }
        return path
    }

    /// - Complexity: O(w) expected for w given controllers.
    func current(among controllers: [CellController<Host>], in snapshot: AnySnapshot) -> Set<ObjectIdentifier> {
        Set(controllers.filter { path(of: $0, in: snapshot) != nil }.map(ObjectIdentifier.init))
    }

    /// Takes the controllers of `snapshot`, the screen after an item moved by the user.
    func remap(_ mapping: ItemPathMapping, to snapshot: AnySnapshot, marked: Set<DiffIdentifier>) {
        takeChunks(of: snapshot)
    }

    func sweep(in snapshot: AnySnapshot, retaining retained: Set<ObjectIdentifier>, selected selectedPaths: [ItemPath]) {}

    /// Drops `snapshot` here, on the main actor: its items are controllers, main-actor objects,
    /// and those it alone held are freed now, as a screen's controllers are freed with it.
    func release(_ snapshot: consuming AnySnapshot) {
        _ = consume snapshot
    }

    /// The controller objects this lookup reads for the host (``shownChunks``) against
    /// `snapshot`'s: a section for each of its sections, taken where the section stores its
    /// controllers as objects (and only there), as many as its items, the same objects in order.
    /// A record left from an earlier screen (not taken again after a change) shows here.
    /// - Complexity: O(n) for n items of sections that store their controllers as objects.
    func invariantViolations(in snapshot: AnySnapshot) -> [String] {
        guard itemsAreControllers else {
            return shownChunks.isEmpty ? [] : ["the controller lookup keeps controller objects of \(shownChunks.count) sections for a screen whose items are not read as controllers"]
        }
        guard shownChunks.count == snapshot.numberOfSections else {
            return ["the controller lookup keeps controller objects of \(shownChunks.count) sections, the shown snapshot has \(snapshot.numberOfSections)"]
        }
        var violations: [String] = []
        for (index, section) in snapshot.sections.enumerated() {
            let shown = section.storage.controllerChunks
            guard let kept = shownChunks[index] else {
                if shown != nil { violations.append("section \(index): the controller lookup reads its controllers from the snapshot, which stores them as objects") }
                continue
            }
            guard let shown else {
                violations.append("section \(index): the controller lookup keeps controller objects, the shown snapshot stores none")
                continue
            }
            if kept.count != section.count {
                violations.append("section \(index): the controller lookup keeps \(kept.count) controller objects, the shown snapshot has \(section.count) items")
                continue
            }
            if let item = (0..<section.count).first(where: { kept.object(at: $0) !== shown.object(at: $0) }) {
                violations.append("section \(index): the controller lookup's controller of item \(item) is not the shown snapshot's")
            }
        }
        return violations
    }

    /// None: the task would hold a copy of a screen of controllers, main-actor objects, and may
    /// drop its last reference off the main actor. The index is built where it is first needed.
    func locateItemsAhead(in snapshot: AnySnapshot) -> Task<Void, Never>? { nil }
}
