import CellControllers

extension InteractionModel {
    /// A sequence: its seed, its configuration and its operations.
    struct Scenario: Sendable {
        var seed: UInt64
        var config: Configuration
        var operations: [Operation]
    }

    /// Where a sequence failed: after its first load (`step` 0) or after operation `step`
    /// (1-based), with every violation found there.
    struct Failure: Sendable {
        var step: Int
        var violations: [Violation]

        /// The invariant that failed first: what shrinking keeps failing.
        var category: String { violations.first?.category ?? "" }
    }

    /// What running a sequence gave: the operations done, the failure if any, and how often
    /// each kind of thing happened.
    struct Outcome {
        var operations: [Operation]
        var failure: Failure?
        var statistics: [String: Int]
    }

    /// Runs a sequence on the configuration's host: the operations given, or (`generating`)
    /// as many as drawn from the seed, each checked as it is done. Stops at the first failing
    /// check.
    @MainActor
    static func run(
        _ config: Configuration, operations given: [Operation]?, generating: (seed: UInt64, count: Int)? = nil, verbose: Bool = false
    ) async -> Outcome {
        switch config.family {
        case .table: await run(TableHost.self, config, operations: given, generating: generating, verbose: verbose)
        case .grid: await run(GridHost.self, config, operations: given, generating: generating, verbose: verbose)
        }
    }

    @MainActor
    private static func run<L: CellLayout, H: CellHost<L> & InteractionModelHost>(
        _ type: H.Type, _ config: Configuration, operations given: [Operation]?, generating: (seed: UInt64, count: Int)?, verbose: Bool
    ) async -> Outcome where H.Layout == L {
        let driver = Driver<L, H>(config: config, verbose: verbose)
        func outcome(_ operations: [Operation], _ failure: Failure?) -> Outcome {
            var statistics = driver.statistics
            statistics["operations"] = operations.count
            statistics["prefetch"] = driver.recorder.prefetches
            statistics["cancelPrefetch"] = driver.recorder.cancels
            statistics["visibility crossings"] = driver.recorder.crossings
            return Outcome(operations: operations, failure: failure, statistics: statistics)
        }
        var operations = given ?? []
        func report(_ step: Int, _ violations: [Violation]) {
            guard verbose else { return }
            if !driver.recorder.log.isEmpty { print("     events: \(driver.recorder.log.joined(separator: ", "))") }
            driver.recorder.log = []
            print(Driver<L, H>.framed(driver.host.renderText()))
            print("     offset \(driver.host.contentOffset.y), selected \(driver.reference.selected.sorted()), pages \(driver.reference.pages)")
            for violation in violations { print("  !! \(violation)") }
        }
        var found = driver.check()
        report(0, found)
        if !found.isEmpty { return outcome([], Failure(step: 0, violations: found)) }
        var generator = generating.map { Generator(seed: $0.seed, config: config) }
        let count = given?.count ?? generating?.count ?? 0
        for index in 0..<count {
            let operation: Operation
            if let given {
                operation = given[index]
            } else {
                operation = generator!.next(driver.situation)
                operations.append(operation)
            }
            if verbose { print("  \(index + 1). \(operation)") }
            await driver.perform(operation)
            found = driver.check()
            report(index + 1, found)
            if !found.isEmpty { return outcome(operations, Failure(step: index + 1, violations: found)) }
        }
        return outcome(operations, nil)
    }

    /// Shrinks a failing scenario greedily while it still fails with the same category:
    /// drops chunks of operations, then single operations, edits inside applies, sections and
    /// items of the first screen, and options of the configuration; until nothing more can go
    /// or `deadline` passes.
    @MainActor
    static func shrink(_ scenario: Scenario, failure: Failure, until deadline: ContinuousClock.Instant) async -> (Scenario, Failure) {
        let category = failure.category
        var best = scenario
        best.operations = Array(best.operations.prefix(failure.step))
        var bestFailure = failure
        func attempt(_ candidate: Scenario) async -> Bool {
            guard ContinuousClock.now < deadline else { return false }
            guard let result = await run(candidate.config, operations: candidate.operations).failure, result.violations.contains(where: { $0.category == category }) else { return false }
            best = candidate
            best.operations = Array(candidate.operations.prefix(result.step))
            bestFailure = result
            return true
        }

        var changed = true
        var rounds = 0
        while changed, rounds < 3, ContinuousClock.now < deadline {
            changed = false
            rounds += 1
            // Operations: chunks, halving down to single operations.
            var chunk = max(1, best.operations.count / 2)
            while chunk > 0 {
                var start = 0
                while start < best.operations.count {
                    var candidate = best
                    candidate.operations.removeSubrange(start..<min(start + chunk, candidate.operations.count))
                    if await attempt(candidate) { changed = true } else { start += chunk }
                }
                chunk /= 2
            }
            // Edits inside applies and bursts.
            var index = 0
            while index < best.operations.count {
                for candidate in simpler(best.operations[index]) {
                    var scenario = best
                    scenario.operations[index] = candidate
                    if await attempt(scenario) {
                        changed = true
                        break
                    }
                }
                index += 1
            }
            // The first screen: sections, then items by halves.
            var section = best.config.initial.sections.count - 1
            while section >= 0 {
                var candidate = best
                candidate.config.initial.sections.remove(at: section)
                if await attempt(candidate) { changed = true }
                section -= 1
            }
            for section in best.config.initial.sections.indices {
                var chunk = max(1, best.config.initial.sections[section].items.count / 2)
                while chunk > 0 {
                    var start = 0
                    while section < best.config.initial.sections.count, start < best.config.initial.sections[section].items.count {
                        var candidate = best
                        let items = candidate.config.initial.sections[section].items
                        candidate.config.initial.sections[section].items.removeSubrange(start..<min(start + chunk, items.count))
                        if await attempt(candidate) { changed = true } else { start += chunk }
                    }
                    chunk /= 2
                }
            }
            // The configuration's options.
            for simplify in configurationSimplifications {
                var candidate = best
                simplify(&candidate.config)
                guard "\(candidate.config)" != "\(best.config)" else { continue }
                if await attempt(candidate) { changed = true }
            }
        }
        return (best, bestFailure)
    }

    /// Simpler forms of an operation: an apply or a burst with one edit or one screen fewer, a
    /// page race with one step fewer.
    static func simpler(_ operation: Operation) -> [Operation] {
        switch operation {
        case let .apply(edits, style):
            var candidates: [Operation] = edits.indices.map { index in
                var fewer = edits
                fewer.remove(at: index)
                return .apply(fewer, style)
            }
            if style != .now { candidates.append(.apply(edits, .now)) }
            return candidates
        case let .burst(screens, cancelled, late, reloading):
            var candidates: [Operation] = screens.indices.map { index in
                var fewer = screens
                var flags = cancelled
                fewer.remove(at: index)
                flags.remove(at: index)
                return .burst(fewer, cancelled: flags, late: late, reloading: reloading)
            }
            candidates.append(.apply(screens.flatMap { $0 }, .async))
            for (index, edits) in screens.enumerated() where edits.count > 1 {
                for edit in edits.indices {
                    var fewer = screens
                    fewer[index].remove(at: edit)
                    candidates.append(.burst(fewer, cancelled: cancelled, late: late, reloading: reloading))
                }
            }
            return candidates
        case let .updateControllers(edits, later):
            var candidates: [Operation] = edits.indices.map { index in
                var fewer = edits
                fewer.remove(at: index)
                return .updateControllers(fewer, later: later)
            }
            if later { candidates.append(.updateControllers(edits, later: false)) }
            return candidates
        case let .pageRace(steps, section):
            return steps.indices.map { index in
                var fewer = steps
                fewer.remove(at: index)
                return .pageRace(fewer, section: section)
            }
        default:
            return []
        }
    }

    /// Options of a configuration that a shrunk repro tries without.
    static let configurationSimplifications: [@Sendable (inout Configuration) -> Void] = [
        { $0.prefetch = nil },
        { $0.pinnedInsets = EdgeInsets() },
        { $0.ownThresholds = false },
        { $0.pagination = nil },
        { $0.topPagination = nil },
        { $0.selectHooks = false },
        { $0.displayHooks = false },
        { $0.headerTapHooks = false },
        { $0.redirectsMoves = false },
        { $0.multipleSelection = false },
        { $0.contentChanges = .reconfigure },
        { $0.reloadThreshold = 10_000 },
        { $0.reusesControllers = false },
        { $0.perControllerHeights = false },
        { $0.hostLayouts = Array($0.hostLayouts.prefix(1)) },
        { config in
            config.sectionLayouts = []
            for index in config.initial.sections.indices { config.initial.sections[index].layout = nil }
        },
        { config in
            for section in config.initial.sections.indices {
                config.initial.sections[section].items = config.initial.sections[section].items.map { item in
                    var plain = Item(id: item.id)
                    plain.lines = item.lines
                    return plain
                }
            }
        },
    ]

    /// What a failing sequence prints: the failure, the configuration, the shrunk operations
    /// and how to replay them.
    static func report(seed: UInt64, original: Failure, originalCount: Int, shrunk: Scenario, failure: Failure) -> String {
        var lines = [
            "InteractionModel seed \(seed) failed after operation \(original.step) of \(originalCount): \(original.violations.first.map { "\($0)" } ?? "")",
            "Shrunk to \(shrunk.operations.count) operation(s); replay with INTERACTION_MODEL_SEED=\(seed) swift test --skip-build --filter InteractionModel",
            "configuration: \(shrunk.config)",
            "operations:",
        ]
        lines += shrunk.operations.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        lines.append("violations \(failure.step == 0 ? "after the first load" : "after operation \(failure.step)"):")
        lines += failure.violations.prefix(6).map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}

extension InteractionModel.Driver {
    /// What the generator knows of the state now.
    var situation: InteractionModel.Situation {
        InteractionModel.Situation(
            reference: reference, offset: host.contentOffset.y, contentHeight: host.contentSize.height, viewport: host.viewportSize,
            visibleIDs: host.indexPathsForVisibleItems.compactMap { reference.data.item(at: $0)?.id })
    }
}
