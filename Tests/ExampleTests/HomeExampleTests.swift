import CellControllers
import Testing
@testable import example

/// `--screen home`: one typed screen of 100,000 lazily made cards whose sections take their
/// layouts from the factory, for the host's width (issue 26).
@MainActor
@Suite("Example home screen")
struct HomeExampleTests {
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "home", "--layout", "grid"] + arguments, sourceLocation: sourceLocation)
    }

    @Test("a carousel, a list with a side label and a boxed grid in one host, with controllers only for what is shown")
    func listing() {
        let lines = run(["--width", "50", "--height", "14"])
        #expect(lines[0] == "Featured")
        #expect(lines[2] == "[Pick 1        ] [Pick 2        ] [Pick 3        ]")
        #expect(lines[5].hasPrefix("NEW [Arrival 1"))
        #expect(lines[6].hasPrefix("    [Arrival 2"))
        #expect(lines[10].hasPrefix("┌"))
        #expect(lines[11].hasPrefix("│[Books") && lines[11].contains("[Music"))
        let summary = lines.last ?? ""
        #expect(summary.hasPrefix("100021 cards, "))
        let made = Int(summary.split(separator: " ")[2]) ?? .max
        #expect(made < 100, "only the cards shown or prefetched get a controller (\(summary))")
    }

    @Test("the grids' columns follow the width: two below 60 columns, three from 60", arguments: [(50, 2), (70, 3), (100, 4)])
    func columnsFollowTheWidth(width: Int, columns: Int) {
        let lines = run(["--width", "\(width)", "--height", "14"])
        let collections = lines.first { $0.hasPrefix("│[Books") } ?? ""
        #expect(collections.filter { $0 == "[" }.count == columns)
    }

    @Test("--carousel-offset scrolls the featured cards sideways; --select taps a card counted across sections")
    func carouselAndSelection() {
        #expect(run(["--width", "50", "--height", "3", "--carousel-offset", "17"])[2].hasPrefix("[Pick 2"))
        #expect(run(["--width", "50", "--height", "3", "--select", "13"]).suffix(2).first == "opened Arrival 2")
        #expect(ExampleRun.failure(["--screen", "home", "--layout", "grid", "--select", "100021"]).contains("has 100021 cards"))
    }
}
