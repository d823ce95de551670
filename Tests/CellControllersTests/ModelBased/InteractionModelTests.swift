import CellControllers
import Foundation
import Testing

/// The model-based interaction test of issue 17: seeded random sequences of applies (now,
/// asynchronous bursts with cancellations, reloads), scrolls, viewport and layout changes, taps,
/// long presses, header taps, swipes (and swipe actions that finish later, their completions
/// called late or twice), interactive moves, programmatic selection, jumps through the section
/// index, scroll positions saved and
/// restored by item identity, prefetching and
/// pages, and (issue 20) page races: pages applied asynchronously while items are deleted
/// synchronously, checked after every step for lost items. They run against a real adapter and
/// host (both hosts, both kinds of screens) and are checked after every operation against the
/// reference model (see `InteractionModel.Driver.check()`).
///
/// A failing seed is shrunk (greedy: chunks, then single operations, edits, the first screen
/// and options) and reported with its configuration and operations. Environment:
/// - `INTERACTION_MODEL_SEED=<n>`: runs only seed n, printing every operation, the events and
///   the screen after it, then the shrunk sequence if it fails.
/// - `INTERACTION_MODEL_SEQUENCES=<n>`: runs n sequences (no time limit unless
///   `INTERACTION_MODEL_SECONDS` is set); the default is 400 within 20 seconds.
/// - `INTERACTION_MODEL_SECONDS=<s>`: stops starting sequences after s seconds (0: never).
/// - `INTERACTION_MODEL_CONFIGURATION=<text>`: runs only the seeds whose configuration's
///   description contains the text (`grid of models`, `eachSection`, `estimated`, ...).
/// - `INTERACTION_MODEL_FIRST_SEED=<n>` (default 1), `INTERACTION_MODEL_OPERATIONS=<n>`
///   (operations per sequence, default 50).
@MainActor
@Suite("InteractionModel: random interaction sequences against a reference model")
struct InteractionModelTests {
    struct Settings {
        var seed: UInt64?
        var firstSeed: UInt64 = 1
        var sequences = 400
        var seconds: Double? = 20
        var operations = 50
        /// Only the seeds whose configuration's description contains this.
        var configurationFilter: String?
        /// How long shrinking the failures may take, in all.
        var shrinkSeconds = 60.0
        /// How many failing categories are shrunk and reported in full.
        var reported = 6

        static func fromEnvironment() -> Settings {
            let environment = ProcessInfo.processInfo.environment
            var settings = Settings()
            settings.seed = environment["INTERACTION_MODEL_SEED"].flatMap { UInt64($0) }
            if let sequences = environment["INTERACTION_MODEL_SEQUENCES"].flatMap({ Int($0) }) {
                settings.sequences = sequences
                settings.seconds = nil
            }
            if let seconds = environment["INTERACTION_MODEL_SECONDS"].flatMap({ Double($0) }) { settings.seconds = seconds > 0 ? seconds : nil }
            settings.configurationFilter = environment["INTERACTION_MODEL_CONFIGURATION"].flatMap { $0.isEmpty ? nil : $0 }
            if let first = environment["INTERACTION_MODEL_FIRST_SEED"].flatMap({ UInt64($0) }) { settings.firstSeed = first }
            if let operations = environment["INTERACTION_MODEL_OPERATIONS"].flatMap({ Int($0) }) { settings.operations = operations }
            return settings
        }
    }

    @Test("Random sequences of applies and gestures leave host, adapter and controllers as the reference model says")
    func randomSequences() async {
        let settings = Settings.fromEnvironment()
        if let seed = settings.seed {
            await replay(seed: seed, settings: settings)
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        var run = 0
        var combinations: [String: Int] = [:]
        var statistics: [String: Int] = [:]
        var failures: [(seed: UInt64, scenario: InteractionModel.Scenario, failure: InteractionModel.Failure, count: Int)] = []
        for seed in settings.firstSeed..<(settings.firstSeed + UInt64(settings.sequences)) {
            if let seconds = settings.seconds, clock.now - start > .seconds(seconds) { break }
            let config = InteractionModel.Configuration.random(seed: seed)
            if let filter = settings.configurationFilter, !"\(config)".contains(filter) { continue }
            let outcome = await InteractionModel.run(config, operations: nil, generating: (seed, settings.operations))
            let (operations, failure) = (outcome.operations, outcome.failure)
            run += 1
            combinations["\(config.family)/\(config.kind)", default: 0] += 1
            statistics.merge(outcome.statistics, uniquingKeysWith: +)
            if let failure {
                failures.append((seed, InteractionModel.Scenario(seed: seed, config: config, operations: operations), failure, operations.count))
            }
        }
        let elapsed = clock.now - start
        var byCategory: [String: [UInt64]] = [:]
        for failure in failures { byCategory[failure.failure.category, default: []].append(failure.seed) }
        print("InteractionModel exercised: \(statistics.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        print("InteractionModel: \(run) sequences of up to \(settings.operations) operations (\(combinations.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))) in \(elapsed), \(failures.count) failed")
        for (category, seeds) in byCategory.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
            print("  \(category): \(seeds.count) seeds: \(seeds.prefix(40).map(String.init).joined(separator: " "))\(seeds.count > 40 ? " ..." : "")")
        }
        #expect(run > 0)

        // Shrink and report the first failure of each category.
        let deadline = clock.now + .seconds(settings.shrinkSeconds)
        var reported = 0
        for (category, seeds) in byCategory.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
            guard let first = failures.first(where: { $0.seed == seeds[0] }) else { continue }
            var report = ""
            if reported < settings.reported {
                let share = clock.now + (deadline - clock.now) / Double(max(1, min(settings.reported, byCategory.count) - reported))
                let (shrunk, failure) = await InteractionModel.shrink(first.scenario, failure: first.failure, until: share)
                report = InteractionModel.report(seed: first.seed, original: first.failure, originalCount: first.count, shrunk: shrunk, failure: failure)
                reported += 1
            } else {
                report = "InteractionModel seed \(first.seed): \(first.failure.violations.first.map { "\($0)" } ?? "")"
            }
            print(report)
            Issue.record("\(seeds.count) sequence(s) failed with \(category) (seeds \(seeds.prefix(12).map(String.init).joined(separator: " ")))\n\(report)")
        }
    }

    /// Runs one seed verbosely; if it fails, shrinks it and runs the shrunk sequence verbosely.
    func replay(seed: UInt64, settings: Settings) async {
        let config = InteractionModel.Configuration.random(seed: seed)
        print("InteractionModel seed \(seed)\nconfiguration: \(config)")
        let outcome = await InteractionModel.run(config, operations: nil, generating: (seed, settings.operations), verbose: true)
        let operations = outcome.operations
        guard let failure = outcome.failure else {
            print("InteractionModel seed \(seed): \(operations.count) operations, no violation")
            return
        }
        let scenario = InteractionModel.Scenario(seed: seed, config: config, operations: operations)
        let (shrunk, shrunkFailure) = await InteractionModel.shrink(scenario, failure: failure, until: ContinuousClock.now + .seconds(settings.shrinkSeconds))
        let report = InteractionModel.report(seed: seed, original: failure, originalCount: operations.count, shrunk: shrunk, failure: shrunkFailure)
        print("\n" + report + "\n\nThe shrunk sequence, operation by operation:")
        _ = await InteractionModel.run(shrunk.config, operations: shrunk.operations, verbose: true)
        Issue.record("\(report)")
    }
}
