import CellControllersTestSupport
import Foundation
import Testing

/// Keeps the README's shape: an *Installation* section with the package manifest and a *Usage*
/// section that starts with a Swift example. Every ```swift block of the README is compiled by
/// ``DocumentationTests``, the manifest against `PackageDescription`.
@Suite("Compile checks: README")
struct ReadmeUsageTests {
    @Test("The README has a usage example and an installation manifest")
    func readmeHasItsExamples() throws {
        let readme = CompileCheck.packageRoot.appendingPathComponent("README.md")
        guard let markdown = try? String(contentsOf: readme, encoding: .utf8) else {
            Issue.record("""
                \(readme.path) is missing. Write it with a "Usage" heading followed by a ```swift block \
                (Tests/Snippets/readme-usage-placeholder.swift is a starting point).
                """)
            return
        }
        let blocks = MarkdownCodeBlocks(markdown)
        let usage = blocks.firstSwiftBlock(afterHeadingContaining: "usage")
        #expect(usage.map { $0.code.contains("import CellControllers") } == true, """
            README.md has no ```swift block importing CellControllers after a heading containing \
            "Usage"; the README's usage example must exist (DocumentationTests compiles it).
            """)
        let installation = try #require(
            blocks.firstSwiftBlock(afterHeadingContaining: "installation"),
            "README.md has no ```swift block after a heading containing \"Installation\"")
        #expect(DocumentedCode.isManifest(installation), "README.md's installation block should be a whole Package.swift")
        // The manifest asks for the latest release, the first version heading of CHANGELOG.md.
        let changelog = try String(contentsOf: CompileCheck.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let release = try #require(
            changelog.split(separator: "\n").lazy.compactMap { line -> Substring? in
                guard line.hasPrefix("## "), let version = line.dropFirst(3).split(separator: " ").first,
                      version.split(separator: ".").count == 3, version.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
                return version
            }.first,
            "CHANGELOG.md has no release heading (## X.Y.Z)")
        for line in [
            #".package(url: "https://github.com/cellcontrollers/CellControllers.git", from: "\#(release)")"#,
            #".product(name: "CellControllers", package: "CellControllers")"#,
            #".product(name: "CellControllersDesignSystem", package: "CellControllers")"#,
        ] {
            #expect(installation.code.contains(line), "README.md's installation block should contain \(line)")
        }
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
        #expect([1, 2, 3, 4, 5].map { joined.block(containing: $0)?.firstLine } == [3, 7, 16, 16, 20])
    }
}
