import CellControllers
import CellControllersTestSupport

/// Comparisons of a ``AnySnapshot`` with an ``EditReference``. Each returns a description of the
/// first difference, or `nil` when they agree, so that a long random run stops at its first
/// failure with one readable message.
enum EditChecks {
    typealias Item = EditReference.Item

    // MARK: Structure

    /// Sections, section models, items (identity and content, read through every accessor)
    /// and the storage invariants: a section that mixes types stores them erased, and typed
    /// storage holds exactly the section's models.
    static func structure(_ snapshot: AnySnapshot, _ reference: EditReference) -> String? {
        guard snapshot.numberOfSections == reference.sections.count else {
            return "numberOfSections \(snapshot.numberOfSections), expected \(reference.sections.count)"
        }
        let total = reference.sections.reduce(0) { $0 + $1.items.count }
        guard snapshot.numberOfItems == total else { return "numberOfItems \(snapshot.numberOfItems), expected \(total)" }
        let sections = snapshot.sections
        for index in 0..<sections.count {
            let section = sections[index]
            let expected = reference.sections[index]
            guard section.model.model(as: EditGroup.self) == expected.model, section.identifier == expected.identifier else {
                return "section \(index) model \(section.model), expected \(expected.model)"
            }
            guard section.count == expected.items.count, snapshot.numberOfItems(inSection: index) == expected.items.count,
                  section.isEmpty == expected.items.isEmpty else {
                return "section \(index) has \(section.count) items, expected \(expected.items.count)"
            }
            // Typed storage is compared whole, models and so ids (by `storage`), erased storage
            // item by item (`allQueries` reads every identifier of either).
            if let mismatch = storage(section, expected, index: index) { return mismatch }
            guard !section.storesItemsTyped else { continue }
            for position in 0..<expected.items.count {
                let item = expected.items[position]
                guard section.identifier(at: position) == item.identifier else {
                    return "section \(index) item \(position) is \(section.identifier(at: position)), expected \(item)"
                }
                let matches = item.kind == .photo
                    ? section.model(at: position, as: EditPhoto.self) == EditPhoto(id: item.id, value: item.value)
                        && section.model(at: position, as: EditPost.self) == nil
                    : section.model(at: position, as: EditPost.self) == EditPost(id: item.id, value: item.value)
                        && section.model(at: position, as: EditPhoto.self) == nil
                guard matches else { return "section \(index) item \(position) reads as \(section.item(at: position)), expected \(item)" }
            }
        }
        return nil
    }

    /// The storage of one section: typed exactly when the reference predicts it (see
    /// ``EditReference/Section/typed``), and `models(as:)` giving the models of a non-empty
    /// section whose items all have that type, however they are stored, and `nil` otherwise.
    static func storage(_ section: AnySnapshot.Section, _ expected: EditReference.Section, index: Int) -> String? {
        let items = expected.items
        guard section.storesItemsTyped == expected.typed else {
            return "section \(index) storesItemsTyped is \(section.storesItemsTyped), expected \(expected.typed) for \(items)"
        }
        guard !items.isEmpty else { return nil }  // an empty section may still name the type it held
        var photoCount = 0
        for item in 0..<items.count where items[item].kind == .photo { photoCount += 1 }
        let photos = section.models(as: EditPhoto.self)
        let posts = section.models(as: EditPost.self)
        if photoCount == items.count {
            guard posts == nil, let photos, photos.count == items.count else {
                return "section \(index) of photos: models(as:) gave \(photos as Any) / \(posts as Any)"
            }
            for item in 0..<items.count where photos[item] != EditPhoto(id: items[item].id, value: items[item].value) {
                return "section \(index) models(as: EditPhoto) \(photos), items \(items)"
            }
        } else if photoCount == 0 {
            guard photos == nil, let posts, posts.count == items.count else {
                return "section \(index) of posts: models(as:) gave \(photos as Any) / \(posts as Any)"
            }
            for item in 0..<items.count where posts[item] != EditPost(id: items[item].id, value: items[item].value) {
                return "section \(index) models(as: EditPost) \(posts), items \(items)"
            }
        } else if photos != nil || posts != nil {
            return "section \(index) mixes photos and posts, but models(as:) gave \(photos as Any) / \(posts as Any)"
        }
        return nil
    }

    // MARK: Queries

    /// Every query about every item and section of the reference, a few unknown ones, the
    /// marks, the flat accessors, and `==` with the snapshot built from arrays.
    static func allQueries(_ snapshot: AnySnapshot, _ reference: EditReference, unknownItems: [Item], unknownSections: [Int]) -> String? {
        guard snapshot.sectionIdentifiers == reference.sectionIdentifiers else {
            return "sectionIdentifiers \(snapshot.sectionIdentifiers), expected \(reference.sectionIdentifiers)"
        }
        var flat = 0
        for (sectionIndex, section) in reference.sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                let path = ItemPath(item: itemIndex, section: sectionIndex)
                // Each item is named in one of the three forms, in turn.
                if let mismatch = itemQueries(snapshot, item, form: EditOperation.Form.allCases[flat % 3],
                                              path: path, flat: flat, section: section.identifier) {
                    return mismatch
                }
                guard snapshot.itemIdentifier(at: path) == item.identifier, snapshot[path] == item.erased else {
                    return "snapshot[\(path)] is \(snapshot[path]), expected \(item)"
                }
                flat += 1
            }
        }
        for (index, section) in reference.sections.enumerated() {
            if let mismatch = sectionQueries(snapshot, section.id, form: EditOperation.Form.allCases[index % 3], expected: (index, section)) {
                return mismatch
            }
        }
        for item in unknownItems where reference.path(item) == nil {
            if let mismatch = itemQueries(snapshot, item, form: .identifier, path: nil, flat: nil, section: nil) { return mismatch }
        }
        for id in unknownSections where reference.sectionIndex(id) == nil {
            if let mismatch = sectionQueries(snapshot, id, form: .model, expected: nil) { return mismatch }
        }
        if let mismatch = marks(snapshot, reference) { return mismatch }
        guard snapshot.itemIdentifiers == reference.itemIdentifiers else {
            return "itemIdentifiers \(snapshot.itemIdentifiers), expected \(reference.itemIdentifiers)"
        }
        guard snapshot == reference.snapshot else { return "snapshot != the same data built from arrays" }
        return nil
    }

    /// The marks, in snapshot order.
    static func marks(_ snapshot: AnySnapshot, _ reference: EditReference) -> String? {
        let reconfigured = reference.inOrder(reference.reconfigured)
        guard snapshot.reconfiguredItemIdentifiers == reconfigured else {
            return "reconfiguredItemIdentifiers \(snapshot.reconfiguredItemIdentifiers), expected \(reconfigured)"
        }
        let reloaded = reference.inOrder(reference.reloaded)
        guard snapshot.reloadedItemIdentifiers == reloaded else {
            return "reloadedItemIdentifiers \(snapshot.reloadedItemIdentifiers), expected \(reloaded)"
        }
        let sections = reference.sectionsInOrder(reference.reloadedSections)
        guard snapshot.reloadedSectionIdentifiers == sections else {
            return "reloadedSectionIdentifiers \(snapshot.reloadedSectionIdentifiers), expected \(sections)"
        }
        return nil
    }

    /// `pathOfItem`, `indexOfItem` and `sectionIdentifier(containingItem:)` of one item, named
    /// in `form`; `nil` expectations for an unknown item.
    static func itemQueries(
        _ snapshot: AnySnapshot, _ item: Item, form: EditOperation.Form,
        path: ItemPath?, flat: Int?, section: DiffIdentifier?
    ) -> String? {
        let answers: (ItemPath?, Int?, DiffIdentifier?)
        switch (form, item.kind) {
        case (.identifier, _):
            answers = (snapshot.pathOfItem(item.identifier), snapshot.indexOfItem(item.identifier),
                       snapshot.sectionIdentifier(containingItem: item.identifier))
        case (.erased, _):
            answers = (snapshot.pathOfItem(item.erased), snapshot.indexOfItem(item.erased),
                       snapshot.sectionIdentifier(containingItem: item.erased))
        case (.model, .photo):
            let model = EditPhoto(id: item.id, value: item.value + 1)  // content plays no part
            answers = (snapshot.pathOfItem(model), snapshot.indexOfItem(model), snapshot.sectionIdentifier(containingItem: model))
        case (.model, .post):
            let model = EditPost(id: item.id)
            answers = (snapshot.pathOfItem(model), snapshot.indexOfItem(model), snapshot.sectionIdentifier(containingItem: model))
        }
        guard answers.0 == path, answers.1 == flat, answers.2 == section else {
            return "queries of \(item) by \(form): path \(answers.0 as Any), index \(answers.1 as Any), section \(answers.2 as Any); "
                + "expected \(path as Any), \(flat as Any), \(section as Any)"
        }
        return nil
    }

    /// `indexOfSection`, `numberOfItems(inSection:)` and `itemIdentifiers(inSection:)` of one
    /// section, named in `form`; `nil` and `unknownSection` for an unknown one.
    static func sectionQueries(
        _ snapshot: AnySnapshot, _ id: Int, form: EditOperation.Form, expected: (index: Int, section: EditReference.Section)?
    ) -> String? {
        let identifier = EditFixtures.group(id)
        let index: Int?
        let count: Result<Int, SnapshotEditError>
        let items: Result<[DiffIdentifier], SnapshotEditError>
        switch form {
        case .identifier:
            index = snapshot.indexOfSection(identifier)
            count = Result { () throws(SnapshotEditError) in try snapshot.numberOfItems(inSection: identifier) }
            items = Result { () throws(SnapshotEditError) in try snapshot.itemIdentifiers(inSection: identifier) }
        case .model:
            let model = EditGroup(id: id, title: 99)  // content plays no part
            index = snapshot.indexOfSection(model)
            count = Result { () throws(SnapshotEditError) in try snapshot.numberOfItems(inSection: model) }
            items = Result { () throws(SnapshotEditError) in try snapshot.itemIdentifiers(inSection: model) }
        case .erased:
            let model = AnyDiffable(EditGroup(id: id))
            index = snapshot.indexOfSection(model)
            count = Result { () throws(SnapshotEditError) in try snapshot.numberOfItems(inSection: model) }
            items = Result { () throws(SnapshotEditError) in try snapshot.itemIdentifiers(inSection: model) }
        }
        if let expected {
            let identifiers = expected.section.items.map { $0.identifier }
            guard index == expected.index, count == .success(identifiers.count), items == .success(identifiers) else {
                return "queries of section G\(id) by \(form): index \(index as Any), count \(count), items \(items); "
                    + "expected \(expected.index), \(identifiers)"
            }
        } else {
            guard index == nil, count == .failure(.unknownSection(identifier)), items == .failure(.unknownSection(identifier)) else {
                return "queries of unknown section G\(id) by \(form): index \(index as Any), count \(count), items \(items)"
            }
        }
        return nil
    }

    /// One random query (about an item or a section, known or not, or the marks).
    static func randomQuery(
        _ snapshot: AnySnapshot, _ reference: EditReference, item: Item, sectionID: Int, rng: inout DiffTestRandom
    ) -> String? {
        let form = rng.fastPick(EditOperation.Form.allCases)
        switch rng.fastInt(0..<10) {
        case 0..<6:
            let path = reference.path(item)
            return itemQueries(
                snapshot, item, form: form, path: path, flat: reference.flatIndex(item),
                section: path.map { reference.sections[$0.section].identifier })
        case 6..<9:
            let index = reference.sectionIndex(sectionID)
            return sectionQueries(snapshot, sectionID, form: form, expected: index.map { ($0, reference.sections[$0]) })
        default:
            return marks(snapshot, reference)
        }
    }

    // MARK: Diff

    /// Diffs `old` to `new` and checks the changeset against the references: well-formed
    /// stages, applying them reproduces `new`, minimal moves, the same structure as the diff
    /// of the unmarked snapshots built from arrays, a content stage that is exactly the kept
    /// items and sections whose content changed plus those `new` marks (reload over
    /// reconfigure), and the same changeset when either side is stored erased.
    static func diff(
        from old: AnySnapshot, _ oldReference: EditReference,
        to new: AnySnapshot, _ newReference: EditReference,
        style: ContentChangeStyle,
        checkErased: Bool = true
    ) -> String? {
        let changeset: StagedChangeset
        let plain: StagedChangeset
        do {
            changeset = try AnySnapshot.diff(from: old, to: new, contentChanges: style)
            plain = try AnySnapshot.diff(from: oldReference.snapshot, to: newReference.snapshot, contentChanges: style)
        } catch {
            return "diff threw \(error)"
        }
        guard changeset.stages.count <= 2, changeset.stages.allSatisfy({ !$0.isEmpty }) else {
            return "malformed stages \(changeset.stages)"
        }
        let structure = changeset.stages.first.flatMap { isContentOnly($0) ? nil : $0 } ?? BatchUpdate()
        let content = changeset.stages.last.flatMap { isContentOnly($0) ? $0 : nil } ?? BatchUpdate()
        guard changeset.stages.count == (structure.isEmpty ? 0 : 1) + (content.isEmpty ? 0 : 1) else {
            return "stages out of order or mixed: \(changeset.stages)"
        }
        let plainStructure = plain.stages.first.flatMap { isContentOnly($0) ? nil : $0 } ?? BatchUpdate()
        guard structure == plainStructure else {
            return "structure \(structure) differs from the diff of the unmarked array-built snapshots \(plainStructure)"
        }

        // Applying reproduces the target, with the fewest moves.
        let oldData = oldReference.fixtureData
        let newData = newReference.fixtureData
        var data = oldData
        for stage in changeset.stages {
            do {
                data = try DiffReference.apply(stage, to: data, source: newData)
            } catch {
                return "stage rejected: \(error)\n\(stage)"
            }
        }
        guard data == newData else { return "applying \(changeset.stages) gave \(data), expected \(newData)" }
        let minimum = DiffReference.minimumMoves(from: oldData, to: newData)
        guard changeset.moveCount == minimum else { return "\(changeset.moveCount) moves, minimum \(minimum)" }

        let expected = expectedContent(from: oldReference, to: newReference, style: style)
        guard content == expected else { return "content stage \(content), expected \(expected)" }

        guard checkErased else { return nil }
        do {
            let erasedOld = try EditFixtures.erased(old)
            let erasedNew = try EditFixtures.erased(new)
            let fromErased = try AnySnapshot.diff(from: erasedOld, to: new, contentChanges: style)
            let toErased = try AnySnapshot.diff(from: old, to: erasedNew, contentChanges: style)
            let bothErased = try AnySnapshot.diff(from: erasedOld, to: erasedNew, contentChanges: style)
            guard fromErased == changeset, toErased == changeset, bothErased == changeset else {
                return "erased storage changes the diff: \(changeset.stages) vs \(fromErased.stages) / \(toErased.stages) / \(bothErased.stages)"
            }
        } catch {
            return "erasing threw \(error)"
        }
        return nil
    }

    /// The content stage the diff must produce, from the references alone.
    static func expectedContent(from old: EditReference, to new: EditReference, style: ContentChangeStyle) -> BatchUpdate {
        var oldTitles: [Int: Int] = [:]
        for section in old.sections { oldTitles[section.id] = section.title }
        let newSectionIDs = Set(new.sections.map { $0.id })
        var oldItems: [DiffIdentifier: (section: Int, value: Int)] = [:]
        for section in old.sections {
            for item in section.items { oldItems[item.identifier] = (section.id, item.value) }
        }
        var changed: [ItemPath] = []
        var reconfigureMarked: [ItemPath] = []
        var reloadMarked: [ItemPath] = []
        var reloadedSections: [Int] = []
        for (sectionIndex, section) in new.sections.enumerated() {
            guard let oldTitle = oldTitles[section.id] else { continue }
            if oldTitle != section.title || new.reloadedSections.contains(section.identifier) {
                reloadedSections.append(sectionIndex)
            }
            for (itemIndex, item) in section.items.enumerated() {
                // Kept: in both, and not coming out of a deleted section.
                guard let oldItem = oldItems[item.identifier], newSectionIDs.contains(oldItem.section) else { continue }
                let path = ItemPath(item: itemIndex, section: sectionIndex)
                if oldItem.value != item.value { changed.append(path) }
                if new.reconfigured.contains(item.identifier) { reconfigureMarked.append(path) }
                if new.reloaded.contains(item.identifier) { reloadMarked.append(path) }
            }
        }
        let reloaded = Set(reloadMarked + (style == .reload ? changed : []))
        let reconfigured = Set(reconfigureMarked + (style == .reconfigure ? changed : [])).subtracting(reloaded)
        return BatchUpdate(reloadedSections: reloadedSections, reloadedItems: reloaded.sorted(), reconfiguredItems: reconfigured.sorted())
    }

    static func isContentOnly(_ stage: BatchUpdate) -> Bool {
        stage.deletedSections.isEmpty && stage.insertedSections.isEmpty && stage.movedSections.isEmpty
            && stage.deletedItems.isEmpty && stage.insertedItems.isEmpty && stage.movedItems.isEmpty
    }
}
