import CellControllers
import Testing

/// Reconfigure and reload marks in the diff: what the new snapshot marks is reported in the
/// content stage (the last stage) even when unchanged; reload wins over reconfigure; marks of
/// inserted items and sections, and of the old snapshot, play no part.
@Suite("AnySnapshot marks in the diff")
struct SnapshotMarksTests {
    typealias F = EditFixtures

    /// Sections 0 and 1 with photos [1, 2, 3] and [4, 5].
    func base() throws -> AnySnapshot {
        try F.photos([(0, [1, 2, 3]), (1, [4, 5])])
    }

    func path(_ item: Int, _ section: Int) -> ItemPath { ItemPath(item: item, section: section) }

    /// The content stage of `changeset` (its last stage, when that has no structural change).
    func content(_ changeset: StagedChangeset) -> BatchUpdate? {
        guard let last = changeset.stages.last, EditChecks.isContentOnly(last) else { return nil }
        return last
    }

    @Test("Unchanged but marked items and sections are the only stage", arguments: [ContentChangeStyle.reconfigure, .reload])
    func marksAlone(style: ContentChangeStyle) throws {
        let old = try base()
        var new = old
        try new.reconfigureItems([EditPhoto(id: 2)])
        try new.reloadItems([F.photo(5)])
        try new.reloadSections([EditGroup(id: 0)])
        let changeset = try AnySnapshot.diff(from: old, to: new, contentChanges: style)
        #expect(changeset.stages == [BatchUpdate(reloadedSections: [0], reloadedItems: [path(1, 1)], reconfiguredItems: [path(1, 0)])])
        // Marks are not content: without them the snapshots are equal and nothing happens.
        #expect(new == old)
        #expect(try AnySnapshot.diff(from: old, to: new.withoutMarks, contentChanges: style).stages.isEmpty)
    }

    @Test("A reload mark wins over a reconfigure mark and over a content change reported as reconfigure")
    func reloadWins() throws {
        let old = try base()
        var new = try F.photos([(0, [1, 2, 3]), (1, [4])])
        try new.appendItems([EditPhoto(id: 5, value: 1)], toSection: F.group(1))  // content changed
        try new.reconfigureItems([EditPhoto(id: 1), EditPhoto(id: 2)])
        try new.reloadItems([EditPhoto(id: 2), EditPhoto(id: 5)])
        let reconfigure = try AnySnapshot.diff(from: old, to: new)
        #expect(reconfigure.stages == [BatchUpdate(reloadedItems: [path(1, 0), path(1, 1)], reconfiguredItems: [path(0, 0)])])
        let reload = try AnySnapshot.diff(from: old, to: new, contentChanges: .reload)
        #expect(reload.stages == [BatchUpdate(reloadedItems: [path(1, 0), path(1, 1)], reconfiguredItems: [path(0, 0)])])

        // A reconfigure mark on a changed item: reported once, per the style.
        var changed = try F.photos([(0, [1, 2, 3]), (1, [4])])
        try changed.appendItems([EditPhoto(id: 5, value: 1)], toSection: F.group(1))
        try changed.reconfigureItems([EditPhoto(id: 5)])
        #expect(try AnySnapshot.diff(from: old, to: changed).stages == [BatchUpdate(reconfiguredItems: [path(1, 1)])])
        #expect(try AnySnapshot.diff(from: old, to: changed, contentChanges: .reload).stages == [BatchUpdate(reloadedItems: [path(1, 1)])])
    }

    @Test("A section both changed and marked is reloaded once, at its new index")
    func sectionChangedAndMarked() throws {
        let old = try base()
        var new = old
        new.sections[1].model = AnyDiffable(EditGroup(id: 1, title: 3))  // drops marks: mark after
        try new.reloadSections([F.group(1), F.group(0)])
        try new.moveSection(F.group(0), afterSection: F.group(1))
        let changeset = try AnySnapshot.diff(from: old, to: new)
        #expect(changeset.stages.count == 2)
        #expect(changeset.stages.first?.movedSections.count == 1)
        #expect(content(changeset) == BatchUpdate(reloadedSections: [0, 1]))
    }

    @Test("Marked items that move are reported at their destination in the content stage")
    func movedAndMarked() throws {
        let old = try base()
        var new = old
        try new.moveItem(EditPhoto(id: 1), afterItem: EditPhoto(id: 3))  // within the section
        try new.moveItem(EditPhoto(id: 4), beforeItem: EditPhoto(id: 2))  // across sections
        try new.reconfigureItems([EditPhoto(id: 1), EditPhoto(id: 4)])
        try new.reloadItems([EditPhoto(id: 5)])
        #expect(F.layout(new) == ["EditGroup(0): EditPhoto(4) EditPhoto(2) EditPhoto(3) EditPhoto(1)", "EditGroup(1): EditPhoto(5)"])
        let changeset = try AnySnapshot.diff(from: old, to: new)
        #expect(changeset.stages.count == 2)
        #expect(changeset.stages.first?.movedItems.count == 2)
        #expect(content(changeset) == BatchUpdate(reloadedItems: [path(0, 1)], reconfiguredItems: [path(0, 0), path(3, 0)]))
    }

    @Test("Marks of inserted items, of items in inserted sections and of inserted sections are not reported")
    func insertedNotReported() throws {
        let old = try base()
        var new = old
        try new.appendItems([EditPhoto(id: 9)], toSection: F.group(0))
        try new.insertSections([EditGroup(id: 7)], beforeSection: F.group(0))
        try new.appendItems([EditPost(id: 1)], toSection: F.group(7))
        try new.moveItem(EditPhoto(id: 4), afterItem: EditPost(id: 1))  // kept item into an inserted section
        try new.reconfigureItems([F.photo(9), F.post(1), F.photo(4)])
        try new.reloadItems([AnyDiffable(EditPost(id: 1)), AnyDiffable(EditPhoto(id: 9))])
        try new.reloadSections([F.group(7), F.group(1)])
        try new.reconfigureItems([EditPhoto(id: 2)])
        let changeset = try AnySnapshot.diff(from: old, to: new)
        #expect(changeset.stages.count == 2)
        #expect(content(changeset) == BatchUpdate(reloadedSections: [2], reconfiguredItems: [path(1, 1)]))
    }

    @Test("An item rescued from a deleted section is an insert: its marks are not reported")
    func rescuedNotReported() throws {
        let old = try base()
        var new = old
        try new.moveItem(EditPhoto(id: 4), afterItem: EditPhoto(id: 1))
        try new.deleteSections([F.group(1)])
        try new.reconfigureItems([EditPhoto(id: 4), EditPhoto(id: 3)])
        try new.reloadItems([EditPhoto(id: 4)])
        let changeset = try AnySnapshot.diff(from: old, to: new)
        #expect(changeset.stages.first == BatchUpdate(deletedSections: [1], insertedItems: [path(1, 0)]))
        #expect(content(changeset) == BatchUpdate(reconfiguredItems: [path(3, 0)]))
    }

    @Test("Marks of the old snapshot play no part; the setter and withoutMarks drop marks")
    func oldMarks() throws {
        var old = try base()
        try old.reconfigureItems([EditPhoto(id: 1)])
        try old.reloadItems([EditPhoto(id: 4)])
        try old.reloadSections([F.group(0)])
        let new = try base()
        #expect(try AnySnapshot.diff(from: old, to: new).stages.isEmpty)
        #expect(try AnySnapshot.diff(from: old, to: old.withoutMarks).stages.isEmpty)
        #expect(try AnySnapshot.diff(from: new, to: old).changeCount == 3)

        var reassigned = old
        reassigned.sections = old.sections
        #expect(try AnySnapshot.diff(from: new, to: reassigned).stages.isEmpty)
        var modified = old
        modified.sections[0].model = AnyDiffable(EditGroup(id: 0))
        #expect(try AnySnapshot.diff(from: new, to: modified).stages.isEmpty)
    }

    @Test("Deleting a marked item drops its mark: added again, it is not reported")
    func deletedMarkGone() throws {
        let old = try base()
        var new = old
        try new.reloadItems([EditPhoto(id: 2)])
        try new.reloadSections([F.group(1)])
        try new.deleteItems([EditPhoto(id: 2)])
        try new.deleteSections([F.group(1)])
        try new.appendSections([EditGroup(id: 1)])
        try new.appendItems([EditPhoto(id: 4), EditPhoto(id: 5)])
        try new.insertItems([EditPhoto(id: 2)], afterItem: EditPhoto(id: 1))
        #expect(new.reloadedItemIdentifiers.isEmpty && new.reloadedSectionIdentifiers.isEmpty)
        #expect(try AnySnapshot.diff(from: old, to: new).stages.isEmpty)
    }

    @Test("Marks are kept by copies, and reported the same from typed and erased storage")
    func marksAndStorage() throws {
        let old = try base()
        var new = old
        try new.reconfigureItems([EditPhoto(id: 3)])
        try new.reloadItems([EditPhoto(id: 4)])
        try new.reloadSections([F.group(1)])
        let copy = new
        let erased = try F.erased(new)
        try #require(erased.sections.allSatisfy { !$0.storesItemsTyped })
        #expect(erased.reconfiguredItemIdentifiers == [F.photo(3)] && erased.reloadedItemIdentifiers == [F.photo(4)])
        let expected = [BatchUpdate(reloadedSections: [1], reloadedItems: [path(0, 1)], reconfiguredItems: [path(2, 0)])]
        for style in [ContentChangeStyle.reconfigure, .reload] {
            #expect(try AnySnapshot.diff(from: old, to: new, contentChanges: style).stages == expected)
            #expect(try AnySnapshot.diff(from: old, to: copy, contentChanges: style).stages == expected)
            #expect(try AnySnapshot.diff(from: old, to: erased, contentChanges: style).stages == expected)
            #expect(try AnySnapshot.diff(from: try F.erased(old), to: new, contentChanges: style).stages == expected)
        }
    }

    @Test("Marks, edits and changes at random: the content stage is exactly what the references predict")
    func randomMarks() throws {
        // The property tests diff after many operations; here every sequence is short and
        // every one is diffed, with marks on most items.
        for seed in UInt64(0)..<300 {
            var generator = EditGenerator(seed: 7_000_000 + seed)
            let reference = generator.initialReference()
            var snapshot = reference.snapshot
            var current = reference
            for _ in 0..<generator.rng.fastInt(1...12) {
                let operation = generator.operation(current)
                if operation.apply(to: &current) == nil { try operation.perform(on: &snapshot) }
            }
            if let mismatch = EditChecks.diff(
                from: reference.snapshot, reference, to: snapshot, current, style: seed % 2 == 0 ? .reconfigure : .reload) {
                Issue.record("seed \(seed): \(mismatch)")
            }
        }
    }
}
