import CellControllers
import Testing
@testable import example

/// `--screen groups`: Apple's "Nested Groups" and "Orthogonal Sections" as one typed screen whose
/// factory gives each section a layout of groups (issue 29).
@MainActor
@Suite("Example groups screen")
struct GroupsExampleTests {
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "groups", "--layout", "grid"] + arguments, sourceLocation: sourceLocation)
    }

    @Test("one card 0.7 wide beside two stacked cards 0.3 wide, then a carousel of the same groups")
    func listing() {
        let lines = run(["--width", "40", "--height", "30"])
        #expect(lines[0] == "Nested groups")
        // Under the two-line header; 40 columns: the card is 28 wide (27 and a gap), the stacked ones 12 (11 and a gap).
        #expect(lines[2] == "[Card 1                   ] [Card 2   ]")
        #expect(lines[4] == String(repeating: " ", count: 28) + "[Card 3   ]")
        #expect(lines[7] == "[Card 4                   ] [Card 5   ]")
        let carousel = lines.firstIndex(of: "Orthogonal section") ?? 0
        #expect(carousel == 21)
        #expect(lines[carousel + 2].hasPrefix("[Page 1              ]  [Page 2 ]"))
        #expect(lines[carousel + 4].contains("[Page 3"))
    }

    @Test("--select taps the card counted across sections, the stacked ones too")
    func selection() {
        #expect(run(["--width", "40", "--height", "30", "--select", "2"]).last == "opened Card 3")
        #expect(run(["--width", "40", "--height", "30", "--select", "13"]).last == "opened Page 2")
        #expect(ExampleRun.failure(["--screen", "groups", "--layout", "grid", "--select", "21"]).contains("has 21 cards"))
    }
}
