import CellControllers
import CellControllersTestSupport
import Testing

/// The typed match reads item ids and models in place across all sections (flat indices mapped
/// to sections through blocks of indices, content compared as pairs are matched). These
/// transitions have shapes the small random ones rarely have: large sections next to tiny and
/// empty ones, runs of empty sections, sections spanning many blocks and blocks spanning many
/// sections. Each is checked against the reference model (exact result, minimal moves) and
/// against the erased path: the same data as ``AnyDiffable`` items, whose ids the library copies
/// out and whose content it compares after the match.
@Suite("Typed sectioned match")
struct TypedSectionedMatchTests {
    typealias Data = DiffFixtures.Data
    typealias Item = DiffFixtures.Item
    typealias Header = DiffFixtures.Header
    typealias SectionData = DiffFixtures.SectionData

    /// Sections of uneven sizes: mostly empty or tiny, some large.
    static func unevenData(ids: inout DiffTransitions.IDs, rng: inout DiffTestRandom) -> Data {
        let sectionCount = rng.pick([1, 2, 5, 12, 30])
        let sizes = rng.pick([[0, 1, 2], [0, 0, 0, 700], [17, 33, 300], [0, 1, 1500], [64, 0, 3]])
        return (0..<sectionCount).map { _ in
            let items = (0..<rng.pick(sizes)).map { _ in Item(id: ids.item(), content: rng.int(0...1)) }
            return SectionData(header: Header(id: ids.section()), items: items)
        }
    }

    static func typed(_ data: Data) -> Snapshot<Header, Item> {
        Snapshot(data.map { (section: $0.header, items: $0.items) })
    }

    static func erased(_ data: Data) -> AnySnapshot {
        AnySnapshot(sections: data.map { AnySnapshot.Section(AnyDiffable($0.header), items: $0.items.map { AnyDiffable($0) }) })
    }

    static func outcome(_ body: () throws(SnapshotError) -> StagedChangeset) -> Result<StagedChangeset, SnapshotError> {
        do throws(SnapshotError) { return .success(try body()) } catch { return .failure(error) }
    }

    @Test("Uneven shapes: the reference model, minimal moves, and the erased path agree", arguments: 0..<6)
    func uneven(batch: Int) {
        for offset in 0..<8 {
            let seed = UInt64(5_000_000 + batch * 8 + offset)
            var rng = DiffTestRandom(seed: seed)
            var ids = DiffTransitions.IDs()
            let old = Self.unevenData(ids: &ids, rng: &rng)
            let new = offset % 4 == 3
                ? DiffTransitions.shuffled(old, rng: &rng)
                : DiffTransitions.mutated(old, ids: &ids, rng: &rng)
            let style: ContentChangeStyle = seed % 2 == 0 ? .reconfigure : .reload
            DiffChecker.checkSnapshotDiff(from: old, to: new, style: style, label: "uneven seed \(seed)")
            let typed = Self.outcome { () throws(SnapshotError) in
                try Snapshot.diff(from: Self.typed(old), to: Self.typed(new), contentChanges: style)
            }
            let erased = Self.outcome { () throws(SnapshotError) in
                try AnySnapshot.diff(from: Self.erased(old), to: Self.erased(new), contentChanges: style)
            }
            #expect(typed == erased, "uneven seed \(seed)")
        }
    }

    @Test("A duplicate far apart, behind empty sections, names the same identifier and paths as the erased path")
    func farDuplicate() {
        let big = (0..<2_000).map { Item(id: $0) }
        let empty = (1...9).map { SectionData(header: Header(id: $0), items: []) }
        var withDuplicate = [SectionData(header: Header(id: 0), items: big)] + empty
        withDuplicate.append(SectionData(header: Header(id: 10), items: [Item(id: 2_001), Item(id: 1_999)]))
        let valid = [SectionData(header: Header(id: 0), items: [Item(id: 5)])]
        let expected = SnapshotError.duplicateItem(
            DiffIdentifier(type: Item.self, id: 1_999),
            first: ItemPath(item: 1_999, section: 0), second: ItemPath(item: 1, section: 10))
        for (old, new) in [(withDuplicate, valid), (valid, withDuplicate)] {
            let typed = Self.outcome { () throws(SnapshotError) in try Snapshot.diff(from: Self.typed(old), to: Self.typed(new)) }
            let erased = Self.outcome { () throws(SnapshotError) in try AnySnapshot.diff(from: Self.erased(old), to: Self.erased(new)) }
            #expect(typed == .failure(expected))
            #expect(erased == .failure(expected))
        }
        #expect(throws: expected) { try Self.typed(withDuplicate).validate() }
    }

    /// An item whose id is neither `Int` nor `String`: typed storage of it is matched in place by
    /// an engine specialised here, library-made storage by copying its ids out and matching them
    /// with the library's generic engine.
    struct Keyed: Identifiable, Equatable, Sendable {
        struct Key: Hashable, Sendable { var value: Int }
        var id: Key
        var content: Int
    }

    @Test("An id type of the client's own: typed and erased storage give the same diff")
    func ownIDType() {
        for seed in UInt64(6_000_000)..<6_000_016 {
            var rng = DiffTestRandom(seed: seed)
            var ids = DiffTransitions.IDs()
            let old = Self.unevenData(ids: &ids, rng: &rng)
            let new = DiffTransitions.mutated(old, ids: &ids, rng: &rng)
            func keyed(_ data: Data) -> [(section: Header, items: [Keyed])] {
                data.map { (section: $0.header, items: $0.items.map { Keyed(id: Keyed.Key(value: $0.id), content: $0.content) }) }
            }
            func erasedKeyed(_ data: Data) -> AnySnapshot {
                AnySnapshot(sections: keyed(data).map { AnySnapshot.Section(AnyDiffable($0.section), items: $0.items.map { AnyDiffable($0) }) })
            }
            let typed = Self.outcome { () throws(SnapshotError) in
                try Snapshot.diff(from: Snapshot(keyed(old)), to: Snapshot(keyed(new)))
            }
            let erased = Self.outcome { () throws(SnapshotError) in
                try AnySnapshot.diff(from: erasedKeyed(old), to: erasedKeyed(new))
            }
            let reference = Self.outcome { () throws(SnapshotError) in
                try Snapshot.diff(from: Self.typed(old), to: Self.typed(new))
            }
            #expect(typed == erased, "seed \(seed)")
            #expect(typed == reference, "seed \(seed)")
        }
    }
}
