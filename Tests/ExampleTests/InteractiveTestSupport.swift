import CellControllers
import Testing
@testable import example

/// A presenter that keeps the listing the CLI hands it instead of showing it, so that tests
/// build ``InteractiveSession``s from the real screens without a terminal.
@MainActor
final class CapturingPresenter: ListingPresenter {
    let width: Int
    let exitCode: Int32
    private(set) var tableListing: InteractiveListing<TableHost>?
    private(set) var gridListing: InteractiveListing<GridHost>?
    private(set) var presented = 0

    init(width: Int, exitCode: Int32 = 0) {
        self.width = width
        self.exitCode = exitCode
    }

    func prepare(_ options: ExampleOptions) throws(ExampleError) -> ExampleOptions {
        var options = options
        options.width = min(max(width, ExampleOptions.widthRange.lowerBound), ExampleOptions.widthRange.upperBound)
        return options
    }

    func present<Host: ExampleHost>(_ listing: InteractiveListing<Host>) throws(ExampleError) -> Int32 {
        presented += 1
        tableListing = listing as? InteractiveListing<TableHost>
        gridListing = listing as? InteractiveListing<GridHost>
        return exitCode
    }
}

@MainActor
enum InteractiveTesting {
    /// Runs the CLI with `arguments` and `--interactive` on a capturing presenter.
    static func capture(_ arguments: [String], columns: Int) -> (presenter: CapturingPresenter, result: ExampleCLI.Result) {
        let presenter = CapturingPresenter(width: columns)
        let result = InteractiveMode.$presenter.withValue(presenter) {
            ExampleCLI.run(arguments: arguments + ["--interactive"])
        }
        return (presenter, result)
    }

    /// A session of the table screen the arguments choose, in a `columns` × `rows` terminal.
    static func tableSession(_ arguments: [String] = [], columns: Int = 60, rows: Int = 24) throws -> InteractiveSession<TableHost> {
        let (presenter, result) = capture(arguments, columns: columns)
        #expect(result == ("", "", 0))
        return InteractiveSession(listing: try #require(presenter.tableListing), columns: columns, rows: rows)
    }

    /// A session of the grid screen the arguments choose.
    static func gridSession(_ arguments: [String], columns: Int = 60, rows: Int = 24) throws -> InteractiveSession<GridHost> {
        let (presenter, result) = capture(arguments, columns: columns)
        #expect(result == ("", "", 0))
        return InteractiveSession(listing: try #require(presenter.gridListing), columns: columns, rows: rows)
    }

    /// Feeds `keys` (characters of a string) to `session`, expecting none to quit.
    static func type<Host>(_ text: String, into session: InteractiveSession<Host>) {
        for character in text { #expect(session.handle(.character(character)) == .proceed) }
    }
}
