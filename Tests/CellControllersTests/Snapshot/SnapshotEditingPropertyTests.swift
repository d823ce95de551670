import CellControllers
import CellControllersTestSupport
import Testing

/// Seeded random sequences of edits, each applied to a ``AnySnapshot`` and to the plain
/// ``EditReference``, compared after every operation; see ``run(seed:)``. A failure names the
/// seed, the sequence and the operation, and the operations so far.
@Suite("AnySnapshot editing: random sequences against a reference")
struct SnapshotEditingPropertyTests {
    static let seeds: [UInt64] = Array(1...10)
    /// Sequences per seed: 1,000 sequences in all, about as many as fit the suite's time budget
    /// in a debug build (raise it to search longer).
    static let sequencesPerSeed = 100

    /// 1,000 sequences of 50 to 200 operations (mostly 50 to 70), about 80,000 operations, each
    /// a diff checked at the end (and every 50 operations).
    @Test("Random edits agree with the reference model", arguments: seeds)
    func randomSequences(seed: UInt64) {
        var totals = EditRunTotals()
        for sequence in 0..<Self.sequencesPerSeed {
            guard Self.run(seed: seed &* 1_000_003 &+ UInt64(sequence), totals: &totals) else { return }
        }
        // The generator really produces every kind of operation, and every kind of error.
        #expect(totals.operations.count == 14, "seed \(seed): \(totals)")
        for (kind, count) in totals.operations where count < 20 {
            Issue.record("seed \(seed): only \(count) \(kind) operations")
        }
        for kind in EditRunTotals.errorKinds where totals.errors[kind, default: 0] < 5 {
            Issue.record("seed \(seed): only \(totals.errors[kind, default: 0]) \(kind) errors")
        }
        #expect(totals.flipsToErased > 20 && totals.typedSections > 100, "seed \(seed): \(totals)")
    }

    /// Runs one sequence; `false` after recording its first failure.
    static func run(seed: UInt64, totals: inout EditRunTotals) -> Bool {
        var generator = EditGenerator(seed: seed)
        var reference = generator.initialReference()
        var snapshot = reference.snapshot
        var history: [EditOperation] = []
        let start = (snapshot: snapshot, reference: reference)
        var checkpoint = start
        let length = generator.rng.fastChance(0.1) ? generator.rng.fastInt(71...200) : generator.rng.fastInt(50...70)

        func fail(_ message: String) -> Bool {
            Issue.record("sequence seed \(seed), op \(history.count): \(message)\nops: \(history.map { $0.description }.joined(separator: "; "))")
            return false
        }

        for step in 0..<length {
            let operation = generator.operation(reference)
            history.append(operation)
            totals.count(operation)

            // Sometimes edit a copy whose original must then stay as it was (with its index
            // built, or not, before the copy is edited).
            var original: (snapshot: AnySnapshot, reference: EditReference)?
            if generator.rng.fastChance(0.06) {
                original = (snapshot, reference)
                if generator.rng.fastChance(0.5) {
                    _ = snapshot.pathOfItem(generator.existingItem(reference).identifier)
                }
            }
            let typedBefore = snapshot.sections.map { $0.storesItemsTyped }

            var expected = reference
            let expectedError = operation.apply(to: &expected)
            var thrown: SnapshotEditError?
            do {
                try operation.perform(on: &snapshot)
            } catch {
                thrown = error
            }
            guard thrown == expectedError else {
                return fail("threw \(thrown.map { "\($0)" } ?? "nothing"), expected \(expectedError.map { "\($0)" } ?? "nothing")")
            }
            if let thrown {
                totals.errors[EditRunTotals.kind(of: thrown), default: 0] += 1
            } else {
                reference = expected
            }
            if let mismatch = EditChecks.structure(snapshot, reference) { return fail(mismatch) }
            totals.flipsToErased += zip(typedBefore, snapshot.sections.map { $0.storesItemsTyped }).filter { $0 && !$1 }.count
            totals.typedSections += snapshot.sections.filter { $0.storesItemsTyped && !$0.isEmpty }.count

            // Queries: a full check after errors and now and then, else one random query, so
            // that stale position hints live across several edits.
            if generator.rng.fastChance(thrown != nil ? 0.3 : 0.04) || step == length - 1 {
                let unknown = (0..<3).map { _ in generator.unknownItem(reference) }
                if let mismatch = EditChecks.allQueries(
                    snapshot, reference, unknownItems: unknown, unknownSections: [generator.unknownSection(reference)]) {
                    return fail(mismatch)
                }
            } else {
                let item = generator.rng.fastChance(0.8) ? generator.existingItem(reference) : generator.unknownItem(reference)
                let section = generator.rng.fastChance(0.8) ? generator.existingSection(reference) : generator.unknownSection(reference)
                if let mismatch = EditChecks.randomQuery(snapshot, reference, item: item, sectionID: section, rng: &generator.rng) {
                    return fail(mismatch)
                }
            }
            if let original {
                if let mismatch = EditChecks.structure(original.snapshot, original.reference)
                    ?? EditChecks.allQueries(original.snapshot, original.reference, unknownItems: [], unknownSections: []) {
                    return fail("the unedited copy changed: \(mismatch)")
                }
            }

            // A diff from the last checkpoint every 50 operations.
            if step % 50 == 49 {
                let style: ContentChangeStyle = generator.rng.fastChance(0.5) ? .reconfigure : .reload
                if let mismatch = EditChecks.diff(
                    from: checkpoint.snapshot, checkpoint.reference, to: snapshot, reference, style: style, checkErased: false) {
                    return fail("diff from the checkpoint (\(style)): \(mismatch)")
                }
                totals.diffs += 1
                checkpoint = (snapshot, reference)
            }
        }
        // The diff from the state before the sequence to the state after it, also with either
        // side stored erased.
        let style: ContentChangeStyle = generator.rng.fastChance(0.5) ? .reconfigure : .reload
        if let mismatch = EditChecks.diff(from: start.snapshot, start.reference, to: snapshot, reference, style: style) {
            return fail("diff of the whole sequence (\(style)): \(mismatch)")
        }
        totals.diffs += 1
        return true
    }
}

/// What a run of random sequences did, to check that the generator covers everything.
struct EditRunTotals: CustomStringConvertible {
    static let errorKinds = [
        "unknownItem", "unknownSection", "itemAlreadyPresent", "sectionAlreadyPresent",
        "duplicateInArguments", "movedRelativeToItself", "noSection",
    ]

    var operations: [String: Int] = [:]
    var errors: [String: Int] = [:]
    var flipsToErased = 0
    var typedSections = 0
    var diffs = 0

    mutating func count(_ operation: EditOperation) {
        operations[operation.name, default: 0] += 1
    }

    static func kind(of error: SnapshotEditError) -> String {
        switch error {
        case .unknownItem: return "unknownItem"
        case .unknownParent: return "unknownParent"
        case .unknownSection: return "unknownSection"
        case .itemAlreadyPresent: return "itemAlreadyPresent"
        case .sectionAlreadyPresent: return "sectionAlreadyPresent"
        case .duplicateInArguments: return "duplicateInArguments"
        case .movedRelativeToItself: return "movedRelativeToItself"
        case .noSection: return "noSection"
        case .identityChanged: return "identityChanged"
        }
    }

    var description: String {
        "operations \(operations), errors \(errors), flips to erased \(flipsToErased), typed sections \(typedSections), diffs \(diffs)"
    }
}

/// Random operations on the current state of an ``EditReference``: mostly valid, some invalid
/// in every way the API can be (unknown names, elements already present, repeated arguments,
/// moves relative to themselves, no section), with photos and posts whose ids overlap.
struct EditGenerator {
    typealias Item = EditReference.Item
    typealias Section = EditReference.Section

    var rng: DiffTestRandom
    private var nextItemID = 0
    private var nextSectionID = 0
    /// Every item ever generated (for re-adding deleted items, with new content, and for
    /// naming unknown ones).
    private var seenItems: [Item] = []
    private var seenSections: [Int] = []

    init(seed: UInt64) {
        rng = DiffTestRandom(seed: seed)
    }

    /// An initial state built from arrays: empty, or a few sections of photos, posts or both.
    mutating func initialReference() -> EditReference {
        guard !rng.fastChance(0.15) else { return EditReference() }
        var sections: [Section] = []
        for _ in 0..<rng.fastInt(1...4) {
            var section = Section(id: freshSectionID(), title: rng.fastInt(0...1))
            let mix = rng.fastInt(0..<3)
            for _ in 0..<rng.fastInt(0...8) {
                let kind: Item.Kind = mix == 0 ? .photo : mix == 1 ? .post : rng.fastPick([.photo, .post])
                section.items.append(freshItem(kind: kind))
            }
            sections.append(section)
        }
        return EditReference(sections: sections)
    }

    private mutating func freshSectionID() -> Int {
        nextSectionID += 1
        seenSections.append(nextSectionID)
        return nextSectionID
    }

    private mutating func freshItem(kind: Item.Kind) -> Item {
        nextItemID += 1
        let item = Item(kind: kind, id: nextItemID, value: rng.fastInt(0...1))
        seenItems.append(item)
        return item
    }

    // MARK: Names

    mutating func existingItem(_ reference: EditReference) -> Item {
        let count = reference.itemCount
        return count == 0 ? unknownItem(reference) : reference.item(atFlat: rng.fastInt(0..<count))
    }

    /// An item that is not in the snapshot: deleted earlier, never added, or an existing id
    /// of the other model type.
    mutating func unknownItem(_ reference: EditReference) -> Item {
        for _ in 0..<4 {
            var candidate: Item
            switch rng.fastInt(0..<3) {
            case 0 where !seenItems.isEmpty: candidate = rng.fastPick(seenItems)
            case 1 where reference.itemCount > 0:
                candidate = existingItem(reference).otherKind
            default: candidate = Item(kind: rng.fastPick([.photo, .post]), id: nextItemID + rng.fastInt(1...50))
            }
            if reference.path(candidate) == nil { return candidate }
        }
        return Item(kind: .photo, id: -rng.fastInt(1...1000))
    }

    mutating func existingSection(_ reference: EditReference) -> Int {
        reference.sections.isEmpty ? unknownSection(reference) : rng.fastPick(reference.sections).id
    }

    mutating func unknownSection(_ reference: EditReference) -> Int {
        if !seenSections.isEmpty && rng.fastChance(0.5) {
            let id = rng.fastPick(seenSections)
            if reference.sectionIndex(id) == nil { return id }
        }
        return nextSectionID + rng.fastInt(1...20)
    }

    /// A section name: existing with probability `known`.
    private mutating func sectionName(_ reference: EditReference, known: Double = 0.9) -> Int {
        rng.fastChance(known) ? existingSection(reference) : unknownSection(reference)
    }

    /// An item name: existing with probability `known`.
    private mutating func itemName(_ reference: EditReference, known: Double = 0.9) -> Item {
        rng.fastChance(known) ? existingItem(reference) : unknownItem(reference)
    }

    private mutating func itemNames(_ reference: EditReference) -> [Item] {
        var names = (0..<rng.fastPick([0, 1, 1, 2, 3])).map { _ in itemName(reference, known: 0.93) }
        if let first = names.first, rng.fastChance(0.1) { names.append(first) }  // repetition is allowed
        return names
    }

    private mutating func sectionNames(_ reference: EditReference) -> [Int] {
        var names = (0..<rng.fastPick([0, 1, 1, 2])).map { _ in sectionName(reference, known: 0.93) }
        if let first = names.first, rng.fastChance(0.1) { names.append(first) }
        return names
    }

    // MARK: New elements

    /// Items to add: mostly fresh, some deleted earlier and re-added with new content, some an
    /// existing id of the other type (valid), and sometimes one already present or repeated.
    private mutating func newItems(_ reference: EditReference) -> [Item] {
        let kindMix = rng.fastInt(0..<3)
        var items: [Item] = []
        for _ in 0..<rng.fastPick([0, 1, 1, 2, 3, 4]) {
            let kind: Item.Kind = kindMix == 0 ? .photo : kindMix == 1 ? .post : rng.fastPick([.photo, .post])
            switch rng.fastInt(0..<20) {
            case 0..<3:
                var item = unknownItem(reference)
                item.value += 1
                items.append(item)
            case 3 where reference.itemCount > 0:
                items.append(existingItem(reference))
            default:
                items.append(freshItem(kind: kind))
            }
        }
        if let first = items.first, rng.fastChance(0.04) { items.insert(first, at: rng.fastInt(0...items.count)) }
        return items
    }

    private mutating func newSections(_ reference: EditReference) -> [Section] {
        var sections: [Section] = []
        for _ in 0..<rng.fastPick([0, 1, 1, 1, 2]) {
            if rng.fastChance(0.1) && !reference.sections.isEmpty {
                sections.append(Section(id: existingSection(reference)))
            } else if rng.fastChance(0.2) {
                sections.append(Section(id: unknownSection(reference), title: rng.fastInt(0...2)))
            } else {
                sections.append(Section(id: freshSectionID(), title: rng.fastInt(0...1)))
            }
        }
        if let first = sections.first, rng.fastChance(0.05) { sections.append(first) }
        return sections
    }

    // MARK: Operations

    mutating func operation(_ reference: EditReference) -> EditOperation {
        let form = rng.fastPick(EditOperation.Form.allCases)
        let itemCount = reference.itemCount
        let sectionCount = reference.sections.count
        // Keep the snapshot small: delete more when it grows.
        let deleteWeight = itemCount > 30 ? 40 : itemCount > 18 ? 16 : 6
        let sectionDeleteWeight = sectionCount > 6 ? 20 : sectionCount > 4 ? 5 : 2
        let sectionAddWeight = sectionCount > 6 ? 1 : sectionCount < 2 ? 12 : 5
        let weights: [(Int, Int)] = [
            (0, 14), (1, 12), (2, deleteWeight), (3, 16), (4, 5), (5, 5),
            (6, sectionAddWeight), (7, sectionAddWeight), (8, sectionDeleteWeight), (9, 6), (10, 4),
            (11, 1), (12, 1), (13, sectionCount > 0 ? 1 : 0),
        ]
        var pick = rng.fastInt(0..<weights.reduce(0) { $0 + $1.1 })
        var choice = 0
        for (kind, weight) in weights {
            if pick < weight {
                choice = kind
                break
            }
            pick -= weight
        }
        let after = rng.fastChance(0.5)
        switch choice {
        case 0:
            let section: Int? = rng.fastChance(sectionCount == 0 ? 0.7 : 0.3) ? nil : sectionName(reference)
            return .appendItems(newItems(reference), section: section, form)
        case 1:
            return .insertItems(newItems(reference), anchor: itemName(reference), after: after, form)
        case 2:
            return .deleteItems(itemNames(reference), form)
        case 3:
            let item = itemName(reference, known: 0.95)
            let anchor = rng.fastChance(0.05) ? item : itemName(reference, known: 0.95)
            return .moveItem(item, anchor: anchor, after: after, form)
        case 4:
            return .reconfigureItems(itemNames(reference), form)
        case 5:
            return .reloadItems(itemNames(reference), form)
        case 6:
            return .appendSections(newSections(reference), form)
        case 7:
            return .insertSections(newSections(reference), anchor: sectionName(reference), after: after, form)
        case 8:
            return .deleteSections(sectionNames(reference), form)
        case 9:
            let section = sectionName(reference, known: 0.95)
            let anchor = rng.fastChance(0.08) ? section : sectionName(reference, known: 0.95)
            return .moveSection(section, anchor: anchor, after: after, form)
        case 10:
            return .reloadSections(sectionNames(reference), form)
        case 11:
            return .deleteAllItems
        case 12:
            return .reassignSections
        default:
            return .retitleSection(index: rng.fastInt(0..<sectionCount), title: rng.fastInt(0...3))
        }
    }
}
