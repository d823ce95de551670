import Foundation
import Testing

/// Keeps the README honest: its usage example must compile against the library as built.
@Suite("Compile checks: README")
struct ReadmeUsageTests {
    @Test("The README's usage example type-checks against the built module")
    func readmeUsageCompiles() async throws {
        let readme = CompileCheck.packageRoot.appendingPathComponent("README.md")
        guard let markdown = try? String(contentsOf: readme, encoding: .utf8) else {
            Issue.record("""
                \(readme.path) is missing. Write it with a "Usage" heading followed by a ```swift block \
                (Tests/Snippets/readme-usage-placeholder.swift is a starting point).
                """)
            return
        }
        guard let block = MarkdownCodeBlocks(markdown).firstSwiftBlock(afterHeadingContaining: "usage") else {
            Issue.record("""
                \(readme.path) has no ```swift block after a heading containing "Usage"; the README's \
                usage example must exist and compile.
                """)
            return
        }

        // A program with `@main` is a library file; anything else is top-level code: main.swift.
        let mode: CompileCheck.Mode = block.code.contains("@main") ? .library : .main
        let result = try await CompileCheck.typecheck(source: block.code, mode: mode)
        let problems = CompileCheck.problems(ofCleanRun: result)
        // Point at README lines rather than the temporary file's.
        let located = result.problems.map { diagnostic in
            "README.md:\(diagnostic.line + block.firstLine - 1):\(diagnostic.column): \(diagnostic.kind): \(diagnostic.message)"
        }
        #expect(problems.isEmpty, """
            The README's usage example (README.md line \(block.firstLine)) does not type-check cleanly:
            \(located.joined(separator: "\n"))

            \(result.transcript)
            """)
    }

    @Test("Extracting the usage block")
    func extraction() {
        let markdown = """
            # CellControllers
            ```swift
            let notThis = 0
            ```
            ## Installation
            ```swift
            .package(url: "x")
            ```
            ## Usage
            Some text.
            ```text
            ```swift inside a text block is not a fence opener
            # nor is this a heading
            ```
            ```swift
            let host = 1
            print(host)
            ```
            ```swift
            let notThisEither = 2
            ```
            """
        let block = MarkdownCodeBlocks(markdown).firstSwiftBlock(afterHeadingContaining: "usage")
        #expect(block == MarkdownCodeBlocks.Block(language: "swift", code: "let host = 1\nprint(host)\n", firstLine: 16))
        #expect(MarkdownCodeBlocks("# Usage\nNo code.\n").firstSwiftBlock(afterHeadingContaining: "usage") == nil)
        #expect(MarkdownCodeBlocks("```swift\nlet a = 1\n```\n# Usage\n").firstSwiftBlock(afterHeadingContaining: "usage") == nil)

        let joined = JoinedSource(MarkdownCodeBlocks(markdown).swiftBlocks)
        #expect(joined.code == "let notThis = 0\n.package(url: \"x\")\nlet host = 1\nprint(host)\nlet notThisEither = 2\n")
        #expect([1, 2, 3, 4, 5].map(joined.documentLine(of:)) == [3, 7, 16, 17, 20])
    }
}
