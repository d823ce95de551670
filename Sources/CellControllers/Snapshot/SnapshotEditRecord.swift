/// What the item edits of a snapshot changed since it began recording
/// (``AnySnapshot/beginRecording()``), kept as the batch update that turns the snapshot as it was
/// into the snapshot as it is: what an `update { }` shows without diffing the screen.
///
/// Each section an edit touched is a list of pieces, in the section's current order: a run of
/// the section's own items as they were (`kept`, old positions, ascending), one item moved there
/// (`moved`, from its old path), or items inserted since (`inserted`). Untouched sections are
/// kept whole. Deletes, inserts and moves of items update the pieces; any other change (a section
/// edit, a replaced model, every item deleted) makes the record incomplete, and the caller diffs
/// instead. A record past ``maximumPieces`` pieces is given up too, so that an edit costs at most
/// O(``maximumPieces``) more.
///
/// An item moved back in order (between the items of its section kept around it) is not a
/// move in the batch.
///
/// An item inserted that the edits deleted (taken out and appended elsewhere, the way to move
/// an item into an empty section) gives the record up: the screen must show it as a move
/// (keeping its cell, selection and state), as the diff finds, not as a delete and an insert,
/// and pieces hold positions, not identities. The record keeps the deleted items' identities
/// for this check only.
///
/// Identity and content: pieces hold positions, never models. A kept or moved item is the same
/// model as before (no edit recorded here changes a model), so the batch needs no reconfigure.
struct SnapshotEditRecord: Sendable {
    /// A run of a section's items, in its current order.
    enum Piece: Sendable, Equatable {
        /// The section's own items that were at `range`, in order.
        case kept(Range<Int>)
        /// One item that was at `path` before the edits (this section or another).
        case moved(ItemPath)
        /// `count` items inserted by the edits.
        case inserted(Int)

        /// The number of items of the piece.
        var count: Int {
            switch self {
            case .kept(let range): range.count
            case .moved: 1
            case .inserted(let count): count
            }
        }
    }

    /// The pieces of a touched section, and its item count before the edits.
    struct SectionEdits: Sendable {
        var oldCount: Int
        var pieces: [Piece]
    }

    /// The most pieces a record keeps before it gives up (and the caller diffs).
    static let maximumPieces = 16_384

    /// The touched sections, by index (sections are never inserted, deleted or moved while the
    /// record is complete).
    private(set) var sections: [Int: SectionEdits] = [:]
    /// Whether every change since the record began is in `sections`.
    private(set) var isComplete = true
    /// The number of pieces of all touched sections.
    private var pieceCount = 0
    /// The identities of the items deleted since the record began: inserting one of them gives
    /// the record up.
    private var deleted: Set<DiffIdentifier> = []

    /// Gives the record up: a change it does not follow was made.
    mutating func giveUp() {
        isComplete = false
        sections = [:]
        pieceCount = 0
        deleted = []
    }

    /// Whether the identities of inserted items are needed (``noteInserted(_:)``): items were
    /// deleted since the record began.
    var checksInsertedIdentities: Bool { isComplete && !deleted.isEmpty }

    /// Notes the identities of items deleted (recorded with ``recordDelete(section:ascending:sectionCount:)``).
    /// - Complexity: O(k) expected for k identities.
    mutating func noteDeleted(_ identifiers: [DiffIdentifier]) {
        guard isComplete else { return }
        deleted.formUnion(identifiers)
    }

    /// Notes the identities of items inserted: one the edits deleted gives the record up (the
    /// item moved, which the caller's diff shows as a move).
    /// - Complexity: O(k) expected for k identities.
    mutating func noteInserted(_ identifiers: some Sequence<DiffIdentifier>) {
        guard checksInsertedIdentities else { return }
        if identifiers.contains(where: deleted.contains) { giveUp() }
    }

    /// Notes that `count` items were inserted into section `section` at `position` (current
    /// coordinates); the section held `sectionCount` items before.
    /// - Complexity: O(p) for the section's p pieces.
    mutating func recordInsert(section: Int, at position: Int, count: Int, sectionCount: Int) {
        guard isComplete, count > 0 else { return }
        insert(.inserted(count), section: section, at: position, sectionCount: sectionCount)
    }

    /// Notes that the items at `ascending` (distinct, current coordinates) of section `section`,
    /// which held `sectionCount` items, were deleted.
    /// - Complexity: O(p + k) for the section's p pieces and k positions.
    mutating func recordDelete(section: Int, ascending: [Int], sectionCount: Int) {
        guard isComplete, !ascending.isEmpty else { return }
        _ = remove(section: section, ascending: ascending, sectionCount: sectionCount)
    }

    /// Notes that the item at `from` was moved to `to` (in the coordinates after its removal);
    /// the sections held `fromCount` and `toCount` items before the move.
    /// - Complexity: O(p) for the pieces of both sections.
    mutating func recordMove(from: ItemPath, to: ItemPath, fromCount: Int, toCount: Int) {
        guard isComplete else { return }
        guard let piece = remove(section: from.section, ascending: [from.item], sectionCount: fromCount).first else { return }
        insert(piece, section: to.section, at: to.item, sectionCount: from.section == to.section ? fromCount - 1 : toCount)
    }

    /// The batch that turns the snapshot before the edits into the one after them: deletes at
    /// old paths, inserts at new paths, moves from old to new, each list ascending; `nil` when
    /// the record is incomplete.
    /// - Complexity: O(p + c log c) for p pieces and c changes.
    var batch: BatchUpdate? {
        guard isComplete else { return nil }
        var inserted: [ItemPath] = []
        var moved: [Move<ItemPath>] = []
        var movedFrom: [Int: [Int]] = [:]
        for (section, edits) in sections {
            var position = 0
            // The old position of the last item of this section kept in order, and the start of
            // the next kept run (from a backward pass): an item moved back between them, in
            // order, is not a move.
            var nextKept = [Int](repeating: .max, count: edits.pieces.count)
            var bound = Int.max
            for offset in edits.pieces.indices.reversed() {
                nextKept[offset] = bound
                if case .kept(let range) = edits.pieces[offset] { bound = range.lowerBound }
            }
            var previous = -1
            for (offset, piece) in edits.pieces.enumerated() {
                switch piece {
                case .kept(let range):
                    previous = range.upperBound - 1
                case .moved(let from):
                    movedFrom[from.section, default: []].append(from.item)
                    if from.section == section, from.item > previous, from.item < nextKept[offset] {
                        previous = from.item
                    } else {
                        moved.append(Move(from: from, to: ItemPath(item: position, section: section)))
                    }
                case .inserted(let count):
                    for item in position..<position + count { inserted.append(ItemPath(item: item, section: section)) }
                }
                position += piece.count
            }
        }
        var deleted: [ItemPath] = []
        for (section, edits) in sections {
            // The old items still present: the kept runs (ascending) and those moved anywhere.
            var present: [Range<Int>] = []
            for case .kept(let range) in edits.pieces { present.append(range) }
            for item in movedFrom[section] ?? [] { present.append(item..<item + 1) }
            present.sort { $0.lowerBound < $1.lowerBound }
            var next = 0
            for range in present {
                for item in next..<range.lowerBound { deleted.append(ItemPath(item: item, section: section)) }
                next = range.upperBound
            }
            for item in next..<edits.oldCount { deleted.append(ItemPath(item: item, section: section)) }
        }
        deleted.sort()
        inserted.sort()
        moved.sort { $0.source < $1.source }
        return BatchUpdate(deletedItems: deleted, insertedItems: inserted, movedItems: moved)
    }

    // MARK: Pieces

    /// The pieces of section `section`, which holds `sectionCount` items now: one kept run of
    /// them all when the section is untouched.
    private func pieces(of section: Int, sectionCount: Int) -> SectionEdits {
        sections[section] ?? SectionEdits(oldCount: sectionCount, pieces: sectionCount > 0 ? [.kept(0..<sectionCount)] : [])
    }

    /// Stores the pieces of `section`, or gives up when the record grew past its bound.
    private mutating func store(_ edits: SectionEdits, section: Int, replacing oldPieces: Int) {
        pieceCount += edits.pieces.count - oldPieces
        guard pieceCount <= Self.maximumPieces else { return giveUp() }
        sections[section] = edits
    }

    /// Inserts `piece` at `position` of section `section` (of `sectionCount` items).
    private mutating func insert(_ piece: Piece, section: Int, at position: Int, sectionCount: Int) {
        var edits = pieces(of: section, sectionCount: sectionCount)
        let oldPieces = sections[section]?.pieces.count ?? 0
        var result: [Piece] = []
        result.reserveCapacity(edits.pieces.count + 2)
        var start = 0
        var placed = false
        for existing in edits.pieces {
            let count = existing.count
            if !placed, position < start + count, position > start {
                // Split `existing` around the insertion.
                let offset = position - start
                switch existing {
                case .kept(let range):
                    Self.append(.kept(range.lowerBound..<range.lowerBound + offset), to: &result)
                    Self.append(piece, to: &result)
                    Self.append(.kept(range.lowerBound + offset..<range.upperBound), to: &result)
                case .inserted(let inserted):
                    Self.append(.inserted(offset), to: &result)
                    Self.append(piece, to: &result)
                    Self.append(.inserted(inserted - offset), to: &result)
                case .moved:
                    preconditionFailure("a moved piece holds one item: no position is inside it")
                }
                placed = true
            } else {
                if !placed, position == start {
                    Self.append(piece, to: &result)
                    placed = true
                }
                Self.append(existing, to: &result)
            }
            start += count
        }
        if !placed { Self.append(piece, to: &result) }
        edits.pieces = result
        store(edits, section: section, replacing: oldPieces)
    }

    /// Removes the items at `ascending` (distinct) of section `section` (of `sectionCount`
    /// items) and returns them as one-item pieces, in order: a kept item as `moved` from its
    /// old path.
    private mutating func remove(section: Int, ascending: [Int], sectionCount: Int) -> [Piece] {
        var edits = pieces(of: section, sectionCount: sectionCount)
        let oldPieces = sections[section]?.pieces.count ?? 0
        var result: [Piece] = []
        result.reserveCapacity(edits.pieces.count + ascending.count)
        var removed: [Piece] = []
        removed.reserveCapacity(ascending.count)
        var start = 0
        var next = 0
        for piece in edits.pieces {
            let count = piece.count
            guard next < ascending.count, ascending[next] < start + count else {
                Self.append(piece, to: &result)
                start += count
                continue
            }
            switch piece {
            case .kept(let range):
                var from = range.lowerBound
                while next < ascending.count, ascending[next] < start + count {
                    let old = range.lowerBound + ascending[next] - start
                    if old > from { Self.append(.kept(from..<old), to: &result) }
                    removed.append(.moved(ItemPath(item: old, section: section)))
                    from = old + 1
                    next += 1
                }
                if from < range.upperBound { Self.append(.kept(from..<range.upperBound), to: &result) }
            case .moved:
                removed.append(piece)
                next += 1
            case .inserted(let inserted):
                var left = inserted
                while next < ascending.count, ascending[next] < start + count {
                    removed.append(.inserted(1))
                    left -= 1
                    next += 1
                }
                if left > 0 { Self.append(.inserted(left), to: &result) }
            }
            start += count
        }
        edits.pieces = result
        store(edits, section: section, replacing: oldPieces)
        return removed
    }

    /// Appends `piece` to `pieces`, merging it with the last one when both are insertions, or
    /// kept runs that follow each other.
    private static func append(_ piece: Piece, to pieces: inout [Piece]) {
        guard piece.count > 0 else { return }
        switch (pieces.last, piece) {
        case (.inserted(let count)?, .inserted(let more)):
            pieces[pieces.count - 1] = .inserted(count + more)
        case (.kept(let range)?, .kept(let next)) where range.upperBound == next.lowerBound:
            pieces[pieces.count - 1] = .kept(range.lowerBound..<next.upperBound)
        default:
            pieces.append(piece)
        }
    }
}

extension Snapshot {
    /// Starts recording what the item edits change (see ``AnySnapshot/beginRecording()``).
    package mutating func beginRecording() { erased.beginRecording() }

    /// Stops recording and returns the batch the edits since ``beginRecording()`` amount to, or
    /// `nil` (see ``AnySnapshot/endRecording()``).
    package mutating func endRecording() -> BatchUpdate? { erased.endRecording() }
}
