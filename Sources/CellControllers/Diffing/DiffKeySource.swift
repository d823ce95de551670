/// The keys of the two sequences a diff matches, read by index.
///
/// The matching engine (``_DiffSymbolTable``) is generic over this protocol rather than over
/// closures, so that each conformer gets a fully specialised engine with no indirect calls in the
/// hot loops. A conformer supplies hashes (which must agree with its equality) and equality
/// within the old sequence, within the new sequence and across them.
@usableFromInline
internal protocol _DiffKeySource {
    /// What the lookup keeps of each new key of the batch it processes, to compare it with old
    /// keys without finding it again: nothing (`Void`, the default) when its index is enough,
    /// or, say, a pointer to it.
    associatedtype NewKey: BitwiseCopyable = Void

    /// Whether the engine hashes a batch at a time (``oldHashes(_:into:)``,
    /// ``newHashes(_:into:keys:)``) and compares new keys through their ``NewKey``
    /// (``oldEqualsNew(_:_:_:)``), rather than one ``oldHash(_:)``, ``newHash(_:)`` and
    /// ``oldEqualsNew(_:_:)`` per key (`false` by default). Specialised engines drop the other
    /// branch; an unspecialised one makes one witness call per key either way, so the per-key
    /// form spares it a layer.
    static var hashesInBatches: Bool { get }

    /// The number of keys in the old sequence.
    var oldCount: Int { get }
    /// The number of keys in the new sequence.
    var newCount: Int { get }
    /// The hash of the old key at `index`.
    func oldHash(_ index: Int) -> Int
    /// The hash of the new key at `index`.
    func newHash(_ index: Int) -> Int
    /// Writes the hashes of the old keys at `range` to consecutive memory (by default, one
    /// ``oldHash(_:)`` each).
    func oldHashes(_ range: Range<Int>, into hashes: UnsafeMutablePointer<Int>)
    /// Writes the hashes of the new keys at `range` to consecutive memory, and initialises
    /// their ``NewKey``s in `keys` (by default, one ``newHash(_:)`` each).
    func newHashes(_ range: Range<Int>, into hashes: UnsafeMutablePointer<Int>, keys: UnsafeMutablePointer<NewKey>)
    /// Whether the old keys at `lhs` and `rhs` are equal.
    func oldEqualsOld(_ lhs: Int, _ rhs: Int) -> Bool
    /// Whether the old key at `oldIndex` equals the new key at `newIndex`.
    func oldEqualsNew(_ oldIndex: Int, _ newIndex: Int) -> Bool
    /// Whether the old key at `oldIndex` equals the new key at `newIndex`, whose ``NewKey`` (from
    /// ``newHashes(_:into:keys:)``) is `newKey` (by default, ``oldEqualsNew(_:_:)``).
    ///
    /// The lookup asks this once per candidate and stops at the first `true`: the two keys are
    /// then matched, unless the new key turns out to be a duplicate, which ends the match with an
    /// error. A source may note the pair there, while both keys are in cache.
    func oldEqualsNew(_ oldIndex: Int, _ newIndex: Int, _ newKey: NewKey) -> Bool
    /// Whether the new keys at `lhs` and `rhs` are equal.
    func newEqualsNew(_ lhs: Int, _ rhs: Int) -> Bool
}

extension _DiffKeySource {
    @inlinable
    internal static var hashesInBatches: Bool { false }

    @inlinable
    internal func oldHashes(_ range: Range<Int>, into hashes: UnsafeMutablePointer<Int>) {
        for index in range { hashes[index &- range.lowerBound] = oldHash(index) }
    }
}

extension _DiffKeySource where NewKey == Void {
    @inlinable
    internal func newHashes(_ range: Range<Int>, into hashes: UnsafeMutablePointer<Int>, keys: UnsafeMutablePointer<NewKey>) {
        for index in range { hashes[index &- range.lowerBound] = newHash(index) }
    }

    @inlinable @inline(__always)
    internal func oldEqualsNew(_ oldIndex: Int, _ newIndex: Int, _ newKey: Void) -> Bool {
        oldEqualsNew(oldIndex, newIndex)
    }
}

/// Keys of any `Hashable` type, read from two buffers; hashed with the standard library's seeded
/// hash, so the same guarantees against collisions hold as for `Dictionary`.
@usableFromInline
internal struct _HashableKeySource<ID: Hashable>: _DiffKeySource {
    @usableFromInline internal let old: UnsafeBufferPointer<ID>
    @usableFromInline internal let new: UnsafeBufferPointer<ID>

    @inlinable
    internal init(old: UnsafeBufferPointer<ID>, new: UnsafeBufferPointer<ID>) {
        self.old = old
        self.new = new
    }

    @inlinable internal var oldCount: Int { old.count }
    @inlinable internal var newCount: Int { new.count }
    @inlinable internal func oldHash(_ index: Int) -> Int { old[index].hashValue }
    @inlinable internal func newHash(_ index: Int) -> Int { new[index].hashValue }
    @inlinable internal func oldEqualsOld(_ lhs: Int, _ rhs: Int) -> Bool { old[lhs] == old[rhs] }
    @inlinable internal func oldEqualsNew(_ oldIndex: Int, _ newIndex: Int) -> Bool { old[oldIndex] == new[newIndex] }
    @inlinable internal func newEqualsNew(_ lhs: Int, _ rhs: Int) -> Bool { new[lhs] == new[rhs] }
}
