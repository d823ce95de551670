#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal of `--interactive`: raw input, the alternate screen, a hidden cursor, its size,
/// and the guarantee that it is put back as it was.
///
/// ``open()`` saves the terminal's settings, switches off line editing, echo and the signal keys
/// (so Ctrl-C arrives as a byte), and enters the alternate screen. ``restore()`` (also run by
/// the owner's `defer`) undoes all of it. Signals: SIGWINCH wakes the input loop through a pipe
/// (the handler only writes a byte); SIGINT, SIGTERM and SIGHUP restore the terminal and exit
/// with 128 + the signal; a crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE) restores
/// it and dies of the same signal. The handlers only call async-signal-safe functions
/// (`write`, `tcsetattr`, `_exit`, `signal`, `raise`) on state set before they are installed.
@MainActor
final class Terminal {
    /// What ``wait(timeoutMilliseconds:)`` saw.
    enum Event {
        /// Bytes from standard input; empty at end of input.
        case input([UInt8])
        /// The terminal changed size.
        case resized
        /// Nothing arrived in time.
        case timeout
    }

    /// Whether `descriptor` is a terminal.
    nonisolated static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's size in columns and lines (`ioctl TIOCGWINSZ` on standard output, then
    /// standard input), or `nil` when neither is a terminal.
    nonisolated static func size() -> (columns: Int, rows: Int)? {
        for descriptor in [STDOUT_FILENO, STDIN_FILENO] {
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
                return (Int(size.ws_col), Int(size.ws_row))
            }
        }
        return nil
    }

    private var isOpen = true
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private var previousHandlers: [(Int32, sighandler_t?)] = []

    private init(wakeRead: Int32, wakeWrite: Int32) {
        self.wakeRead = wakeRead
        self.wakeWrite = wakeWrite
    }

    /// Puts the terminal in raw mode on the alternate screen with the cursor hidden, and
    /// installs the signal handlers.
    ///
    /// - Throws: ``ExampleError/input(_:)`` when standard input is not a terminal whose settings
    ///   can be read and changed.
    static func open() throws(ExampleError) -> Terminal {
        let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        guard tcgetattr(STDIN_FILENO, saved) == 0 else {
            saved.deallocate()
            throw .input("--interactive cannot read the terminal's settings (error \(errno))")
        }
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else {
            saved.deallocate()
            throw .input("--interactive cannot create a pipe (error \(errno))")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        // Everything the handlers read is set (and initialised) before they are installed.
        _ = SignalState.leaveSequence
        SignalState.savedSettings = saved
        SignalState.wakeDescriptor = descriptors[1]
        let terminal = Terminal(wakeRead: descriptors[0], wakeWrite: descriptors[1])
        terminal.installHandlers()

        var raw = saved.pointee
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            let error = errno
            terminal.restore()
            throw .input("--interactive cannot switch the terminal to raw mode (error \(error))")
        }
        terminal.write(Self.enterSequence)
        return terminal
    }

    /// Restores the terminal's settings, the cursor and the main screen, and the previous
    /// signal handlers. Safe to call more than once.
    func restore() {
        guard isOpen else { return }
        isOpen = false
        SignalState.restoreTerminal()
        for (signal, handler) in previousHandlers.reversed() {
            _ = Glibc_signal(signal, handler)
        }
        previousHandlers = []
        close(wakeRead)
        close(wakeWrite)
        SignalState.wakeDescriptor = -1
        SignalState.savedSettings?.deallocate()
        SignalState.savedSettings = nil
    }

    /// Waits for input, a resize or the timeout (negative: none).
    func wait(timeoutMilliseconds: Int32) -> Event {
        while true {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return .input([])
            }
            if ready == 0 { return .timeout }
            if descriptors[1].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                while read(wakeRead, &drain, drain.count) > 0 {}
                return .resized
            }
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .input([])
            }
            return .input(Array(buffer.prefix(count)))
        }
    }

    /// Draws `frame`: each line at its place, the highlighted item and the status line in
    /// reverse video, then the cursor (or none).
    func draw(_ frame: InteractiveFrame) {
        write(Self.drawing(frame))
    }

    /// The bytes that draw `frame` over the whole screen, as text.
    nonisolated static func drawing(_ frame: InteractiveFrame) -> String {
        var output = "\u{1B}[?25l"
        for (index, line) in frame.lines.enumerated() {
            // Clear first: an erase after a line as wide as the screen would erase its last column.
            output += "\u{1B}[\(index + 1);1H\u{1B}[2K"
            if index == frame.statusLine {
                output += "\u{1B}[7m" + line + "\u{1B}[0m"
            } else if let highlight = frame.highlight, highlight.lines.contains(index) {
                output += Self.highlighted(line, columns: highlight.columns)
            } else {
                output += line
            }
        }
        output += "\u{1B}[J"
        if let cursor = frame.cursor {
            output += "\u{1B}[\(cursor.line + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        return output
    }

    /// `line` with `columns` in reverse video (padded with spaces to cover them).
    nonisolated static func highlighted(_ line: String, columns: Range<Int>) -> String {
        var characters = Array(line)
        if characters.count < columns.upperBound {
            characters += Array(repeating: " ", count: columns.upperBound - characters.count)
        }
        return String(characters[..<columns.lowerBound]) + "\u{1B}[7m" + String(characters[columns])
            + "\u{1B}[27m" + String(characters[columns.upperBound...])
    }

    /// Writes `text` to standard output, all of it.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc_write(STDOUT_FILENO, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Alternate screen, cursor hidden, no line wrapping, cleared.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[H\u{1B}[2J"

    private func installHandlers() {
        // A parent may have blocked signals (test runners do); the handled ones must arrive.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in [SIGWINCH, SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        previousHandlers.append((SIGWINCH, Glibc_signal(SIGWINCH, resizeSignalHandler)))
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            previousHandlers.append((signal, Glibc_signal(signal, terminationSignalHandler)))
        }
        for signal in [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
            previousHandlers.append((signal, Glibc_signal(signal, crashSignalHandler)))
        }
    }
}

/// `signal(2)`, named apart from the method-less global so that calls are unambiguous.
private func Glibc_signal(_ signal: Int32, _ handler: sighandler_t?) -> sighandler_t? {
    #if canImport(Glibc)
    Glibc.signal(signal, handler)
    #else
    Darwin.signal(signal, handler)
    #endif
}

/// `write(2)`.
private func Glibc_write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}

/// What the signal handlers read. Set by ``Terminal/open()`` before the handlers are installed
/// and cleared after they are removed; the handlers only read it.
private enum SignalState {
    nonisolated(unsafe) static var savedSettings: UnsafeMutablePointer<termios>?
    nonisolated(unsafe) static var wakeDescriptor: Int32 = -1

    /// Leaves the alternate screen and shows the cursor again.
    static let leaveSequence: StaticString = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Restores the saved settings and the screen, with async-signal-safe calls only.
    static func restoreTerminal() {
        if let savedSettings { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings) }
        _ = Glibc_write(STDOUT_FILENO, leaveSequence.utf8Start, leaveSequence.utf8CodeUnitCount)
    }
}

private func resizeSignalHandler(_ signal: Int32) {
    var byte: UInt8 = 1
    _ = Glibc_write(SignalState.wakeDescriptor, &byte, 1)
}

private func terminationSignalHandler(_ signal: Int32) {
    SignalState.restoreTerminal()
    _exit(128 + signal)
}

private func crashSignalHandler(_ signal: Int32) {
    SignalState.restoreTerminal()
    _ = Glibc_signal(signal, SIG_DFL)
    raise(signal)
}
