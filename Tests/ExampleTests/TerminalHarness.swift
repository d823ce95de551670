import Foundation
import Testing

/// A detached tmux session on a private server running one shell command in a real terminal,
/// for the `--interactive` tests: keys go in with `send-keys`, the screen comes out with
/// `capture-pane`, and every wait polls the screen until a condition holds or a timeout passes.
final class TerminalHarness {
    /// The `tmux` executable on `PATH`, if any.
    static let tmuxPath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { "\($0)/tmux" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether the tests run in CI (`CI` is set), where tmux must be there (`.ci/run` installs it).
    static var isCI: Bool {
        let value = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !value.isEmpty && value != "0" && value != "false"
    }

    /// Whether the terminal tests can run: tmux is installed, or we are in CI (where its absence
    /// is a failure, not a skip).
    static var canRun: Bool { tmuxPath != nil || isCI }

    /// How long a wait polls before it gives up, in seconds: generous, so that a loaded machine
    /// is slow but not flaky; a passing test never waits that long.
    static let timeout: Double = 20

    /// A folder for the files the command writes (`stty -g` before and after).
    let directory: URL
    private let tmux: String

    /// Starts the shell command `command` makes (given the path of a file in ``directory`` for
    /// each name) in a `columns` × `rows` terminal.
    init(columns: Int = 80, rows: Int = 24, command: (_ file: (String) -> String) -> String) throws {
        tmux = try #require(Self.tmuxPath, "tmux is not installed: CI must install it (see .ci/run)")
        let name = "cc-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = command { directory.appendingPathComponent($0).path }
        let started = try run(["new-session", "-d", "-s", "t", "-x", "\(columns)", "-y", "\(rows)", script])
        #expect(started.status == 0, "tmux new-session failed: \(started.output)")
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// The path of `name` in ``directory``.
    func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Runs tmux on this harness's private server (its socket in ``directory``, no configuration
    /// file), and returns what it
    /// printed and its exit status.
    ///
    /// tmux is started with `posix_spawn` and a cleared signal mask and default signal actions:
    /// the test runner's threads block signals, and a tmux server (or an example) inheriting
    /// that mask would ignore SIGTERM and SIGCHLD. Its output goes to a file, not a pipe, since
    /// the server it forks keeps the client's descriptors open.
    @discardableResult
    func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
        calls += 1
        let outputPath = directory.appendingPathComponent("tmux-\(calls).out").path
        defer { unlink(outputPath) }
        let status = try Self.spawn(tmux, ["tmux", "-f", "/dev/null", "-S", directory.appendingPathComponent("socket").path] + arguments, output: outputPath)
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return (output, status)
    }

    private var calls = 0

    /// Runs `path` with `arguments` (the first is the program's name), standard input from
    /// /dev/null and standard output and error to `output`, and waits for its exit status.
    private static func spawn(_ path: String, _ arguments: [String], output: String) throws -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGPIPE, SIGWINCH, SIGUSR1, SIGUSR2, SIGALRM] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let error = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard error == 0 else { throw SpawnError(path: path, code: error) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw SpawnError(path: path, code: errno) }
        }
        // WIFEXITED / WEXITSTATUS are macros: decode by hand.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// A program could not be started or waited for.
    struct SpawnError: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "cannot run \(path): error \(code)" }
    }

    /// Sends keys by tmux name (`j`, `Down`, `End`, `Enter`, `Escape`, `C-c`, …).
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", "t"] + keys)
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", "t", "-l", text])
    }

    /// The visible screen, one string per line (trailing spaces trimmed by tmux).
    func screen() throws -> [String] {
        let output = try run(["capture-pane", "-p", "-t", "t"]).output
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A tmux format for the pane, such as `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", "t", format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `condition` holds, and returns that screen; records an issue
    /// with the last screen seen after ``timeout`` seconds.
    @discardableResult
    func waitFor(
        _ description: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(Self.timeout)
        var lines = try screen()
        while !condition(lines) {
            guard Date() < deadline else {
                Issue.record("timed out waiting for \(description); the screen was:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
                return lines
            }
            usleep(30_000)
            lines = try screen()
        }
        return lines
    }

    /// Polls until the file exists and is complete (ends in a newline), and returns it.
    func waitForFile(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: file(name), encoding: .utf8), text.hasSuffix("\n") { return text }
            usleep(30_000)
        }
        Issue.record("timed out waiting for the file \(name)", sourceLocation: sourceLocation)
        return nil
    }

    /// The process ids of the children of the pane's shell (Linux: `/proc`).
    func shellChildren() throws -> [pid_t] {
        let shell = try display("#{pane_pid}")
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { pid_t($0) }
    }
}
