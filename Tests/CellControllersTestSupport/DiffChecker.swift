import CellControllers
import Testing

/// Diffs two states and checks the result against the reference model, recording failures with
/// the seed (or label) that replays them.
package enum DiffChecker {
    package typealias Data = DiffFixtures.Data

    /// Checks `AnySnapshot.diff` from `old` to `new`: stages well formed and ordered, applying them
    /// with the reference model reproduces `new` exactly, every content update is a real change,
    /// and the move count is the independently computed minimum.
    package static func checkSnapshotDiff(
        from old: Data,
        to new: Data,
        style: ContentChangeStyle = .reconfigure,
        label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let changeset: StagedChangeset
        do {
            changeset = try AnySnapshot.diff(
                from: DiffFixtures.snapshot(old), to: DiffFixtures.snapshot(new), contentChanges: style)
        } catch {
            Issue.record("\(label): diff threw \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(changeset.isEmpty == (old == new), "\(label)", sourceLocation: sourceLocation)
        #expect(changeset.stages.allSatisfy { !$0.isEmpty }, "\(label): empty stage", sourceLocation: sourceLocation)
        #expect(changeset.stages.count <= 2, "\(label)", sourceLocation: sourceLocation)

        var data = old
        for (number, stage) in changeset.stages.enumerated() {
            let isContentStage = isContentOnly(stage)
            #expect(
                isContentStage || isStructureOnly(stage), "\(label): stage \(number) mixes structure and content",
                sourceLocation: sourceLocation)
            #expect(
                number == 0 || (isContentStage && !isContentOnly(changeset.stages[0])),
                "\(label): stages out of order", sourceLocation: sourceLocation)
            #expect(isAscending(stage), "\(label): stage \(number) lists not ascending", sourceLocation: sourceLocation)
            if isContentStage {
                for path in stage.reconfiguredItems + stage.reloadedItems {
                    #expect(
                        data[path.section].items[path.item] != new[path.section].items[path.item],
                        "\(label): spurious item update at \(path)", sourceLocation: sourceLocation)
                }
                for section in stage.reloadedSections {
                    #expect(
                        data[section].header != new[section].header,
                        "\(label): spurious section reload \(section)", sourceLocation: sourceLocation)
                }
                let wrongStyle = style == .reconfigure ? stage.reloadedItems : stage.reconfiguredItems
                #expect(wrongStyle.isEmpty, "\(label): wrong content style", sourceLocation: sourceLocation)
            }
            do {
                data = try DiffReference.apply(stage, to: data, source: new)
            } catch {
                Issue.record("\(label): stage \(number) rejected: \(error)\n\(stage)", sourceLocation: sourceLocation)
                return
            }
        }
        #expect(data == new, "\(label): applying \(changeset.stages) to \(old) gave \(data), expected \(new)",
                sourceLocation: sourceLocation)
        let minimum = DiffReference.minimumMoves(from: old, to: new)
        #expect(changeset.moveCount == minimum, "\(label): \(changeset.moveCount) moves, minimum \(minimum)",
                sourceLocation: sourceLocation)
    }

    /// Checks `FlatDiff.compute` from `old` to `new` (unique ids, content compared): applying
    /// deletes, inserts and moves as one section reproduces `new`'s ids, the updates are exactly
    /// the kept elements whose content changed, and the move count is kept − LIS.
    package static func checkFlatDiff(
        from old: [DiffFixtures.Item],
        to new: [DiffFixtures.Item],
        label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let diff: FlatDiff
        do {
            diff = try FlatDiff.compute(old: old.map(\.id), new: new.map(\.id)) { old[$0].content == new[$1].content }
        } catch {
            Issue.record("\(label): diff threw \(error)", sourceLocation: sourceLocation)
            return
        }
        let identityOnly = try? FlatDiff.compute(old: old.map(\.id), new: new.map(\.id))
        #expect(identityOnly?.updates == [], "\(label)", sourceLocation: sourceLocation)
        #expect(identityOnly?.moves == diff.moves, "\(label)", sourceLocation: sourceLocation)

        let batch = BatchUpdate(
            deletedItems: diff.deletes.map { ItemPath(item: $0, section: 0) },
            insertedItems: diff.inserts.map { ItemPath(item: $0, section: 0) },
            movedItems: diff.moves.map { Move(from: ItemPath(item: $0.source, section: 0), to: ItemPath(item: $0.destination, section: 0)) })
        let oldIDs = DiffFixtures.single(old.map(\.id))
        let newIDs = DiffFixtures.single(new.map(\.id))
        do {
            let applied = try DiffReference.apply(batch, to: oldIDs, source: newIDs)
            #expect(applied == newIDs, "\(label): applying \(diff) gave \(applied)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(label): rejected: \(error)", sourceLocation: sourceLocation)
        }
        let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
        let kept = new.enumerated().compactMap { index, item in oldIndex[item.id].map { (old: $0, new: index) } }
        let expectedUpdates = kept.filter { old[$0.old].content != new[$0.new].content }.map(\.new)
        #expect(diff.updates == expectedUpdates, "\(label)", sourceLocation: sourceLocation)
        let minimum = kept.count - DiffReference.lisLength(kept.map(\.old))
        #expect(diff.moves.count == minimum, "\(label): \(diff.moves.count) moves, minimum \(minimum)",
                sourceLocation: sourceLocation)
        #expect(diff.deletes == diff.deletes.sorted() && diff.inserts == diff.inserts.sorted(), "\(label)",
                sourceLocation: sourceLocation)
        #expect(diff.moves.map(\.destination) == diff.moves.map(\.destination).sorted(), "\(label)",
                sourceLocation: sourceLocation)
    }

    private static func isContentOnly(_ stage: BatchUpdate) -> Bool {
        stage.deletedSections.isEmpty && stage.insertedSections.isEmpty && stage.movedSections.isEmpty
            && stage.deletedItems.isEmpty && stage.insertedItems.isEmpty && stage.movedItems.isEmpty
    }

    private static func isStructureOnly(_ stage: BatchUpdate) -> Bool {
        stage.reloadedSections.isEmpty && stage.reloadedItems.isEmpty && stage.reconfiguredItems.isEmpty
    }

    private static func isAscending(_ stage: BatchUpdate) -> Bool {
        func ascending<T: Comparable>(_ values: [T]) -> Bool { zip(values, values.dropFirst()).allSatisfy { $0 < $1 } }
        return ascending(stage.deletedSections) && ascending(stage.insertedSections)
            && ascending(stage.movedSections.map(\.destination)) && ascending(stage.reloadedSections)
            && ascending(stage.deletedItems) && ascending(stage.insertedItems)
            && ascending(stage.movedItems.map(\.destination)) && ascending(stage.reloadedItems)
            && ascending(stage.reconfiguredItems)
    }
}
