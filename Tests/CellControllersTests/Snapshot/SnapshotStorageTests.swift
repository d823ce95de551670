import CellControllers
import CellControllersTestSupport
import Testing

/// Compact section storage (one typed array per homogeneous section, erased items otherwise),
/// and the diff's two item-matching paths: typed ids when every item of both snapshots has one
/// model type, erased identifiers otherwise, with identical results, even for ids that all
/// hash alike.
@Suite("AnySnapshot storage and typed diffing")
struct SnapshotStorageTests {
    typealias F = EditFixtures

    // MARK: Section storage

    @Test("A section of one model type stores it typed, and reads it back every way")
    func typedSection() {
        let photos = [EditPhoto(id: 3, value: 1), EditPhoto(id: 1), EditPhoto(id: 2, value: 7)]
        let section = AnySnapshot.Section(EditGroup(id: 0, title: 2), items: photos)
        #expect(section.storesItemsTyped)
        #expect(section.count == 3 && !section.isEmpty)
        #expect(section.identifier == F.group(0))
        #expect(section.model.model(as: EditGroup.self) == EditGroup(id: 0, title: 2))
        #expect((0..<3).map { section.identifier(at: $0) } == [F.photo(3), F.photo(1), F.photo(2)])
        #expect(section.item(at: 2) == AnyDiffable(EditPhoto(id: 2, value: 7)))
        #expect(section.model(at: 0, as: EditPhoto.self) == EditPhoto(id: 3, value: 1))
        #expect(section.model(at: 0, as: EditPost.self) == nil)
        #expect(section.models(as: EditPhoto.self) == photos)
        #expect(section.models(as: EditPost.self) == nil)
        #expect(section.items == photos.map { AnyDiffable($0) })

        // Erased items of one type are stored typed too.
        let fromErased = AnySnapshot.Section(AnyDiffable(EditGroup(id: 0, title: 2)), items: photos.map { AnyDiffable($0) })
        #expect(fromErased.storesItemsTyped)
        #expect(fromErased.models(as: EditPhoto.self) == photos)
        #expect(fromErased == section)
    }

    /// The snapshot of controller sections copies models out of the controllers a chunk at a
    /// time and keeps them beside the controllers, for the diff; an item of another type anywhere
    /// (first, last, either side of a chunk boundary) leaves the controllers alone, with the same
    /// identities. Either way the items read back are the controllers, in order.
    @Test("A snapshot of controller sections keeps one model type's models beside the controllers, and a mix as controllers",
          arguments: [nil, 0, 255, 256, 599])
    @MainActor
    func controllerSections(oddOneAt odd: Int?) {
        let controllers: [CellController<TableHost>] = (0..<600).map { index in
            index == odd ? ModelCellController<LabelCell, EditPhoto>(model: EditPhoto(id: index)) : LabelController(id: index)
        }
        let snapshot = Snapshot([ControllerSection(id: 0, items: controllers), ControllerSection(id: 1, items: [])])
        let erased = AnySnapshot([ControllerSection(id: 0, items: controllers), ControllerSection(id: 1, items: [])])
        #expect(erased.sections[0].storesItemsTyped)
        #expect((erased.sections[0].models(as: Row.self) != nil) == (odd == nil))
        #expect((0..<600).map { erased.sections[0].identifier(at: $0) } == controllers.map(\.diffable.id))
        #expect(snapshot.itemIdentifiers == controllers.map(\.id))
        #expect(zip(snapshot.items, controllers).allSatisfy { $0 === $1 })
        #expect(erased.sections[1].isEmpty)
        #expect(erased.numberOfItems == 600)
    }

    @Test("A section that mixes model types stores its items erased, and reads them back every way")
    func erasedSection() {
        let items = [AnyDiffable(EditPhoto(id: 1)), AnyDiffable(EditPost(id: 1, value: 4)), AnyDiffable(EditPhoto(id: 2))]
        let section = AnySnapshot.Section(EditGroup(id: 5), items: items)
        #expect(!section.storesItemsTyped)
        #expect(section.count == 3)
        #expect((0..<3).map { section.identifier(at: $0) } == [F.photo(1), F.post(1), F.photo(2)])
        #expect(section.item(at: 1) == AnyDiffable(EditPost(id: 1, value: 4)))
        #expect(section.model(at: 1, as: EditPost.self) == EditPost(id: 1, value: 4))
        #expect(section.model(at: 1, as: EditPhoto.self) == nil)
        #expect(section.model(at: 2, as: EditPhoto.self) == EditPhoto(id: 2))
        #expect(section.models(as: EditPhoto.self) == nil && section.models(as: EditPost.self) == nil)
        #expect(section.items == items)
    }

    @Test("An empty section is stored typed, reads as empty, and has no models of a type it never held")
    func emptySection() {
        for section in [AnySnapshot.Section(EditGroup(id: 0), items: [EditPhoto]()), AnySnapshot.Section(EditGroup(id: 0), items: [AnyDiffable]())] {
            #expect(section.isEmpty && section.count == 0)
            #expect(section.items.isEmpty)
            #expect(section.storesItemsTyped)
        }
        #expect(AnySnapshot.Section(EditGroup(id: 0), items: [AnyDiffable]()).models(as: EditPhoto.self) == nil)
        #expect(AnySnapshot.Section(EditGroup(id: 0), items: [EditPhoto]()) == AnySnapshot.Section(EditGroup(id: 0), items: [AnyDiffable]()))
    }

    @Test("Setting items stores them as compactly as they allow")
    func itemsSetter() {
        var section = AnySnapshot.Section(EditGroup(id: 0), items: [EditPhoto(id: 1)])
        section.items = [AnyDiffable(EditPost(id: 1)), AnyDiffable(EditPost(id: 2))]
        #expect(section.storesItemsTyped && section.models(as: EditPost.self) == [EditPost(id: 1), EditPost(id: 2)])
        section.items.append(AnyDiffable(EditPhoto(id: 1)))
        #expect(!section.storesItemsTyped && section.count == 3)
        section.items.removeLast()
        #expect(section.storesItemsTyped && section.models(as: EditPost.self) == [EditPost(id: 1), EditPost(id: 2)])
        section.items = []
        #expect(section.isEmpty && section.storesItemsTyped)
    }

    @Test("Sections are equal by model and items, however they are stored")
    func equality() throws {
        let typed = AnySnapshot.Section(EditGroup(id: 0), items: [EditPhoto(id: 1), EditPhoto(id: 2)])
        let snapshot = AnySnapshot(sections: [typed])
        let erased = try F.erased(snapshot)
        try #require(!erased.sections[0].storesItemsTyped)
        #expect(erased.sections[0] == typed && erased == snapshot)
        #expect(erased.sections[0].model(at: 1, as: EditPhoto.self) == EditPhoto(id: 2))
        #expect(typed != AnySnapshot.Section(EditGroup(id: 0), items: [EditPhoto(id: 1), EditPhoto(id: 2, value: 1)]))
        #expect(typed != AnySnapshot.Section(EditGroup(id: 0), items: [EditPhoto(id: 2), EditPhoto(id: 1)]))
        #expect(typed != AnySnapshot.Section(EditGroup(id: 0, title: 1), items: [EditPhoto(id: 1), EditPhoto(id: 2)]))
        #expect(typed != AnySnapshot.Section(EditGroup(id: 0), items: [EditPost(id: 1), EditPost(id: 2)]))
        #expect(typed != AnySnapshot.Section(EditGroup(id: 0), items: [EditPhoto(id: 1)]))
    }

    // MARK: Storage under editing

    @Test("Editing: an item of another type erases the section; deleting every item makes it typed again")
    func editingFlips() throws {
        var snapshot = try F.photos([(0, [1, 2]), (1, [])])
        #expect(snapshot.sections.allSatisfy { $0.storesItemsTyped })
        try snapshot.appendItems([EditPost(id: 1)], toSection: F.group(0))
        #expect(!snapshot.sections[0].storesItemsTyped)
        #expect(snapshot.sections[0].model(at: 2, as: EditPost.self) == EditPost(id: 1))
        // An empty section takes the type of what joins it.
        try snapshot.appendItems([EditPost(id: 2), EditPost(id: 3)], toSection: F.group(1))
        #expect(snapshot.sections[1].models(as: EditPost.self) == [EditPost(id: 2), EditPost(id: 3)])
        try snapshot.insertItems([AnyDiffable(EditPost(id: 4))], beforeItem: EditPost(id: 2))
        #expect(snapshot.sections[1].models(as: EditPost.self) == [EditPost(id: 4), EditPost(id: 2), EditPost(id: 3)])
        try snapshot.insertItems([AnyDiffable(EditPhoto(id: 9)), AnyDiffable(EditPost(id: 9))], afterItem: EditPost(id: 4))
        #expect(!snapshot.sections[1].storesItemsTyped)
        // Typed items moved between typed sections of their type stay typed.
        var typed = try F.photos([(0, [1, 2]), (1, [3])])
        try typed.moveItem(EditPhoto(id: 1), afterItem: EditPhoto(id: 3))
        #expect(typed.sections[1].models(as: EditPhoto.self) == [EditPhoto(id: 3), EditPhoto(id: 1)])
        #expect(typed.sections[0].models(as: EditPhoto.self) == [EditPhoto(id: 2)])
        // Emptied sections take any type again.
        try typed.deleteItems([EditPhoto(id: 2)])
        try typed.appendItems([EditPost(id: 1)], toSection: F.group(0))
        #expect(typed.sections[0].models(as: EditPost.self) == [EditPost(id: 1)])
        snapshot.deleteAllItems()
        #expect(snapshot.sections.allSatisfy { $0.storesItemsTyped && $0.isEmpty })
        try snapshot.appendItems([EditPhoto(id: 5)], toSection: F.group(0))
        try snapshot.appendItems([EditPost(id: 5)], toSection: F.group(1))
        #expect(snapshot.sections[0].models(as: EditPhoto.self) == [EditPhoto(id: 5)])
        #expect(snapshot.sections[1].models(as: EditPost.self) == [EditPost(id: 5)])
    }

    /// Bug: `AnySnapshot.Section.insert(contentsOf:at:)` keeps typed storage only when the joining
    /// items come in typed storage. An item moved out of a section that stores its items erased
    /// arrives as erased storage, so `moveItem` erases a typed destination section even though
    /// the item has the destination's model type; the documentation says a section "becomes
    /// erased only when an item of another type joins it". Values and lookups stay right, but
    /// the section loses its typed storage (`models(as:)` is `nil`), and with it every later
    /// diff of the snapshot falls back from typed id matching to erased identifiers.
    @Test("Bug: moving an item into a typed section of its own type keeps the section typed")
    func moveItemFromErasedSectionKeepsDestinationTyped() throws {
        var snapshot = try F.photos([(0, [1, 2]), (1, [3, 4])])
        try snapshot.appendItems([EditPost(id: 1)], toSection: F.group(0))  // section 0 is now erased
        try #require(!snapshot.sections[0].storesItemsTyped && snapshot.sections[1].storesItemsTyped)
        try snapshot.moveItem(EditPhoto(id: 1), afterItem: EditPhoto(id: 4))
        #expect(F.layout(snapshot) == ["EditGroup(0): EditPhoto(2) EditPost(1)", "EditGroup(1): EditPhoto(3) EditPhoto(4) EditPhoto(1)"])
        #expect(snapshot.sections[1].storesItemsTyped)
        #expect(snapshot.sections[1].models(as: EditPhoto.self) == [EditPhoto(id: 3), EditPhoto(id: 4), EditPhoto(id: 1)])
    }

    /// Bug: `AnySnapshot.Section.models(as:)` is documented as "the models of a section whose
    /// items are all of type `type`, or `nil` when they are not (or when the section is empty
    /// and never held that type)", but it reads only typed storage: a section that became
    /// erased when an item of another type joined it and then lost that item (it stays erased,
    /// by design) holds only photos, yet `models(as: EditPhoto.self)` is `nil`.
    @Test("Bug: models(as:) of an erased section whose items all have that type returns them")
    func modelsOfErasedSectionWithOneType() throws {
        var snapshot = try F.photos([(0, [1, 2])])
        try snapshot.appendItems([EditPost(id: 1)])
        try snapshot.deleteItems([EditPost(id: 1)])
        try #require(!snapshot.sections[0].storesItemsTyped)
        #expect(snapshot.sections[0].model(at: 1, as: EditPhoto.self) == EditPhoto(id: 2))
        #expect(snapshot.sections[0].models(as: EditPhoto.self) == [EditPhoto(id: 1), EditPhoto(id: 2)])
        #expect(snapshot.sections[0].models(as: EditPost.self) == nil)
    }

    // MARK: Typed and erased diffing

    /// The snapshot of `data` with every section stored erased.
    func erasedSnapshot(_ data: DiffFixtures.Data) throws -> AnySnapshot {
        let erased = try F.erased(DiffFixtures.snapshot(data))
        try #require(erased.sections.allSatisfy { $0.isEmpty || !$0.storesItemsTyped }, "adding and deleting an item should leave a section erased")
        return erased
    }

    /// The snapshot of `data` built from `AnyDiffable`s: typed storage made inside the library
    /// (with generic per-model operations), where `DiffFixtures.snapshot` makes it in this
    /// module, from typed arrays.
    func fromErasedItems(_ data: DiffFixtures.Data) -> AnySnapshot {
        AnySnapshot(sections: data.map { AnySnapshot.Section($0.header, items: $0.items.map { AnyDiffable($0) }) })
    }

    /// The snapshot of `data` with `String` ids (the item's id in decimal), built from typed
    /// arrays or from `AnyDiffable`s.
    func tagged(_ data: DiffFixtures.Data, erasedItems: Bool) -> AnySnapshot {
        AnySnapshot(sections: data.map { section in
            let tags = section.items.map { EditTag(id: "#\($0.id)", content: $0.content) }
            return erasedItems
                ? AnySnapshot.Section(section.header, items: tags.map { AnyDiffable($0) })
                : AnySnapshot.Section(section.header, items: tags)
        })
    }

    @Test("Typed storage, made here or in the library, and erased storage give identical diffs", arguments: 0..<4)
    func typedMatchesErased(batch: Int) throws {
        for offset in 0..<125 {
            let seed = UInt64(50_000 + batch * 125 + offset)
            let (oldData, newData) = DiffTransitions.transition(seed: seed)
            let old = DiffFixtures.snapshot(oldData)
            let new = DiffFixtures.snapshot(newData)
            try #require(old.sections.allSatisfy { $0.storesItemsTyped } && new.sections.allSatisfy { $0.storesItemsTyped })
            let erasedOld = try erasedSnapshot(oldData)
            let erasedNew = try erasedSnapshot(newData)
            let libraryOld = fromErasedItems(oldData)
            let libraryNew = fromErasedItems(newData)
            try #require(libraryOld.sections.allSatisfy { $0.storesItemsTyped })
            #expect(erasedOld == old && erasedNew == new && libraryOld == old && libraryNew == new)
            for style in [ContentChangeStyle.reconfigure, .reload] {
                let typed = try AnySnapshot.diff(from: old, to: new, contentChanges: style)
                let variants = [
                    try AnySnapshot.diff(from: erasedOld, to: new, contentChanges: style),
                    try AnySnapshot.diff(from: old, to: erasedNew, contentChanges: style),
                    try AnySnapshot.diff(from: erasedOld, to: erasedNew, contentChanges: style),
                    try AnySnapshot.diff(from: libraryOld, to: libraryNew, contentChanges: style),
                    try AnySnapshot.diff(from: libraryOld, to: new, contentChanges: style),
                    try AnySnapshot.diff(from: old, to: libraryNew, contentChanges: style),
                    try AnySnapshot.diff(from: tagged(oldData, erasedItems: false), to: tagged(newData, erasedItems: false), contentChanges: style),
                    try AnySnapshot.diff(from: tagged(oldData, erasedItems: true), to: tagged(newData, erasedItems: true), contentChanges: style),
                    try AnySnapshot.diff(from: tagged(oldData, erasedItems: true), to: tagged(newData, erasedItems: false), contentChanges: style),
                ]
                for (variant, changeset) in variants.enumerated() {
                    #expect(changeset == typed, "seed \(seed), variant \(variant), \(style)")
                }
            }
            if offset % 10 == 0 { DiffChecker.checkSnapshotDiff(from: oldData, to: newData, label: "seed \(seed)") }
        }
    }

    @Test("Typed and erased storage report the same duplicate")
    func duplicatesBothWays() throws {
        let valid = DiffFixtures.snapshot([DiffFixtures.SectionData(header: DiffFixtures.Header(id: 0), items: [DiffFixtures.Item(id: 1)])])
        let duplicate = AnySnapshot(sections: [
            AnySnapshot.Section(DiffFixtures.Header(id: 0), items: [DiffFixtures.Item(id: 1), DiffFixtures.Item(id: 2)]),
            AnySnapshot.Section(DiffFixtures.Header(id: 1), items: [DiffFixtures.Item(id: 3), DiffFixtures.Item(id: 2)]),
        ])
        let erased = try F.erased(duplicate)
        let expected = SnapshotError.duplicateItem(
            DiffIdentifier(type: DiffFixtures.Item.self, id: 2), first: ItemPath(item: 1, section: 0), second: ItemPath(item: 1, section: 1))
        for snapshot in [duplicate, erased] {
            #expect(throws: expected) { try snapshot.validate() }
            #expect(throws: expected) { try AnySnapshot.diff(from: snapshot, to: valid) }
            #expect(throws: expected) { try AnySnapshot.diff(from: valid, to: snapshot) }
        }
    }

    // MARK: Ids that all hash alike

    /// The snapshot of `data` with `ClashingItem`s (same ids and content): typed, made here or
    /// (from `AnyDiffable`s) in the library, or erased.
    func clashing(_ data: DiffFixtures.Data, erased: Bool, fromErasedItems: Bool = false) throws -> AnySnapshot {
        let snapshot = AnySnapshot(sections: data.map { section in
            let items = section.items.map { ClashingItem(id: ClashingID(value: $0.id), content: $0.content) }
            return fromErasedItems
                ? AnySnapshot.Section(section.header, items: items.map { AnyDiffable($0) })
                : AnySnapshot.Section(section.header, items: items)
        })
        return erased ? try F.erased(snapshot) : snapshot
    }

    @Test("Ids that all hash alike: typed (made here or in the library) and erased storage give the diff of Int ids")
    func clashingIDs() throws {
        for seed in UInt64(80_000)..<80_200 {
            let (oldData, newData) = DiffTransitions.transition(seed: seed)
            let expected = try AnySnapshot.diff(from: DiffFixtures.snapshot(oldData), to: DiffFixtures.snapshot(newData))
            let typedOld = try clashing(oldData, erased: false)
            let typedNew = try clashing(newData, erased: false)
            let libraryOld = try clashing(oldData, erased: false, fromErasedItems: true)
            let libraryNew = try clashing(newData, erased: false, fromErasedItems: true)
            #expect(try AnySnapshot.diff(from: typedOld, to: typedNew) == expected, "seed \(seed)")
            #expect(try AnySnapshot.diff(from: libraryOld, to: libraryNew) == expected, "seed \(seed)")
            #expect(try AnySnapshot.diff(from: libraryOld, to: typedNew) == expected, "seed \(seed)")
            #expect(try AnySnapshot.diff(from: try clashing(oldData, erased: true), to: typedNew) == expected, "seed \(seed)")
            #expect(try AnySnapshot.diff(from: typedOld, to: try clashing(newData, erased: true)) == expected, "seed \(seed)")
        }
    }

    @Test("Ids that all hash alike: duplicates are found, and editing and lookups work")
    func clashingEditing() throws {
        let item = { (value: Int) in ClashingItem(id: ClashingID(value: value)) }
        let duplicate = AnySnapshot(sections: [
            AnySnapshot.Section(EditGroup(id: 0), items: [item(1), item(2), item(3)]),
            AnySnapshot.Section(EditGroup(id: 1), items: [item(4), item(3)]),
        ])
        let expected = SnapshotError.duplicateItem(
            DiffIdentifier(item(3)), first: ItemPath(item: 2, section: 0), second: ItemPath(item: 1, section: 1))
        #expect(throws: expected) { try duplicate.validate() }
        #expect(throws: expected) { try AnySnapshot.diff(from: AnySnapshot(), to: duplicate) }
        #expect(throws: expected) { try AnySnapshot.diff(from: try F.erased(duplicate), to: AnySnapshot()) }

        var snapshot = AnySnapshot()
        try snapshot.appendSections([EditGroup(id: 0), EditGroup(id: 1)])
        try snapshot.appendItems((0..<20).map(item), toSection: F.group(0))
        try snapshot.appendItems((20..<30).map(item), toSection: F.group(1))
        EditExpect.consistent(snapshot)
        try snapshot.moveItem(item(3), afterItem: item(25))
        try snapshot.deleteItems([item(10), item(0)])
        try snapshot.insertItems([item(40)], beforeItem: item(5))
        #expect(snapshot.pathOfItem(item(25)) == ItemPath(item: 5, section: 1))
        #expect(snapshot.pathOfItem(item(3)) == ItemPath(item: 6, section: 1))
        #expect(snapshot.pathOfItem(item(40)) == ItemPath(item: 3, section: 0))
        #expect(snapshot.pathOfItem(item(0)) == nil)
        EditExpect.refusedInline(snapshot, .itemAlreadyPresent(DiffIdentifier(item(7)), at: ItemPath(item: 6, section: 0))) {
            try $0.appendItems([item(41), item(7)])
        }
        EditExpect.consistent(snapshot)
    }
}

extension EditExpect {
    /// Checks that `edit` on a copy of `snapshot` throws `error` and leaves the copy `==` to it.
    static func refusedInline(
        _ snapshot: AnySnapshot, _ error: SnapshotEditError,
        _ edit: (inout AnySnapshot) throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var copy = snapshot
        #expect(throws: error, sourceLocation: sourceLocation) { try edit(&copy) }
        same(copy, as: snapshot, sourceLocation: sourceLocation)
    }
}
