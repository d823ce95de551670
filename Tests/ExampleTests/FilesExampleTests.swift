import CellControllers
import Testing
@testable import example

/// `--screen files`: a section shown as a tree, folders expanded and collapsed in place
/// (`--expand`, `--collapse`), and a user's tap on a disclosure with handlers that refuse and
/// load (`--tap-disclosure`).
@MainActor
@Suite("Example files")
struct FilesExampleTests {
    /// The output lines of a successful run, 40 columns wide.
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "files", "--width", "40"] + arguments, sourceLocation: sourceLocation)
    }

    /// The one error line of a failing run, which must exit with 2 and print nothing else.
    private func failure(_ arguments: [String], screen: String = "files", sourceLocation: SourceLocation = #_sourceLocation) -> String {
        ExampleRun.failure(["--screen", screen] + arguments, sourceLocation: sourceLocation)
    }

    @Test("the top level: folders with a collapsed disclosure, files without room for one (as UIKit draws a leaf)")
    func listing() {
        #expect(run([]) == [
            "▸ Documents                       folder",
            "▸ Music                           folder",
            "▸ Downloads                       folder",
            "▸ Trash                           folder",
            "notes.txt                           3 KB",
        ])
    }

    @Test("--expand inserts a folder's rows below it, indented by level; a subfolder expands inside it")
    func expand() {
        #expect(run(["--expand", "Documents,Documents/Taxes"]) == [
            "▾ Documents                       folder",
            "  ▾ Taxes                         folder",
            "    2024.pdf                      530 KB",
            "    2025.pdf                      612 KB",
            "  CV.pdf                          112 KB",
            "  Lease.pdf                       240 KB",
            "▸ Music                           folder",
            "▸ Downloads                       folder",
            "▸ Trash                           folder",
            "notes.txt                           3 KB",
            "expanded Documents (+3 rows)",
            "expanded Documents/Taxes (+2 rows)",
        ])
    }

    @Test("--collapse removes the folder's visible rows; opening it again shows its subfolder as it was")
    func collapseKeepsStates() {
        let lines = run(["--expand", "Documents,Documents/Taxes", "--collapse", "Documents", "--tap-disclosure", "0"])
        #expect(Array(lines.prefix(6)) == Array(run(["--expand", "Documents,Documents/Taxes"]).prefix(6)))
        #expect(lines.suffix(2) == ["collapsed Documents (-5 rows)", "tapped the disclosure of row 0: Documents expanded (+5 rows)"])
        let collapsed = run(["--expand", "Music", "--collapse", "Music"])
        #expect(Array(collapsed.prefix(5)) == run([]))
        #expect(collapsed.suffix(2) == ["expanded Music (+2 rows)", "collapsed Music (-2 rows)"])
    }

    @Test("a tap on a disclosure asks the handlers: Downloads loads its files, the Trash refuses to open")
    func tapDisclosure() {
        let downloads = run(["--tap-disclosure", "2"])
        #expect(downloads[2] == "▾ Downloads                       folder")
        #expect(downloads[3] == "  installer.dmg                 88000 KB")
        #expect(downloads.suffix(2) == ["loaded 2 files into Downloads", "tapped the disclosure of row 2: Downloads expanded (+2 rows)"])
        let trash = run(["--tap-disclosure", "3"])
        #expect(Array(trash.prefix(5)) == run([]))
        #expect(trash.suffix(2) == ["refused: the Trash does not open", "tapped the disclosure of row 3: Trash stays closed"])
        #expect(run(["--tap-disclosure", "4"]).last == "tapped the disclosure of row 4: notes.txt has no disclosure (it has no children)")
    }

    @Test("--select taps a row's name: it opens the file, and the folder stays as it is")
    func select() {
        let lines = run(["--expand", "Documents", "--select", "2"])
        #expect(lines.last == "selected: opened Documents/CV.pdf")
        #expect(lines[0] == "▾ Documents                       folder")
    }

    @Test("bad requests are usage errors that say what to do", arguments: [
        (["--expand", "Nope"], "error: --expand Nope: No item FileNode(\"Nope\") on the screen, shown or hidden in an outline. Apply a section snapshot that holds it first."),
        (["--expand", "Documents,,Music"], "error: --expand takes folder paths separated by commas, as in --expand Documents,Documents/Taxes, but got 'Documents,,Music'"),
        (["--tap-disclosure", "9"], "error: --tap-disclosure 9 is out of range: the screen shows 5 rows, numbered 0 to 4"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(failure(arguments) == message)
    }

    @Test("the outline options belong to the files screen")
    func otherScreens() {
        #expect(failure(["--expand", "Documents"], screen: "countries")
            == "error: --expand, --collapse and --tap-disclosure apply to --screen files, not to the countries screen")
    }
}
