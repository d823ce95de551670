/// The items of a section that are all of one model type, in chunks.
///
/// The models are kept as a list of chunks, each a slice of an array, shared copy-on-write with
/// the copies of the snapshot: an edit copies at most one chunk (``chunkCapacity`` models),
/// never the section, so the first edit of a copy of a 1,000,000-item section costs what the
/// edit costs, not a copy of a million models.
///
/// A chunk made in one go (a section built from an array, or a large insertion, whose array
/// becomes the chunk without a copy) may be longer than ``chunkCapacity``: it is cut into slices
/// of that size (no model copied) before a model is inserted into it or removed from it, so a
/// section built in one go stays one buffer, the diff's fastest read, until it is edited.
/// Insertions of at least ``adoptedCount`` models keep their array as chunks of their own
/// (split around them, no model copied); fewer are copied into the chunk at their position when
/// they fit. Deleting several models of a chunk keeps its runs of kept models as slices of it.
/// A slice keeps its whole array alive: a section that lost most of a large array's models to
/// deletions holds that array until the slices left of it are dropped or copied by edits.
///
/// `ends[c]` is the number of models in chunks `0...c`: the chunk of a position is found by a
/// binary search.
@usableFromInline
internal struct _TypedSectionItems<Model: Identifiable & Equatable & Sendable>: _SectionItems where Model.ID: Sendable {
    /// The models, in display order, chunk after chunk; no chunk is empty.
    @usableFromInline var chunks: ContiguousArray<ArraySlice<Model>>
    /// `ends[c]` is the number of models in chunks `0...c`.
    @usableFromInline var ends: ContiguousArray<Int>
    /// The diff's per-model work (see ``_TypedOperations``).
    @usableFromInline let operations: _TypedOperations<Model>

    /// Storage for `models` (one chunk, sharing their array), with `operations` made where
    /// `Model` is concrete (specialised) or here (generic).
    /// - Complexity: O(1).
    @usableFromInline
    init(_ models: ContiguousArray<Model> = [], operations: _TypedOperations<Model> = _TypedOperations(specialized: false)) {
        chunks = models.isEmpty ? [] : [models[...]]
        ends = models.isEmpty ? [] : [models.count]
        self.operations = operations
    }

    /// Storage for the models of `chunks`, in order (empty ones are left out).
    /// - Complexity: O(c) for c chunks.
    init(chunks: ContiguousArray<ArraySlice<Model>>, operations: _TypedOperations<Model>) {
        self.chunks = []
        ends = []
        self.operations = operations
        self.chunks.reserveCapacity(chunks.count)
        ends.reserveCapacity(chunks.count)
        var total = 0
        for chunk in chunks where !chunk.isEmpty {
            total += chunk.count
            self.chunks.append(chunk)
            ends.append(total)
        }
    }

    /// The most models a chunk holds once it is edited: what the first edit of a chunk shared
    /// with a copy copies, at most.
    @inlinable static var chunkCapacity: Int { 4096 }

    /// The fewest models an insertion keeps in their own array, as chunks of their own, rather
    /// than copying them into the chunk at their position.
    static var adoptedCount: Int { 512 }

    @usableFromInline var count: Int { ends.last ?? 0 }

    /// The chunk holding position `index` (below ``count``) and the position in it.
    /// - Complexity: O(log c) for c chunks.
    func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > index { high = middle } else { low = middle + 1 }
        }
        return (low, low == 0 ? index : index - ends[low - 1])
    }

    /// Where an insertion at `index` (up to ``count``) goes: the chunk holding `index`, or the
    /// end of the last chunk. The storage must not be empty.
    func insertionPoint(_ index: Int) -> (chunk: Int, offset: Int) {
        index == count ? (chunks.count - 1, chunks[chunks.count - 1].count) : locate(index)
    }

    /// The model at `index`.
    /// - Complexity: O(log c).
    func model(at index: Int) -> Model {
        let (chunk, offset) = locate(index)
        let slice = chunks[chunk]
        return slice[slice.startIndex + offset]
    }

    @usableFromInline
    func identifier(at index: Int) -> DiffIdentifier {
        DiffIdentifier(type: Model.self, id: model(at: index).id)
    }

    @usableFromInline
    func forEachIdentifier(in range: Range<Int>, _ body: (Int, DiffIdentifier) -> Void) {
        guard !range.isEmpty else { return }
        var (chunk, offset) = locate(range.lowerBound)
        var index = range.lowerBound
        while index < range.upperBound {
            let slice = chunks[chunk]
            let end = Swift.min(slice.count, offset + (range.upperBound - index))
            // Through the operations, which make the identifiers as the concrete model type
            // when the storage was made in client code.
            slice.withUnsafeBufferPointer { buffer in
                operations.forEachIdentifier(UnsafeBufferPointer(rebasing: buffer[offset..<end]), index, body)
            }
            index += end - offset
            chunk += 1
            offset = 0
        }
    }

    @usableFromInline
    func item(at index: Int) -> AnyDiffable { AnyDiffable(model(at: index)) }

    @usableFromInline
    func erasedItems() -> [AnyDiffable] {
        var items: [AnyDiffable] = []
        items.reserveCapacity(count)
        for chunk in chunks {
            for model in chunk { items.append(AnyDiffable(model)) }
        }
        return items
    }

    @usableFromInline
    func forEachModelChunk<Other>(
        as type: Other.Type, _ body: (UnsafeBufferPointer<Other>) throws -> Void
    ) rethrows -> Bool {
        guard Other.self == Model.self else { return false }
        for chunk in chunks {
            try chunk.withUnsafeBufferPointer { buffer in
                // `Other` is exactly `Model` (checked above): the same memory, read as itself.
                try buffer.withMemoryRebound(to: Other.self) { try body($0) }
            }
        }
        return true
    }

    @usableFromInline
    func model<Other>(at index: Int, as type: Other.Type) -> Other? {
        guard Other.self == Model.self else { return nil }
        let (chunk, offset) = locate(index)
        return chunks[chunk].withUnsafeBufferPointer { buffer in
            // `Other` is exactly `Model` (checked above): the same memory, read as itself.
            buffer.withMemoryRebound(to: Other.self) { $0[offset] }
        }
    }

    @usableFromInline
    func isContentEqual(at index: Int, to other: any _SectionItems, at otherIndex: Int) -> Bool {
        if let theirs = other.model(at: otherIndex, as: Model.self) { return model(at: index) == theirs }
        return item(at: index).isContentEqual(to: other.item(at: otherIndex))
    }

    @usableFromInline
    mutating func insert(contentsOf other: any _SectionItems, at index: Int) -> Bool {
        if other.count == 0 { return true }
        guard let inserted = other as? _TypedSectionItems<Model> else { return false }
        insert(inserted, at: index)
        return true
    }

    /// Inserts the models of `inserted` at `index`: copied into the chunk there when they are
    /// fewer than ``adoptedCount`` and fit in it (a copy of that chunk at most), else kept as
    /// chunks of their own between the two halves of that chunk (no model copied).
    /// - Complexity: O(c + min(k, ``chunkCapacity``)) for c chunks and k models.
    mutating func insert(_ inserted: _TypedSectionItems<Model>, at index: Int) {
        guard !chunks.isEmpty else {
            chunks = inserted.chunks
            ends = inserted.ends
            return
        }
        var (chunk, offset) = insertionPoint(index)
        let isSmall = inserted.count < Self.adoptedCount
        if isSmall && chunks[chunk].count > Self.chunkCapacity {
            cut(chunk)
            (chunk, offset) = insertionPoint(index)
        }
        if isSmall && chunks[chunk].count + inserted.count <= Self.chunkCapacity {
            var position = chunks[chunk].startIndex + offset
            for piece in inserted.chunks {
                chunks[chunk].insert(contentsOf: piece, at: position)
                position += piece.count
            }
            for later in chunk..<ends.count { ends[later] += inserted.count }
            return
        }
        let slice = chunks[chunk]
        let split = slice.startIndex + offset
        var replacement = ContiguousArray<ArraySlice<Model>>()
        replacement.reserveCapacity(inserted.chunks.count + 2)
        if split > slice.startIndex { replacement.append(slice[..<split]) }
        replacement.append(contentsOf: inserted.chunks)
        if split < slice.endIndex { replacement.append(slice[split...]) }
        chunks.replaceSubrange(chunk...chunk, with: replacement)
        recomputeEnds(from: chunk)
    }

    /// Cuts chunk `chunk`, when it is longer than ``chunkCapacity``, into slices of that many
    /// models (no model copied).
    /// - Complexity: O(c + m / ``chunkCapacity``) for a chunk of m models.
    mutating func cut(_ chunk: Int) {
        let slice = chunks[chunk]
        guard slice.count > Self.chunkCapacity else { return }
        chunks.replaceSubrange(chunk...chunk, with: Self.pieces(of: slice))
        recomputeEnds(from: chunk)
    }

    /// `slice` in slices of at most ``chunkCapacity`` models.
    static func pieces(of slice: ArraySlice<Model>) -> ContiguousArray<ArraySlice<Model>> {
        var pieces = ContiguousArray<ArraySlice<Model>>()
        pieces.reserveCapacity((slice.count + chunkCapacity - 1) / chunkCapacity)
        var start = slice.startIndex
        while start < slice.endIndex {
            let end = Swift.min(start + chunkCapacity, slice.endIndex)
            pieces.append(slice[start..<end])
            start = end
        }
        return pieces
    }

    /// Recomputes `ends` from chunk `chunk` on.
    /// - Complexity: O(c).
    mutating func recomputeEnds(from chunk: Int) {
        ends.removeSubrange(chunk..<ends.count)
        ends.reserveCapacity(chunks.count)
        var total = chunk == 0 ? 0 : ends[chunk - 1]
        for index in chunk..<chunks.count {
            total += chunks[index].count
            ends.append(total)
        }
    }

    @usableFromInline
    mutating func removeSubrange(_ range: Range<Int>) -> any _SectionItems {
        guard !range.isEmpty else { return _TypedSectionItems(operations: operations) }
        var (first, firstOffset) = locate(range.lowerBound)
        var (last, lastOffset) = locate(range.upperBound - 1)
        if first == last && chunks[first].count > Self.chunkCapacity {
            cut(first)
            (first, firstOffset) = locate(range.lowerBound)
            (last, lastOffset) = locate(range.upperBound - 1)
        }
        if first == last {
            // Within one chunk: the removed models are copied out and the chunk is edited in
            // place (copied first if it is shared).
            let lower = chunks[first].startIndex + firstOffset
            let removed = ContiguousArray(chunks[first][lower..<(lower + range.count)])
            chunks[first].removeSubrange(lower..<(lower + range.count))
            if chunks[first].isEmpty {
                chunks.remove(at: first)
                ends.remove(at: first)
            }
            for later in first..<ends.count { ends[later] -= range.count }
            return _TypedSectionItems(removed, operations: operations)
        }
        // Across chunks: the removed models and the kept ends of the first and last chunks are
        // slices of them (no model copied).
        var removed = ContiguousArray<ArraySlice<Model>>()
        var kept = ContiguousArray<ArraySlice<Model>>()
        let firstSlice = chunks[first]
        let lower = firstSlice.startIndex + firstOffset
        kept.append(firstSlice[..<lower])
        removed.append(firstSlice[lower...])
        if last > first + 1 { removed.append(contentsOf: chunks[(first + 1)..<last]) }
        let lastSlice = chunks[last]
        let upper = lastSlice.startIndex + lastOffset + 1
        removed.append(lastSlice[..<upper])
        kept.append(lastSlice[upper...])
        chunks.replaceSubrange(first...last, with: kept.filter { !$0.isEmpty })
        recomputeEnds(from: first)
        return _TypedSectionItems(chunks: removed, operations: operations)
    }

    @usableFromInline
    mutating func remove(atAscending indices: [Int]) {
        guard let firstIndex = indices.first else { return }
        if indices.count == 1 {
            _ = removeSubrange(firstIndex..<(firstIndex + 1))
            return
        }
        chunks = operations.removeModels(chunks, ends, indices)
        recomputeEnds(from: 0)
    }

    /// The chunks left when the models at `indices` (ascending, distinct, at least two) are
    /// removed from `chunks` (whose ends are `ends`), in one pass: untouched chunks are kept as
    /// they are; the kept runs of a touched chunk become slices of it (no model copied), except
    /// runs shorter than 32 models, which are copied, with their short neighbours, into a chunk
    /// of their own, so that deletions do not leave many tiny chunks. Inlinable, so that
    /// ``_TypedOperations/removeModels`` runs it specialised for a client's model.
    /// - Complexity: O(c + k), plus the copies of short runs (fewer than 32 per removed model).
    @inlinable
    static func chunks(
        _ chunks: ContiguousArray<ArraySlice<Model>>, ends: ContiguousArray<Int>, removing indices: [Int]
    ) -> ContiguousArray<ArraySlice<Model>> {
        let copiedRun = 32
        var rebuilt = ContiguousArray<ArraySlice<Model>>()
        rebuilt.reserveCapacity(chunks.count + indices.count)
        var gathered = ContiguousArray<Model>()
        func flush() {
            guard !gathered.isEmpty else { return }
            rebuilt.append(gathered[...])
            gathered = []
        }
        func keep(_ run: ArraySlice<Model>) {
            if run.isEmpty { return }
            if run.count >= copiedRun || gathered.count + run.count > chunkCapacity {
                flush()
            }
            if run.count >= copiedRun {
                rebuilt.append(run)
            } else {
                gathered.append(contentsOf: run)
            }
        }
        var next = 0
        for chunk in chunks.indices {
            let slice = chunks[chunk]
            let start = ends[chunk] - slice.count
            guard next < indices.count, indices[next] < ends[chunk] else {
                flush()
                rebuilt.append(slice)
                continue
            }
            var run = slice.startIndex
            while next < indices.count, indices[next] < ends[chunk] {
                let position = slice.startIndex + (indices[next] - start)
                keep(slice[run..<position])
                run = position + 1
                next += 1
            }
            keep(slice[run...])
        }
        flush()
        return rebuilt
    }

    @usableFromInline
    func matchTypedItems(old: AnySnapshot, new: AnySnapshot) throws(SnapshotError) -> AnySnapshot.ItemMatching? {
        try AnySnapshot.matchTypedItems(operations, old: old, new: new)
    }

    @usableFromInline
    func firstItem(notOfTypes accepted: Set<ObjectIdentifier>) -> (index: Int, type: Any.Type)? {
        chunks.isEmpty || accepted.contains(ObjectIdentifier(Model.self)) ? nil : (0, Model.self)
    }

    @usableFromInline
    func sharesItems(with other: any _SectionItems) -> Bool {
        guard let other = other as? _TypedSectionItems<Model>, other.chunks.count == chunks.count else { return false }
        for (mine, theirs) in zip(chunks, other.chunks) {
            let mine = mine.withUnsafeBufferPointer { $0 }
            let theirs = theirs.withUnsafeBufferPointer { $0 }
            guard mine.count == theirs.count && mine.baseAddress == theirs.baseAddress else { return false }
        }
        return true
    }

    /// The models in one array: the array of a single chunk that covers it, else a copy.
    /// - Complexity: O(1) for one whole-array chunk, else O(n).
    func contiguousModels() -> ContiguousArray<Model> {
        if chunks.count == 1 { return ContiguousArray(chunks[0]) }
        var models = ContiguousArray<Model>()
        models.reserveCapacity(count)
        for chunk in chunks { models.append(contentsOf: chunk) }
        return models
    }

    @usableFromInline
    func withContentComparer<Result>(source: any _SectionItems, _ body: (any _ItemContentComparer) -> Result) -> Result {
        guard let source = source as? _TypedSectionItems<Model> else {
            return body(_ErasedContentComparer(old: source, new: self))
        }
        let old = source.contiguousModels()
        let new = contiguousModels()
        return new.withUnsafeBufferPointer { new in
            old.withUnsafeBufferPointer { old in
                body(_TypedContentComparer(old: old, new: new, operations: operations))
            }
        }
    }
}
