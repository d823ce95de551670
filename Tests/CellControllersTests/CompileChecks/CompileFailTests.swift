import CellControllersTestSupport
import Foundation
import Testing

/// Proves with the real compiler that CellControllers rejects wrong pairings at compile time.
///
/// Each case is a file in `Tests/Snippets` that imports the built module. A `fail-*` snippet must
/// be rejected with exactly the errors its `// expected-error: ...` markers name, on the marked
/// lines (and no other error); a `pass-*` snippet, the correct counterpart, must type-check with
/// no error and no warning, so a broken harness (no module, wrong compiler, wrong flags) cannot
/// make the failures pass.
@Suite("Compile checks: wrong pairings do not compile")
struct CompileFailTests {
    /// A snippet and what it shows.
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let shows: String
        var mode: CompileCheck.Mode = .library

        var testDescription: String { "\(file) (\(shows))" }
    }

    /// Misuse that must not compile, with the expected diagnostics in the files' markers.
    static let failing: [Case] = [
        Case(file: "fail-01-grid-controller-in-table-list.swift", shows: "grid controller in [CellController<TableHost>]"),
        Case(file: "fail-02-grid-controller-in-table-section.swift", shows: "grid controller in ControllerSection<TableHost>"),
        Case(file: "fail-03-grid-section-to-table-adapter.swift", shows: "grid section given to CellControllerAdapter<TableHost>"),
        Case(file: "fail-04-configure-cell-wrong-type.swift", shows: "configureCell(_:) of another cell class overrides nothing"),
        Case(file: "fail-05-register-grid-cell-on-table.swift", shows: "grid cell registered on a table"),
        Case(file: "fail-06-dequeue-table-cell-from-grid.swift", shows: "table cell dequeued from a grid"),
        Case(file: "fail-07-grid-factory-for-table-section.swift", shows: "grid factory's controllers in a table section"),
        Case(file: "fail-08-grid-factory-as-table-factory.swift", shows: "grid factory as a table factory"),
        Case(file: "fail-09-holder-with-foreign-cell-type.swift", shows: "holder whose CellType names another holder"),
        Case(file: "fail-10-subclass-cell-controller-directly.swift", shows: "CellController subclassed directly"),
        Case(file: "fail-11-enqueue-table-cell-on-grid.swift", shows: "table cell enqueued on a grid"),
        Case(file: "fail-12-grid-layout-for-table-section.swift", shows: "grid layout for a table section"),
        Case(file: "fail-13-hand-written-cell-family.swift", shows: "a cell family of its own (root cell class and holder)"),
        Case(file: "fail-14-make-cell-returns-other-family.swift", shows: "baseCell is another family's cell"),
        Case(file: "fail-15-controller-of-plain-cell-view.swift", shows: "controller of a CellView"),
        Case(file: "fail-16-host-off-main-actor.swift", shows: "host used off the main actor"),
        Case(file: "fail-17-grid-data-source-on-table.swift", shows: "grid data source on a table"),
        Case(file: "fail-18-impostor-cell.swift", shows: "a class that is not a CellView poses as a table cell"),
        Case(file: "fail-19-cell-view-subclass-makes-table-cell.swift", shows: "a CellView subclass that hands out a TableCell cannot call CellView's init"),
        Case(file: "fail-20-cell-view-subclass-makes-itself.swift", shows: "a direct CellView subclass cannot be instantiated"),
        Case(file: "fail-21-table-cell-subclass-overrides-make-cell.swift", shows: "baseCell cannot be overridden"),
        Case(file: "fail-22-grid-registration-in-table-section.swift", shows: "a grid cell's registration in a table section"),
        Case(file: "fail-23-registration-configures-another-cell.swift", shows: "a registration's handler for another cell class"),
        Case(file: "fail-24-dual-registration-swapped.swift", shows: "a dual registration with table and grid swapped"),
        Case(file: "fail-25-registration-of-another-item-for-snapshot.swift", shows: "a registration of another item type for a typed snapshot"),
        Case(file: "fail-26-grid-registration-for-table-snapshot.swift", shows: "a grid registration for a table's snapshot"),
        Case(file: "fail-27-edit-with-identifier-of-another-type.swift", shows: "an edit with an identifier of another type"),
        Case(file: "fail-28-append-model-of-another-type.swift", shows: "appending a model of another type"),
        Case(file: "fail-29-non-sendable-item.swift", shows: "a snapshot of non-Sendable items"),
        Case(file: "fail-30-context-menu-for-another-item.swift", shows: "a registration's context menu builder for another item type"),
        Case(file: "fail-31-section-snapshot-of-another-item.swift", shows: "a section snapshot or a child of another item type"),
        Case(file: "fail-32-expand-identifier-of-another-type.swift", shows: "an expansion by an identifier of another type"),
        Case(file: "fail-33-carousel-on-table.swift", shows: "a carousel scrolled or laid out on a table"),
        Case(file: "fail-34-drop-of-another-item-type.swift", shows: "a drag of one item type dropped on a list of another without a conversion"),
        Case(file: "fail-35-identifier-with-id-of-another-type.swift", shows: "an erased identifier of a model type with an id of another type"),
        Case(file: "fail-36-plain-registration-of-another-item.swift", shows: "a registration or factory of String items for a snapshot of Int items"),
        Case(file: "fail-37-plain-identifier-of-another-type.swift", shows: "a String identifier where a snapshot of Int items expects an Int"),
        Case(file: "fail-38-factory-of-another-section-model.swift", shows: "a data source of one section model given a factory of another's headers"),
    ]

    /// Positive controls that must type-check cleanly.
    static let passing: [Case] = [
        Case(file: "pass-correct-pairings.swift", shows: "the correct version of every failing case"),
        Case(file: "pass-typed-snapshots.swift", shows: "the correct version of every typed-snapshot misuse"),
        Case(file: "pass-plain-identifiers.swift", shows: "the correct version of every plain-identifier misuse"),
        Case(file: "readme-usage-placeholder.swift", shows: "a complete program, as main.swift", mode: .main),
    ]

    @Test("Misuse is rejected with the expected error", arguments: failing)
    func rejected(_ check: Case) async throws {
        let file = try CompileCheck.snippet(check.file)
        let expected = CompileCheck.expectedErrors(in: try String(contentsOf: file, encoding: .utf8))
        let result = try await CompileCheck.typecheck(file, mode: check.mode)
        let problems = CompileCheck.mismatches(result, expected: expected)
        #expect(problems.isEmpty, "\(check.file):\n\(problems.joined(separator: "\n"))\n\n\(result.transcript)")
    }

    @Test("Correct code type-checks with no error or warning", arguments: passing)
    func accepted(_ check: Case) async throws {
        let file = try CompileCheck.snippet(check.file)
        let markers = CompileCheck.expectedErrors(in: try String(contentsOf: file, encoding: .utf8))
        #expect(markers.isEmpty, "\(check.file) is a positive control but has expected-error markers")
        let result = try await CompileCheck.typecheck(file, mode: check.mode)
        let problems = CompileCheck.problems(ofCleanRun: result)
        #expect(problems.isEmpty, "\(check.file):\n\(problems.joined(separator: "\n"))\n\n\(result.transcript)")
    }

    @Test("Every snippet is checked, and there are enough of them")
    func everySnippetIsListed() throws {
        // The design system's `design-*` snippets are listed by `DesignCompileFailTests`, in
        // the design system's test target, which checks them the same way.
        let files = try FileManager.default.contentsOfDirectory(atPath: CompileCheck.snippetsDirectory.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("design-") }
        let listed = (Self.failing + Self.passing).map(\.file)
        #expect(Set(files) == Set(listed), "Unlisted: \(Set(files).subtracting(listed).sorted()); missing: \(Set(listed).subtracting(files).sorted())")
        #expect(Set(listed).count == listed.count, "A snippet is listed twice")
        #expect(Self.failing.count >= 8)
        #expect(Self.failing.allSatisfy { $0.file.hasPrefix("fail-") })
    }

    /// The harness itself: diagnostics are parsed as the compiler prints them, and a clean run,
    /// a crash or a stray error is never mistaken for the expected rejection.
    @Test("Diagnostic parsing and verdicts")
    func diagnosticParsing() {
        let output = """
            /tmp/x/fail-01.swift:9:53: error: cannot convert value of type 'A' to 'B'
                let a: [B] = [A()] // expected-error: cannot convert value
                              ^
            /tmp/x/fail-01.swift:9:53: note: arguments to generic parameter are expected to be equal
            /tmp/x/fail-01.swift:12:5: error: something else
            print("a: error: b")
            <unknown>:0: error: error opening input file
            error: unknown argument: '-bogus'
            /work/Sources/Cells/TableCell.swift:12:5: warning: deprecated
            """
        let file = URL(fileURLWithPath: "/tmp/x/fail-01.swift")
        let result = CompileCheck.Result(file: file, arguments: [], status: 1, output: output, timedOut: false)
        #expect(result.diagnostics.map(\.kind) == ["error", "note", "error", "error", "error", "warning"])
        #expect(result.diagnostics.map(\.line) == [9, 9, 12, 0, 0, 12])
        #expect(result.diagnostics(ofKind: "error").map(\.line) == [9, 12])
        #expect(!result.crashed)

        let expected = [CompileCheck.ExpectedError(line: 9, text: "cannot convert value")]
        #expect(CompileCheck.mismatches(result, expected: expected).count == 3) // line 12, <unknown>, bogus flag
        let exact = CompileCheck.Result(file: file, arguments: [], status: 1, output: output.split(separator: "\n").prefix(4).joined(separator: "\n"), timedOut: false)
        #expect(CompileCheck.mismatches(exact, expected: expected).isEmpty)
        #expect(CompileCheck.mismatches(exact, expected: [CompileCheck.ExpectedError(line: 10, text: "cannot convert value")]).count == 2)
        let crash = CompileCheck.Result(file: file, arguments: [], status: 134, output: "Stack dump:", timedOut: false)
        #expect(crash.crashed && !CompileCheck.mismatches(crash, expected: expected).isEmpty)
        let clean = CompileCheck.Result(file: file, arguments: [], status: 0, output: "", timedOut: false)
        #expect(!CompileCheck.mismatches(clean, expected: expected).isEmpty)
        #expect(CompileCheck.problems(ofCleanRun: clean).isEmpty)
        #expect(!CompileCheck.problems(ofCleanRun: exact).isEmpty)
    }

    @Test("Marker syntax")
    func markerSyntax() {
        let source = """
            let a = 1 // expected-error: first
            // expected-error@+2: second
            // expected-error@+1: third
            let b = 2
            let c = 3
            // expected-error@-1: fourth
            """
        let markers = CompileCheck.expectedErrors(in: source)
        #expect(markers.map(\.line) == [1, 4, 4, 5])
        #expect(markers.map(\.text) == ["first", "second", "third", "fourth"])
    }
}
