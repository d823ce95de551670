import Foundation
import Testing

/// Keeps the DocC catalog honest: each walkthrough article's code is one program, and it must
/// compile against the library as built.
@Suite("Compile checks: documentation")
struct DocumentationTests {
    static let catalog = CompileCheck.packageRoot.appendingPathComponent("Sources/CellControllers/CellControllers.docc", isDirectory: true)

    @Test("An article's code blocks, in order, type-check as one program", arguments: ["GettingStarted.md", "DesignSystem.md"])
    func articleCompiles(_ name: String) async throws {
        let article = Self.catalog.appendingPathComponent(name)
        let markdown = try String(contentsOf: article, encoding: .utf8)
        let blocks = MarkdownCodeBlocks(markdown).swiftBlocks
        try #require(blocks.count >= 3, "\(name) should walk through its program in ```swift blocks")
        let program = JoinedSource(blocks)

        let result = try await CompileCheck.typecheck(source: program.code, mode: .main)
        let problems = CompileCheck.problems(ofCleanRun: result)
        let located = result.problems.map { diagnostic in
            "\(name):\(program.documentLine(of: diagnostic.line)):\(diagnostic.column): \(diagnostic.kind): \(diagnostic.message)"
        }
        #expect(problems.isEmpty, """
            \(name)'s code does not type-check cleanly:
            \(located.joined(separator: "\n"))

            \(result.transcript)
            """)
    }
}
