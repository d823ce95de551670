import CellControllers

/// What a screen shows in `--interactive` mode: its sections of cell controllers, the host they
/// go in, and the log its controllers record their actions into. ``ListingRenderer`` hands it to
/// the ``InteractiveMode/presenter`` instead of printing it once.
@MainActor
struct InteractiveListing<Host: ExampleHost> {
    /// Every section, unfiltered.
    var sections: [ControllerSection<Host>]
    /// The host, with no data source yet (the session's adapter becomes it).
    var host: Host
    /// Where the controllers record what taps and long presses did.
    var actions: ActionLog
    /// What the controllers report their actions to, kept alive as long as the listing (a
    /// screen's app object that the controllers reference weakly).
    var owner: AnyObject? = nil
}

/// One screenful of the interactive example, as text: the viewport's lines, then the status
/// line and the prompt line, and where to show the current item and the cursor.
struct InteractiveFrame: Equatable, Sendable {
    /// A block of the screen drawn in reverse video: the current item.
    struct Highlight: Equatable, Sendable {
        /// The screen lines (0 is the top line).
        var lines: Range<Int>
        /// The columns of those lines.
        var columns: Range<Int>
    }

    /// A position on the screen, from 0.
    struct Position: Equatable, Sendable {
        var line: Int
        var column: Int
    }

    /// Every line of the screen, top to bottom, at most as wide as the terminal.
    var lines: [String]
    /// The current item, if it is on screen.
    var highlight: Highlight?
    /// The status line (drawn in reverse video), if the terminal has room for it.
    var statusLine: Int?
    /// Where the cursor is shown (while typing a filter); `nil` hides it.
    var cursor: Position?

    /// The lines joined by newlines.
    var text: String { lines.joined(separator: "\n") }
}
