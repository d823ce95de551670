import Foundation
import Testing

/// Keeps the DocC catalog honest: the Getting Started article's code is one program, and it must
/// compile against the library as built.
@Suite("Compile checks: documentation")
struct DocumentationTests {
    static let catalog = CompileCheck.packageRoot.appendingPathComponent("Sources/CellControllers/CellControllers.docc", isDirectory: true)

    @Test("GettingStarted.md's code blocks, in order, type-check as one program")
    func gettingStartedCompiles() async throws {
        let article = Self.catalog.appendingPathComponent("GettingStarted.md")
        let markdown = try String(contentsOf: article, encoding: .utf8)
        let blocks = MarkdownCodeBlocks(markdown).swiftBlocks
        try #require(blocks.count >= 3, "GettingStarted.md should walk through its program in ```swift blocks")
        let program = JoinedSource(blocks)

        let result = try await CompileCheck.typecheck(source: program.code, mode: .main)
        let problems = CompileCheck.problems(ofCleanRun: result)
        let located = result.problems.map { diagnostic in
            "GettingStarted.md:\(program.documentLine(of: diagnostic.line)):\(diagnostic.column): \(diagnostic.kind): \(diagnostic.message)"
        }
        #expect(problems.isEmpty, """
            GettingStarted.md's code does not type-check cleanly:
            \(located.joined(separator: "\n"))

            \(result.transcript)
            """)
    }
}
