import CellControllersTestSupport
import Foundation
import Testing

/// Proves with the real compiler that the design system's typing holds: a content configures only
/// its own view, and a left part cannot go on the right. Reuses the ``CompileCheck`` harness;
/// the `design-fail-*` snippets must be rejected with exactly their marked errors, and the
/// `design-pass-*` control must type-check cleanly.
@Suite("Compile checks: design-system misuse does not compile")
struct DesignCompileFailTests {
    static let failing = [
        "design-fail-01-content-to-other-view.swift",
        "design-fail-02-content-names-foreign-view.swift",
        "design-fail-03-left-part-on-the-right.swift",
    ]

    @Test("Misuse is rejected with the expected error", arguments: failing)
    func rejected(_ name: String) async throws {
        let file = try CompileCheck.snippet(name)
        let expected = CompileCheck.expectedErrors(in: try String(contentsOf: file, encoding: .utf8))
        let result = try await CompileCheck.typecheck(file, mode: .library)
        let problems = CompileCheck.mismatches(result, expected: expected)
        #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n"))\n\n\(result.transcript)")
    }

    @Test("Every design-system snippet is checked")
    func everySnippetIsListed() throws {
        // The core's snippets are listed by `CompileFailTests`, in the core's test target.
        let files = try FileManager.default.contentsOfDirectory(atPath: CompileCheck.snippetsDirectory.path)
            .filter { $0.hasSuffix(".swift") && $0.hasPrefix("design-") }
        let listed = Self.failing + ["design-pass-containers.swift"]
        #expect(Set(files) == Set(listed), "Unlisted: \(Set(files).subtracting(listed).sorted()); missing: \(Set(listed).subtracting(files).sorted())")
        #expect(Set(listed).count == listed.count, "A snippet is listed twice")
        #expect(Self.failing.allSatisfy { $0.hasPrefix("design-fail-") })
    }

    @Test("The correct use type-checks with no error or warning")
    func accepted() async throws {
        let file = try CompileCheck.snippet("design-pass-containers.swift")
        let result = try await CompileCheck.typecheck(file, mode: .library)
        let problems = CompileCheck.problems(ofCleanRun: result)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\n\(result.transcript)")
    }
}
