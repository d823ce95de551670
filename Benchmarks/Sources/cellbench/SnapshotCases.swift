#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellControllers

/// Snapshot building and editing benchmarks (issue 28 §1): a typed snapshot built the way the
/// README shows (`appendSections` then `appendItems`) and edited item by item, each against the
/// one-go build (`Snapshot(_ sections:)`) of the same items plus `diff.snapshot.1m`'s diff,
/// both measured in the same run.
enum SnapshotCases {
    static let all: [BenchCase] = [
        BenchCase("snapshot.append.1m", "one appendItems of 1,000,000 models into one section (after appendSections); ratio to the one-go build + diff.snapshot.1m, memory to the one-go build's") {
            append(name: "snapshot.append.1m", count: 1_000_000, chunk: 1_000_000)
        },
        BenchCase("snapshot.append.chunked.1m", "1,000 appendItems of 1,000 models into one section; ratio to the one-go build + diff.snapshot.1m, memory to the one-go build's") {
            append(name: "snapshot.append.chunked.1m", count: 1_000_000, chunk: 1_000)
        },
        BenchCase("snapshot.edit.1m", "single deleteItems/insertItems/moveItem/reconfigureItems on a copy of a shown 1,000,000-item one-section snapshot (first edit of the copy and a later one), and one deleteItems of 10,000 ids; median_ns is max_single_edit_ns") {
            edit(name: "snapshot.edit.1m", sections: 1, itemsPerSection: 1_000_000)
        },
        BenchCase("snapshot.edit.sections.1m", "as snapshot.edit.1m, on 1,000 sections of 1,000 items") {
            edit(name: "snapshot.edit.sections.1m", sections: 1_000, itemsPerSection: 1_000)
        },
        BenchCase("index.build.1m", "building the identifier index of a 1,000,000-item one-section typed snapshot (its first item lookup, what a shown screen's index warming does off the main actor); ratio to diff.snapshot.1m") {
            indexBuild(name: "index.build.1m", sections: 1, itemsPerSection: 1_000_000)
        },
        BenchCase("index.build.sections.1m", "as index.build.1m, on 1,000 sections of 1,000 items") {
            indexBuild(name: "index.build.sections.1m", sections: 1_000, itemsPerSection: 1_000)
        },
        BenchCase("index.build.100k", "as index.build.1m, on 100,000 items in one section") {
            indexBuild(name: "index.build.100k", sections: 1, itemsPerSection: 100_000)
        },
    ]

    /// Times the identifier index's build (the first lookup of a fresh snapshot built in one go;
    /// the snapshot's own build is not timed), the peak RSS of one build, and the ratio to
    /// `diff.snapshot.1m` in the same run.
    static func indexBuild(name: String, sections: Int, itemsPerSection: Int) -> BenchRecord {
        let count = sections * itemsPerSection
        let data = (0..<sections).map { section in
            (section: BenchSection(id: section, header: "Section \(section)"), items: items(section: section, itemsPerSection: itemsPerSection))
        }
        let clock = ContinuousClock()
        let probe = count / 2
        // Memory first: one snapshot built and indexed, peak reset before.
        let memory = peakRSS { () -> Int in
            let snapshot = BenchSnapshot(data)
            return snapshot.pathOfItem(probe)?.item ?? -1
        }
        var samples: [Int] = []
        let started = clock.now
        while samples.count < 5 || (samples.count < 20 && clock.now - started < .seconds(2)) {
            let snapshot = BenchSnapshot(data)
            let before = clock.now
            let path = snapshot.pathOfItem(probe)
            samples.append(Harness.nanoseconds(clock.now - before))
            blackHole(path)
            blackHole(snapshot)
        }
        let timing = Timing(medianNanoseconds: median(samples), minNanoseconds: samples.min() ?? 0, runs: samples.count)
        var record = Harness.record(name: name, n: count, timing: timing)
        record["sections"] = .int(sections)
        record["peak_rss_bytes"] = .int(memory.peak)
        record["build_rss_bytes"] = .int(memory.added)
        Harness.addBaseline("diff.snapshot.1m", diffSnapshot1m(), to: &record)
        return record
    }

    typealias BenchSnapshot = Snapshot<BenchSection, BenchItem>

    /// The items of section `section` of a snapshot of `itemsPerSection` items per section.
    static func items(section: Int, itemsPerSection: Int) -> [BenchItem] {
        (0..<itemsPerSection).map { index in
            let id = section * itemsPerSection + index
            return BenchItem(id: id, version: 0, title: "Item \(id)")
        }
    }

    /// Forgets the peak resident set size so far (Linux: `/proc/self/clear_refs`), so that the
    /// next `Harness.peakRSSBytes()` is the peak since now. Returns whether it could.
    static func resetPeakRSS() -> Bool {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    /// The resident set size now (`VmRSS`), in bytes, or -1.
    static func currentRSSBytes() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return -1 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if line.hasPrefix("VmRSS:") {
                return (Int(String(line.dropFirst(6).filter(\.isNumber))) ?? -1) * 1024
            }
        }
        return -1
    }

    /// The process's peak RSS while `body` runs once (inputs included), and the part of it
    /// above the RSS before (what `body` itself needed at its peak).
    static func peakRSS<T>(_ body: () -> T) -> (peak: Int, added: Int) {
        _ = resetPeakRSS()
        let before = currentRSSBytes()
        let result = body()
        let peak = Harness.peakRSSBytes()
        blackHole(result)
        return (peak, peak - before)
    }

    /// Times `diff.snapshot.1m`'s diff (the same input), for the ratios.
    static func diffSnapshot1m() -> Timing {
        let input = SectionedTransition(sections: 10, itemsPerSection: 100_000, seed: 5)
        let old = input.old
        let new = input.new
        return Harness.measure(minRuns: 5, maxRuns: 20, minSeconds: 1) {
            ((try? BenchSnapshot.diff(from: old, to: new))?.changeCount) ?? -1
        }
    }

    /// Adds the one-go build, `diff.snapshot.1m` and their sum (the primary baseline).
    static func addBaselines(oneGo: Timing, diff: Timing, to record: inout BenchRecord) {
        let sum = Timing(
            medianNanoseconds: oneGo.medianNanoseconds + diff.medianNanoseconds,
            minNanoseconds: oneGo.minNanoseconds + diff.minNanoseconds, runs: min(oneGo.runs, diff.runs))
        Harness.addBaseline("one_go+diff.snapshot.1m", sum, to: &record)
        Harness.addBaseline("one_go", oneGo, to: &record, prefix: "one_go")
        Harness.addBaseline("diff.snapshot.1m", diff, to: &record, prefix: "diff_snapshot")
    }

    static func append(name: String, count: Int, chunk: Int) -> BenchRecord {
        let section = BenchSection(id: 0, header: "All")
        let models = items(section: 0, itemsPerSection: count)
        let chunks: [[BenchItem]] = stride(from: 0, to: count, by: chunk).map { Array(models[$0..<min($0 + chunk, count)]) }
        let inputRSS = Harness.peakRSSBytes()

        func build() -> BenchSnapshot {
            var snapshot = BenchSnapshot()
            do {
                try snapshot.appendSections([section])
                for part in chunks { try snapshot.appendItems(part, toSection: 0) }
            } catch {
                fatalError("benchmark input rejected: \(error)")
            }
            return snapshot
        }
        func buildOneGo() -> BenchSnapshot { BenchSnapshot([(section: section, items: models)]) }

        // Memory first (each build once, peaks reset in between), then times.
        let memory = peakRSS { build().numberOfItems }
        let oneGoMemory = peakRSS { buildOneGo().numberOfItems }
        let timing = Harness.measure(minRuns: 5, maxRuns: 20, minSeconds: 1) { build().numberOfItems }
        let oneGo = Harness.measure(minRuns: 5, maxRuns: 50, minSeconds: 1) { buildOneGo().numberOfItems }
        let diff = diffSnapshot1m()

        var record = Harness.record(name: name, n: count, timing: timing)
        record["appends"] = .int(chunks.count)
        record["peak_rss_bytes"] = .int(memory.peak)
        record["one_go_peak_rss_bytes"] = .int(oneGoMemory.peak)
        record["peak_rss_ratio"] = .double((Double(memory.peak) / Double(max(oneGoMemory.peak, 1)) * 1_000).rounded() / 1_000)
        record["build_rss_bytes"] = .int(memory.added)
        record["one_go_build_rss_bytes"] = .int(oneGoMemory.added)
        record["input_rss_bytes"] = .int(inputRSS)
        addBaselines(oneGo: oneGo, diff: diff, to: &record)
        return record
    }

    /// The median of `samples`.
    static func median(_ samples: [Int]) -> Int {
        let sorted = samples.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func edit(name: String, sections: Int, itemsPerSection: Int) -> BenchRecord {
        let count = sections * itemsPerSection
        let data = (0..<sections).map { section in
            (section: BenchSection(id: section, header: "Section \(section)"), items: items(section: section, itemsPerSection: itemsPerSection))
        }
        let clock = ContinuousClock()
        func time(_ body: () throws -> Void) -> Int {
            let before = clock.now
            do { try body() } catch { fatalError("benchmark edit rejected: \(error)") }
            return Harness.nanoseconds(clock.now - before)
        }

        // The shown snapshot: built in one go, its identifier index built by a lookup (as an
        // adapter's queries do).
        let shown = BenchSnapshot(data)
        _ = shown.pathOfItem(count / 2)
        var rng = BenchRandom(seed: 28)
        func randomID() -> Int { Int.random(in: 0..<count, using: &rng) }
        var nextNew = count

        let rounds = 7
        let kinds = ["delete", "insert", "move", "reconfigure"]
        var first = [String: [Int]]()
        var later = [String: [Int]]()
        var batch: [Int] = []
        for _ in 0..<rounds {
            for kind in kinds {
                var copy = shown
                var used = Set<Int>()
                func fresh() -> Int {
                    var id = randomID()
                    while !used.insert(id).inserted { id = randomID() }
                    return id
                }
                for pass in 0..<2 {
                    let elapsed: Int
                    switch kind {
                    case "delete":
                        let id = fresh()
                        elapsed = time { try copy.deleteItems([id]) }
                    case "insert":
                        let anchor = fresh()
                        let item = BenchItem(id: nextNew, version: 0, title: "New \(nextNew)")
                        nextNew += 1
                        elapsed = time { try copy.insertItems([item], at: .before(anchor)) }
                    case "move":
                        let moving = fresh()
                        let anchor = fresh()
                        elapsed = time { try copy.moveItem(moving, to: .before(anchor)) }
                    default:
                        let id = fresh()
                        elapsed = time { try copy.reconfigureItems([id]) }
                    }
                    if pass == 0 { first[kind, default: []].append(elapsed) } else { later[kind, default: []].append(elapsed) }
                }
                blackHole(copy)
            }
            var copy = shown
            var doomed = Set<Int>()
            while doomed.count < 10_000 { doomed.insert(randomID()) }
            let ids = Array(doomed)
            batch.append(time { try copy.deleteItems(ids) })
            blackHole(copy)
        }

        var record = BenchRecord()
        record["name"] = .string(name)
        record["n"] = .int(count)
        record["sections"] = .int(sections)
        var maxSingle = 0
        var fields: [(String, Int)] = []
        for kind in kinds {
            let firstMedian = median(first[kind] ?? [])
            let laterMedian = median(later[kind] ?? [])
            maxSingle = max(maxSingle, firstMedian, laterMedian)
            fields.append(("\(kind)_first_ns", firstMedian))
            fields.append(("\(kind)_later_ns", laterMedian))
        }
        record["median_ns"] = .int(maxSingle)
        record["runs"] = .int(rounds)
        record["max_single_edit_ns"] = .int(maxSingle)
        for (key, value) in fields { record[key] = .int(value) }
        record["batch_delete_ns"] = .int(median(batch))
        record["batch_delete_count"] = .int(10_000)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())

        let oneGo = Harness.measure(minRuns: 5, maxRuns: 50, minSeconds: 1) { BenchSnapshot(data).numberOfItems }
        let diff = diffSnapshot1m()
        addBaselines(oneGo: oneGo, diff: diff, to: &record)
        return record
    }
}
