import CellControllers
import CellControllersTestSupport
import Testing

/// Seeded random edit sequences on a typed `Snapshot<Shelf, Book>`, compared after every
/// operation with a plain array of arrays: the typed appends (checked against a typed set of
/// ids until the first lookup), lookups after edits (positions found next to stale hints, or
/// re-recorded), and edits of copies sharing their original's index, with every error the
/// editing API promises.
@Suite("Snapshot<Section, Item>: random edits against an array of arrays")
struct TypedSnapshotPropertyTests {
    struct Shelf: Identifiable, Equatable, Sendable { var id: Int }
    struct Book: Identifiable, Equatable, Sendable {
        var id: Int
        var version = 0
    }

    typealias Shelves = Snapshot<Shelf, Book>

    /// The reference: sections in order, each with its item ids in order.
    struct Reference {
        var sections: [(id: Int, items: [Int])] = []

        func path(of id: Int) -> ItemPath? {
            for (index, section) in sections.enumerated() {
                if let item = section.items.firstIndex(of: id) { return ItemPath(item: item, section: index) }
            }
            return nil
        }

        var allItems: [Int] { sections.flatMap(\.items) }
    }

    static func itemKey(_ id: Int) -> DiffIdentifier { DiffIdentifier(type: Book.self, id: id) }
    static func sectionKey(_ id: Int) -> DiffIdentifier { DiffIdentifier(type: Shelf.self, id: id) }

    /// The error the reference expects from adding `ids`, in the order the API checks them.
    static func newItemsError(_ ids: [Int], _ reference: Reference) -> SnapshotEditError? {
        var seen = Set<Int>()
        for id in ids {
            if let path = reference.path(of: id) { return .itemAlreadyPresent(itemKey(id), at: path) }
            if !seen.insert(id).inserted { return .duplicateInArguments(itemKey(id)) }
        }
        return nil
    }

    /// Whether `snapshot` shows exactly `reference`, read by path (which leaves its items
    /// unlocated, so appends keep checking typed ids) and, with `lookups`, by identifier.
    static func matches(_ snapshot: Shelves, _ reference: Reference, lookups: Bool, rng: inout DiffTestRandom) -> String? {
        guard snapshot.sectionIdentifiers == reference.sections.map(\.id) else {
            return "sections \(snapshot.sectionIdentifiers), expected \(reference.sections.map(\.id))"
        }
        for (index, section) in reference.sections.enumerated() {
            let ids = (0..<snapshot.numberOfItems(inSectionAt: index)).map { snapshot.item(at: ItemPath(item: $0, section: index))?.id ?? -1 }
            guard ids == section.items else { return "section \(section.id): \(ids), expected \(section.items)" }
        }
        let all = reference.allItems
        guard snapshot.numberOfItems == all.count else { return "\(snapshot.numberOfItems) items, expected \(all.count)" }
        guard lookups else { return nil }
        for section in reference.sections {
            let ids = (try? snapshot.itemIdentifiers(inSection: section.id)) ?? [-1]
            guard ids == section.items else { return "section \(section.id) by identifier: \(ids), expected \(section.items)" }
        }
        for _ in 0..<3 where !all.isEmpty {
            let id = rng.pick(all)
            guard snapshot.pathOfItem(id) == reference.path(of: id) else {
                return "path of \(id): \(String(describing: snapshot.pathOfItem(id))), expected \(String(describing: reference.path(of: id)))"
            }
        }
        guard snapshot.pathOfItem(-7) == nil else { return "a missing item found" }
        return nil
    }

    @Test("A refused append changes nothing: its items can be appended after")
    func refusedAppendChangesNothing() throws {
        var snapshot = Shelves()
        try snapshot.appendSections([Shelf(id: 0), Shelf(id: 1)])
        try snapshot.appendItems([Book(id: 1), Book(id: 2)], toSection: 0)
        #expect(throws: SnapshotEditError.duplicateInArguments(Self.itemKey(4))) {
            try snapshot.appendItems([Book(id: 3), Book(id: 4), Book(id: 4)], toSection: 1)
        }
        #expect(throws: SnapshotEditError.unknownSection(Self.sectionKey(9))) {
            try snapshot.appendItems([Book(id: 5)], toSection: 9)
        }
        try snapshot.appendItems([Book(id: 3), Book(id: 4), Book(id: 5)], toSection: 1)
        #expect(throws: SnapshotEditError.itemAlreadyPresent(Self.itemKey(4), at: ItemPath(item: 1, section: 1))) {
            try snapshot.appendItems([Book(id: 6), Book(id: 4)])
        }
        try snapshot.appendItems([Book(id: 6)])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6])
        #expect(snapshot.pathOfItem(6) == ItemPath(item: 3, section: 1))
        #expect(throws: Never.self) { try snapshot.validate() }
    }

    @Test("Random typed edits agree with the reference", arguments: Array(UInt64(1)...8))
    func randomSequences(seed: UInt64) {
        var rng = DiffTestRandom(seed: seed &* 7_919)
        for sequence in 0..<40 {
            guard Self.run(sequence: sequence, rng: &rng, seed: seed) else { return }
        }
    }

    /// One sequence; `false` after recording its first failure.
    static func run(sequence: Int, rng: inout DiffTestRandom, seed: UInt64) -> Bool {
        var reference = Reference()
        var snapshot = Shelves()
        var nextID = 1_000
        var history: [String] = []
        if rng.chance(0.5) {
            // Start from a snapshot built in one go (no index), with sections long enough for
            // stale positions to be looked for next to their hint and past the search window.
            let sizes = [rng.int(0...150), rng.int(0...80)]
            reference.sections = sizes.enumerated().map { section, size in (section, (0..<size).map { section * 500 + $0 }) }
            snapshot = Shelves(reference.sections.map { (section: Shelf(id: $0.id), items: $0.items.map { Book(id: $0) }) })
            if rng.chance(0.5) { _ = snapshot.pathOfItem(0) }
        }
        func existingOrNew() -> Int {
            let all = reference.allItems
            if !all.isEmpty && rng.chance(0.7) { return rng.pick(all) }
            return rng.chance(0.1) ? -7 : { nextID += 1; return nextID }()
        }
        // Ids of items an append or insert refused: offered again, they must be accepted.
        var refused: [Int] = []
        func newIDs() -> [Int] {
            (0..<rng.int(1...(rng.chance(0.2) ? 90 : 4))).map { _ in
                if rng.chance(0.05), let existing = reference.allItems.randomElement(using: &rng) { return existing }
                if rng.chance(0.3), let again = refused.popLast() { return again }
                if rng.chance(0.06) { return nextID }  // repeats the last new id
                nextID += 1
                return nextID
            }
        }

        for _ in 0..<rng.int(30...90) {
            var expected = reference
            var expectedError: SnapshotEditError?
            var copyCheck: (Shelves, Reference)?
            if rng.chance(0.1) {
                copyCheck = (snapshot, reference)
                if rng.chance(0.5) { _ = snapshot.pathOfItem(reference.allItems.first ?? 0) }
            }
            let operation: String
            let result: Result<Void, SnapshotEditError>
            var offered: [Int]?
            switch rng.int(0..<10) {
            case 0:
                let id = rng.chance(0.2) ? (reference.sections.randomElement(using: &rng)?.id ?? 0) : reference.sections.count + 100 * sequence + rng.int(0..<100)
                operation = "appendSections(\(id))"
                if let index = reference.sections.firstIndex(where: { $0.id == id }) {
                    expectedError = .sectionAlreadyPresent(sectionKey(id), at: index)
                } else {
                    expected.sections.append((id, []))
                }
                result = Result { () throws(SnapshotEditError) in try snapshot.appendSections([Shelf(id: id)]) }
            case 1, 2, 3:
                let ids = newIDs()
                offered = ids
                let target: Int? = rng.chance(0.3) ? nil : (rng.chance(0.1) ? -3 : reference.sections.randomElement(using: &rng)?.id ?? -3)
                operation = "appendItems(\(ids), toSection: \(String(describing: target)))"
                let index = target.map { id in reference.sections.firstIndex { $0.id == id } } ?? (reference.sections.isEmpty ? nil : reference.sections.count - 1)
                if let target, index == nil {
                    expectedError = .unknownSection(sectionKey(target))
                } else if target == nil && reference.sections.isEmpty {
                    expectedError = .noSection
                } else if let error = newItemsError(ids, reference) {
                    expectedError = error
                } else if let index {
                    expected.sections[index].items += ids
                }
                result = Result { () throws(SnapshotEditError) in try snapshot.appendItems(ids.map { Book(id: $0) }, toSection: target) }
            case 4:
                let ids = newIDs()
                offered = ids
                let anchor = existingOrNew()
                let after = rng.chance(0.5)
                operation = "insertItems(\(ids), \(after ? "after" : "before"): \(anchor))"
                if let path = reference.path(of: anchor) {
                    if let error = newItemsError(ids, reference) {
                        expectedError = error
                    } else {
                        expected.sections[path.section].items.insert(contentsOf: ids, at: path.item + (after ? 1 : 0))
                    }
                } else {
                    expectedError = .unknownItem(itemKey(anchor))
                }
                let books = ids.map { Book(id: $0) }
                result = Result { () throws(SnapshotEditError) in
                    if after { try snapshot.insertItems(books, at: .after(anchor)) } else { try snapshot.insertItems(books, at: .before(anchor)) }
                }
            case 5, 6:
                let ids = (0..<(rng.chance(0.2) ? rng.int(1...40) : rng.int(1...3))).map { _ in existingOrNew() }
                operation = "deleteItems(\(ids))"
                if let unknown = ids.first(where: { reference.path(of: $0) == nil }) {
                    expectedError = .unknownItem(itemKey(unknown))
                } else {
                    let doomed = Set(ids)
                    for index in expected.sections.indices { expected.sections[index].items.removeAll { doomed.contains($0) } }
                }
                result = Result { () throws(SnapshotEditError) in try snapshot.deleteItems(ids) }
            case 7, 8:
                let moving = existingOrNew()
                let anchor = rng.chance(0.05) ? moving : existingOrNew()
                let after = rng.chance(0.5)
                operation = "moveItem(\(moving), \(after ? "after" : "before"): \(anchor))"
                if reference.path(of: moving) == nil {
                    expectedError = .unknownItem(itemKey(moving))
                } else if reference.path(of: anchor) == nil {
                    expectedError = .unknownItem(itemKey(anchor))
                } else if moving == anchor {
                    expectedError = .movedRelativeToItself(itemKey(moving))
                } else if let from = expected.path(of: moving) {
                    expected.sections[from.section].items.remove(at: from.item)
                    if let to = expected.path(of: anchor) {
                        expected.sections[to.section].items.insert(moving, at: to.item + (after ? 1 : 0))
                    }
                }
                result = Result { () throws(SnapshotEditError) in
                    if after { try snapshot.moveItem(moving, to: .after(anchor)) } else { try snapshot.moveItem(moving, to: .before(anchor)) }
                }
            default:
                if rng.chance(0.2) {
                    operation = "deleteAllItems"
                    for index in expected.sections.indices { expected.sections[index].items = [] }
                    snapshot.deleteAllItems()
                    result = .success(())
                } else {
                    let ids = (0..<rng.int(1...3)).map { _ in existingOrNew() }
                    operation = "reconfigureItems(\(ids))"
                    if let unknown = ids.first(where: { reference.path(of: $0) == nil }) { expectedError = .unknownItem(itemKey(unknown)) }
                    result = Result { () throws(SnapshotEditError) in try snapshot.reconfigureItems(ids) }
                }
            }
            history.append(operation)
            func fail(_ message: String) -> Bool {
                Issue.record("seed \(seed), sequence \(sequence), op \(history.count) \(operation): \(message)\nops: \(history.joined(separator: "; "))")
                return false
            }
            let thrown: SnapshotEditError? = if case .failure(let error) = result { error } else { nil }
            guard thrown == expectedError else {
                return fail("threw \(thrown.map { "\($0)" } ?? "nothing"), expected \(expectedError.map { "\($0)" } ?? "nothing")")
            }
            if expectedError == nil { reference = expected }
            if case .itemAlreadyPresent = expectedError, case .some(let ids) = offered { refused += ids.filter { reference.path(of: $0) == nil } }
            if case .duplicateInArguments = expectedError, case .some(let ids) = offered { refused += Set(ids).filter { reference.path(of: $0) == nil } }
            if let message = matches(snapshot, reference, lookups: rng.chance(0.05), rng: &rng) { return fail(message) }
            if let (copy, before) = copyCheck, let message = matches(copy, before, lookups: true, rng: &rng) {
                return fail("the original changed with its copy: \(message)")
            }
        }
        do {
            try snapshot.validate()
        } catch {
            Issue.record("seed \(seed), sequence \(sequence): \(error)")
            return false
        }
        return true
    }
}
