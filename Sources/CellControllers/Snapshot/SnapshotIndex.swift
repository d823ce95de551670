#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an item was last seen: a stable section slot and an index hint in that section.
struct SnapshotItemLocation: Sendable {
    /// The slot of the item's section (stable while the section exists, see ``SnapshotIndex``).
    var slot: Int32
    /// The item's index in its section; exact when below the section's `validFrom`, a hint above.
    var item: Int32
}

/// The identifier lookup of a ``AnySnapshot``: section identifier → section index, item identifier
/// → section and index.
///
/// Sections get a *slot* that stays theirs while they move, so moving or inserting a section
/// renumbers the s sections, never the n items. Inside a section, an edit at index i (an insert,
/// a delete, a move) makes the positions recorded for items at or after i hints: the section's
/// `validFrom` drops to i, and its `drift` grows by the number of items inserted or removed. A
/// lookup checks a hint against the section (identifiers are unique, so one comparison proves
/// it); a stale hint is at most `drift` positions off, so while the drift is small the lookup
/// finds the item next to its hint (and records it there); past ``searchWindow`` it re-records
/// the section from `validFrom` on, once. Membership is always exact: items are added and
/// removed as they are edited.
///
/// Copies share the item locations (``SnapshotItemLocations``): the first edit of a copy
/// records its changes over them instead of copying them.
struct SnapshotIndex: Sendable {
    /// Section identifier → section index.
    var sectionIndices: [DiffIdentifier: Int] = [:]
    /// Item identifier → location.
    var items = SnapshotItemLocations()
    /// Section index → slot.
    var slotOfSection: [Int32] = []
    /// Slot → section index (-1 once the section is gone).
    var sectionOfSlot: [Int32] = []
    /// Slot → the first item index whose recorded position may be stale.
    var validFrom: [Int32] = []
    /// Slot → how many items were inserted into or removed from the section since its
    /// positions were last all exact: a stale position is at most this far from the item.
    var drift: [Int32] = []
    /// While a snapshot of one item type is built by appends, the ids of its items as a typed
    /// set (an ``_ItemIDSet``), and `items` is not built: appends check new items against the
    /// set with one specialised hash each and record nothing else; the first lookup or other
    /// edit locates every item (``locateItems(in:)``) and drops the set.
    var typedItemIDs: (any _AnyItemIDSet)?
    /// Whether `items` holds every item (else the index knows the sections only, and perhaps
    /// ``typedItemIDs``).
    var itemsLocated = false

    /// Indexes every section and item of `sections`.
    /// - Complexity: O(s + n), one hash per identifier.
    init(_ sections: [AnySnapshot.Section]) {
        self.init(sectionsOf: sections)
        locateItems(in: sections)
    }

    /// Indexes the sections of `sections` and none of their items: the start of an index whose
    /// items are located (``locateItems(in:)``) or tracked as typed ids (``typedItemIDs``).
    /// - Complexity: O(s), one hash per section identifier.
    init(sectionsOf sections: [AnySnapshot.Section]) {
        sectionIndices.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() {
            sectionIndices[section.identifier] = index
            slotOfSection.append(newSlot(for: index))
        }
    }

    /// The number of items the index knows.
    var itemCount: Int { typedItemIDs?.count ?? items.count }

    /// Records the position of every item of `sections` (which this index's sections describe),
    /// replacing the typed ids if the index held them. Nothing to do once the items are located.
    /// - Complexity: O(n), one hash per item identifier, the first time; O(1) after.
    mutating func locateItems(in sections: [AnySnapshot.Section]) {
        guard !itemsLocated else { return }
        itemsLocated = true
        typedItemIDs = nil
        // Every location is gathered first, in order (no lookup), then tabled in one go
        // (``ItemLocationTable``): far cheaper than a `Dictionary` insert per item.
        let entries = locationEntries(of: sections)
        if items.isEmpty {
            items.locate(consume entries)
        } else {
            for entry in entries { items[entry.identifier] = entry.location }
        }
    }

    /// The identifier and location of every item of `sections`, in order; marks every section's
    /// positions exact.
    /// - Complexity: O(n), one identifier made per item (no table lookup).
    private mutating func locationEntries(of sections: [AnySnapshot.Section]) -> ContiguousArray<ItemLocationTable.Entry> {
        var total = 0
        for section in sections { total += section.count }
        var entries = ContiguousArray<ItemLocationTable.Entry>()
        entries.reserveCapacity(total)
        for (index, section) in sections.enumerated() {
            let slot = slotOfSection[index]
            section.storage.forEachIdentifier(in: 0..<section.count) { item, identifier in
                entries.append(ItemLocationTable.Entry(
                    identifier: identifier, location: SnapshotItemLocation(slot: slot, item: Int32(truncatingIfNeeded: item))))
            }
            validFrom[Int(slot)] = Int32(truncatingIfNeeded: section.count)
            drift[Int(slot)] = 0
        }
        return entries
    }

    /// A fresh slot for the section now at `section`.
    private mutating func newSlot(for section: Int) -> Int32 {
        sectionOfSlot.append(Int32(truncatingIfNeeded: section))
        validFrom.append(0)
        drift.append(0)
        return Int32(truncatingIfNeeded: sectionOfSlot.count - 1)
    }

    /// The path of the item `identifier` in `sections` (which this index describes), or `nil`.
    /// - Complexity: O(1) expected; a stale hint costs up to 2 × ``searchWindow`` comparisons
    ///   while its section's drift is within the window, else one re-recording of the section's
    ///   tail.
    mutating func path(of identifier: DiffIdentifier, in sections: [AnySnapshot.Section]) -> ItemPath? {
        guard let location = items[identifier] else { return nil }
        let section = Int(sectionOfSlot[Int(location.slot)])
        let item = Int(location.item)
        let slot = Int(location.slot)
        let sectionItems = sections[section]
        if location.item < validFrom[slot] || (item < sectionItems.count && sectionItems.identifier(at: item) == identifier) {
            return ItemPath(item: item, section: section)
        }
        let drift = Int(drift[slot])
        if drift <= Self.searchWindow {
            for distance in 1...Swift.max(drift, 1) {
                for candidate in stride(from: item - distance, through: item + distance, by: 2 * distance)
                where candidate >= 0 && candidate < sectionItems.count && sectionItems.identifier(at: candidate) == identifier {
                    self.items[identifier] = SnapshotItemLocation(slot: location.slot, item: Int32(truncatingIfNeeded: candidate))
                    return ItemPath(item: candidate, section: section)
                }
            }
        }
        rerecord(section: section, in: sections)
        guard let fresh = items[identifier] else { return nil }
        return ItemPath(item: Int(fresh.item), section: Int(sectionOfSlot[Int(fresh.slot)]))
    }

    /// Records the exact position of every item of `section` from its `validFrom` on.
    /// - Complexity: O(m) for the m items re-recorded.
    mutating func rerecord(section: Int, in sections: [AnySnapshot.Section]) {
        let slot = slotOfSection[section]
        let items = sections[section]
        items.storage.forEachIdentifier(in: Int(validFrom[Int(slot)])..<items.count) { item, identifier in
            self.items[identifier] = SnapshotItemLocation(slot: slot, item: Int32(truncatingIfNeeded: item))
        }
        validFrom[Int(slot)] = Int32(truncatingIfNeeded: items.count)
        drift[Int(slot)] = 0
    }

    /// How far from its stale hint a lookup looks for an item before it re-records the
    /// item's section: 2 × 64 identifiers compared, against O(m) hashes for a section of m.
    static let searchWindow = 64

    /// Notes an edit of `section` at item index `index` that inserted or removed `count` items:
    /// recorded positions from there on may be stale, by up to `count` more.
    mutating func invalidate(section: Int, from index: Int, count: Int) {
        let slot = Int(slotOfSection[section])
        validFrom[slot] = min(validFrom[slot], Int32(truncatingIfNeeded: index))
        drift[slot] = Int32(truncatingIfNeeded: Swift.min(Int(drift[slot]) + count, Int(Int32.max)))
    }

    /// Records `identifier` at `path` (exact, whatever `validFrom` says about its neighbours).
    mutating func record(_ identifier: DiffIdentifier, at path: ItemPath) {
        items[identifier] = SnapshotItemLocation(slot: slotOfSection[path.section], item: Int32(truncatingIfNeeded: path.item))
    }

    /// Records `identifiers`, items the index does not hold, at consecutive places from
    /// `start`: as ``record(_:at:)`` for each, without asking the locations shared with the
    /// snapshot's copies whether they hold them, and with room made for them at once.
    /// - Complexity: O(k) expected for k identifiers, one hash each.
    mutating func record(absent identifiers: [DiffIdentifier], from start: ItemPath) {
        let slot = slotOfSection[start.section]
        items.insert(absent: identifiers, slot: slot, from: start.item)
    }

    /// Re-derives the section numbering after sections were inserted, deleted or moved:
    /// `order[i]` is the slot of the section now at `i`, or `nil` for a new section.
    /// - Complexity: O(s).
    mutating func renumberSections(_ order: [Int32?], identifiers: [DiffIdentifier]) {
        for slot in sectionOfSlot.indices { sectionOfSlot[slot] = -1 }
        slotOfSection = []
        slotOfSection.reserveCapacity(order.count)
        for (index, slot) in order.enumerated() {
            if let slot {
                sectionOfSlot[Int(slot)] = Int32(truncatingIfNeeded: index)
                slotOfSection.append(slot)
            } else {
                slotOfSection.append(newSlot(for: index))
            }
        }
        sectionIndices = [:]
        sectionIndices.reserveCapacity(identifiers.count)
        for (index, identifier) in identifiers.enumerated() { sectionIndices[identifier] = index }
    }
}

/// The shared, lazily built ``SnapshotIndex`` of a snapshot and its unedited copies.
///
/// Copies of a snapshot share one box, so an index built by a query on one copy serves them
/// all; a copy that is edited takes its own box first. Queries are non-mutating and may run on
/// any thread, so the box guards its index with a lock.
///
/// The items of a large snapshot can be located off the caller's thread without holding the
/// lock (``locateItems(in:)``, see ``AnySnapshot/locateItemsOffMainActor()``): meanwhile the box
/// keeps the index it had (its sections, perhaps typed ids), which queries of sections use at
/// once, and a query or edit that needs the items waits for the build to end
/// (`waitingForItems`) instead of locating them a second time.
///
/// The lock is a `pthread_mutex_t`, which ThreadSanitizer understands (the standard library's
/// `Mutex` waits on a futex on Linux, which it does not model, so it reports false races).
final class SnapshotIndexBox: @unchecked Sendable {
    /// The mutex, at a stable address.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled, with `mutex`, when a build of the items ends.
    private let built: UnsafeMutablePointer<pthread_cond_t>
    /// The index; read and written only with `mutex` held.
    private var index: SnapshotIndex?
    /// Whether ``locateItems(in:)`` is locating the items (read and written with `mutex` held).
    private var isLocating = false

    init(_ index: SnapshotIndex? = nil) {
        self.index = index
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        built = .allocate(capacity: 1)
        built.initialize(to: pthread_cond_t())
        pthread_cond_init(built, nil)
    }

    deinit {
        pthread_cond_destroy(built)
        built.deinitialize(count: 1)
        built.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the index (`nil` until built), holding the lock; with
    /// `waitingForItems`, once a build of the items in progress has ended.
    func withLock<Result>(waitingForItems: Bool = false, _ body: (inout SnapshotIndex?) -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if waitingForItems {
            while isLocating { pthread_cond_wait(built, mutex) }
        }
        return body(&index)
    }

    /// Whether the index has items left to locate and no one is locating them or holds the
    /// lock (never waits). `false` says nothing when the lock is held.
    /// - Complexity: O(1).
    func needsItemsLocatedNow() -> Bool {
        guard pthread_mutex_trylock(mutex) == 0 else { return false }
        defer { pthread_mutex_unlock(mutex) }
        return !isLocating && index?.itemsLocated != true
    }

    /// Locates the items of `sections` (the snapshot this box indexes) into the index, holding
    /// the lock only to take the index and to put it back: meanwhile section queries use the
    /// index as it was, and item queries wait (see `withLock(waitingForItems:_:)`). Nothing to
    /// do when the items are located or being located.
    /// - Complexity: O(n) for n items, one hash each, outside the lock.
    func locateItems(in sections: [AnySnapshot.Section]) {
        pthread_mutex_lock(mutex)
        guard !isLocating, index?.itemsLocated != true else {
            pthread_mutex_unlock(mutex)
            return
        }
        var located = index ?? SnapshotIndex(sectionsOf: sections)
        isLocating = true
        pthread_mutex_unlock(mutex)
        located.locateItems(in: sections)
        pthread_mutex_lock(mutex)
        // Only item queries, which waited, could have located them meanwhile; section queries
        // leave the index as it was.
        if index?.itemsLocated != true { index = located }
        isLocating = false
        pthread_cond_broadcast(built)
        pthread_mutex_unlock(mutex)
    }
}

/// Items and sections marked for an update by ``AnySnapshot``'s reconfigure and reload methods.
struct SnapshotMarks: Sendable {
    var reconfiguredItems: Set<DiffIdentifier> = []
    var reloadedItems: Set<DiffIdentifier> = []
    var reloadedSections: Set<DiffIdentifier> = []

    var isEmpty: Bool { reconfiguredItems.isEmpty && reloadedItems.isEmpty && reloadedSections.isEmpty }
}

extension AnySnapshot {
    /// Runs `body` with this snapshot's index, built first if needed, for a query.
    /// - Complexity: O(s + n) the first time for the snapshot and its unedited copies, then
    ///   what `body` costs.
    ///
    /// `locatingItems: false` is for queries of sections only: they leave the items unlocated
    /// (see ``SnapshotIndex/typedItemIDs``).
    func withIndex<Result>(locatingItems: Bool = true, _ body: (inout SnapshotIndex) -> Result) -> Result {
        indexBox.withLock(waitingForItems: locatingItems) { index in
            var built = index ?? (locatingItems ? SnapshotIndex(storage) : SnapshotIndex(sectionsOf: storage))
            index = nil  // so that `built` is the only reference and updates in place
            if locatingItems { built.locateItems(in: storage) }
            defer { index = built }
            return body(&built)
        }
    }

    /// Takes this snapshot's index out for an edit (building it if needed); the box of a shared
    /// copy is left alone and this snapshot gets a box of its own.
    mutating func takeIndex() -> SnapshotIndex {
        if isKnownUniquelyReferenced(&indexBox) {
            return indexBox.withLock(waitingForItems: true) { index in
                var taken = index ?? SnapshotIndex(storage)
                index = nil
                taken.locateItems(in: storage)
                return taken
            }
        }
        // The copy records its changes over the locations it shares with the original (and its
        // other copies), which are not copied.
        var shared = indexBox.withLock(waitingForItems: true) { index -> SnapshotIndex? in
            if index?.itemsLocated == true { index?.items.share() }
            return index
        } ?? SnapshotIndex(storage)
        indexBox = SnapshotIndexBox()
        shared.locateItems(in: storage)
        return shared
    }

    /// Puts the index back after an edit.
    func restoreIndex(_ index: consuming SnapshotIndex) {
        let index = index
        indexBox.withLock { $0 = index }
    }
}

/// The item locations of a ``SnapshotIndex``: a table shared with the copies of the snapshot
/// (read only), and this index's changes over it. Copying a snapshot and editing the copy costs
/// the edit, not a copy of the n locations: ``share()`` hands the table over to the copies once,
/// and each edit adds its changes. Locating all the items of a snapshot at once (``locate(_:)``)
/// makes the shared table directly (an ``ItemLocationTable``), so the snapshot's own edits go
/// over it as a copy's do.
struct SnapshotItemLocations: Sendable {
    /// A table of locations no one changes any more.
    final class Shared: Sendable {
        let table: ItemLocationTable
        init(_ table: ItemLocationTable) { self.table = table }
    }

    /// The shared table, if any.
    private var shared: Shared?
    /// The locations changed over `shared` (all of them when there is none); a negative slot
    /// marks an item removed.
    private var changes: [DiffIdentifier: SnapshotItemLocation] = [:]
    /// The number of items located.
    private(set) var count = 0

    /// The mark of an item removed over the shared table.
    private static let removed = SnapshotItemLocation(slot: -1, item: -1)

    /// Whether no item is located.
    var isEmpty: Bool { count == 0 }

    /// The location of `identifier`; `nil` removes it.
    /// - Complexity: O(1) expected (two lookups over a shared table).
    subscript(identifier: DiffIdentifier) -> SnapshotItemLocation? {
        get {
            if !changes.isEmpty, let changed = changes[identifier] { return changed.slot < 0 ? nil : changed }
            return shared?.table[identifier]
        }
        set {
            let wasPresent: Bool
            if let shared {
                let old = changes.updateValue(newValue ?? Self.removed, forKey: identifier)
                wasPresent = old.map { $0.slot >= 0 } ?? (shared.table[identifier] != nil)
            } else if let newValue {
                wasPresent = changes.updateValue(newValue, forKey: identifier) != nil
            } else {
                wasPresent = changes.removeValue(forKey: identifier) != nil
            }
            count += (newValue == nil ? 0 : 1) - (wasPresent ? 1 : 0)
        }
    }

    /// Removes the locations of `identifiers`, which are distinct and all located: what
    /// `self[identifier] = nil` does for each, without looking them up in the shared table.
    /// - Complexity: O(k) expected for k identifiers.
    mutating func remove(located identifiers: [DiffIdentifier]) {
        if shared == nil {
            for identifier in identifiers { changes.removeValue(forKey: identifier) }
        } else {
            changes.reserveCapacity(changes.count + identifiers.count)
            for identifier in identifiers { changes[identifier] = Self.removed }
        }
        count -= identifiers.count
    }

    /// Adds `identifiers`, which these locations do not hold (the caller knows it: items just
    /// removed, or new to the snapshot), in the section of slot `slot` at consecutive item
    /// indices from `first`: one update of this index's own changes each, no lookup in the
    /// shared table. Without a shared table, the table is grown once for all of them rather
    /// than doubling as they come (each growth hashes every location again). Over a shared
    /// table, the changes grow as they are written: they are often the marks of items just
    /// removed, which these may be and overwrite (reserving room for all of them would grow
    /// the changes for nothing, and copy them to a larger table, hashing each again, where
    /// they are shared with another index and a write copies them as they are).
    /// - Complexity: O(k) expected for k identifiers.
    mutating func insert(absent identifiers: [DiffIdentifier], slot: Int32, from first: Int) {
        if shared == nil, changes.capacity < changes.count + identifiers.count {
            changes.reserveCapacity(changes.count + identifiers.count)
        }
        var item = first
        for identifier in identifiers {
            changes[identifier] = SnapshotItemLocation(slot: slot, item: Int32(truncatingIfNeeded: item))
            item += 1
        }
        count += identifiers.count
    }

    /// Locates every item at once, in locations that hold none: `entries` become the shared
    /// table (``ItemLocationTable``, built in one go, several times faster than inserting them
    /// one by one), which the changes of later edits go over. An identifier given twice keeps
    /// its last location.
    /// - Complexity: O(n) expected for n entries.
    mutating func locate(_ entries: consuming ContiguousArray<ItemLocationTable.Entry>) {
        precondition(isEmpty, "locate(_:) fills empty locations")
        let table = ItemLocationTable(consume entries)
        shared = Shared(table)
        changes = [:]
        count = table.count
    }

    /// Removes every location.
    mutating func removeAll() {
        shared = nil
        changes = [:]
        count = 0
    }

    /// Prepares the locations to be shared with a copy: the changes become the shared table
    /// when there is none, or are folded into a new one when they have grown to an eighth of
    /// it; a few changes are copied with the copy.
    /// - Complexity: O(1), or O(n) when the changes are folded (after Ω(n/8) changes) or
    ///   tabled (k changes without a shared table, O(k)).
    mutating func share() {
        guard let shared else {
            self.shared = Shared(ItemLocationTable(changes))
            changes = [:]
            return
        }
        guard changes.count > shared.table.count / 8 else { return }
        self.shared = Shared(shared.table.applying(changes))
        changes = [:]
    }
}
