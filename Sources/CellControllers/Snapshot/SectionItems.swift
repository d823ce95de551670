/// How a ``AnySnapshot/Section`` stores its items: one existential per section, not per item.
///
/// Two kinds conform. ``_TypedSectionItems`` holds the models of a section whose items are all of
/// one type in chunks of typed arrays (no box, no existential per item, see
/// ``_TypedSectionItems`` for the chunks); ``_ErasedSectionItems`` holds ``AnyDiffable``s, for
/// sections that mix model types. A section starts typed and becomes erased only when an item
/// of another type joins it.
///
/// All typed access goes through ``forEachModelChunk(as:_:)`` and ``model(at:as:)``, which
/// compare the model type exactly before reinterpreting storage: they hold the section
/// storage's only unchecked reinterpretations, and they cannot be wrong.
@usableFromInline
internal protocol _SectionItems: Sendable {
    /// The number of items.
    var count: Int { get }
    /// The identifier of the item at `index`.
    func identifier(at index: Int) -> DiffIdentifier
    /// The item at `index`, erased.
    func item(at index: Int) -> AnyDiffable
    /// Every item, erased.
    func erasedItems() -> [AnyDiffable]
    /// Calls `body` with the identifier of each item of `range`, in order, with its index.
    /// - Complexity: O(k) for k items, plus O(log c) to find the first.
    func forEachIdentifier(in range: Range<Int>, _ body: (Int, DiffIdentifier) -> Void)
    /// If the models are stored typed as exactly `Model`, calls `body` with each chunk of them,
    /// in order (none when there are no items), and returns `true`; else returns `false`.
    func forEachModelChunk<Model>(as type: Model.Type, _ body: (UnsafeBufferPointer<Model>) throws -> Void) rethrows -> Bool
    /// The model at `index` if the models are stored typed as exactly `Model`; `nil` otherwise.
    func model<Model>(at index: Int, as type: Model.Type) -> Model?
    /// Whether the item at `index` has the same content as `other`'s item at `otherIndex`
    /// (identifiers are assumed equal).
    func isContentEqual(at index: Int, to other: any _SectionItems, at otherIndex: Int) -> Bool
    /// Inserts `other`'s items at `index` if they can be stored in this kind of storage.
    /// - Returns: `false`, changing nothing, when they cannot (the section must become erased).
    mutating func insert(contentsOf other: any _SectionItems, at index: Int) -> Bool
    /// Removes and returns the items in `range`, in storage of the same kind.
    mutating func removeSubrange(_ range: Range<Int>) -> any _SectionItems
    /// Removes the items at `indices`, which are ascending and distinct, in one pass.
    mutating func remove(atAscending indices: [Int])
    /// Calls the item-matching entry point of the diff with this storage's model type, if it is
    /// typed and every item of both snapshots has that type; `nil` otherwise.
    func matchTypedItems(old: AnySnapshot, new: AnySnapshot) throws(SnapshotError) -> AnySnapshot.ItemMatching?
    /// Calls `body` with a comparer of this (new) section's item contents against `source`'s.
    func withContentComparer<Result>(source: any _SectionItems, _ body: (any _ItemContentComparer) -> Result) -> Result
    /// The first item whose model type is not in `accepted`, with that type.
    /// - Complexity: O(1) for typed storage; O(m) for erased storage of m items.
    func firstItem(notOfTypes accepted: Set<ObjectIdentifier>) -> (index: Int, type: Any.Type)?
    /// Whether `other` holds these very items: the same array buffers, unedited since (a copy of
    /// a snapshot shares its sections' storage until a section is edited). `false` says
    /// nothing: equal items in another buffer are not detected.
    /// - Complexity: O(1) for erased storage, O(c) for typed storage of c chunks.
    func sharesItems(with other: any _SectionItems) -> Bool
    /// The items when they are controllers stored as objects (see `_ControllerSectionItems`),
    /// for reads that look no generic metadata up; `nil` otherwise.
    var controllerChunks: _ControllerChunks? { get }
}

extension _SectionItems {
    /// Not controllers stored as objects.
    @usableFromInline
    var controllerChunks: _ControllerChunks? { nil }
}

/// Compares the content of old items with new ones, by their indices in their sections.
@usableFromInline
internal protocol _ItemContentComparer {
    /// The positions `k`, ascending, where old item `oldIndices[k]` and new item
    /// `newIndices[k]` have different content.
    func changedPairs(old oldIndices: UnsafeBufferPointer<Int32>, new newIndices: UnsafeBufferPointer<Int32>) -> [Int32]
}

extension _SectionItems {
    /// Wraps `items` in the most compact storage: typed when they all share one model type.
    /// - Complexity: O(n).
    @usableFromInline
    static func compact(_ items: [AnyDiffable]) -> any _SectionItems {
        guard let first = items.first else { return _TypedSectionItems<_NoModel>() }
        // Boxes of one class hold models of one type: the first box copies every model out in
        // one typed pass, checking each box's class as it goes.
        // (`items` holds the boxes while they are read unretained.)
        return first.box.makeStorage(count: items.count) { range, chunk in
            for index in range { chunk.append(Unmanaged.passUnretained(items[index].box)) }
        } ?? _ErasedSectionItems(items)
    }
}

/// The model type of the empty storage of a new section: never instantiated, only named, so
/// that the first items of any type replace it (see ``AnySnapshot/Section``).
@usableFromInline
internal enum _NoModel: Identifiable, Equatable, Sendable {
    @usableFromInline var id: Int { 0 }
}

/// The items of a section that mixes model types, each erased.
@usableFromInline
internal struct _ErasedSectionItems: _SectionItems {
    /// The items, in display order.
    @usableFromInline var items: [AnyDiffable]

    @usableFromInline
    init(_ items: [AnyDiffable]) {
        self.items = items
    }

    @usableFromInline var count: Int { items.count }
    @usableFromInline func identifier(at index: Int) -> DiffIdentifier { items[index].identifier }
    @usableFromInline func item(at index: Int) -> AnyDiffable { items[index] }
    @usableFromInline func erasedItems() -> [AnyDiffable] { items }

    @usableFromInline
    func forEachIdentifier(in range: Range<Int>, _ body: (Int, DiffIdentifier) -> Void) {
        for index in range { body(index, items[index].identifier) }
    }

    @usableFromInline
    func forEachModelChunk<Model>(as type: Model.Type, _ body: (UnsafeBufferPointer<Model>) throws -> Void) rethrows -> Bool {
        false
    }

    @usableFromInline
    func model<Model>(at index: Int, as type: Model.Type) -> Model? { nil }


    @usableFromInline
    func isContentEqual(at index: Int, to other: any _SectionItems, at otherIndex: Int) -> Bool {
        items[index].isContentEqual(to: other.item(at: otherIndex))
    }

    @usableFromInline
    mutating func insert(contentsOf other: any _SectionItems, at index: Int) -> Bool {
        items.insert(contentsOf: other.erasedItems(), at: index)
        return true
    }

    @usableFromInline
    mutating func removeSubrange(_ range: Range<Int>) -> any _SectionItems {
        let removed = _ErasedSectionItems(Array(items[range]))
        items.removeSubrange(range)
        return removed
    }

    @usableFromInline
    mutating func remove(atAscending indices: [Int]) {
        items.removeAscending(indices)
    }

    @usableFromInline
    func matchTypedItems(old: AnySnapshot, new: AnySnapshot) throws(SnapshotError) -> AnySnapshot.ItemMatching? {
        nil
    }

    @usableFromInline
    func withContentComparer<Result>(source: any _SectionItems, _ body: (any _ItemContentComparer) -> Result) -> Result {
        body(_ErasedContentComparer(old: source, new: self))
    }

    @usableFromInline
    func firstItem(notOfTypes accepted: Set<ObjectIdentifier>) -> (index: Int, type: Any.Type)? {
        for (index, item) in items.enumerated() where !accepted.contains(ObjectIdentifier(item.identifier.type)) {
            return (index, item.identifier.type)
        }
        return nil
    }

    @usableFromInline
    func sharesItems(with other: any _SectionItems) -> Bool {
        guard let other = other as? _ErasedSectionItems else { return false }
        let mine = items.withUnsafeBufferPointer { $0 }
        let theirs = other.items.withUnsafeBufferPointer { $0 }
        return mine.count == theirs.count && mine.baseAddress == theirs.baseAddress
    }
}

/// Compares the models of two typed sections of the same model type with the model's `==`.
internal struct _TypedContentComparer<Model: Identifiable & Equatable & Sendable>: _ItemContentComparer where Model.ID: Sendable {
    let old: UnsafeBufferPointer<Model>
    let new: UnsafeBufferPointer<Model>
    let operations: _TypedOperations<Model>

    func changedPairs(old oldIndices: UnsafeBufferPointer<Int32>, new newIndices: UnsafeBufferPointer<Int32>) -> [Int32] {
        operations.changedPairs(old, new, oldIndices, newIndices)
    }
}

/// What the diff does for each model of typed storage, as closures made where the model type is
/// concrete.
///
/// The library is compiled apart from its clients, so its generic code runs unspecialised:
/// every `id` read, hash, `==` and copy of a client's model would go through witness tables. The
/// public initialisers that create typed storage are inlinable and make these closures in the
/// client's code, where the compiler specialises them for the client's model; the diff then
/// calls one closure that matches the ids of all sections, reading them in place, and compares
/// the content of each pair it matches, and runs as fast as a diff written for that model.
/// Storage created inside the library (from ``AnyDiffable``s) gets the same closures, generic;
/// for it the diff copies the ids out with ``copyIDs`` and compares content per section with
/// ``changedPairs`` (see ``AnySnapshot/matchTypedItems(_:old:new:)``).
@usableFromInline
internal final class _TypedOperations<Model: Identifiable & Equatable & Sendable>: Sendable where Model.ID: Sendable {
    /// Copies the id of every model of the buffer to consecutive, uninitialised memory (for
    /// storage made inside the library, whose ids are copied out once, see
    /// ``AnySnapshot/matchTypedItems(_:old:new:)``).
    @usableFromInline let copyIDs: @Sendable (UnsafeBufferPointer<Model>, UnsafeMutablePointer<Model.ID>) -> Void
    /// Calls the body with the identifier of each model of the buffer, in order, with its
    /// index plus the given offset: what building a snapshot's identifier index
    /// (``SnapshotIndex``) does per item, with the id read and hashed as the concrete type
    /// (no dynamic cast, no witness table) when made in client code.
    @usableFromInline let forEachIdentifier: @Sendable (UnsafeBufferPointer<Model>, Int, (Int, DiffIdentifier) -> Void) -> Void
    /// The symbol-table match of the item ids of two snapshots whose sections all store
    /// `Model`s, read in place, which also sets the bit (in the last buffer, zeroed) of each
    /// matched new item whose content changed (see ``_DiffSymbolTable/match(_:oldToNew:newToOld:)``,
    /// ``_SectionedModelKeySource`` and, when each snapshot has at most one non-empty section,
    /// ``_SingleRunModelKeySource``).
    @usableFromInline let match: @Sendable (
        _FlatModels<Model>, _FlatModels<Model>,
        UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<UInt64>
    ) throws(_DiffDuplicate) -> Bool
    /// The positions `k`, ascending, where `old[oldIndices[k]] != new[newIndices[k]]`: the
    /// content comparison of a whole section's kept items in one call.
    @usableFromInline let changedPairs: @Sendable (
        UnsafeBufferPointer<Model>, UnsafeBufferPointer<Model>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>
    ) -> [Int32]
    /// The chunks left when the models at some positions (ascending, distinct, at least two)
    /// are removed from chunks with the given ends: the work of a batch delete (see
    /// ``_TypedSectionItems/chunks(_:ends:removing:)``).
    @usableFromInline let removeModels: @Sendable (
        ContiguousArray<ArraySlice<Model>>, ContiguousArray<Int>, [Int]
    ) -> ContiguousArray<ArraySlice<Model>>
    /// Whether the closures were made in inlined client code, where `Model` is concrete.
    @usableFromInline let isSpecialized: Bool

    /// Makes the closures; `specialized` says whether the caller is inlined client code.
    @inlinable
    init(specialized: Bool) {
        isSpecialized = specialized
        copyIDs = { models, target in
            for index in models.indices { (target + index).initialize(to: models[index].id) }
        }
        forEachIdentifier = { models, offset, body in
            for index in models.indices { body(offset + index, DiffIdentifier(type: Model.self, id: models[index].id)) }
        }
        match = { (old, new, oldToNew, newToOld, changed) throws(_DiffDuplicate) in
            if let old = old.singleRun, let new = new.singleRun {
                return try _DiffSymbolTable.match(
                    _SingleRunModelKeySource(old: old, new: new, changed: changed), oldToNew: oldToNew, newToOld: newToOld)
            }
            return try _DiffSymbolTable.match(
                _SectionedModelKeySource(old: old, new: new, changed: changed), oldToNew: oldToNew, newToOld: newToOld)
        }
        removeModels = { chunks, ends, indices in
            _TypedSectionItems<Model>.chunks(chunks, ends: ends, removing: indices)
        }
        changedPairs = { old, new, oldIndices, newIndices in
            var changed: [Int32] = []
            for pair in oldIndices.indices where old[Int(oldIndices[pair])] != new[Int(newIndices[pair])] {
                changed.append(Int32(truncatingIfNeeded: pair))
            }
            return changed
        }
    }
}

/// Compares the items of any two sections through their storage.
internal struct _ErasedContentComparer: _ItemContentComparer {
    let old: any _SectionItems
    let new: any _SectionItems

    func changedPairs(old oldIndices: UnsafeBufferPointer<Int32>, new newIndices: UnsafeBufferPointer<Int32>) -> [Int32] {
        var changed: [Int32] = []
        for pair in oldIndices.indices
        where !new.isContentEqual(at: Int(newIndices[pair]), to: old, at: Int(oldIndices[pair])) {
            changed.append(Int32(truncatingIfNeeded: pair))
        }
        return changed
    }
}

extension RangeReplaceableCollection where Self: MutableCollection, Index == Int {
    /// Removes the elements at `indices` (ascending, distinct, valid) in one pass.
    /// - Complexity: O(n).
    mutating func removeAscending(_ indices: [Int]) {
        guard let first = indices.first else { return }
        var write = first
        var next = 0
        for read in first..<endIndex {
            if next < indices.count && indices[next] == read {
                next += 1
                continue
            }
            swapAt(write, read)
            write += 1
        }
        removeSubrange(write..<endIndex)
    }
}
