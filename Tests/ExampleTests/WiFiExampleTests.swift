import CellControllers
import Testing
@testable import example

/// `--screen wifi`: a switch row and networks with info buttons; `--control` taps a row's
/// control apart from its selection.
@MainActor
@Suite("Example Wi-Fi settings")
struct WiFiExampleTests {
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "wifi", "--width", "32"] + arguments, sourceLocation: sourceLocation)
    }

    @Test("the switch and every network's info button are drawn at the rows' trailing edge")
    func listing() {
        let lines = run([])
        #expect(lines[0] == "Wi-Fi                      [ON ]")
        #expect(lines[3] == "Home                  🔒 ▮▮▮ (i)")
        #expect(lines[6] == "Library                    ▮ (i)")
    }

    @Test("--control 0 flips the switch without selecting its row; --control 2 opens a network's details")
    func controls() {
        #expect(run(["--control", "0"]).last == "control: Wi-Fi (now off) of item 0: Wi-Fi turned off")
        #expect(run(["--control", "2"]).last == "control: Office details of item 2: details of Office")
        #expect(run(["--control", "1:Home details", "--select", "1"]).suffix(2) == [
            "selected: joined Home", "control: Home details of item 1: details of Home",
        ])
    }

    @Test("a control that is not there is refused with what the row has")
    func unknownControl() {
        #expect(run(["--control", "1:Nope"]).last == "control: nothing (The cell has no control named 'Nope'. Its controls are: 'Home details'.)")
        #expect(ExampleRun.failure(["--screen", "wifi", "--control", "9"]).contains("--control 9 is out of range"))
    }

    @Test("--interactive: c taps the current row's control, as --control does")
    func interactiveControl() throws {
        let session = try InteractiveTesting.tableSession(["--screen", "wifi"], columns: 32, rows: 12)
        _ = session.handle(.character("c"))
        #expect(session.message == "control: Wi-Fi (now off) of item 0: Wi-Fi turned off")
        #expect(session.frame.lines[0].hasSuffix("[off]"))
        _ = session.handle(.right)
        _ = session.handle(.character("c"))
        #expect(session.message == "control: Home details of item 1: details of Home")
    }
}
