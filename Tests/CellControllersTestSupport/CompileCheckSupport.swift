import Foundation
import Testing

/// Runs the real Swift compiler on small source files against the built `CellControllers` and
/// `CellControllersDesignSystem` modules (SwiftPM writes both to one modules directory), so tests
/// can prove that misuse is rejected at compile time (and that the correct code, and the
/// README's example, compile). Shared by the test targets of both libraries.
///
/// - The compiler: `$SWIFTC` if set, else the `swiftc` of the toolchain whose runtime this test
///   process loaded (read from `/proc/self/maps`), else `/opt/swift/usr/bin/swiftc`, else the
///   first `swiftc` on `PATH`.
/// - The module: `$CELLCONTROLLERS_MODULES_DIR` if set, else the build directory of the running
///   test binary (`swift test` builds the library there first), else the newest
///   `CellControllers.swiftmodule` under the package's `.build`.
///
/// Any failure to find either is a test failure with a message saying where it looked: a
/// compile check must never pass because nothing was compiled.
package enum CompileCheck {
    /// How a file is type-checked.
    package enum Mode: Sendable {
        /// As a library file (`-parse-as-library`): declarations only.
        case library
        /// As `main.swift` of a program: top-level code allowed.
        case main
    }

    /// A setup problem: no compiler, no module, no file.
    package struct SetupError: Error, CustomStringConvertible {
        package let description: String
    }

    // MARK: Locations

    /// The package root, from this file's path (`Tests/CellControllersTestSupport/`).
    package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // CellControllersTestSupport
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    /// `Tests/Snippets`, which holds the snippet files (not part of any target).
    package static let snippetsDirectory = packageRoot.appendingPathComponent("Tests/Snippets", isDirectory: true)

    /// The compiler to run.
    package static func swiftc() throws(SetupError) -> URL {
        let fileManager = FileManager.default
        var tried: [String] = []
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        if let runtime = runningToolchainBinDirectory() {
            candidates.append(runtime.appendingPathComponent("swiftc"))
        }
        candidates.append(URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc"))
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc"))
        }
        for candidate in candidates {
            tried.append(candidate.path)
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw SetupError(description: "No swiftc found. Tried: \(tried.joined(separator: ", ")). Set SWIFTC to the compiler's path.")
    }

    /// The `usr/bin` of the toolchain whose Swift runtime this process loaded, if it can tell.
    private static func runningToolchainBinDirectory() -> URL? {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            guard path.hasSuffix("/libswiftCore.so") else { continue }
            // <toolchain>/usr/lib/swift/linux/libswiftCore.so -> <toolchain>/usr/bin
            let usr = URL(fileURLWithPath: path)
                .deletingLastPathComponent() // linux
                .deletingLastPathComponent() // swift
                .deletingLastPathComponent() // lib
                .deletingLastPathComponent() // usr
            return usr.appendingPathComponent("bin", isDirectory: true)
        }
        return nil
    }

    /// The directory that holds `CellControllers.swiftmodule`, to pass with `-I`.
    package static func modulesDirectory() throws(SetupError) -> URL {
        let fileManager = FileManager.default
        func holdsModule(_ directory: URL) -> Bool {
            fileManager.fileExists(atPath: directory.appendingPathComponent("CellControllers.swiftmodule").path)
        }
        var looked: [String] = []

        if let explicit = ProcessInfo.processInfo.environment["CELLCONTROLLERS_MODULES_DIR"], !explicit.isEmpty {
            let directory = URL(fileURLWithPath: explicit, isDirectory: true)
            guard holdsModule(directory) else {
                throw SetupError(description: "CELLCONTROLLERS_MODULES_DIR=\(explicit) holds no CellControllers.swiftmodule.")
            }
            return directory
        }

        // Beside the running test binary: .build/<triple>/debug/{CellControllersPackageTests.xctest, Modules/}.
        let executable = (try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        if !executable.isEmpty {
            var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
            for _ in 0..<4 {
                for candidate in [directory.appendingPathComponent("Modules", isDirectory: true), directory] {
                    looked.append(candidate.path)
                    if holdsModule(candidate) { return candidate }
                }
                directory = directory.deletingLastPathComponent()
            }
        }

        // Anywhere in the package's build directory; the newest wins.
        let build = packageRoot.appendingPathComponent(".build", isDirectory: true)
        looked.append("\(build.path)/**")
        var found: [(URL, Date)] = []
        if let enumerator = fileManager.enumerator(
            at: build, includingPropertiesForKeys: [.contentModificationDateKey], options: [.skipsHiddenFiles]
        ) {
            for case let url as URL in enumerator {
                if ["checkouts", "repositories", "artifacts", "index", "index-build"].contains(url.lastPathComponent) {
                    enumerator.skipDescendants()
                    continue
                }
                if enumerator.level > 5 { enumerator.skipDescendants() }
                guard url.lastPathComponent == "CellControllers.swiftmodule" else { continue }
                enumerator.skipDescendants()
                let date = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
                found.append((url.deletingLastPathComponent(), date))
            }
        }
        if let newest = found.max(by: { $0.1 < $1.1 }) { return newest.0 }

        throw SetupError(description: """
            CellControllers.swiftmodule not found, so nothing can be type-checked against it. \
            Build the package first (`swift build --build-tests`, which `swift test` does), or set \
            CELLCONTROLLERS_MODULES_DIR. Looked in: \(looked.joined(separator: ", ")).
            """)
    }

    /// The file named `name` in `Tests/Snippets`.
    package static func snippet(_ name: String) throws(SetupError) -> URL {
        let url = snippetsDirectory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SetupError(description: "Snippet \(url.path) does not exist.")
        }
        return url
    }

    // MARK: Running the compiler

    /// One diagnostic from the compiler's output (`file:line:column: kind: message`).
    package struct Diagnostic: Sendable, CustomStringConvertible {
        package let file: String
        package let line: Int
        package let column: Int
        package let kind: String
        package let message: String

        package var description: String { "\(URL(fileURLWithPath: file).lastPathComponent):\(line):\(column): \(kind): \(message)" }
    }

    /// The result of one compiler run.
    package struct Result: Sendable {
        package let file: URL
        package let arguments: [String]
        package let status: Int32
        package let output: String
        package let timedOut: Bool

        package init(file: URL, arguments: [String], status: Int32, output: String, timedOut: Bool) {
            self.file = file
            self.arguments = arguments
            self.status = status
            self.output = output
            self.timedOut = timedOut
        }

        /// The diagnostics, in order; an error without a location is reported at line 0 of `<unknown>`.
        package var diagnostics: [Diagnostic] {
            output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { Self.parse(String($0)) }
        }

        /// Errors and warnings (not notes or remarks).
        package var problems: [Diagnostic] { diagnostics.filter { $0.kind == "error" || $0.kind == "warning" } }

        /// Whether the compiler crashed instead of diagnosing.
        package var crashed: Bool {
            timedOut || output.contains("Stack dump") || output.contains("failed due to signal")
                || output.contains("Please submit a bug report") || (status != 0 && status != 1)
        }

        /// The diagnostics of the checked file itself.
        package func diagnostics(ofKind kind: String) -> [Diagnostic] {
            diagnostics.filter { $0.kind == kind && URL(fileURLWithPath: $0.file).lastPathComponent == file.lastPathComponent }
        }

        /// The command and its output, for failure messages.
        package var transcript: String {
            "$ \(arguments.joined(separator: " "))\n(exit status \(status)\(timedOut ? ", timed out" : ""))\n\(output)"
        }

        /// Parses `file:line:column: kind: message`, `file:line: kind: message` (`<unknown>:0:`)
        /// and `kind: message`; other lines (source excerpts, carets) are not diagnostics.
        private static func parse(_ line: String) -> Diagnostic? {
            for kind in ["error", "warning", "note", "remark"] {
                if line.hasPrefix("\(kind): ") {
                    return Diagnostic(file: "<unknown>", line: 0, column: 0, kind: kind, message: String(line.dropFirst(kind.count + 2)))
                }
                guard let marker = line.range(of: ": \(kind): ") else { continue }
                let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                let message = String(line[marker.upperBound...])
                let numbers = location.reversed().prefix { Int($0) != nil }.prefix(2).reversed().compactMap { Int($0) }
                guard !numbers.isEmpty, location.count > numbers.count else { return nil }
                let file = location.dropLast(numbers.count).joined(separator: ":")
                return Diagnostic(file: file, line: numbers[0], column: numbers.count > 1 ? numbers[1] : 0, kind: kind, message: message)
            }
            return nil
        }
    }

    /// Limits concurrent compiler processes to the number of cores (at least two).
    private static let slots = Slots(ProcessInfo.processInfo.activeProcessorCount)

    /// A module cache shared by every compile of this and later runs, so the stdlib's clang
    /// modules are built once.
    private static let moduleCache = FileManager.default.temporaryDirectory
        .appendingPathComponent("CellControllersCompileChecks-ModuleCache", isDirectory: true)

    /// Type-checks `file` with `-swift-version 6` against the built module.
    package static func typecheck(_ file: URL, mode: Mode, timeout: Duration = .seconds(120)) async throws -> Result {
        let compiler = try swiftc()
        let modules = try modulesDirectory()
        var arguments = [
            "-typecheck", "-swift-version", "6",
            "-diagnostic-style=llvm", "-no-color-diagnostics",
            "-module-name", "CompileCheckSnippet",
            "-module-cache-path", moduleCache.path,
            "-I", modules.path,
        ]
        if mode == .library { arguments.append("-parse-as-library") }
        arguments.append(file.path)
        return try await compile(file, compiler: compiler, arguments: arguments, timeout: timeout)
    }

    /// Runs `compiler` with `arguments` on `file`, at most as many at once as there are cores.
    private static func compile(_ file: URL, compiler: URL, arguments: [String], timeout: Duration) async throws -> Result {
        await slots.acquire()
        do {
            let result = try await run(compiler, arguments, file: file, timeout: timeout)
            await slots.release()
            return result
        } catch {
            await slots.release()
            throw error
        }
    }

    /// Type-checks `source`, a package manifest (`Package.swift`), against the compiler's own
    /// `PackageDescription` (`<toolchain>/usr/lib/swift/pm/ManifestAPI`), with the API version
    /// of the `// swift-tools-version:` line it starts with, as SwiftPM compiles manifests.
    package static func typecheckManifest(source: String, timeout: Duration = .seconds(120)) async throws -> Result {
        let compiler = try swiftc()
        let manifestAPI = compiler.resolvingSymlinksInPath()
            .deletingLastPathComponent() // bin
            .deletingLastPathComponent() // usr
            .appendingPathComponent("lib/swift/pm/ManifestAPI", isDirectory: true)
        guard FileManager.default.fileExists(atPath: manifestAPI.appendingPathComponent("PackageDescription.swiftmodule").path) else {
            throw SetupError(description: "No PackageDescription module in \(manifestAPI.path), beside the compiler \(compiler.path).")
        }
        guard let version = toolsVersion(of: source) else {
            throw SetupError(description: "The manifest does not start with a `// swift-tools-version: X.Y` line.")
        }

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("compilecheck-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Package.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let arguments = [
            "-typecheck", "-swift-version", version.split(separator: ".")[0] == "5" ? "5" : "6",
            "-diagnostic-style=llvm", "-no-color-diagnostics",
            "-module-cache-path", moduleCache.path,
            "-I", manifestAPI.path,
            "-package-description-version", version,
            file.path,
        ]
        return try await compile(file, compiler: compiler, arguments: arguments, timeout: timeout)
    }

    /// The tools version a manifest declares on its first line (`// swift-tools-version: 6.0`),
    /// as `major.minor.patch`.
    package static func toolsVersion(of manifest: String) -> String? {
        let first = manifest.drop(while: \.isWhitespace).prefix { $0 != "\n" }
        guard let marker = first.range(of: "swift-tools-version:") else { return nil }
        let version = first[marker.upperBound...].trimmingCharacters(in: .whitespaces)
            .prefix { $0.isNumber || $0 == "." }
        var parts = version.split(separator: ".").map(String.init)
        guard (1...3).contains(parts.count), parts.allSatisfy({ Int($0) != nil }) else { return nil }
        while parts.count < 3 { parts.append("0") }
        return parts.joined(separator: ".")
    }

    /// Type-checks `source` written to a temporary file: `main.swift` for ``Mode/main``.
    package static func typecheck(source: String, mode: Mode) async throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("compilecheck-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(mode == .main ? "main.swift" : "Source.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try await typecheck(file, mode: mode)
    }

    private static func run(_ executable: URL, _ arguments: [String], file: URL, timeout: Duration) async throws -> Result {
        let fileManager = FileManager.default
        let outputURL = fileManager.temporaryDirectory.appendingPathComponent("compilecheck-\(UUID().uuidString).txt")
        guard fileManager.createFile(atPath: outputURL.path, contents: nil) else {
            throw SetupError(description: "Cannot create \(outputURL.path).")
        }
        defer { try? fileManager.removeItem(at: outputURL) }
        let output = try FileHandle(forWritingTo: outputURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        let box = ProcessBox(process)

        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: SetupError(description: "Cannot run \(executable.path): \(error)"))
                return
            }
            box.watchdog = Task {
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                box.terminateIfRunning()
            }
        }
        box.watchdog?.cancel()
        let timedOut = box.wasTerminated
        try? output.close()
        let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        return Result(file: file, arguments: [executable.path] + arguments, status: status, output: text, timedOut: timedOut)
    }

    /// A process shared with its watchdog task; the mutable state is guarded by a lock.
    private final class ProcessBox: @unchecked Sendable {
        private let process: Process
        private let lock = NSLock()
        private var terminated = false
        private var timer: Task<Void, Never>?

        init(_ process: Process) { self.process = process }

        var wasTerminated: Bool { lock.withLock { terminated } }

        /// The task that terminates the process when it runs too long.
        var watchdog: Task<Void, Never>? {
            get { lock.withLock { timer } }
            set { lock.withLock { timer = newValue } }
        }

        func terminateIfRunning() {
            lock.withLock {
                guard process.isRunning else { return }
                terminated = true
                process.terminate()
            }
        }
    }

    /// A counting semaphore for async code.
    private actor Slots {
        private var free: Int
        private var waiters: [CheckedContinuation<Void, Never>] = []

        init(_ count: Int) { free = max(2, count) }

        func acquire() async {
            if free > 0 {
                free -= 1
                return
            }
            await withCheckedContinuation { waiters.append($0) }
        }

        func release() {
            if waiters.isEmpty { free += 1 } else { waiters.removeFirst().resume() }
        }
    }

    // MARK: Expectations

    /// An `// expected-error: text` marker: the compiler must report an error containing `text`
    /// on `line`. `// expected-error@+N: text` (or `@-N`) refers to the line N below (above).
    package struct ExpectedError: Sendable, CustomStringConvertible {
        package let line: Int
        package let text: String

        package init(line: Int, text: String) {
            self.line = line
            self.text = text
        }

        package var description: String { "line \(line): \(text)" }
    }

    /// The markers of `source`.
    package static func expectedErrors(in source: String) -> [ExpectedError] {
        var expected: [ExpectedError] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = line.range(of: "expected-error") else { continue }
            var rest = line[marker.upperBound...]
            var target = index + 1
            if rest.hasPrefix("@") {
                let offset = rest.dropFirst().prefix { $0 == "+" || $0 == "-" || $0.isNumber }
                target += Int(offset.hasPrefix("+") ? offset.dropFirst() : offset) ?? 0
                rest = rest.dropFirst(1 + offset.count)
            }
            guard rest.hasPrefix(":") else { continue }
            let text = rest.dropFirst().trimmingCharacters(in: .whitespaces)
            expected.append(ExpectedError(line: target, text: text))
        }
        return expected
    }

    /// Problems with a run that had to fail with exactly the `expected` errors: each expected
    /// error reported on its line, no error on another line of the file, no crash. Empty when
    /// the run is as expected.
    package static func mismatches(_ result: Result, expected: [ExpectedError]) -> [String] {
        var problems: [String] = []
        if result.crashed { problems.append("The compiler crashed or timed out instead of diagnosing.") }
        if result.status == 0 { problems.append("The file type-checked, but it must be rejected.") }
        if expected.isEmpty { problems.append("The file has no `// expected-error: ...` marker.") }
        let errors = result.diagnostics(ofKind: "error")
        for expectation in expected where !errors.contains(where: { $0.line == expectation.line && $0.message.contains(expectation.text) }) {
            problems.append("Missing expected error at \(expectation).")
        }
        let expectedLines = Set(expected.map(\.line))
        for error in errors where !expectedLines.contains(error.line) {
            problems.append("Unexpected error: \(error)")
        }
        let elsewhere = result.problems.filter { $0.kind == "error" && URL(fileURLWithPath: $0.file).lastPathComponent != result.file.lastPathComponent }
        for error in elsewhere { problems.append("Unexpected error outside the file: \(error)") }
        return problems
    }

    /// Problems with a run that had to succeed with no error and no warning. Empty when clean.
    package static func problems(ofCleanRun result: Result) -> [String] {
        var problems: [String] = []
        if result.crashed { problems.append("The compiler crashed or timed out.") }
        if result.status != 0 { problems.append("The compiler failed (exit status \(result.status)).") }
        problems += result.problems.map { "Unexpected \($0.kind): \($0)" }
        return problems
    }
}
