import CellControllers
import CellControllersTestSupport
import Testing

/// Every permutation of up to 6 items and every insert/delete subset of up to 5 items, flat and
/// as one section.
@Suite("Exhaustive diffs")
struct ExhaustiveDiffTests {
    /// All permutations of `0..<count`.
    static func permutations(of count: Int) -> [[Int]] {
        guard count > 0 else { return [[]] }
        return permutations(of: count - 1).flatMap { smaller in
            (0...smaller.count).map { index in
                var permutation = smaller
                permutation.insert(count - 1, at: index)
                return permutation
            }
        }
    }

    /// The ids of `universe` whose bit is set in `mask`, in order.
    static func subset(_ mask: Int, of universe: Int) -> [Int] {
        (0..<universe).filter { mask & (1 << $0) != 0 }
    }

    @Test("Every permutation of up to 6 items", arguments: 0...6)
    func permutations(count: Int) {
        let perms = Self.permutations(of: count)
        #expect(perms.count == (1...max(count, 1)).reduce(1, *))
        let old = Array(0..<count)
        for permutation in perms {
            let label = "permutation \(permutation)"
            DiffChecker.checkFlatDiff(
                from: old.map { DiffFixtures.Item(id: $0) }, to: permutation.map { DiffFixtures.Item(id: $0) },
                label: label)
            DiffChecker.checkSnapshotDiff(from: DiffFixtures.single(old), to: DiffFixtures.single(permutation), label: label)
            let moves = (try? FlatDiff.compute(old: old, new: permutation))?.moves.count
            #expect(moves == count - DiffReference.lisLength(permutation), "\(label)")
        }
    }

    @Test("Every delete/insert subset of up to 5 items")
    func subsets() {
        let universe = 5
        var checked = 0
        for oldMask in 0..<(1 << universe) {
            for newMask in 0..<(1 << universe) {
                let old = Self.subset(oldMask, of: universe)
                let new = Self.subset(newMask, of: universe)
                let label = "subsets \(old) -> \(new)"
                DiffChecker.checkFlatDiff(
                    from: old.map { DiffFixtures.Item(id: $0) }, to: new.map { DiffFixtures.Item(id: $0) }, label: label)
                DiffChecker.checkSnapshotDiff(from: DiffFixtures.single(old), to: DiffFixtures.single(new), label: label)
                let diff = try? FlatDiff.compute(old: old, new: new)
                #expect(diff?.moves == [], "\(label)")
                #expect(diff?.deletes.map { old[$0] } == old.filter { !new.contains($0) }, "\(label)")
                #expect(diff?.inserts.map { new[$0] } == new.filter { !old.contains($0) }, "\(label)")
                checked += 1
            }
        }
        #expect(checked == 1024)
    }

    @Test("Every permutation of up to 4 sections, with and without one item changing section", arguments: 1...4)
    func sectionPermutations(count: Int) {
        let old: DiffFixtures.Data = (0..<count).map {
            DiffFixtures.SectionData(header: .init(id: $0), items: [.init(id: 2 * $0), .init(id: 2 * $0 + 1)])
        }
        for permutation in Self.permutations(of: count) {
            let new = permutation.map { old[$0] }
            DiffChecker.checkSnapshotDiff(from: old, to: new, label: "sections \(permutation)")
            var crossed = new
            let item = crossed[0].items.removeFirst()
            crossed[count - 1].items.append(item)
            DiffChecker.checkSnapshotDiff(from: old, to: crossed, label: "sections \(permutation) with a crossing item")
        }
    }
}
