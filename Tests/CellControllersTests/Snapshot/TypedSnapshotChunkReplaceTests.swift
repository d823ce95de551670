@testable import CellControllers
import CellControllersTestSupport
import Testing

/// The range replacement that outlines use (expanding inserts after a parent, collapsing removes
/// a range, a section snapshot replaces a whole section) on long typed sections stored in
/// chunks: ranges inside a chunk, across a chunk edge and across several chunks, replaced by
/// none, a few or many new items, and `updateItem` (one model replaced in place), compared with
/// an array of arrays after each step, with copies checked unchanged.
@Suite("Snapshot<Section, Item>: range replacements across chunks")
struct TypedSnapshotChunkReplaceTests {
    typealias Chunks = TypedSnapshotChunkTests

    @Test("Replacing ranges of long sections agrees with the reference", arguments: Array(UInt64(1)...4))
    func replaceRanges(seed: UInt64) throws {
        var rng = DiffTestRandom(seed: seed &* 7_777)
        var reference = TypedSnapshotPropertyTests.Reference()
        reference.sections = [(0, Array(0..<(3 * Chunks.chunk + 100))), (1, Array(500_000..<500_050))]
        var snapshot = Chunks.rebuilt(reference)
        _ = snapshot.pathOfItem(1)
        var nextID = 2_000_000
        var history: [String] = []
        // `updateItem` marks its item for a reconfigure, which a diff reports: after one, the
        // snapshot is compared with the one-go build by `==` only.
        var updated = false
        for _ in 0..<30 {
            let copy = rng.chance(0.3) ? (snapshot, reference) : nil
            let section = rng.chance(0.8) ? 0 : 1
            let items = reference.sections[section].items
            if rng.chance(0.2), !items.isEmpty {
                let id = items[Chunks.position(items.count, rng: &rng)]
                history.append("update \(id)")
                // The reference's content follows from the id: change and restore it.
                try snapshot.updateItem(id) { $0.version += 5 }
                #expect(snapshot.item(withIdentifier: id)?.version == Chunks.book(id).version + 5)
                try snapshot.updateItem(id) { $0.version -= 5 }
                #expect(snapshot.reconfiguredItemIdentifiers.contains(id))
                updated = true
            } else {
                let lower = Chunks.position(items.count, inclusive: true, rng: &rng)
                let length = [rng.int(0...3), rng.int(0...200), rng.int(0...(2 * Chunks.chunk))][rng.int(0...2)]
                let upper = Swift.min(items.count, lower + length)
                let count = [0, rng.int(1...5), rng.int(500...700)][rng.int(0...2)]
                let ids = Array(nextID..<(nextID + count))
                nextID += count
                history.append("replace \(lower)..<\(upper) of section \(section) with \(count)")
                snapshot.erased.replaceItems(inSection: section, lower..<upper, with: AnySnapshot.NewItems(ids.map(Chunks.book)))
                reference.sections[section].items.replaceSubrange(lower..<upper, with: ids)
            }
            if updated && snapshot != Chunks.rebuilt(reference) {
                Issue.record("seed \(seed), after \(history.joined(separator: "; ")): not == to the same items built in one go")
                return
            }
            if let message = Chunks.mismatch(snapshot, reference, whole: !updated && rng.chance(0.3), rng: &rng) {
                Issue.record("seed \(seed), after \(history.joined(separator: "; ")): \(message)")
                return
            }
            if let (copy, copyReference) = copy, let message = Chunks.mismatch(copy, copyReference, whole: false, rng: &rng) {
                Issue.record("seed \(seed), a copy changed, after \(history.joined(separator: "; ")): \(message)")
                return
            }
        }
        try snapshot.validate()
    }
}
