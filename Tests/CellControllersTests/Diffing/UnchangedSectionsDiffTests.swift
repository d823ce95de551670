@testable import CellControllers
import CellControllersTestSupport
import Foundation
import Testing

/// The diff that skips the sections whose items an edit left alone
/// (`AnySnapshot.diffSkippingUnchangedSections`): it must give exactly what the whole-screen diff
/// gives, and it must not look at the items of the sections it skips.
@Suite("Diffs that skip unchanged sections")
struct UnchangedSectionsDiffTests {
    struct Day: Identifiable, Equatable, Sendable {
        let id: Int
        var title = ""
    }

    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
        var text: String
        var counter: ComparisonCounter?

        static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.counter?.count()
            return lhs.id == rhs.id && lhs.text == rhs.text
        }
    }

    /// Counts the comparisons of the rows that carry it.
    final class ComparisonCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var comparisons = 0

        func count() { lock.withLock { comparisons += 1 } }
        var value: Int { lock.withLock { comparisons } }
    }

    /// A screen of `sections` days of random length, built by edits (so its index is built).
    static func screen(sections: Int, random: inout DiffTestRandom, nextID: inout Int) throws -> Snapshot<Day, Row> {
        var snapshot = Snapshot<Day, Row>()
        try snapshot.appendSections((0..<sections).map { Day(id: $0) })
        for section in 0..<sections {
            let rows = (0..<random.int(0...6)).map { _ in
                defer { nextID += 1 }
                return Row(id: nextID, text: "r\(nextID)")
            }
            try snapshot.appendItems(rows, toSection: section)
        }
        return snapshot
    }

    /// Random edits of the sections in `edited` only: inserts, deletes, moves between them,
    /// content changes, marks; plus marks and section title changes anywhere.
    static func edit(
        _ snapshot: inout Snapshot<Day, Row>, sections edited: [Int], random: inout DiffTestRandom, nextID: inout Int
    ) throws {
        func rows(in section: Int) throws -> [Row] { try snapshot.items(inSection: section) }
        for _ in 0..<random.int(1...6) {
            let section = random.pick(edited)
            let current = try rows(in: section)
            switch random.int(0..<5) {
            case 0:
                try snapshot.appendItems([Row(id: nextID, text: "new \(nextID)")], toSection: section)
                nextID += 1
            case 1:
                if let row = current.randomElement(using: &random) { try snapshot.deleteItems([row.id]) }
            case 2:
                let target = random.pick(edited)
                if let row = current.randomElement(using: &random), let anchor = try rows(in: target).randomElement(using: &random),
                   anchor.id != row.id {
                    try snapshot.moveItem(row.id, to: .before(anchor.id))
                }
            case 3:
                // A content change: the changed model replaces the old one where it was.
                if let index = current.indices.randomElement(using: &random) {
                    var changed = current[index]
                    changed.text += "!"
                    try snapshot.deleteItems([changed.id])
                    if index + 1 < current.count {
                        try snapshot.insertItems([changed], at: .before(current[index + 1].id))
                    } else {
                        try snapshot.appendItems([changed], toSection: section)
                    }
                }
            default:
                if let row = current.randomElement(using: &random) { try snapshot.reconfigureItems([row.id]) }
            }
        }
        // Marks and section reloads may fall anywhere, also in the sections left alone.
        let all = (0..<snapshot.numberOfSections).flatMap { (try? rows(in: $0)) ?? [] }
        if random.chance(0.3), let row = all.randomElement(using: &random) { try snapshot.reconfigureItems([row.id]) }
        if random.chance(0.2), let row = all.randomElement(using: &random) { try snapshot.reloadItems([row.id]) }
        if random.chance(0.2) { try snapshot.reloadSections([random.int(0..<snapshot.numberOfSections)]) }
        if random.chance(0.2) {
            // A section's model changes content, not identity (written in place, as no public
            // edit does, so that the section keeps its item storage and the index stays built).
            let section = random.int(0..<snapshot.numberOfSections)
            snapshot.erased.storage[section].model = AnyDiffable(Day(id: section, title: "renamed"))
        }
    }

    @Test("Random edits of some sections: the diff of the changed sections alone is the whole-screen diff", arguments: 0..<4)
    func randomEditsGiveTheWholeScreenDiff(batch: Int) throws {
        var skipped = 0
        for seed in UInt64(batch * 500)..<UInt64(batch * 500 + 500) {
            var random = DiffTestRandom(seed: seed)
            var nextID = 0
            let sectionCount = random.int(2...6)
            let old = try Self.screen(sections: sectionCount, random: &random, nextID: &nextID)
            var new = old
            let edited = Array((0..<sectionCount).shuffled(using: &random).prefix(random.int(1..<sectionCount)))
            try Self.edit(&new, sections: edited, random: &random, nextID: &nextID)
            let whole = try AnySnapshot.diff(from: old.erased, to: new.erased)
            let shortcut = try AnySnapshot.diffSkippingUnchangedSections(from: old.erased, to: new.erased, contentChanges: .reconfigure)
            #expect(shortcut != nil, "seed \(seed): the edits left a section alone, the shortcut applies")
            if let shortcut {
                skipped += 1
                #expect(shortcut == whole, "seed \(seed)")
            }
        }
        #expect(skipped > 250)
    }

    @Test("An apply that appends to one of 100 sections compares only that section's items")
    func oneEditedSectionIsTheOnlyOneCompared() throws {
        let counter = ComparisonCounter()
        var old = Snapshot<Day, Row>()
        try old.appendSections((0..<100).map { Day(id: $0) })
        for section in 0..<100 {
            try old.appendItems((0..<100).map { Row(id: section * 100 + $0, text: "", counter: counter) }, toSection: section)
        }
        var new = old
        try new.appendItems([Row(id: 1_000_000, text: "new")], toSection: 42)

        let prepared = try PreparedChanges.compute(from: old.erased, to: new.erased, contentChanges: .reconfigure)

        #expect(prepared.changes?.structure.insertedItems == [ItemPath(item: 100, section: 42)])
        #expect(prepared.changes?.changeCount == 1)
        #expect(counter.value <= 100, "only section 42's 100 kept rows are compared, not the 10,000 of the screen")
        // The whole-screen diff compares every kept row: the counter sees the difference.
        _ = try AnySnapshot.diff(from: old.erased, to: new.erased)
        #expect(counter.value >= 10_000)
    }

    @Test("A duplicate between a changed section and one left alone is not hidden: without an index proving it unique, the whole screen is diffed, and the duplicate throws")
    func aDuplicateAcrossSectionsStillThrows() throws {
        var old = Snapshot<Day, Row>()
        try old.appendSections([Day(id: 0), Day(id: 1)])
        try old.appendItems([Row(id: 1, text: "a"), Row(id: 2, text: "b")], toSection: 0)
        try old.appendItems([Row(id: 3, text: "c")], toSection: 1)
        var new = old.erased
        // Section 1 gets a copy of row 1, which section 0 (left alone) still has. Written
        // through `sections`, which forgets the index, as every unchecked write does.
        new.sections[1] = AnySnapshot.Section(Day(id: 1), items: [Row(id: 3, text: "c"), Row(id: 1, text: "a")])

        #expect(!new.hasProvenUniqueIdentifiers)
        #expect(try AnySnapshot.diffSkippingUnchangedSections(from: old.erased, to: new, contentChanges: .reconfigure) == nil)
        #expect(throws: SnapshotError.self) {
            try PreparedChanges.compute(from: old.erased, to: new, contentChanges: .reconfigure)
        }
    }

    @Test("Sections reordered, inserted or deleted: the shortcut does not apply")
    func changedSectionsAreDiffedWhole() throws {
        var random = DiffTestRandom(seed: 7)
        var nextID = 0
        let old = try Self.screen(sections: 4, random: &random, nextID: &nextID)
        var moved = old
        try moved.moveSection(3, to: .before(0))
        var inserted = old
        try inserted.appendSections([Day(id: 9)])
        var deleted = old
        try deleted.deleteSections([2])
        for new in [moved, inserted, deleted] {
            #expect(try AnySnapshot.diffSkippingUnchangedSections(from: old.erased, to: new.erased, contentChanges: .reconfigure) == nil)
        }
    }
}
