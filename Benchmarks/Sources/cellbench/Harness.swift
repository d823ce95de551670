#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One benchmark: a name (dotted, e.g. `diff.flat.100k`), a one-line summary, and a body that
/// prepares its inputs, measures, and returns the fields of its JSON line.
///
/// Each case runs in a fresh child process (see `main.swift`), so `peak_rss_bytes` is the case's
/// own peak. To add cases, write a `FooCases.swift` with `static let all: [BenchCase]` and add it
/// to `BenchCase.registry` in `main.swift`.
struct BenchCase: Sendable {
    var name: String
    var summary: String
    var body: @Sendable () -> BenchRecord

    init(_ name: String, _ summary: String, body: @escaping @Sendable () -> BenchRecord) {
        self.name = name
        self.summary = summary
        self.body = body
    }
}

/// The ordered fields of one JSON output line.
struct BenchRecord {
    private(set) var fields: [(key: String, value: JSONValue)] = []

    subscript(key: String) -> JSONValue? {
        get { fields.first { $0.key == key }?.value }
        set {
            if let index = fields.firstIndex(where: { $0.key == key }) {
                if let newValue { fields[index].value = newValue } else { fields.remove(at: index) }
            } else if let newValue {
                fields.append((key, newValue))
            }
        }
    }

    /// The record as one line of JSON.
    var jsonLine: String {
        "{" + fields.map { "\(JSONValue.string($0.key).json):\($0.value.json)" }.joined(separator: ",") + "}"
    }
}

/// The JSON values the benchmarks emit.
enum JSONValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)

    init(integerLiteral value: Int) { self = .int(value) }
    init(stringLiteral value: String) { self = .string(value) }

    var json: String {
        switch self {
        case .int(let value): return String(value)
        case .double(let value): return value.isFinite ? String(value) : "null"
        case .bool(let value): return value ? "true" : "false"
        case .string(let value):
            var out = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
    }
}

/// The timings of one measured operation.
struct Timing {
    var medianNanoseconds: Int
    var minNanoseconds: Int
    var runs: Int
}

/// Timing, memory and output helpers.
enum Harness {
    /// Runs `body` once to warm up, then at least `minRuns` times and until `minSeconds` have
    /// passed (at most `maxRuns` times), and returns the median and minimum wall time per run.
    /// `body` returns a value that is kept alive so the work cannot be optimised away.
    static func measure<T>(
        minRuns: Int = 5,
        maxRuns: Int = 1_000,
        minSeconds: Double = 1,
        _ body: () -> T
    ) -> Timing {
        blackHole(body())
        var samples: [Int] = []
        let clock = ContinuousClock()
        let start = clock.now
        while samples.count < maxRuns {
            let before = clock.now
            let result = body()
            let after = clock.now
            blackHole(result)
            samples.append(nanoseconds(after - before))
            if samples.count >= minRuns && nanoseconds(clock.now - start) >= Int(minSeconds * 1e9) { break }
        }
        samples.sort()
        let middle = samples.count / 2
        let median = samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
        return Timing(medianNanoseconds: median, minNanoseconds: samples[0], runs: samples.count)
    }

    static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    }

    /// The peak resident set size of this process so far (`VmHWM` in `/proc/self/status`), in
    /// bytes, or -1 where unavailable.
    static func peakRSSBytes() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return -1 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if line.hasPrefix("VmHWM:") {
                let digits = line.dropFirst(6).filter(\.isNumber)
                return (Int(String(digits)) ?? -1) * 1024
            }
        }
        return -1
    }

    /// Writes a note for humans to standard error.
    static func note(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }

    /// Writes one JSON line to standard output and flushes it.
    static func emit(_ record: BenchRecord) {
        print(record.jsonLine)
        fflush(nil)
    }

    /// Adds the standard timing fields of `timing`.
    static func record(name: String, n: Int, timing: Timing) -> BenchRecord {
        var record = BenchRecord()
        record["name"] = .string(name)
        record["n"] = .int(n)
        record["median_ns"] = .int(timing.medianNanoseconds)
        record["min_ns"] = .int(timing.minNanoseconds)
        record["runs"] = .int(timing.runs)
        return record
    }

    /// Adds a baseline's fields. The primary baseline (`prefix` "baseline") adds `baseline` (its
    /// name), `baseline_median_ns` and `ratio` (the case's median divided by the baseline's);
    /// another prefix adds `<prefix>_median_ns` and `<prefix>_ratio`.
    static func addBaseline(_ name: String, _ timing: Timing, to record: inout BenchRecord, prefix: String = "baseline") {
        guard case .int(let median)? = record["median_ns"] else { return }
        let ratio = (Double(median) / Double(max(timing.medianNanoseconds, 1)) * 10_000).rounded() / 10_000
        if prefix == "baseline" {
            record["baseline"] = .string(name)
            record["baseline_median_ns"] = .int(timing.medianNanoseconds)
            record["ratio"] = .double(ratio)
        } else {
            record["\(prefix)_median_ns"] = .int(timing.medianNanoseconds)
            record["\(prefix)_ratio"] = .double(ratio)
        }
    }

    /// Runs the executable at `path` with `arguments`, sharing standard output and error, and
    /// returns its exit status.
    static func runChild(path: String, arguments: [String]) -> Int32 {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, nil, nil, argv, environ)
        guard spawned == 0 else {
            note("cellbench: could not start \(path): error \(spawned)")
            return -1
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return -1 }
        }
        // WIFEXITED / WEXITSTATUS are macros; decode by hand.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// The path of the running executable.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Keeps `value` alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
