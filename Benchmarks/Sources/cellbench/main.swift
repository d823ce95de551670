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
    /// Every case. Add new families here (for example `+ ScrollCases.all`).
    static let registry: [BenchCase] = DiffCases.all + HostCases.all
}

var arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--list" {
    for benchCase in BenchCase.registry {
        print("\(benchCase.name)\t\(benchCase.summary)")
    }
    exit(0)
}

if arguments.first == "--case" {
    guard arguments.count == 2, let benchCase = BenchCase.registry.first(where: { $0.name == arguments[1] }) else {
        Harness.note("cellbench: unknown case \(arguments.dropFirst().joined(separator: " ")); see --list")
        exit(2)
    }
    Harness.emit(benchCase.body())
    exit(0)
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

let selected = BenchCase.registry.filter { benchCase in
    arguments.isEmpty || arguments.contains { benchCase.name.hasPrefix($0) }
}
if selected.isEmpty {
    Harness.note("cellbench: no case matches \(arguments); see --list")
    exit(2)
}

let executable = Harness.executablePath()
var failures = 0
for benchCase in selected {
    Harness.note("cellbench: \(benchCase.name): \(benchCase.summary)")
    if inProcess {
        Harness.emit(benchCase.body())
    } else {
        let status = Harness.runChild(path: executable, arguments: ["--case", benchCase.name])
        if status != 0 {
            Harness.note("cellbench: \(benchCase.name) failed with status \(status)")
            failures += 1
        }
    }
}
exit(failures == 0 ? 0 : 1)
