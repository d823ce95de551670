/// The models of every section of one snapshot whose sections all store `Model`s typed, read in
/// place by flat index (the items numbered section after section, see ``SnapshotItemTable``).
/// Its runs are the chunks of the sections' models (see ``_TypedSectionItems``): a section built
/// in one go is one run; "section" below means a run.
///
/// This is how the typed diff reads item ids without copying them out. The flat indices are cut
/// in blocks of `1 << blockShift`, much smaller than the average section: a block that lies in
/// one section (almost all of them) has a pointer to its first model, so a model is found with a
/// shift, one table read and an offset. In a block that spans sections, the table of the section
/// at the block's start and a forward walk over the section starts in the block find it; a pass
/// over all n indices costs O(n) whatever the section sizes.
///
/// It holds raw pointers to the sections' model arrays: valid only while the snapshot it was made
/// from is alive and unchanged (the diff borrows both snapshots for its whole run), and its
/// tables must be freed with ``deallocate()``.
@usableFromInline
internal struct _FlatModels<Model> {
    /// The first model of each non-empty section.
    @usableFromInline internal let bases: UnsafeMutablePointer<UnsafePointer<Model>>
    /// `starts[r]` is the flat index of the first item of the `r`th non-empty section;
    /// `starts[runCount]` is `count`.
    @usableFromInline internal let starts: UnsafeMutablePointer<Int>
    /// For each block of flat indices, the non-empty section holding the block's first index.
    @usableFromInline internal let blockSections: UnsafeMutablePointer<Int32>
    /// For each block of flat indices that lies in one section, the model at its first index;
    /// `nil` for a block that spans sections.
    @usableFromInline internal let blockModels: UnsafeMutablePointer<UnsafePointer<Model>?>
    /// log2 of the number of flat indices per block.
    @usableFromInline internal let blockShift: Int
    /// The number of items.
    @usableFromInline internal let count: Int

    /// Tables for sections whose first models are `bases` (`nil` for an empty section) and whose
    /// flat starts are `starts` (one more than the sections, the last being the number of items).
    /// Empty sections are left out: they hold no flat index.
    /// - Complexity: O(s) for s sections.
    internal init(bases sectionBases: [UnsafePointer<Model>?], starts sectionStarts: [Int]) {
        precondition(sectionStarts.count == sectionBases.count + 1)
        let count = sectionStarts[sectionBases.count]
        self.count = count
        var runCount = 0
        for section in sectionBases.indices where sectionStarts[section] < sectionStarts[section + 1] { runCount += 1 }
        bases = .allocate(capacity: Swift.max(runCount, 1))
        starts = .allocate(capacity: runCount + 1)
        var run = 0
        for section in sectionBases.indices where sectionStarts[section] < sectionStarts[section + 1] {
            guard let base = sectionBases[section] else { preconditionFailure("a non-empty section without models") }
            (bases + run).initialize(to: base)
            (starts + run).initialize(to: sectionStarts[section])
            run += 1
        }
        (starts + runCount).initialize(to: count)

        // Blocks of about 1/32 of the average section, so that few span sections, but of at
        // least 16 items, so that the tables cost at most 3/4 byte per item; a pass over all n
        // items then walks at most O(n) steps in all.
        let average = runCount == 0 ? 1 : Swift.max(1, count / runCount)
        let shift = Swift.max(4, Int.bitWidth - 1 - average.leadingZeroBitCount - 5)
        blockShift = shift
        let blockCount = (count >> shift) + 1
        blockSections = .allocate(capacity: blockCount)
        blockModels = .allocate(capacity: blockCount)
        run = 0
        for block in 0..<blockCount {
            let first = block << shift
            while run < runCount - 1 && starts[run + 1] <= first { run += 1 }
            (blockSections + block).initialize(to: Int32(truncatingIfNeeded: run))
            let last = Swift.min(first + (1 << shift), count) - 1
            let isInOneSection = first < count && starts[run] <= first && last < starts[run + 1]
            (blockModels + block).initialize(to: isInOneSection ? bases[run] + (first - starts[run]) : nil)
        }
    }

    /// Frees the tables (not the models).
    internal func deallocate() {
        bases.deallocate()
        starts.deallocate()
        blockSections.deallocate()
        blockModels.deallocate()
    }

    /// The non-empty section of the item at `flat`, which must be below `count`.
    /// - Complexity: O(1) amortised (see the type's discussion).
    @inlinable @inline(__always)
    internal func section(of flat: Int) -> Int {
        var section = Int(truncatingIfNeeded: blockSections[flat &>> blockShift])
        while starts[section &+ 1] <= flat { section &+= 1 }
        return section
    }

    /// The model at `flat`, which must be below `count`, in place.
    @inlinable @inline(__always)
    internal func model(at flat: Int) -> UnsafePointer<Model> {
        if let blockModel = blockModels[flat &>> blockShift] {
            return blockModel + (flat & ((1 &<< blockShift) &- 1))
        }
        let section = section(of: flat)
        return bases[section] + (flat &- starts[section])
    }

    /// All the models, when they lie in at most one section (then flat index = index in it);
    /// `nil` when they span sections.
    @inlinable
    internal var singleRun: UnsafeBufferPointer<Model>? {
        if count == 0 { return UnsafeBufferPointer(start: nil, count: 0) }
        guard starts[1] == count else { return nil }
        return UnsafeBufferPointer(start: bases[0], count: count)
    }

    /// Calls `body` with each section's models among the flat indices `range`, in order, with
    /// the flat index of the first of them.
    @inlinable @inline(__always)
    internal func forEachRun(in range: Range<Int>, _ body: (UnsafePointer<Model>, Range<Int>) -> Void) {
        guard !range.isEmpty else { return }
        var section = section(of: range.lowerBound)
        var flat = range.lowerBound
        while true {
            let start = starts[section]
            let end = Swift.min(starts[section &+ 1], range.upperBound)
            body(bases[section] + (flat &- start), flat..<end)
            flat = end
            if flat == range.upperBound { return }
            section &+= 1
            while starts[section &+ 1] <= flat { section &+= 1 }
        }
    }
}

/// The item ids of two snapshots whose sections all store `Model`s typed, read in place from
/// the models (no copy of the ids), as diff keys. The lookup keeps a pointer to each new model
/// of its batch, so only the old model is found by flat index.
///
/// It also compares the content of each matched pair as it is matched, while both models are in
/// cache: ``changed`` gets the bit of every matched new item whose model is not `==` to its old
/// one. (Comparing the kept items afterwards would read every model of both snapshots again.)
@usableFromInline
internal struct _SectionedModelKeySource<Model: Identifiable & Equatable>: _DiffKeySource {
    @usableFromInline internal typealias NewKey = UnsafePointer<Model>
    @inlinable internal static var hashesInBatches: Bool { true }

    @usableFromInline internal let old: _FlatModels<Model>
    @usableFromInline internal let new: _FlatModels<Model>
    /// One bit per new item, zeroed by the caller: set for matched items whose content changed.
    @usableFromInline internal let changed: UnsafeMutableBufferPointer<UInt64>

    @inlinable
    internal init(old: _FlatModels<Model>, new: _FlatModels<Model>, changed: UnsafeMutableBufferPointer<UInt64>) {
        precondition(changed.count * UInt64.bitWidth >= new.count)
        self.old = old
        self.new = new
        self.changed = changed
    }

    @inlinable internal var oldCount: Int { old.count }
    @inlinable internal var newCount: Int { new.count }
    @inlinable internal func oldHash(_ index: Int) -> Int { old.model(at: index).pointee.id.hashValue }
    @inlinable internal func newHash(_ index: Int) -> Int { new.model(at: index).pointee.id.hashValue }

    @inlinable
    internal func oldHashes(_ range: Range<Int>, into hashes: UnsafeMutablePointer<Int>) {
        Self.hashes(of: old, range, into: hashes)
    }

    @inlinable
    internal func newHashes(_ range: Range<Int>, into hashes: UnsafeMutablePointer<Int>, keys: UnsafeMutablePointer<NewKey>) {
        new.forEachRun(in: range) { run, flat in
            let offset = flat.lowerBound &- range.lowerBound
            for index in 0..<flat.count {
                (keys + (offset &+ index)).initialize(to: run + index)
            }
            _ModelIDHashes.hashes(of: run, count: flat.count, into: hashes + offset)
        }
    }

    @inlinable
    internal func oldEqualsOld(_ lhs: Int, _ rhs: Int) -> Bool {
        old.model(at: lhs).pointee.id == old.model(at: rhs).pointee.id
    }

    @inlinable
    internal func oldEqualsNew(_ oldIndex: Int, _ newIndex: Int) -> Bool {
        old.model(at: oldIndex).pointee.id == new.model(at: newIndex).pointee.id
    }

    @inlinable @inline(__always)
    internal func oldEqualsNew(_ oldIndex: Int, _ newIndex: Int, _ newKey: UnsafePointer<Model>) -> Bool {
        let oldModel = old.model(at: oldIndex)
        guard oldModel.pointee.id == newKey.pointee.id else { return false }
        if oldModel.pointee != newKey.pointee {
            changed.setBit(newIndex)
        }
        return true
    }

    @inlinable
    internal func newEqualsNew(_ lhs: Int, _ rhs: Int) -> Bool {
        new.model(at: lhs).pointee.id == new.model(at: rhs).pointee.id
    }

    /// The hashes of the ids at `range` of `models`, a section's run at a time.
    @inlinable @inline(__always)
    internal static func hashes(of models: _FlatModels<Model>, _ range: Range<Int>, into hashes: UnsafeMutablePointer<Int>) {
        models.forEachRun(in: range) { run, flat in
            _ModelIDHashes.hashes(of: run, count: flat.count, into: hashes + (flat.lowerBound &- range.lowerBound))
        }
    }
}

/// The diff keys of ``_SectionedModelKeySource`` when each snapshot's items lie in at most one
/// section (a single-section screen): the models are read as one buffer by index, exactly as the
/// flat diff reads its ids, so even a poor `Hashable` (every probe comparing ids) costs what it
/// costs the flat diff. Content is compared as pairs are matched, as there.
@usableFromInline
internal struct _SingleRunModelKeySource<Model: Identifiable & Equatable>: _DiffKeySource {
    @inlinable internal static var hashesInBatches: Bool { true }

    @usableFromInline internal let old: UnsafeBufferPointer<Model>
    @usableFromInline internal let new: UnsafeBufferPointer<Model>
    /// One bit per new item, zeroed by the caller: set for matched items whose content changed.
    @usableFromInline internal let changed: UnsafeMutableBufferPointer<UInt64>

    @inlinable
    internal init(old: UnsafeBufferPointer<Model>, new: UnsafeBufferPointer<Model>, changed: UnsafeMutableBufferPointer<UInt64>) {
        precondition(changed.count * UInt64.bitWidth >= new.count)
        self.old = old
        self.new = new
        self.changed = changed
    }

    @inlinable internal var oldCount: Int { old.count }
    @inlinable internal var newCount: Int { new.count }
    @inlinable internal func oldHash(_ index: Int) -> Int { old[index].id.hashValue }
    @inlinable internal func newHash(_ index: Int) -> Int { new[index].id.hashValue }
    @inlinable internal func oldEqualsOld(_ lhs: Int, _ rhs: Int) -> Bool { old[lhs].id == old[rhs].id }
    @inlinable internal func oldEqualsNew(_ oldIndex: Int, _ newIndex: Int) -> Bool { old[oldIndex].id == new[newIndex].id }
    @inlinable internal func newEqualsNew(_ lhs: Int, _ rhs: Int) -> Bool { new[lhs].id == new[rhs].id }

    @inlinable
    internal func oldHashes(_ range: Range<Int>, into hashes: UnsafeMutablePointer<Int>) {
        if let base = old.baseAddress {
            _ModelIDHashes.hashes(of: base + range.lowerBound, count: range.count, into: hashes)
        }
    }

    @inlinable @inline(__always)
    internal func oldEqualsNew(_ oldIndex: Int, _ newIndex: Int, _ newKey: Void) -> Bool {
        guard old[oldIndex].id == new[newIndex].id else { return false }
        if old[oldIndex] != new[newIndex] {
            changed.setBit(newIndex)
        }
        return true
    }
}

extension UnsafeMutableBufferPointer where Element == UInt64 {
    /// Sets bit `index` of the bit set these words hold (bit `index % 64` of word `index / 64`):
    /// how the typed match marks a matched item whose content changed.
    @inlinable @inline(__always)
    internal func setBit(_ index: Int) {
        self[index &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: index & 63)
    }
}

extension UnsafeBufferPointer where Element == UInt64 {
    /// Whether bit `index` of the bit set these words hold is set (see `setBit(_:)`).
    @inlinable @inline(__always)
    internal func isBitSet(_ index: Int) -> Bool {
        self[index &>> 6] & (1 &<< UInt64(truncatingIfNeeded: index & 63)) != 0
    }
}

/// The hashes of the ids of consecutive models, for the typed key sources.
@usableFromInline
internal enum _ModelIDHashes {
    /// Writes the hash of the id of each of the `count` models at `models` to `hashes`.
    ///
    /// A model is larger than its id (a 32-byte model holds an 8-byte `Int` id), so reading the
    /// ids of a batch touches several times the cache lines the flat diff's array of ids does.
    /// Read one by one between calls to the hash function, each line's miss is paid in turn (the
    /// hash call fills the processor's window, and nothing runs ahead to the next line); so
    /// ids that are plain values (`Int`, `UUID`: no reference to count) are first copied out of
    /// the batch's models in a tight loop, whose misses overlap, then hashed.
    /// - Complexity: O(count) hashes; `count` is at most a batch
    ///   (``_DiffSymbolTable/batchSize``) and the copy lives on the stack.
    @inlinable @inline(__always)
    internal static func hashes<Model: Identifiable>(
        of models: UnsafePointer<Model>, count: Int, into hashes: UnsafeMutablePointer<Int>
    ) {
        guard _isPOD(Model.ID.self) else {
            for index in 0..<count { hashes[index] = models[index].id.hashValue }
            return
        }
        withUnsafeTemporaryAllocation(of: Model.ID.self, capacity: count) { ids in
            for index in 0..<count { ids.initializeElement(at: index, to: models[index].id) }
            for index in 0..<count { hashes[index] = ids[index].hashValue }
        }
    }
}
