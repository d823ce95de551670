import CellControllers

extension ContentLayout {
    /// See ``ContentLayoutElement/render(width:)``.
    func lines(forWidth width: Int) -> [String] {
        let width = max(0, width)
        let own = min(width, fixedWidth ?? width)
        let lines = render(at: own, inRow: false)
        guard own < width else { return lines }
        let padding = Self.blank(width - own)
        return lines.map { $0 + padding }
    }

    /// The element's lines when it is given `width` columns: ``height(at:inRow:)`` lines of
    /// exactly `width` columns.
    func render(at width: Int, inRow: Bool) -> [String] {
        let inner = max(0, width - margins.horizontal)
        let left = Self.blank(min(margins.left, width))
        let right = Self.blank(max(0, width - min(margins.left, width) - inner))
        let blankLine = Self.blank(width)
        var lines: [String]
        if margins == Margins() {
            lines = renderContent(at: inner, inRow: inRow)
        } else {
            lines = [String](repeating: blankLine, count: margins.top)
            for line in renderContent(at: inner, inRow: inRow) {
                lines.append(left + line + right)
            }
        }
        lines.append(contentsOf: repeatElement(blankLine, count: margins.bottom))
        if let fixedHeight {
            if lines.count > fixedHeight { lines.removeLast(lines.count - fixedHeight) }
            lines.append(contentsOf: repeatElement(blankLine, count: fixedHeight - lines.count))
        }
        return lines
    }

    private func renderContent(at width: Int, inRow: Bool) -> [String] {
        switch kind {
        case .text(let text, let lineLimit, let alignment, let longWords):
            guard width > 0 else { return [""] }
            if lineLimit == 1 {
                let line = Self.singleLine(text)
                let shown = line.isCut
                    ? TextWrapping.withEllipsis(String(line.text), width: width)
                    : TextRendering.truncated(String(line.text), width: width)
                return [Self.aligned(shown, width: width, alignment)]
            }
            return TextWrapping.lines(text, width: width, limit: lineLimit, cutsLongWords: longWords == .cut).map { Self.aligned($0, width: width, alignment) }
        case .spacer(let length):
            return inRow ? [] : [String](repeating: Self.blank(width), count: length ?? 0)
        case .row(let spacing, let alignment, let children):
            return Self.renderRow(children, spacing: spacing, alignment: alignment, width: width)
        case .column(let spacing, let alignment, let children):
            var lines: [String] = []
            let gap = [String](repeating: Self.blank(width), count: spacing)
            for child in children {
                let childWidth = child.widthInColumn(width)
                let block = child.render(at: childWidth, inRow: false)
                guard !block.isEmpty else { continue }
                if !lines.isEmpty { lines += gap }
                guard childWidth < width else {
                    lines += block
                    continue
                }
                let offset = alignment.offset(used: childWidth, available: width)
                let before = Self.blank(offset)
                let after = Self.blank(width - childWidth - offset)
                lines += block.map { before + $0 + after }
            }
            return lines
        }
    }

    private static func renderRow(_ children: [ContentLayout], spacing: Int, alignment: VerticalAlignment, width: Int) -> [String] {
        let widths = distribute(children, spacing: spacing, width: width)
        var blocks: [(lines: [String], width: Int)] = []
        var used = 0
        for (child, childWidth) in zip(children, widths) where childWidth > 0 {
            blocks.append((child.render(at: childWidth, inRow: true), childWidth))
            used += childWidth
        }
        guard !blocks.isEmpty else { return [] }
        let height = blocks.reduce(0) { max($0, $1.lines.count) }
        used += spacing * (blocks.count - 1)
        let gap = blank(spacing)
        let trailing = blank(max(0, width - used))
        if blocks.count == 1, used == width, blocks[0].lines.count == height { return blocks[0].lines }
        return (0..<height).map { row in
            var line = ""
            line.reserveCapacity(width + 8)
            for (index, block) in blocks.enumerated() {
                if index > 0 { line += gap }
                let index = row - alignment.offset(used: block.lines.count, available: height)
                line += block.lines.indices.contains(index) ? block.lines[index] : blank(block.width)
            }
            return line + trailing
        }
    }

    /// `line` (at most `width` columns) placed in exactly `width` columns.
    private static func aligned(_ line: String, width: Int, _ alignment: HorizontalAlignment) -> String {
        let used = TextRendering.columnWidth(of: line)
        guard used < width else { return line }
        let offset = alignment.offset(used: used, available: width)
        return offset == 0 ? line + blank(width - used) : blank(offset) + line + blank(max(0, width - used - offset))
    }

    /// Spaces to copy blanks from: copying bytes is much faster than `String(repeating:count:)`.
    private static let spaces = String(repeating: " ", count: 256)

    private static func blank(_ columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard columns <= 256 else { return String(repeating: " ", count: columns) }
        let bytes = spaces.utf8
        return String(spaces[..<bytes.index(bytes.startIndex, offsetBy: columns)])
    }
}
