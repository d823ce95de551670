#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The working memory of large diffs, kept from one diff to the next.
///
/// A diff of a million items needs tens of megabytes of scratch (the symbol table's slots, the
/// ids copied out of storage). Fresh memory of that size comes from the system untouched, and
/// its first write costs a page fault per page: about 15% of an apply of a 1% change to a
/// million-row screen, on top of the diff itself. So buffers of at least ``minimumByteCount``
/// are taken from here and given back after the diff, and the next diff (of any snapshots, on
/// any thread) writes to pages that are already mapped.
///
/// At most ``maximumCachedByteCount`` stay cached, in at most ``maximumCachedCount`` buffers:
/// after a diff of n items the library keeps about 24n bytes (24 MB after a million-item diff)
/// until a larger diff replaces them. Smaller buffers are allocated and freed as usual.
///
/// The lock is a `pthread_mutex_t`, which ThreadSanitizer understands (see
/// `SnapshotIndexBox`).
@usableFromInline
internal final class _DiffScratch: @unchecked Sendable {
    /// Buffers smaller than this are not cached: the allocator serves them from memory it keeps.
    @usableFromInline static let minimumByteCount = 1 << 20
    /// The most bytes cached at once.
    static let maximumCachedByteCount = 64 << 20
    /// The most buffers cached at once (a diff uses up to four large ones at a time).
    static let maximumCachedCount = 4

    /// The process's cache.
    @usableFromInline static let shared = _DiffScratch()

    /// The mutex, at a stable address.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The cached buffers and their sizes in bytes; read and written only with `mutex` held.
    private var cached: [(buffer: UnsafeMutableRawPointer, byteCount: Int)] = []

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    /// A buffer of at least `byteCount` bytes, aligned for any scalar, uninitialised; give it back
    /// with ``give(_:byteCount:)`` and the returned size.
    /// - Complexity: O(1).
    @usableFromInline
    func take(byteCount: Int) -> (buffer: UnsafeMutableRawPointer, byteCount: Int) {
        if byteCount >= Self.minimumByteCount {
            pthread_mutex_lock(mutex)
            // The smallest cached buffer that is large enough, if it is not more than twice the
            // size (a larger one is left for a larger diff).
            var best: Int?
            for index in cached.indices where cached[index].byteCount >= byteCount && cached[index].byteCount <= 2 * byteCount {
                if best.map({ cached[index].byteCount < cached[$0].byteCount }) ?? true { best = index }
            }
            let taken = best.map { cached.remove(at: $0) }
            pthread_mutex_unlock(mutex)
            if let taken { return taken }
        }
        return (UnsafeMutableRawPointer.allocate(byteCount: Swift.max(byteCount, 1), alignment: 16), Swift.max(byteCount, 1))
    }

    /// Takes back a buffer from ``take(byteCount:)``: cached if large enough and there is room
    /// (dropping smaller cached buffers to make room), else freed.
    /// - Complexity: O(1).
    @usableFromInline
    func give(_ buffer: UnsafeMutableRawPointer, byteCount: Int) {
        guard byteCount >= Self.minimumByteCount, byteCount <= Self.maximumCachedByteCount else {
            buffer.deallocate()
            return
        }
        var dropped: [UnsafeMutableRawPointer] = []
        pthread_mutex_lock(mutex)
        cached.append((buffer, byteCount))
        cached.sort { $0.byteCount > $1.byteCount }
        var total = cached.reduce(0) { $0 + $1.byteCount }
        while cached.count > Self.maximumCachedCount || total > Self.maximumCachedByteCount {
            let smallest = cached.removeLast()
            total -= smallest.byteCount
            dropped.append(smallest.buffer)
        }
        pthread_mutex_unlock(mutex)
        for buffer in dropped { buffer.deallocate() }
    }
}

/// Elements initialised one after another in a buffer from ``_DiffScratch``; deallocated
/// explicitly by its owner.
final class ScratchArray<Element> {
    /// The first element.
    let base: UnsafeMutablePointer<Element>
    /// The number of initialised elements, from ``base``.
    var count = 0
    /// The size of the buffer, to give it back.
    private let byteCount: Int

    /// An empty array with room for `capacity` elements.
    init(capacity: Int) {
        let buffer = _DiffScratch.shared.take(byteCount: Swift.max(capacity, 1) * MemoryLayout<Element>.stride)
        base = buffer.buffer.bindMemory(to: Element.self, capacity: Swift.max(capacity, 1))
        byteCount = buffer.byteCount
    }

    /// Runs `body` with the initialised elements.
    func withBuffer<Result, Failure>(_ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result) throws(Failure) -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Deinitialises the elements and gives the buffer back.
    func deallocate() {
        base.deinitialize(count: count)
        _DiffScratch.shared.give(UnsafeMutableRawPointer(base), byteCount: byteCount)
    }
}
