import Foundation

/// The fenced code blocks of a Markdown document, for checks that compile documentation.
struct MarkdownCodeBlocks {
    /// One fenced block.
    struct Block: Equatable {
        /// The info string's first word, lowercased (`swift`, `text`, or empty).
        let language: String
        /// The code, without the fences, ending with a newline.
        let code: String
        /// The line number (1-based) of the code's first line in the document.
        let firstLine: Int
    }

    /// The blocks, in order.
    let blocks: [Block]
    /// The line numbers (1-based) of the ATX headings (`#` to `######`) outside blocks, with their text.
    let headings: [(line: Int, text: String)]

    init(_ markdown: String) {
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
    var swiftBlocks: [Block] { blocks.filter { $0.language == "swift" } }

    /// The first ```swift block after the first heading that contains `word` (any case).
    func firstSwiftBlock(afterHeadingContaining word: String) -> Block? {
        guard let heading = headings.first(where: { $0.text.lowercased().contains(word.lowercased()) }) else { return nil }
        return swiftBlocks.first { $0.firstLine > heading.line }
    }
}

/// Several Markdown blocks joined into one source file, remembering where each line came from.
struct JoinedSource {
    let code: String
    private let starts: [(joinedLine: Int, documentLine: Int)]

    init(_ blocks: [MarkdownCodeBlocks.Block]) {
        var code = ""
        var starts: [(Int, Int)] = []
        var line = 1
        for block in blocks {
            starts.append((line, block.firstLine))
            code += block.code
            line += block.code.filter { $0 == "\n" }.count
        }
        self.code = code
        self.starts = starts
    }

    /// The document line of line `joinedLine` of ``code``.
    func documentLine(of joinedLine: Int) -> Int {
        guard let start = starts.last(where: { $0.joinedLine <= joinedLine }) else { return joinedLine }
        return start.documentLine + joinedLine - start.joinedLine
    }
}
