import CellControllers
import CellControllersTestSupport
import Testing

/// Diffs large enough that their working memory (the symbol table, the ids copied out of
/// storage made by the library) is taken from and given back to the cache of scratch buffers,
/// run one after another so that each reuses what the one before wrote: the results must be
/// exact every time, whatever the reused memory held.
@MainActor
@Suite("Large diffs one after another")
struct LargeDiffTests {
    /// `count` items in three sections, then the same with a mix of changes drawn from `seed`.
    static func transition(count: Int, seed: UInt64) -> (old: DiffFixtures.Data, new: DiffFixtures.Data) {
        var rng = DiffTestRandom(seed: seed)
        var ids = DiffTransitions.IDs()
        let old: DiffFixtures.Data = (0..<3).map { _ in
            DiffFixtures.SectionData(
                header: DiffFixtures.Header(id: ids.section()),
                items: (0..<count / 3).map { _ in DiffFixtures.Item(id: ids.item(), content: rng.int(0...1)) })
        }
        return (old, DiffTransitions.mutated(old, ids: &ids, rng: &rng))
    }

    @Test("Snapshots of 45,000 items, diffed one after another, apply exactly with minimal moves")
    func snapshotsOneAfterAnother() {
        for seed in UInt64(1)...4 {
            let (old, new) = Self.transition(count: 45_000, seed: seed)
            DiffChecker.checkSnapshotDiff(from: old, to: new, label: "large seed \(seed)")
        }
    }

    /// The models of a section of model controllers of one class are stored typed by the
    /// library, whose diff copies their ids out (into scratch memory); the same controllers
    /// with erased models are diffed by identifier. Both must give the same changes.
    @Test("Controller sections stored typed by the library diff like the same items erased", arguments: [UInt64(7), 8, 9])
    func typedControllerSections(seed: UInt64) throws {
        final class ErasedController: ModelCellController<LabelCell, AnyDiffable> {}
        var rng = DiffTestRandom(seed: seed)
        let rows = (0..<140_000).map { Row(id: $0, title: "\($0 % 3)") }
        var changed = rows.filter { _ in !rng.chance(0.01) }
        for _ in 0..<500 {
            let from = rng.int(0..<changed.count)
            changed.insert(changed.remove(at: from), at: rng.int(0..<changed.count))
        }
        for index in stride(from: 0, to: changed.count, by: 97) { changed[index].title += "!" }
        changed += (0..<1_000).map { Row(id: 1_000_000 + $0, title: "new") }
        func typed(_ rows: [Row]) -> AnySnapshot {
            AnySnapshot([ControllerSection<TableHost>(id: 0, items: rows.map { LabelController($0) })])
        }
        func erased(_ rows: [Row]) -> AnySnapshot {
            AnySnapshot([ControllerSection<TableHost>(id: 0, items: rows.map { ErasedController(model: AnyDiffable($0)) })])
        }
        let viaTypedIDs = try AnySnapshot.diff(from: typed(rows), to: typed(changed))
        let viaIdentifiers = try AnySnapshot.diff(from: erased(rows), to: erased(changed))
        #expect(viaTypedIDs == viaIdentifiers)
        #expect(viaTypedIDs.changeCount > 2_000)
    }
}
