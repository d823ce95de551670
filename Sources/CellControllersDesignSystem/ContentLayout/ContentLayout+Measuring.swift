import CellControllers

extension ContentLayout {
    /// See ``ContentLayoutElement/intrinsicWidth``.
    var naturalWidth: Int {
        if let fixedWidth { return fixedWidth }
        return margins.horizontal + intrinsicContentWidth
    }

    private var intrinsicContentWidth: Int {
        switch kind {
        case .text(let text, let lineLimit, _, _):
            if lineLimit == 1 {
                let line = Self.singleLine(text)
                return TextRendering.columnWidth(of: line.text) + (line.isCut ? 1 : 0)
            }
            var widest = 0
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                widest = max(widest, TextRendering.columnWidth(of: paragraph))
            }
            return widest
        case .spacer(let length):
            return length ?? 0
        case .row(let spacing, _, let children):
            var total = 0
            var shown = 0
            for child in children {
                let width = child.naturalWidth
                guard width > 0 else { continue }
                total += width
                shown += 1
            }
            return total + spacing * max(0, shown - 1)
        case .column(_, _, let children):
            return children.reduce(0) { max($0, $1.naturalWidth) }
        }
    }

    /// See ``ContentLayoutElement/height(forWidth:)``.
    func measure(forWidth width: Int) -> Int {
        height(at: min(max(0, width), fixedWidth ?? Int.max), inRow: false)
    }

    /// The element's height when it is given `width` columns, margins included.
    func height(at width: Int, inRow: Bool) -> Int {
        if let fixedHeight { return fixedHeight }
        return margins.vertical + contentHeight(at: max(0, width - margins.horizontal), inRow: inRow)
    }

    private func contentHeight(at width: Int, inRow: Bool) -> Int {
        switch kind {
        case .text(let text, let lineLimit, _, let longWords):
            guard width > 0, lineLimit != 1 else { return 1 }
            return TextWrapping.lineCount(text, width: width, limit: lineLimit, cutsLongWords: longWords == .cut)
        case .spacer(let length):
            return inRow ? 0 : length ?? 0
        case .row(let spacing, _, let children):
            let widths = Self.distribute(children, spacing: spacing, width: width)
            var height = 0
            for (child, childWidth) in zip(children, widths) where childWidth > 0 {
                height = max(height, child.height(at: childWidth, inRow: true))
            }
            return height
        case .column(let spacing, _, let children):
            var height = 0
            var shown = 0
            for child in children {
                let childHeight = child.height(at: child.widthInColumn(width), inRow: false)
                guard childHeight > 0 else { continue }
                height += childHeight
                shown += 1
            }
            return height + spacing * max(0, shown - 1)
        }
    }

    /// The width the element gets in a column `width` columns wide.
    func widthInColumn(_ width: Int) -> Int {
        min(fixedWidth ?? width, width)
    }

    /// A one-line text: its first line, and whether lines follow it (then it ends in `…`).
    static func singleLine(_ text: String) -> (text: Substring, isCut: Bool) {
        guard let newline = text.firstIndex(of: "\n") else { return (Substring(text), false) }
        return (text[..<newline], true)
    }

    /// The widths of a row's children in `width` columns, `spacing` apart (0 for a child that
    /// is not shown).
    ///
    /// Fixed children get their width and the others their intrinsic width; weighted children
    /// share what is left by weight (largest remainders first, the first on a tie). When that is
    /// too much, the children are cut from the first on. Children left with no column are
    /// dropped with their spacing, and the rest laid out again once (which never narrows them);
    /// when none is left, the last child with a width is laid out alone.
    ///
    /// - Complexity: O(n) in the number of children (plus their intrinsic widths).
    static func distribute(_ children: [ContentLayout], spacing: Int, width: Int) -> [Int] {
        var result = [Int](repeating: 0, count: children.count)
        guard !children.isEmpty else { return result }
        let bases = children.map { child -> Int in
            if let fixed = child.fixedWidth { return fixed }
            return child.weight == nil ? child.naturalWidth : 0
        }
        var active = Array(children.indices)
        for pass in 0..<2 {
            let available = max(0, width - spacing * max(0, active.count - 1))
            var widths = active.map { bases[$0] }
            let used = widths.reduce(0, +)
            if used <= available {
                let weights = active.map { children[$0].fixedWidth == nil ? children[$0].weight ?? 0 : 0 }
                share(available - used, by: weights, into: &widths)
            } else {
                var overflow = used - available
                for index in widths.indices where overflow > 0 {
                    let cut = min(widths[index], overflow)
                    widths[index] -= cut
                    overflow -= cut
                }
            }
            if pass == 0, active.count > 1, widths.contains(0) {
                let shown = zip(active, widths).filter { $0.1 > 0 }.map(\.0)
                // When the spacing alone leaves no column, the last child with a width (the one
                // cut last) keeps the row.
                if shown.isEmpty, let last = active.last(where: { bases[$0] > 0 }) {
                    active = [last]
                } else {
                    active = shown
                }
                continue
            }
            for (index, childWidth) in zip(active, widths) { result[index] = childWidth }
            break
        }
        return result
    }

    /// Adds `space` columns to `widths` in proportion to `weights` (0: none): each gets the
    /// whole part of its share, and the columns left go one each to the largest remainders, the
    /// first on a tie. Whole-number weights are shared in exact integer arithmetic, so equal
    /// remainders are equal; other weights in floating point.
    static func share(_ space: Int, by weights: [Double], into widths: inout [Int]) {
        guard space > 0 else { return }
        if weights.allSatisfy({ $0 >= 0 && $0 <= 1_000_000 && $0 == $0.rounded() }) {
            let whole = weights.map { Int($0) }
            let total = whole.reduce(0, +)
            guard total > 0 else { return }
            distribute(space, shares: whole.map { space * $0 / total }, remainders: whole.map { space * $0 % total },
                       weighted: whole.map { $0 > 0 }, into: &widths)
        } else {
            let total = weights.reduce(0, +)
            guard total > 0, total.isFinite else { return }
            let exact = weights.map { Double(space) * $0 / total }
            let shares = exact.map { min(space, Int($0.rounded(.down))) }
            distribute(space, shares: shares, remainders: zip(exact, shares).map { $0 - Double($1) },
                       weighted: weights.map { $0 > 0 }, into: &widths)
        }
    }

    private static func distribute<Remainder: Comparable>(
        _ space: Int, shares: [Int], remainders: [Remainder], weighted: [Bool], into widths: inout [Int]
    ) {
        var given = 0
        for index in shares.indices {
            let share = min(shares[index], space - given)
            widths[index] += share
            given += share
        }
        let order = shares.indices.filter { weighted[$0] }.sorted {
            remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1
        }
        for index in order where given < space {
            widths[index] += 1
            given += 1
        }
    }
}
