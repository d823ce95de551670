import CellControllers
import CellControllersTestSupport
import Testing

@Suite("AnySnapshot.diff")
struct SnapshotDiffTests {
    typealias Item = DiffFixtures.Item
    typealias Header = DiffFixtures.Header
    typealias SectionData = DiffFixtures.SectionData

    func diff(_ old: DiffFixtures.Data, _ new: DiffFixtures.Data, _ style: ContentChangeStyle = .reconfigure) throws -> StagedChangeset {
        try AnySnapshot.diff(from: DiffFixtures.snapshot(old), to: DiffFixtures.snapshot(new), contentChanges: style)
    }

    func section(_ id: Int, _ items: [Int], title: Int = 0) -> SectionData {
        SectionData(header: Header(id: id, title: title), items: items.map { Item(id: $0) })
    }

    @Test("Equal snapshots give zero stages")
    func equal() throws {
        let data = [section(0, [1, 2, 3]), section(1, [4])]
        let changeset = try diff(data, data)
        #expect(changeset.stages.isEmpty)
        #expect(changeset.isEmpty && changeset.changeCount == 0 && changeset.moveCount == 0)
        #expect(try AnySnapshot.diff(from: AnySnapshot(), to: AnySnapshot()).stages.isEmpty)
    }

    @Test("The stages are named: a content-only change has only a content stage")
    func namedStages() throws {
        let contentOnly = try diff([section(0, [1, 2])], [section(0, [1, 2], title: 1)])
        #expect(contentOnly.structure.isEmpty)
        #expect(contentOnly.content == BatchUpdate(reloadedSections: [0]))
        #expect(contentOnly.namedStages.map(\.stage) == [.content])
        let both = try diff([section(0, [1, 2]), section(1, [3])], [section(1, [3], title: 1), section(0, [1, 2])])
        #expect(both.namedStages.map(\.stage) == [.structure, .content])
        #expect(both.stages == [both.structure, both.content])
    }

    @Test("Rotating three items is one move")
    func rotation() throws {
        let changeset = try diff([section(0, [1, 2, 3])], [section(0, [3, 1, 2])])
        #expect(changeset.stages == [BatchUpdate(movedItems: [Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))])])
        #expect(changeset.moveCount == 1)
    }

    @Test("Inserts and deletes around kept items move nothing")
    func insertDelete() throws {
        let changeset = try diff([section(0, [1, 2, 3, 4])], [section(0, [0, 2, 4, 5])])
        #expect(changeset.stages == [BatchUpdate(
            deletedItems: [ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 0)],
            insertedItems: [ItemPath(item: 0, section: 0), ItemPath(item: 3, section: 0)])])
    }

    @Test("Content change is a reconfigure by default and a reload with .reload")
    func contentStyle() throws {
        let old = [SectionData(header: Header(id: 0), items: [Item(id: 1), Item(id: 2)])]
        let new = [SectionData(header: Header(id: 0), items: [Item(id: 1), Item(id: 2, content: 9)])]
        let path = ItemPath(item: 1, section: 0)
        #expect(try diff(old, new).stages == [BatchUpdate(reconfiguredItems: [path])])
        #expect(try diff(old, new, .reload).stages == [BatchUpdate(reloadedItems: [path])])
    }

    @Test("Section content change reloads the section at its final index")
    func sectionReload() throws {
        let changeset = try diff([section(0, [1]), section(1, [2])], [section(2, []), section(0, [1]), section(1, [2], title: 5)])
        #expect(changeset.stages == [BatchUpdate(insertedSections: [0]), BatchUpdate(reloadedSections: [2])])
    }

    @Test("A moved item whose content changed moves in stage 1 and is reconfigured at its destination in stage 2")
    func moveAndChange() throws {
        let old = [SectionData(header: Header(id: 0), items: [Item(id: 1), Item(id: 2), Item(id: 3)])]
        let new = [SectionData(header: Header(id: 0), items: [Item(id: 3, content: 1), Item(id: 1), Item(id: 2)])]
        let changeset = try diff(old, new)
        #expect(changeset.stages == [
            BatchUpdate(movedItems: [Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))]),
            BatchUpdate(reconfiguredItems: [ItemPath(item: 0, section: 0)]),
        ])
        #expect(changeset.changeCount == 2 && changeset.moveCount == 1)
    }

    @Test("An item changing between kept sections is a move; items of a moved section are not")
    func crossSection() throws {
        let changeset = try diff([section(0, [1, 2]), section(1, [3, 4])], [section(1, [3, 4, 1]), section(0, [2])])
        #expect(changeset.stages == [BatchUpdate(
            movedSections: [Move(from: 1, to: 0)],
            movedItems: [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))])])
        #expect(changeset.moveCount == 2)
    }

    @Test("Items leaving a deleted section are inserted; items entering an inserted section are deleted")
    func deletedAndInsertedSections() throws {
        let changeset = try diff([section(0, [1, 2]), section(1, [3, 4])], [section(1, [3, 1]), section(2, [4, 5])])
        #expect(changeset.stages == [BatchUpdate(
            deletedSections: [0], insertedSections: [1],
            deletedItems: [ItemPath(item: 1, section: 1)],
            insertedItems: [ItemPath(item: 1, section: 0)])])
        #expect(changeset.moveCount == 0)
    }

    @Test("Empty to non-empty and back are section inserts and deletes only")
    func emptyTransitions() throws {
        let data = [section(0, [1, 2]), section(1, [])]
        #expect(try diff([], data).stages == [BatchUpdate(insertedSections: [0, 1])])
        #expect(try diff(data, []).stages == [BatchUpdate(deletedSections: [0, 1])])
    }

    @Test("Photo 7 and Post 7 are different items")
    func typeIsPartOfIdentity() throws {
        let header = Header(id: 0)
        let old = AnySnapshot(sections: [AnySnapshot.Section(header, items: [AnyDiffable(DiffFixtures.Photo(id: 7))])])
        let new = AnySnapshot(sections: [AnySnapshot.Section(header, items: [AnyDiffable(DiffFixtures.Post(id: 7))])])
        let changeset = try AnySnapshot.diff(from: old, to: new)
        let path = ItemPath(item: 0, section: 0)
        #expect(changeset.stages == [BatchUpdate(deletedItems: [path], insertedItems: [path])])
        #expect(try AnySnapshot.diff(from: old, to: old).isEmpty)
    }

    @Test("Mixed model types in one section diff by type and id")
    func mixedTypes() throws {
        let header = Header(id: 0)
        let old = AnySnapshot(sections: [AnySnapshot.Section(header, items: [
            AnyDiffable(DiffFixtures.Photo(id: 1)), AnyDiffable(DiffFixtures.Post(id: 1)), AnyDiffable(DiffFixtures.Photo(id: 2)),
        ])])
        let new = AnySnapshot(sections: [AnySnapshot.Section(header, items: [
            AnyDiffable(DiffFixtures.Post(id: 1, text: "edited")), AnyDiffable(DiffFixtures.Photo(id: 2)), AnyDiffable(DiffFixtures.Photo(id: 1)),
        ])])
        let changeset = try AnySnapshot.diff(from: old, to: new)
        #expect(changeset.stages == [
            BatchUpdate(movedItems: [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))]),
            BatchUpdate(reconfiguredItems: [ItemPath(item: 0, section: 0)]),
        ])
    }

    @Test("The diff runs off the main actor")
    func offMainActor() async throws {
        let old = DiffFixtures.snapshot([section(0, [1, 2, 3])])
        let new = DiffFixtures.snapshot([section(0, [3, 2, 1])])
        let task = Task.detached { try AnySnapshot.diff(from: old, to: new) }
        #expect(try await task.value.moveCount == 2)
    }
}
