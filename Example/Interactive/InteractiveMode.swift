/// Shows listings interactively: what `--interactive` does instead of printing.
///
/// ``ListingRenderer/render(_:in:options:actions:)`` hands an ``InteractiveListing`` to
/// ``presenter`` when the options ask for `--interactive`. The presenter is the real terminal
/// (``TerminalPresenter``) unless a test binds another one with `$presenter.withValue`.
protocol ListingPresenter: Sendable {
    /// Checks that the listing can be shown before the screen builds it, and adjusts the
    /// options to the display (the terminal's width).
    ///
    /// - Throws: ``ExampleError/input(_:)`` when there is nowhere to show it (not a terminal).
    @MainActor
    func prepare(_ options: ExampleOptions) throws(ExampleError) -> ExampleOptions
    /// Shows `listing` until the user quits, and returns the exit status.
    @MainActor
    func present<Host: ExampleHost>(_ listing: InteractiveListing<Host>) throws(ExampleError) -> Int32
}

/// The presenter of `--interactive` and the exit status it ended with.
enum InteractiveMode {
    /// Where interactive listings are shown: the terminal, unless a test binds its own.
    @TaskLocal static var presenter: any ListingPresenter = TerminalPresenter()

    /// Runs the CLI's interactive mode: prepares the presenter, lets `render` build the screen
    /// (whose ``ListingRenderer`` calls ``present(_:)``), and returns the exit status.
    @MainActor
    static func run(_ options: ExampleOptions, render: (ExampleOptions) throws(ExampleError) -> Void) throws(ExampleError) -> Int32 {
        let prepared = try presenter.prepare(options)
        let status = ExitStatus()
        var failure: ExampleError?
        $exitStatus.withValue(status) {
            do throws(ExampleError) {
                try render(prepared)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return status.code
    }

    /// Shows `listing` with the current presenter (called by ``ListingRenderer``).
    @MainActor
    static func present<Host: ExampleHost>(_ listing: InteractiveListing<Host>) throws(ExampleError) {
        let code = try presenter.present(listing)
        exitStatus?.code = code
    }

    /// Where ``run(_:render:)`` collects the status of the listing shown.
    @MainActor
    final class ExitStatus: Sendable {
        var code: Int32 = 0
    }

    @TaskLocal private static var exitStatus: ExitStatus?
}
