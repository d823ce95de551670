/// Timing of operations that are compared with each other: run in turns, round by round, so
/// that a machine whose speed drifts (other processes, frequency changes) slows each of them
/// alike, instead of the one measured first or last.
extension Harness {
    /// The timings of one body of ``measureInTurns(minRounds:maxRounds:minSeconds:_:)``: wall
    /// time, and the calling thread's CPU time (which leaves out the time the thread waited for
    /// a core, on a machine loaded beyond its cores).
    struct TurnTimings {
        var wall: Timing
        var cpu: Timing
    }

    /// Runs every body once to warm up, then all of them in turns (one round runs each once, in
    /// order) for at least `minRounds` rounds and until `minSeconds` have passed, and returns
    /// each body's median and minimum time per run, in the order of `bodies`.
    static func measureInTurns(
        minRounds: Int = 5,
        maxRounds: Int = 1_000,
        minSeconds: Double = 1,
        _ bodies: [() -> Int]
    ) -> [TurnTimings] {
        for body in bodies { blackHole(body()) }
        var wall = [[Int]](repeating: [], count: bodies.count)
        var cpu = [[Int]](repeating: [], count: bodies.count)
        let clock = ContinuousClock()
        let start = clock.now
        var rounds = 0
        while rounds < maxRounds {
            for (index, body) in bodies.enumerated() {
                let before = clock.now
                let cpuBefore = threadCPUTime()
                let result = body()
                let cpuAfter = threadCPUTime()
                let after = clock.now
                blackHole(result)
                wall[index].append(nanoseconds(after - before))
                cpu[index].append(cpuAfter - cpuBefore)
            }
            rounds += 1
            if rounds >= minRounds && nanoseconds(clock.now - start) >= Int(minSeconds * 1e9) { break }
        }
        return bodies.indices.map { TurnTimings(wall: timing(of: wall[$0]), cpu: timing(of: cpu[$0])) }
    }

    /// The median and minimum of `samples`.
    private static func timing(of samples: [Int]) -> Timing {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        return Timing(medianNanoseconds: median, minNanoseconds: sorted[0], runs: sorted.count)
    }

    /// `numerator ÷ denominator`, rounded to four decimals.
    static func ratio(_ numerator: Int, _ denominator: Int) -> Double {
        (Double(numerator) / Double(max(denominator, 1)) * 10_000).rounded() / 10_000
    }
}
