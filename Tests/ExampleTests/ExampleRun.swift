import Testing
@testable import example

/// Runs the example CLI in process, as the screen suites do: the output lines of a run that
/// must succeed, and the one error line of a run that must fail with a usage error.
@MainActor
enum ExampleRun {
    /// The output lines of a successful run of `arguments`: it exits with 0 and writes nothing
    /// to standard error.
    static func lines(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let result = ExampleCLI.run(arguments: arguments)
        #expect(result.exitCode == 0, sourceLocation: sourceLocation)
        #expect(result.error == "", sourceLocation: sourceLocation)
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The one error line of a failing run of `arguments`: it exits with 2, writes nothing to
    /// standard output, and exactly one line to standard error.
    static func failure(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let result = ExampleCLI.run(arguments: arguments)
        #expect(result.exitCode == 2, sourceLocation: sourceLocation)
        #expect(result.output == "", sourceLocation: sourceLocation)
        #expect(result.error.hasSuffix("\n"), sourceLocation: sourceLocation)
        #expect(result.error.filter { $0 == "\n" }.count == 1, sourceLocation: sourceLocation)
        return String(result.error.dropLast())
    }
}
