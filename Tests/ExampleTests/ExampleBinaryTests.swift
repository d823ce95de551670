import Foundation
import Testing
@testable import example

/// Runs the real `example` executable: `main.swift` must print the CLI's output, write errors to
/// stderr and exit with the CLI's code.
@Suite("Example binary")
struct ExampleBinaryTests {
    /// The `example` executable built next to the test binary (SwiftPM puts both in the same
    /// build directory, such as `.build/debug`).
    static func executableURL() -> URL? {
        var directories = [
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent(),
            Bundle.main.bundleURL.resolvingSymlinksInPath(),
            Bundle.main.bundleURL.resolvingSymlinksInPath().deletingLastPathComponent(),
        ]
        // On macOS the test binary is inside `….xctest/Contents/MacOS`.
        directories += directories.map { $0.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        return directories
            .map { $0.appendingPathComponent("example") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the executable with `arguments` (reading `standardInput`, or this process's standard
    /// input when `nil`) and returns what it printed and its exit code, or `nil` when there is no
    /// executable.
    static func run(
        _ arguments: [String], standardInput: FileHandle? = nil
    ) throws -> (output: String, error: String, exitCode: Int32)? {
        guard let url = executableURL() else { return nil }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let standardInput { process.standardInput = standardInput }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self), process.terminationStatus)
    }

    @Test("the executable is built next to the tests")
    func executableExists() {
        #expect(Self.executableURL() != nil, "no 'example' executable next to \(CommandLine.arguments[0])")
    }

    @Test("a bad option: one error line on stderr, nothing on stdout, exit code 2")
    func badOption() throws {
        let result = try #require(try Self.run(["--width", "wide"]))
        #expect(result.exitCode == 2)
        #expect(result.output == "")
        #expect(result.error == "error: --width must be a whole number from 16 to 400, but got 'wide'\n")
    }

    @Test("a missing file: exit code 1")
    func missingFile() throws {
        let result = try #require(try Self.run(["/no/such/file.json"]))
        #expect(result.exitCode == 1)
        #expect(result.error == "error: cannot read '/no/such/file.json': no such file\n")
    }

    @Test("the inbox: a swipe action's output matches ExampleCLI.run; a move of a non-flagged row exits 2")
    func inbox() async throws {
        let arguments = ["--screen", "inbox", "--swipe-action", "1:Delete", "--events"]
        let result = try #require(try Self.run(arguments))
        #expect(result.exitCode == 0)
        #expect(result.output == (await ExampleCLI.run(arguments: arguments)).output)
        let failure = try #require(try Self.run(["--screen", "inbox", "--move", "3:0"]))
        #expect(failure.exitCode == 2)
        #expect(failure.output == "")
        #expect(failure.error == "error: --move 3:0: row 3 (GitHub — PR #42 merged) is not flagged; only flagged messages can be reordered\n")
    }

    @Test("no arguments: the same listing as ExampleCLI.run, exit code 0")
    func defaultListing() throws {
        let result = try #require(try Self.run([]))
        #expect(result.exitCode == 0)
        #expect(result.error == "")
        #expect(result.output == ExampleFixtures.defaultListing)
    }
}
