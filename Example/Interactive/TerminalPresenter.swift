#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows an ``InteractiveListing`` in the real terminal: an ``InteractiveSession`` fed by a
/// ``KeyDecoder`` reading the ``Terminal``, redrawn after every key and resize.
struct TerminalPresenter: ListingPresenter {
    /// How long a lone Escape waits for the rest of a sequence before it counts as the Escape
    /// key, in milliseconds.
    static let escapeDelay: Int32 = 40

    /// Checks that standard input and output are terminals, and makes the options as wide as
    /// the terminal (within the widths `--width` accepts), for the screens that size their
    /// hosts from them.
    @MainActor
    func prepare(_ options: ExampleOptions) throws(ExampleError) -> ExampleOptions {
        for (descriptor, name) in [(STDIN_FILENO, "input"), (STDOUT_FILENO, "output")] where !Terminal.isTerminal(descriptor) {
            throw .input("--interactive needs a terminal, but standard \(name) is not one (run it in a terminal, without redirection)")
        }
        var options = options
        if let size = Terminal.size() {
            let range = ExampleOptions.widthRange
            options.width = min(max(size.columns, range.lowerBound), range.upperBound)
        }
        return options
    }

    /// Runs the listing until the user quits: q or Escape (status 0), Ctrl-C (130), or the end
    /// of input (0). The terminal is restored whatever happens.
    @MainActor
    func present<Host: ExampleHost>(_ listing: InteractiveListing<Host>) throws(ExampleError) -> Int32 {
        let size = Terminal.size() ?? (columns: 80, rows: 24)
        let session = InteractiveSession(listing: listing, columns: size.columns, rows: size.rows)
        let terminal = try Terminal.open()
        defer { terminal.restore() }
        var decoder = KeyDecoder()
        terminal.draw(session.frame)
        while true {
            let keys: [Key]
            switch terminal.wait(timeoutMilliseconds: decoder.hasPending ? Self.escapeDelay : -1) {
            case .input(let bytes):
                guard !bytes.isEmpty else { return 0 }
                keys = decoder.decode(bytes)
            case .timeout:
                keys = decoder.flush()
            case .resized:
                if let size = Terminal.size() { session.resize(columns: size.columns, rows: size.rows) }
                keys = []
            }
            for key in keys {
                if case .quit(let code) = session.handle(key) { return code }
            }
            terminal.draw(session.frame)
        }
    }
}
