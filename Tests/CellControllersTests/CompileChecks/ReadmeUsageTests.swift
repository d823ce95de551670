import Foundation
import Testing

/// Keeps the README honest: its usage example must compile against the library as built.
@Suite("Compile checks: README")
struct ReadmeUsageTests {
    /// A fenced ```swift block of a Markdown file.
    struct CodeBlock: Equatable {
        /// The code, without the fences.
        let code: String
        /// The line number in the Markdown file of the code's first line.
        let firstLine: Int
    }

    /// The first ```swift block after the first heading that contains "Usage" (any case), or
    /// `nil`. Fenced blocks of other languages are skipped whole.
    static func usageBlock(in markdown: String) -> CodeBlock? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        var afterUsageHeading = false
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                let fence = String(line.prefix { $0 == line.first })
                let info = line.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
                let isSwift = info.split(separator: " ").first.map { $0.lowercased() == "swift" } ?? false
                var end = index + 1
                while end < lines.count, !Self.closes(fence, lines[end]) { end += 1 }
                if afterUsageHeading && isSwift {
                    return CodeBlock(code: lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n") + "\n", firstLine: index + 2)
                }
                index = end + 1
                continue
            }
            if line.hasPrefix("#"), line.drop(while: { $0 == "#" }).hasPrefix(" "), line.lowercased().contains("usage") {
                afterUsageHeading = true
            }
            index += 1
        }
        return nil
    }

    /// Whether `line` closes a block opened with `fence`: only fence characters, at least as many.
    private static func closes(_ fence: String, _ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count >= fence.count && trimmed.allSatisfy { $0 == fence.first }
    }

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
        guard let block = Self.usageBlock(in: markdown) else {
            Issue.record("""
                \(readme.path) has no ```swift block after a heading containing "Usage"; the README's \
                usage example must exist and compile.
                """)
            return
        }

        // A program with `@main` is a library file; anything else is top-level code: main.swift.
        let isLibrary = block.code.contains("@main")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("readme-check-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(isLibrary ? "ReadmeUsage.swift" : "main.swift")
        try block.code.write(to: file, atomically: true, encoding: .utf8)

        let result = try await CompileCheck.typecheck(file, mode: isLibrary ? .library : .main)
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
            ```
            ```swift
            let host = 1
            print(host)
            ```
            ```swift
            let notThisEither = 2
            ```
            """
        #expect(Self.usageBlock(in: markdown) == CodeBlock(code: "let host = 1\nprint(host)\n", firstLine: 15))
        #expect(Self.usageBlock(in: "# Usage\nNo code.\n") == nil)
        #expect(Self.usageBlock(in: "```swift\nlet a = 1\n```\n") == nil)
    }
}
