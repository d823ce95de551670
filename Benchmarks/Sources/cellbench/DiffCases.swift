import CellControllers

/// Diff benchmarks: the flat engine on unique `Int` ids against `CollectionDifference` and a
/// hash floor, and the sectioned `Snapshot.diff` on typed snapshots (`Snapshot<Section, Item>`).
enum DiffCases {
    static let all: [BenchCase] = [
        BenchCase("diff.flat.5k", "5,000 ids: 1,000 deleted, 1,000 inserted, 200 moved; baseline CollectionDifference") {
            flat(name: "diff.flat.5k", FlatTransition(count: 5_000, deletes: 1_000, inserts: 1_000, moves: 200, seed: 1),
                 collectionDifference: true)
        },
        BenchCase("diff.flat.100k", "100,000 ids: 10,000 deleted, 10,000 inserted, 2,000 moved; baseline hash floor") {
            flat(name: "diff.flat.100k", FlatTransition(count: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, seed: 2))
        },
        BenchCase("diff.flat.1m", "1,000,000 ids: 1% deleted, 1% inserted, 0.1% moved, 1% content changed; baseline hash floor") {
            flat(name: "diff.flat.1m",
                 FlatTransition(count: 1_000_000, deletes: 10_000, inserts: 10_000, moves: 1_000, contentChanges: 10_000, seed: 3),
                 withContent: true)
        },
        BenchCase("diff.snapshot.100k", "100 sections x 1,000 items of a typed Snapshot<BenchSection, BenchItem>: 1% deleted/inserted/changed, 0.2% moved, 2 sections moved; baseline hash floor on the item ids") {
            sectioned(name: "diff.snapshot.100k", SectionedTransition(sections: 100, itemsPerSection: 1_000, seed: 4))
        },
        BenchCase("diff.snapshot.1m", "10 sections x 100,000 items of a typed Snapshot<BenchSection, BenchItem>: 1% deleted/inserted/changed, 0.2% moved, 2 sections moved; baseline hash floor on the item ids; compare diff.flat.1m") {
            sectioned(name: "diff.snapshot.1m", SectionedTransition(sections: 10, itemsPerSection: 100_000, seed: 5))
        },
        BenchCase("diff.snapshot.vs.flat.1m", "diff.snapshot.1m's and diff.flat.1m's diffs in one process, timed in turns (a round runs each once); ratio: the typed snapshot's median over the flat diff's (target <= 1.15)") {
            snapshotVersusFlat()
        },
        BenchCase("diff.snapshot.collisions.20k", "20,000 items whose ids all hash alike (a poor custom Hashable), 200 deleted, 200 inserted, 20 moved; baseline FlatDiff on the same ids") {
            collisions(count: 20_000)
        },
    ]

    /// An id whose hash ignores its value: every key collides.
    struct CollidingID: Hashable, Sendable {
        var value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    struct CollidingItem: Identifiable, Equatable, Sendable {
        var id: CollidingID
    }

    /// Snapshot.diff against FlatDiff when every id hashes alike: both are quadratic, and the
    /// snapshot's typed path should cost what the flat diff costs.
    static func collisions(count: Int) -> BenchRecord {
        let input = FlatTransition(count: count, deletes: count / 100, inserts: count / 100, moves: count / 1_000, seed: 6)
        let old = input.old.map { CollidingID(value: $0) }
        let new = input.new.map { CollidingID(value: $0) }
        func snapshot(_ ids: [CollidingID]) -> Snapshot<BenchSection, CollidingItem> {
            Snapshot([(BenchSection(id: 0, header: ""), ids.map(CollidingItem.init))])
        }
        let oldSnapshot = snapshot(old)
        let newSnapshot = snapshot(new)
        var moves = 0
        let timing = Harness.measure(minRuns: 3, maxRuns: 5, minSeconds: 0) {
            moves = (try? Snapshot.diff(from: oldSnapshot, to: newSnapshot)).map(DiffCases.moves(in:)) ?? -1
            return moves
        }
        var record = Harness.record(name: "diff.snapshot.collisions.\(count / 1_000)k", n: count, timing: timing)
        record["moves"] = .int(moves)
        record["min_moves"] = .int(input.minimumMoves)
        let flat = Harness.measure(minRuns: 3, maxRuns: 5, minSeconds: 0) {
            ((try? FlatDiff.compute(old: old, new: new))?.moves.count) ?? -1
        }
        Harness.addBaseline("flat_diff", flat, to: &record)
        return record
    }

    /// Builds a `Dictionary` from old id to index and looks up every new id: the least work any
    /// hash-based diff must do.
    @inline(never)
    static func hashFloor<ID: Hashable>(old: [ID], new: [ID]) -> Int {
        var table = [ID: Int](minimumCapacity: old.count)
        for (index, id) in old.enumerated() { table[id] = index }
        var found = 0
        for id in new {
            if let index = table[id] { found &+= index }
        }
        return found
    }

    static func flat(name: String, _ input: FlatTransition, collectionDifference: Bool = false, withContent: Bool = false) -> BenchRecord {
        let inputRSS = Harness.peakRSSBytes()
        let old = input.old
        let new = input.new
        let oldContent = input.oldContent
        let newContent = input.newContent
        var result: FlatDiff?
        let timing = Harness.measure {
            do {
                result = withContent
                    ? try FlatDiff.compute(old: old, new: new) { oldContent[$0] == newContent[$1] }
                    : try FlatDiff.compute(old: old, new: new)
            } catch {
                fatalError("duplicate ids in benchmark input: \(error)")
            }
            return result?.moves.count ?? 0
        }
        var record = Harness.record(name: name, n: old.count, timing: timing)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        record["input_rss_bytes"] = .int(inputRSS)
        record["moves"] = .int(result?.moves.count ?? 0)
        record["min_moves"] = .int(input.minimumMoves)
        record["deletes"] = .int(result?.deletes.count ?? 0)
        record["inserts"] = .int(result?.inserts.count ?? 0)
        record["updates"] = .int(result?.updates.count ?? 0)

        let floor = Harness.measure { hashFloor(old: old, new: new) }
        if collectionDifference {
            let difference = Harness.measure(minRuns: 5, maxRuns: 20, minSeconds: 2) {
                new.difference(from: old).inferringMoves().count
            }
            Harness.addBaseline("collection_difference", difference, to: &record)
            Harness.addBaseline("hash_floor", floor, to: &record, prefix: "hash_floor")
        } else {
            Harness.addBaseline("hash_floor", floor, to: &record)
        }
        return record
    }

    /// `diff.snapshot.1m` against `diff.flat.1m`: their inputs built in one process and their
    /// diffs run in turns, so that the ratio of the two does not depend on how fast the machine
    /// was in each case's own process (run apart, it swung 0.97-1.60 on a shared machine).
    static func snapshotVersusFlat() -> BenchRecord {
        let flatInput = FlatTransition(count: 1_000_000, deletes: 10_000, inserts: 10_000, moves: 1_000, contentChanges: 10_000, seed: 3)
        let sectionedInput = SectionedTransition(sections: 10, itemsPerSection: 100_000, seed: 5)
        let (flatOld, flatNew) = (flatInput.old, flatInput.new)
        let (oldContent, newContent) = (flatInput.oldContent, flatInput.newContent)
        let (snapshotOld, snapshotNew) = (sectionedInput.old, sectionedInput.new)
        let snapshotDiff: () -> Int = {
            do {
                return try Snapshot.diff(from: snapshotOld, to: snapshotNew).changeCount
            } catch {
                fatalError("duplicate ids in benchmark input: \(error)")
            }
        }
        let flatDiff: () -> Int = {
            do {
                return try FlatDiff.compute(old: flatOld, new: flatNew, isContentEqual: { oldContent[$0] == newContent[$1] }).moves.count
            } catch {
                fatalError("duplicate ids in benchmark input: \(error)")
            }
        }
        let timings = Harness.measureInTurns(minRounds: 9, minSeconds: 3, [snapshotDiff, flatDiff])
        var record = Harness.record(name: "diff.snapshot.vs.flat.1m", n: sectionedInput.itemCount, timing: timings[0].wall)
        Harness.addBaseline("diff.flat.1m, in turns", timings[1].wall, to: &record)
        record["min_ratio"] = .double(Harness.ratio(timings[0].wall.minNanoseconds, timings[1].wall.minNanoseconds))
        // The thread's CPU time: the same comparison without the time the diffs waited for a core.
        record["cpu_median_ns"] = .int(timings[0].cpu.medianNanoseconds)
        record["baseline_cpu_median_ns"] = .int(timings[1].cpu.medianNanoseconds)
        record["cpu_ratio"] = .double(Harness.ratio(timings[0].cpu.medianNanoseconds, timings[1].cpu.medianNanoseconds))
        record["cpu_min_ratio"] = .double(Harness.ratio(timings[0].cpu.minNanoseconds, timings[1].cpu.minNanoseconds))
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        return record
    }

    static func sectioned(name: String, _ input: SectionedTransition) -> BenchRecord {
        let inputRSS = Harness.peakRSSBytes()
        let old = input.old
        let new = input.new
        var changeset: StagedChangeset?
        let timing = Harness.measure {
            do {
                changeset = try Snapshot.diff(from: old, to: new)
            } catch {
                fatalError("duplicate ids in benchmark input: \(error)")
            }
            return changeset?.changeCount ?? 0
        }
        var record = Harness.record(name: name, n: input.itemCount, timing: timing)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        record["input_rss_bytes"] = .int(inputRSS)
        record["moves"] = .int(changeset.map(DiffCases.moves(in:)) ?? 0)
        record["min_moves"] = .int(input.minimumMoves)
        record["changes"] = .int(changeset?.changeCount ?? 0)
        record["stages"] = .int(changeset.map { [$0.structure, $0.content].filter { $0 != BatchUpdate() }.count } ?? 0)

        let oldIDs = old.items.map(\.id)
        let newIDs = new.items.map(\.id)
        let floor = Harness.measure { hashFloor(old: oldIDs, new: newIDs) }
        Harness.addBaseline("hash_floor", floor, to: &record)
        return record
    }
}

extension DiffCases {
    /// The section moves plus the item moves of `changeset` (all in its structure stage).
    static func moves(in changeset: StagedChangeset) -> Int {
        changeset.structure.movedSections.count + changeset.structure.movedItems.count
    }
}
