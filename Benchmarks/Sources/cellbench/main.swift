// cellbench: runs the registered benchmark cases and prints one JSON object per line per case
// on standard output (human notes go to standard error).
//
//   cellbench [PREFIX ...]     run every case whose name starts with one of the prefixes
//                              (all cases without a prefix), each in a fresh child process
//   cellbench --list           list the cases
//   cellbench --case NAME      run one case in this process (what the children do)
//   cellbench --in-process ... run the selected cases in this process (peak RSS then accumulates)

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BenchCase {
    /// Every synchronous case. Add new families here (for example `+ ScrollCases.all`).
    static let registry: [BenchCase] = DiffCases.all + HostCases.all + RenderCases.all + InteractionCases.all + OutlineCases.all + CarouselCases.all + SectionApplyCases.all + LiveReorderCases.all + SnapshotCases.all + GroupCases.all
}

/// A registered case of either kind.
struct RegisteredCase: Sendable {
    enum Body: Sendable {
        /// Runs on the main thread, start to end.
        case synchronous(@Sendable () -> BenchRecord)
        /// Awaits on the main actor (see `AsyncCases`).
        case asynchronous(@Sendable @MainActor () async -> BenchRecord)
    }

    var name: String
    var summary: String
    var body: Body

    /// Every case: the synchronous ones, then the asynchronous ones (`AsyncCases`).
    static let all: [RegisteredCase] =
        BenchCase.registry.map { RegisteredCase(name: $0.name, summary: $0.summary, body: .synchronous($0.body)) }
        + (AsyncCases.all + FrameCases.all).map { RegisteredCase(name: $0.name, summary: $0.summary, body: .asynchronous($0.body)) }
}

/// Runs `cases` in this process, in order, then exits. Synchronous cases run right here, on the
/// main thread, as they always did. If any case is asynchronous, they all run in a main-actor
/// task while the main thread serves the main queue (`MainQueueLoop`).
func runInProcess(_ cases: [RegisteredCase], announcing: Bool) -> Never {
    var synchronous: [@Sendable () -> BenchRecord] = []
    for registered in cases {
        if case .synchronous(let body) = registered.body { synchronous.append(body) }
    }
    if synchronous.count == cases.count {
        for (registered, body) in zip(cases, synchronous) {
            if announcing { Harness.note("cellbench: \(registered.name): \(registered.summary)") }
            Harness.emit(body())
        }
        exit(0)
    }
    Task { @MainActor in
        for registered in cases {
            if announcing { Harness.note("cellbench: \(registered.name): \(registered.summary)") }
            switch registered.body {
            case .synchronous(let body): Harness.emit(body())
            case .asynchronous(let body): Harness.emit(await body())
            }
        }
        exit(0)
    }
    MainQueueLoop.run()
}

MainQueueLoop.noteMainThread()
var arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--list" {
    for registered in RegisteredCase.all {
        print("\(registered.name)\t\(registered.summary)")
    }
    exit(0)
}

if arguments.first == "--case" {
    guard arguments.count == 2, let registered = RegisteredCase.all.first(where: { $0.name == arguments[1] }) else {
        Harness.note("cellbench: unknown case \(arguments.dropFirst().joined(separator: " ")); see --list")
        exit(2)
    }
    runInProcess([registered], announcing: false)
}

var inProcess = false
if arguments.first == "--in-process" {
    inProcess = true
    arguments.removeFirst()
}
if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
    Harness.note("cellbench: unknown option \(unknown)\nusage: cellbench [--list | --case NAME | [--in-process] [PREFIX ...]]")
    exit(2)
}

let selected = RegisteredCase.all.filter { registered in
    arguments.isEmpty || arguments.contains { registered.name.hasPrefix($0) }
}
if selected.isEmpty {
    Harness.note("cellbench: no case matches \(arguments); see --list")
    exit(2)
}

if inProcess {
    runInProcess(selected, announcing: true)
}

let executable = Harness.executablePath()
var failures = 0
for registered in selected {
    Harness.note("cellbench: \(registered.name): \(registered.summary)")
    let status = Harness.runChild(path: executable, arguments: ["--case", registered.name])
    if status != 0 {
        Harness.note("cellbench: \(registered.name) failed with status \(status)")
        failures += 1
    }
}
exit(failures == 0 ? 0 : 1)
