import CellControllers
import Testing
@testable import example

/// `--screen countries`: the section index (`--jump`), pinned headers and footers, and the
/// scroll position kept by identity across an apply (`--insert-above`, `--delete`).
@MainActor
@Suite("Example countries")
struct CountriesExampleTests {
    /// The output lines of a successful run.
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "countries"] + arguments, sourceLocation: sourceLocation)
    }

    /// The one error line of a failing run, which must exit with 2 and print nothing else.
    private func failure(_ arguments: [String], screen: String = "countries", sourceLocation: SourceLocation = #_sourceLocation) -> String {
        ExampleRun.failure(["--screen", screen] + arguments, sourceLocation: sourceLocation)
    }

    static let header = { (letter: String) in "── \(letter) " + String(repeating: "─", count: 55) }

    @Test("the index titles, then the first letter, its header and its count pinned at the bottom")
    func listing() {
        #expect(run(["--width", "40"]) == [
            "index: A B C D E F G",
            "── A ───────────────────────────────────",
            "  Afghanistan           Kabul",
            "  Albania               Tirana",
            "  Algeria               Algiers",
            "  Andorra               Andorra la Vella",
            "  Angola                Luanda",
            "  Argentina             Buenos Aires",
            "  Armenia               Yerevan",
            "  Australia             Canberra",
            "   9 countries",
        ])
    }

    @Test("--side-labels: each letter in a column left of its countries, pinned while they scroll by, and no headers")
    func sideLabels() {
        #expect(run(["--width", "40", "--height", "6", "--side-labels"]) == [
            "index: A B C D E F G",
            "A    Afghanistan           Kabul",
            "     Albania               Tirana",
            "     Algeria               Algiers",
            "     Andorra               Andorra la V…",
            "     Angola                Luanda",
            "   9 countries",
        ])
        // Scrolled into A's countries, its letter stays at the top; B's follows its first row.
        #expect(run(["--width", "40", "--height", "6", "--offset", "7", "--side-labels"]) == [
            "index: A B C D E F G",
            "A    Australia             Canberra",
            "     Austria               Vienna",
            "   9 countries",
            "B    Bahamas               Nassau",
            "     Bangladesh            Dhaka",
            "   6 countries",
        ])
        // The section index still jumps to a letter's section.
        #expect(run(["--width", "40", "--side-labels", "--jump", "C"]).prefix(2) == ["index: A B C D E F G", "C    Canada                Ottawa"])
    }

    @Test("--jump B jumps through the section index: B's header on top, C's count pinned at the bottom")
    func jump() {
        let lines = run(["--jump", "B"])
        #expect(lines.count == 1 + CountriesScreen.defaultHeight + 1)
        #expect(lines[1] == Self.header("B"))
        #expect(lines[2] == "  Bahamas               Nassau")
        #expect(lines[7] == "  Bulgaria              Sofia")
        #expect(lines[8] == "   6 countries")
        #expect(lines[9] == Self.header("C"))
        #expect(lines[10] == "   5 countries")
        #expect(lines.last == "jumped to B: section 1, offset 11")
    }

    @Test("--insert-above keeps the row on top: read by identity before the apply, restored after")
    func insertAbove() {
        let before = run(["--offset", "12"])
        let lines = run(["--offset", "12", "--insert-above", "3"])
        // The same rows on screen, three lines further down the content.
        #expect(Array(lines[0...10]) == Array(before[0...10]))
        #expect(lines[11] == "updated: inserted Abaria, Abelund, Abrovia")
        #expect(lines[12] == "scroll position: Bangladesh -1 read before the apply and restored after (offset 12 → 15)")
        #expect(lines.count == 13)
    }

    @Test("at the top, the inserted countries go above the first row, which stays on top; A counts them")
    func insertedAtTheTop() {
        #expect(run(["--insert-above", "2", "--height", "4"]) == [
            "index: A B C D E F G",
            Self.header("A"),
            "  Afghanistan           Kabul",
            "  Albania               Tirana",
            "   11 countries",
            "updated: inserted Abaria, Abelund",
            "scroll position: Afghanistan -1 read before the apply and restored after (offset 0 → 2)",
        ])
    }

    /// At offset 12 the pinned header B covers Bahamas: the row on top, the first one the user
    /// sees, is Bangladesh, one line below the viewport's top.
    @Test("--delete of the row on top: the position cannot be restored, and the typed error says why")
    func deleteTheTopRow() {
        let lines = run(["--offset", "12", "--delete", "Bangladesh"])
        #expect(lines[11] == "updated: deleted Bangladesh")
        #expect(lines[12] == "scroll position: Bangladesh -1 read before the apply, not restored: "
            + DataSourceError<String>.itemNotShown("Bangladesh").description)
        #expect(!lines.contains { $0.contains("Dhaka") })
        #expect(lines[1] == Self.header("B"))
    }

    @Test("--delete of another row keeps the row on top", arguments: ["Brazil", "Chile"])
    func deleteAnotherRow(name: String) {
        let lines = run(["--offset", "12", "--delete", name])
        #expect(lines.last == "scroll position: Bangladesh -1 read before the apply and restored after (offset 12 → 12)")
        #expect(!lines.dropLast(2).contains { $0.contains(name) })
    }

    @Test("usage errors: one line, exit status 2", arguments: [
        (["--jump", "Q"], "error: --jump Q: The section index has no title 'Q'. Its titles are: 'A', 'B', 'C', 'D', 'E', 'F', 'G'."),
        (["--delete", "Narnia"], "error: --delete Narnia: no country of that name is listed (names are case-sensitive, as in --delete Brazil)"),
        (["--insert-above", "0"], "error: --insert-above must be a whole number from 1 to 5, but got '0'"),
        (["--insert-above"], "error: option --insert-above needs a value, as in --insert-above 2"),
        (["--offset", "36"], "error: --offset 36 is past the end: the countries are 45 lines tall, so with --height 10 the largest offset is 35"),
        (["--layout", "grid"], "error: the countries screen has no grid layout; use --layout table"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(failure(arguments) == message)
    }

    @Test("the countries options belong to the countries screen", arguments: [["--jump", "B"], ["--insert-above", "1"], ["--delete", "Chile"]])
    func otherScreensRefuseTheOptions(arguments: [String]) {
        #expect(failure(arguments, screen: "settings")
            == "error: --jump, --insert-above, --delete and --side-labels apply to --screen countries, not to the settings screen")
    }

    @Test("--select taps a country by its index across letters")
    func select() {
        #expect(run(["--select", "10"]).last == "selected: Bangladesh (capital: Dhaka)")
    }
}
