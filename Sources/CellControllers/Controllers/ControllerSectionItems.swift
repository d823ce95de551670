/// The items of a section of a snapshot of controllers (`Snapshot<Section, CellController<Host>>`)
/// that are all model controllers with models of one type: the controllers, and beside them
/// their models in typed storage, which is what the diff reads.
///
/// A controller's identity and content are its model's (see ``ModelCellController``), so the
/// diff of such sections is the diff of their models: as fast as a snapshot of models, while the
/// snapshot reads its items back as the controllers. Every edit changes both in step. Items of
/// another kind joining the section (controllers of another model type) make it erased, as for
/// any section that mixes types; their identities and contents stay their models' either way.
struct _ControllerSectionItems<Model: Identifiable & Equatable & Sendable, Host: ReusableCellHolder>: _SectionItems where Model.ID: Sendable {
    /// The controllers' models, in order: the identities and contents the diff reads.
    var models: _TypedSectionItems<Model>
    /// The controllers, in order, as objects: storage of a concrete type, so that reading one
    /// (for every cell the host dequeues) looks no generic metadata up.
    var controllers: _TypedSectionItems<_ControllerObject>

    var count: Int { models.count }

    func identifier(at index: Int) -> DiffIdentifier { models.identifier(at: index) }

    /// The controller at `index`.
    /// - Complexity: O(log c) for c chunks.
    func controller(at index: Int) -> CellController<Host> {
        // Every object stored is a `CellController<Host>` (see ``storage(of:)``).
        ControllerReferences.controller(controllers.model(at: index).object, of: Host.self)
    }

    /// The controller, erased (its identity is its model's).
    func item(at index: Int) -> AnyDiffable { AnyDiffable(controller(at: index)) }

    func erasedItems() -> [AnyDiffable] { (0..<count).map(item(at:)) }

    var controllerChunks: _ControllerChunks? { _ControllerChunks(chunks: controllers.chunks, ends: controllers.ends) }

    func forEachIdentifier(in range: Range<Int>, _ body: (Int, DiffIdentifier) -> Void) {
        models.forEachIdentifier(in: range, body)
    }

    /// The controllers, read as `CellController<Host>`; the models, read as `Model` (by the diff).
    func forEachModelChunk<Other>(as type: Other.Type, _ body: (UnsafeBufferPointer<Other>) throws -> Void) rethrows -> Bool {
        guard Other.self == CellController<Host>.self else { return try models.forEachModelChunk(as: type, body) }
        for chunk in controllers.chunks {
            try chunk.withUnsafeBufferPointer { buffer in
                // Every object is a `CellController<Host>`, which `Other` is exactly (checked above).
                try ControllerReferences.withObjects(buffer, as: Other.self, body)
            }
        }
        return true
    }

    func model<Other>(at index: Int, as type: Other.Type) -> Other? {
        guard Other.self == CellController<Host>.self else { return models.model(at: index, as: type) }
        return controller(at: index) as? Other
    }

    func isContentEqual(at index: Int, to other: any _SectionItems, at otherIndex: Int) -> Bool {
        if let other = other as? Self { return models.model(at: index) == other.models.model(at: otherIndex) }
        if let theirs = other.model(at: otherIndex, as: CellController<Host>.self) { return controller(at: index) == theirs }
        return item(at: index).isContentEqual(to: other.item(at: otherIndex))
    }

    mutating func insert(contentsOf other: any _SectionItems, at index: Int) -> Bool {
        if other.count == 0 { return true }
        guard let other = other as? Self else { return false }
        models.insert(other.models, at: index)
        controllers.insert(other.controllers, at: index)
        return true
    }

    mutating func removeSubrange(_ range: Range<Int>) -> any _SectionItems {
        let removedModels = models.removeSubrange(range) as? _TypedSectionItems<Model> ?? _TypedSectionItems()
        let removedControllers = controllers.removeSubrange(range) as? _TypedSectionItems<_ControllerObject> ?? _TypedSectionItems()
        return Self(models: removedModels, controllers: removedControllers)
    }

    mutating func remove(atAscending indices: [Int]) {
        models.remove(atAscending: indices)
        controllers.remove(atAscending: indices)
    }

    func matchTypedItems(old: AnySnapshot, new: AnySnapshot) throws(SnapshotError) -> AnySnapshot.ItemMatching? {
        try models.matchTypedItems(old: old, new: new)
    }

    func withContentComparer<Result>(source: any _SectionItems, _ body: (any _ItemContentComparer) -> Result) -> Result {
        guard let source = source as? Self else { return body(_ErasedContentComparer(old: source, new: self)) }
        return models.withContentComparer(source: source.models, body)
    }

    /// Controllers are not checked against a factory's model types.
    func firstItem(notOfTypes accepted: Set<ObjectIdentifier>) -> (index: Int, type: Any.Type)? { nil }

    func sharesItems(with other: any _SectionItems) -> Bool {
        guard let other = other as? Self else { return false }
        return models.sharesItems(with: other.models) && controllers.sharesItems(with: other.controllers)
    }
}

extension _ControllerSectionItems where Model == _NoModel {
    /// The storage of a section of `controllers`: their models beside them when they are model
    /// controllers of one class (see ``ModelCellController``), else the controllers alone.
    /// - Complexity: O(n), no allocation per item.
    static func storage(of controllers: [CellController<Host>]) -> any _SectionItems {
        if let first = controllers.first, let storage = first.controllerItems(of: controllers) { return storage }
        return _TypedSectionItems(ContiguousArray(controllers))
    }
}

/// The controllers of a section of a shown screen of controllers, as objects, shared with the
/// snapshot's storage (no copy): what ``SnapshotControllers`` reads for every cell the host
/// dequeues, without reading the snapshot or looking generic metadata up.
///
/// A class, so that reading one from a table of them costs one reference count, not one per array.
@usableFromInline
final class _ControllerChunks {
    /// The chunks of ``_TypedSectionItems/chunks``.
    let chunks: ContiguousArray<ArraySlice<_ControllerObject>>
    /// Their ends (``_TypedSectionItems/ends``).
    let ends: ContiguousArray<Int>
    /// The number of objects.
    let count: Int
    /// The one chunk of a section built in one go (else empty): read for every cell the host
    /// dequeues without copying a chunk out of ``chunks``, which retains and releases its buffer.
    private let single: ArraySlice<_ControllerObject>

    init(chunks: ContiguousArray<ArraySlice<_ControllerObject>>, ends: ContiguousArray<Int>) {
        self.chunks = chunks
        self.ends = ends
        self.count = ends.last ?? 0
        self.single = chunks.count == 1 ? chunks[0] : []
    }

    /// The object at `index`, or `nil` when there is no such item.
    /// - Complexity: O(1) for one chunk (a section built in one go), else O(log c).
    func object(at index: Int) -> AnyObject? {
        guard index >= 0, index < count else { return nil }
        if single.count == count { return single[single.startIndex &+ index].object }
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        let chunk = chunks[low]
        return chunk[chunk.startIndex + index - (low == 0 ? 0 : ends[low - 1])].object
    }
}

/// A snapshot item type whose sections get storage of their own: ``CellController``s (see
/// ``_ControllerSectionItems``).
@usableFromInline
protocol _ControllerItem {
    /// Storage for `items` when they are exactly this type's instances' array, else `nil`.
    static func sectionStorage<Item>(of items: [Item]) -> (any _SectionItems)?
}

extension CellController: _ControllerItem {
    @usableFromInline
    nonisolated static func sectionStorage<Item>(of items: [Item]) -> (any _SectionItems)? {
        guard let controllers = ControllerReferences.controllers(items, of: Host.self) else { return nil }
        return _ControllerSectionItems<_NoModel, Host>.storage(of: controllers)
    }
}
