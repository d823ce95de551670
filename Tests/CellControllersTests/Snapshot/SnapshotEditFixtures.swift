import CellControllers
import CellControllersTestSupport
import Testing

/// Models for the snapshot editing, storage and marks tests (prefixed `Edit` so that they cannot
/// collide with other tests' fixtures).
///
/// `EditPhoto` and `EditPost` have overlapping `Int` ids, so `EditPhoto(1)` and `EditPost(1)` are
/// different items; mixing them in one section makes it store its items erased.
struct EditPhoto: Identifiable, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var value = 0
    var description: String { value == 0 ? "P\(id)" : "P\(id)'\(value)" }
}

/// The second item model type (see ``EditPhoto``).
struct EditPost: Identifiable, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var value = 0
    var description: String { value == 0 ? "T\(id)" : "T\(id)'\(value)" }
}

/// A section model: identity `id`, content `title`.
struct EditGroup: Identifiable, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var title = 0
    var description: String { title == 0 ? "G\(id)" : "G\(id)'\(title)" }
}

/// An id whose every value hashes alike: a pathological but valid `Hashable`.
struct ClashingID: Hashable, Sendable, CustomStringConvertible {
    var value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    static func == (lhs: ClashingID, rhs: ClashingID) -> Bool { lhs.value == rhs.value }
    var description: String { "#\(value)" }
}

/// An item model with a ``ClashingID``.
struct ClashingItem: Identifiable, Equatable, Sendable {
    var id: ClashingID
    var content = 0
}

/// An item model with `String` ids.
struct EditTag: Identifiable, Equatable, Sendable {
    var id: String
    var content = 0
}

/// Shorthands for identifiers and snapshots built from plain lists.
enum EditFixtures {
    static func photo(_ id: Int) -> DiffIdentifier { DiffIdentifier(type: EditPhoto.self, id: id) }
    static func post(_ id: Int) -> DiffIdentifier { DiffIdentifier(type: EditPost.self, id: id) }
    static func group(_ id: Int) -> DiffIdentifier { DiffIdentifier(type: EditGroup.self, id: id) }

    /// A snapshot whose sections `ids[i].0` hold photos `ids[i].1`, built with the editing API.
    static func photos(_ sections: [(Int, [Int])]) throws(SnapshotEditError) -> AnySnapshot {
        var snapshot = AnySnapshot()
        for (section, items) in sections {
            try snapshot.appendSections([EditGroup(id: section)])
            try snapshot.appendItems(items.map { EditPhoto(id: $0) })
        }
        return snapshot
    }

    /// The layout of a snapshot as section ids and item identifiers, to compare with `#expect`.
    static func layout(_ snapshot: AnySnapshot) -> [String] {
        snapshot.sections.map { section in
            "\(section.identifier): " + (0..<section.count).map { "\(section.identifier(at: $0))" }.joined(separator: " ")
        }
    }

    /// Stores every section of `snapshot` erased: appends an item of another type to each section
    /// and deletes it again (marks are kept). The result is `==` to `snapshot`.
    static func erased(_ snapshot: AnySnapshot) throws(SnapshotEditError) -> AnySnapshot {
        var copy = snapshot
        let intruder = DiffIdentifier(type: EditIntruder.self, id: -1)
        for section in snapshot.sectionIdentifiers {
            try copy.appendItems([EditIntruder(id: -1)], toSection: section)
            try copy.deleteItems([intruder])
        }
        return copy
    }
}

/// The item of a type found nowhere else that ``EditFixtures/erased(_:)`` adds and removes.
struct EditIntruder: Identifiable, Equatable, Sendable {
    var id: Int
}

extension DiffTestRandom {
    // Cheaper than the standard library's generic `random(in:using:)` in a debug build, which
    // matters for the hundreds of thousands of draws of the property tests. The modulo bias is
    // negligible for these small ranges.

    /// A uniform integer in `range`.
    mutating func fastInt(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(truncatingIfNeeded: next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A uniform integer in `range`, which must not be empty.
    mutating func fastInt(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(truncatingIfNeeded: next() % UInt64(range.upperBound - range.lowerBound))
    }

    /// `true` with probability `probability`.
    mutating func fastChance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    /// One element of `choices`, which must not be empty.
    mutating func fastPick<T>(_ choices: [T]) -> T {
        choices[fastInt(0..<choices.count)]
    }
}

/// Expectations shared by the snapshot tests.
enum EditExpect {
    /// Checks every query of `snapshot` against linear scans of its own sections: the index
    /// agrees with the storage.
    static func consistent(_ snapshot: AnySnapshot, _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        var flat = 0
        let sections = snapshot.sections
        for (sectionIndex, section) in sections.enumerated() {
            #expect(snapshot.indexOfSection(section.identifier) == sectionIndex, "\(label) \(section.identifier)", sourceLocation: sourceLocation)
            let identifiers = (0..<section.count).map { section.identifier(at: $0) }
            do throws(SnapshotEditError) {
                #expect(try snapshot.numberOfItems(inSection: section.identifier) == section.count, sourceLocation: sourceLocation)
                #expect(try snapshot.itemIdentifiers(inSection: section.identifier) == identifiers, sourceLocation: sourceLocation)
            } catch {
                Issue.record("\(label) \(section.identifier): \(error)", sourceLocation: sourceLocation)
            }
            for (itemIndex, identifier) in identifiers.enumerated() {
                let path = ItemPath(item: itemIndex, section: sectionIndex)
                #expect(snapshot.pathOfItem(identifier) == path, "\(label) \(identifier)", sourceLocation: sourceLocation)
                #expect(snapshot.indexOfItem(identifier) == flat, "\(label) \(identifier)", sourceLocation: sourceLocation)
                #expect(snapshot.sectionIdentifier(containingItem: identifier) == section.identifier, "\(label) \(identifier)",
                        sourceLocation: sourceLocation)
                flat += 1
            }
        }
        #expect(snapshot.numberOfItems == flat, sourceLocation: sourceLocation)
    }

    /// Checks that `snapshot` is `expected` in every observable way: `==`, layout, marks, and
    /// every query (which must also agree with its storage).
    static func same(_ snapshot: AnySnapshot, as expected: AnySnapshot, _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(snapshot == expected, "\(label)", sourceLocation: sourceLocation)
        #expect(EditFixtures.layout(snapshot) == EditFixtures.layout(expected), "\(label)", sourceLocation: sourceLocation)
        #expect(snapshot.reconfiguredItemIdentifiers == expected.reconfiguredItemIdentifiers, "\(label)", sourceLocation: sourceLocation)
        #expect(snapshot.reloadedItemIdentifiers == expected.reloadedItemIdentifiers, "\(label)", sourceLocation: sourceLocation)
        #expect(snapshot.reloadedSectionIdentifiers == expected.reloadedSectionIdentifiers, "\(label)", sourceLocation: sourceLocation)
        consistent(snapshot, label, sourceLocation: sourceLocation)
    }

    /// Checks that `edit` throws `error`, whose description names `naming`, and leaves the
    /// snapshot `make` builds exactly as it was, index included, whether the snapshot's index
    /// was built before (and shared with a copy, or not) or not; and that the snapshot can
    /// then be edited normally.
    static func refused(
        _ error: SnapshotEditError,
        naming: String,
        make: () throws -> AnySnapshot,
        _ edit: (inout AnySnapshot) throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = try make()
        let expectedError = error
        func attempt(_ snapshot: inout AnySnapshot, _ label: String, expected: AnySnapshot) {
            do {
                try edit(&snapshot)
                Issue.record("\(label): no error, expected \(expectedError)", sourceLocation: sourceLocation)
            } catch {
                #expect(error is SnapshotEditError, "\(label): \(error)", sourceLocation: sourceLocation)
                #expect(error as? SnapshotEditError == expectedError, "\(label)", sourceLocation: sourceLocation)
                #expect("\(error)".contains(naming), "\(label): \(error)", sourceLocation: sourceLocation)
            }
            same(snapshot, as: expected, label, sourceLocation: sourceLocation)
        }

        // The index never built: the same sections, from arrays (so without marks).
        var fresh = AnySnapshot(sections: expected.sections)
        attempt(&fresh, "index not built", expected: expected.withoutMarks)

        // The index built (by the edits that made the snapshot, and by queries), not shared.
        var built = try make()
        consistent(built, sourceLocation: sourceLocation)
        attempt(&built, "index built", expected: expected)

        // The index built and shared with an unedited copy.
        let original = try make()
        consistent(original, sourceLocation: sourceLocation)
        var copy = original
        attempt(&copy, "shared index", expected: expected)
        same(original, as: expected, "original of the refused copy", sourceLocation: sourceLocation)

        // A refused edit leaves a snapshot that edits normally.
        if let last = built.sectionIdentifiers.last {
            try built.appendItems([EditPhoto(id: 999_999)], toSection: last)
            consistent(built, "after a refused edit", sourceLocation: sourceLocation)
        }
    }
}
