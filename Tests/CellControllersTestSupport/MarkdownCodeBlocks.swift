import Foundation
import Testing

/// The fenced code blocks of a Markdown document, for checks that compile documentation.
package struct MarkdownCodeBlocks {
    /// One fenced block.
    package struct Block: Equatable {
        /// The info string's first word, lowercased (`swift`, `text`, or empty).
        package let language: String
        /// The code, without the fences, ending with a newline.
        package let code: String
        /// The line number (1-based) of the code's first line in the document.
        package let firstLine: Int

        package init(language: String, code: String, firstLine: Int) {
            self.language = language
            self.code = code
            self.firstLine = firstLine
        }
    }

    /// The blocks, in order.
    package let blocks: [Block]
    /// The line numbers (1-based) of the ATX headings (`#` to `######`) outside blocks, with their text.
    package let headings: [(line: Int, text: String)]

    package init(_ markdown: String) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        var blocks: [Block] = []
        var headings: [(Int, String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                let fence = String(line.prefix { $0 == line.first })
                let info = line.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
                let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
                var end = index + 1
                while end < lines.count, !Self.closes(fence, lines[end]) { end += 1 }
                let body = lines[(index + 1)..<min(end, lines.count)]
                blocks.append(Block(language: language, code: body.map { $0 + "\n" }.joined(), firstLine: index + 2))
                index = end + 1
                continue
            }
            if line.hasPrefix("#"), line.drop(while: { $0 == "#" }).hasPrefix(" ") {
                headings.append((index + 1, line))
            }
            index += 1
        }
        self.blocks = blocks
        self.headings = headings
    }

    /// Whether `line` closes a block opened with `fence`: only fence characters, at least as many.
    private static func closes(_ fence: String, _ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count >= fence.count && trimmed.allSatisfy { $0 == fence.first }
    }

    /// The ```swift blocks.
    package var swiftBlocks: [Block] { blocks.filter { $0.language == "swift" } }

    /// The first ```swift block after the first heading that contains `word` (any case).
    package func firstSwiftBlock(afterHeadingContaining word: String) -> Block? {
        guard let heading = headings.first(where: { $0.text.lowercased().contains(word.lowercased()) }) else { return nil }
        return swiftBlocks.first { $0.firstLine > heading.line }
    }
}

/// Several Markdown blocks joined into one source file, remembering where each line came from.
package struct JoinedSource {
    package let code: String
    private let starts: [(joinedLine: Int, block: MarkdownCodeBlocks.Block)]

    package init(_ blocks: [MarkdownCodeBlocks.Block]) {
        var code = ""
        var starts: [(Int, MarkdownCodeBlocks.Block)] = []
        var line = 1
        for block in blocks {
            starts.append((line, block))
            code += block.code
            line += block.code.filter { $0 == "\n" }.count
        }
        self.code = code
        self.starts = starts
    }

    /// The document line of line `joinedLine` of ``code``.
    package func documentLine(of joinedLine: Int) -> Int {
        guard let start = starts.last(where: { $0.joinedLine <= joinedLine }) else { return joinedLine }
        return start.block.firstLine + joinedLine - start.joinedLine
    }

    /// The block that line `joinedLine` of ``code`` comes from.
    package func block(containing joinedLine: Int) -> MarkdownCodeBlocks.Block? {
        starts.last(where: { $0.joinedLine <= joinedLine })?.block
    }
}

/// The Markdown documents whose code the test suite compiles: the package's `README.md` and
/// every `.md` file in every DocC catalog (`*.docc`) under `Sources`, found on disk, so that a
/// new article, or a new block in one, is checked without being listed anywhere.
package struct DocumentedCode: Sendable, CustomTestStringConvertible {
    /// The document's path relative to the package root, such as `README.md`.
    package let path: String

    package var testDescription: String { path }

    /// The document's file.
    package var url: URL { CompileCheck.packageRoot.appendingPathComponent(path) }

    /// The document's name in messages: its file name.
    package var name: String { url.lastPathComponent }

    /// The documents, README first, then the catalogs' articles in path order.
    package static func all(root: URL = CompileCheck.packageRoot) -> [DocumentedCode] {
        var paths: [String] = []
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: root.appendingPathComponent("README.md").path) {
            paths.append("README.md")
        }
        let sources = root.appendingPathComponent("Sources", isDirectory: true)
        var articles: [String] = []
        if let enumerator = fileManager.enumerator(at: sources, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension.lowercased() == "md" {
                let components = url.standardizedFileURL.pathComponents
                guard components.contains(where: { $0.hasSuffix(".docc") }) else { continue }
                let rootCount = root.standardizedFileURL.pathComponents.count
                articles.append(components.dropFirst(rootCount).joined(separator: "/"))
            }
        }
        return (paths + articles.sorted()).map(DocumentedCode.init(path:))
    }

    /// Whether `block` is a package manifest (`Package.swift`), which is checked on its own
    /// against the toolchain's `PackageDescription` rather than the built module.
    package static func isManifest(_ block: MarkdownCodeBlocks.Block) -> Bool {
        block.code.drop(while: \.isWhitespace).hasPrefix("// swift-tools-version")
    }

    /// The languages a fenced block may name besides `swift`: none of them is compiled, so a
    /// block of Swift must say `swift`, and a block that names no language is an error.
    package static let otherLanguages: Set<String> = ["text", "sh", "shell", "bash", "console", "json"]
}
