import Foundation
import Testing

/// Keeps the DocC catalog's design-system article honest: its code is one program, and it must
/// compile against the library as built.
@Suite("Compile checks: design-system documentation")
struct DesignDocumentationTests {
    @Test("DesignSystem.md's code blocks, in order, type-check as one program")
    func designSystemCompiles() async throws {
        let article = DocumentationTests.catalog.appendingPathComponent("DesignSystem.md")
        let markdown = try String(contentsOf: article, encoding: .utf8)
        let blocks = MarkdownCodeBlocks(markdown).swiftBlocks
        try #require(blocks.count >= 3, "DesignSystem.md should walk through its program in ```swift blocks")
        let program = JoinedSource(blocks)

        let result = try await CompileCheck.typecheck(source: program.code, mode: .main)
        let problems = CompileCheck.problems(ofCleanRun: result)
        let located = result.problems.map { diagnostic in
            "DesignSystem.md:\(program.documentLine(of: diagnostic.line)):\(diagnostic.column): \(diagnostic.kind): \(diagnostic.message)"
        }
        #expect(problems.isEmpty, """
            DesignSystem.md's code does not type-check cleanly:
            \(located.joined(separator: "\n"))

            \(result.transcript)
            """)
    }
}
