@testable import CellControllers
@testable import CellControllersDesignSystem
import Testing

/// Rows and columns of text: weights, fixed widths, nesting, spacing, margins, line limits,
/// wrapping and degenerate widths.
@Suite("Content layout")
struct ContentLayoutTests {
    private func lines(_ element: some ContentLayoutElement, width: Int) -> [String] {
        let lines = element.render(width: width)
        #expect(lines.count == element.height(forWidth: width))
        #expect(lines.allSatisfy { TextRendering.columnWidth(of: $0) == max(0, width) })
        return lines
    }

    @Test("weights share the width left after fixed and intrinsic children; the remainder goes to the largest remainders, the first on a tie")
    func weights() {
        let row = ContentRow {
            ContentText("ab")
            ContentText("x").weight(1)
            ContentText("y").weight(1)
            ContentText("z").weight(1)
        }
        // 12 - 2 = 10 left: 3.33 each, the spare column to the first.
        #expect(lines(row, width: 12) == ["abx   y  z  "])
        #expect(ContentLayout.distribute(row.layout.children, spacing: 0, width: 12) == [2, 4, 3, 3])
        var widths = [0, 0, 0]
        ContentLayout.share(7, by: [1, 2, 0], into: &widths)
        #expect(widths == [2, 5, 0], "7 × 1/3 = 2.33, 7 × 2/3 = 4.67: the spare column to the larger remainder")
        widths = [0, 0]
        ContentLayout.share(5, by: [1, 1], into: &widths)
        #expect(widths == [3, 2])
        widths = [0, 0]
        ContentLayout.share(10, by: [0.5, 1.5], into: &widths)
        #expect(widths == [3, 7], "2.5 and 7.5: the tie goes to the first")
    }

    @Test("the name takes the width the distance leaves, and is cut first")
    func nameBesideDistance() {
        let row = ContentRow(spacing: 1) {
            ContentText("Back Bay Compounding").weight(1)
            ContentText("1.27 miles")
        }
        #expect(lines(row, width: 40) == ["Back Bay Compounding          1.27 miles"])
        for width in 0...40 {
            #expect(lines(row, width: width) == (width > 0 ? [TextRendering.leftRight("Back Bay Compounding", "1.27 miles", width: width)] : []), "\(width)")
        }
        #expect(lines(row, width: 20) == ["Back Bay… 1.27 miles"])
        #expect(lines(row, width: 11) == ["1.27 miles "], "no column left for the name: it is left out with its spacing")
        #expect(lines(row, width: 6) == ["1.27 …"])
        #expect(row.intrinsicWidth == 31)
    }

    @Test("fixed widths are kept, cut only when the fixed children alone do not fit")
    func fixedWidths() {
        let row = ContentRow {
            ContentText("Phone").width(7)
            ContentText("(617) 555-0142").weight(1)
        }
        #expect(lines(row, width: 21) == ["Phone  (617) 555-0142"])
        #expect(lines(row, width: 12) == ["Phone  (617…"])
        #expect(lines(row, width: 5) == ["Phone"])
        let column = ContentColumn(alignment: .trailing) {
            ContentText("ab").width(4)
            ContentText("cd")
        }
        #expect(lines(column, width: 6) == ["  ab  ", "cd    "])
        #expect(lines(ContentText("abc").width(2), width: 5) == ["a…   "])
    }

    @Test("rows and columns nest, with spacing and margins")
    func nesting() {
        let layout = ContentColumn(spacing: 1) {
            ContentRow(spacing: 2) {
                ContentColumn {
                    ContentText("a1")
                    ContentText("a2")
                }
                ContentText("b")
                ContentText("c").weight(1)
            }
            ContentText("d").margins(EdgeInsets(top: 1, left: 2, bottom: 0, right: 1))
        }
        .margins(EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(lines(layout, width: 10) == [
            "          ",
            " a1  b  c ",
            " a2       ",
            "          ",
            "          ",
            "   d      ",
            "          ",
        ])
        #expect(layout.intrinsicWidth == 2 + 2 + 1 + 2 + 1 + 2)
    }

    @Test("vertical alignment places lower children in a row")
    func verticalAlignment() {
        func row(_ alignment: ContentLayout.VerticalAlignment) -> ContentRow {
            ContentRow(spacing: 1, alignment: alignment) {
                ContentText("one two three", lineLimit: 0).width(5)
                ContentText("x")
            }
        }
        #expect(lines(row(.top), width: 7) == ["one   x", "two    ", "three  "])
        #expect(lines(row(.center), width: 7) == ["one    ", "two   x", "three  "])
        #expect(lines(row(.bottom), width: 7) == ["one    ", "two    ", "three x"])
    }

    @Test("horizontal alignment places a text's lines")
    func textAlignment() {
        #expect(lines(ContentText("ab", alignment: .center), width: 7) == ["  ab   "])
        #expect(lines(ContentText("ab", alignment: .trailing), width: 7) == ["     ab"])
        #expect(lines(ContentText("東京").alignment(.trailing), width: 7) == ["   東京"])
    }

    @Test("line limits: 1 cuts with …, n wraps and ends in … when text is left out, 0 wraps everything")
    func lineLimits() {
        let text = "the quick brown fox jumps over the lazy dog"
        #expect(lines(ContentText(text), width: 12) == ["the quick b…"])
        #expect(lines(ContentText(text, lineLimit: 2), width: 12) == ["the quick   ", "brown fox…  "])
        #expect(lines(ContentText(text, lineLimit: 0), width: 12) == ["the quick   ", "brown fox   ", "jumps over  ", "the lazy dog"])
        #expect(lines(ContentText(text).lineLimit(4), width: 12) == lines(ContentText(text, lineLimit: 0), width: 12))
        #expect(lines(ContentText("first\nsecond"), width: 12) == ["first…      "])
        #expect(lines(ContentText("first\nsecond", lineLimit: 0), width: 12) == ["first       ", "second      "])
        #expect(lines(ContentText("abcdefghijkl", lineLimit: 1), width: 12) == ["abcdefghijkl"])
        #expect(lines(ContentText("one two", lineLimit: 1), width: 3) == ["on…"])
        #expect(lines(ContentText("aaa bbb ccc", lineLimit: 2), width: 3) == ["aaa", "bb…"])
    }

    @Test("wrapping breaks at spaces and breaks words wider than a line, between whole characters")
    func wrapping() {
        #expect(lines(ContentText("Supercalifragilistic is long", lineLimit: 0), width: 8) == [
            "Supercal", "ifragili", "stic is ", "long    ",
        ])
        #expect(lines(ContentText("Supercalifragilistic is long", lineLimit: 0, longWords: .cut), width: 8) == [
            "Superca…", "is long ",
        ])
        #expect(lines(ContentText("東京薬局大阪", lineLimit: 0), width: 5) == ["東京 ", "薬局 ", "大阪 "])
        #expect(lines(ContentText("東京", lineLimit: 0), width: 1) == ["…", "…"], "a wide character in one column is cut")
        #expect(lines(ContentText("a  b   c", lineLimit: 0), width: 3) == ["a b", "c  "])
        #expect(lines(ContentText("", lineLimit: 0), width: 3) == ["   "])
    }

    @Test("spacers: fixed lengths, flexible space in a row, nothing in a column")
    func spacers() {
        let row = ContentRow {
            ContentText("Total")
            ContentSpacer()
            ContentText("12.50")
        }
        #expect(lines(row, width: 14) == ["Total    12.50"])
        #expect(lines(ContentRow { ContentText("a"); ContentSpacer(2); ContentText("b") }, width: 5) == ["a  b "])
        let column = ContentColumn(spacing: 1) {
            ContentText("a")
            ContentSpacer()
            ContentSpacer(2)
            ContentText("b")
        }
        #expect(lines(column, width: 2) == ["a ", "  ", "  ", "  ", "  ", "b "])
    }

    @Test("fixed heights cut or pad, and children without lines take no spacing")
    func heights() {
        let column = ContentColumn(spacing: 1) {
            ContentText("a")
            ContentText("b").height(0)
            ContentText("c", lineLimit: 0).height(2)
            ContentRow {}
        }
        #expect(lines(column, width: 2) == ["a ", "  ", "c ", "  "])
        #expect(lines(ContentText("one two three", lineLimit: 0).height(2), width: 5) == ["one  ", "two  "])
    }

    @Test("the builder takes if, if/else, switch and for")
    func builder() {
        let flag = true
        let layout = ContentColumn {
            if flag { ContentText("if") }
            if !flag { ContentText("never") }
            if flag { ContentText("then") } else { ContentText("else") }
            switch flag {
            case true: ContentText("switch")
            case false: ContentText("other")
            }
            for index in 1...2 { ContentText("for \(index)") }
        }
        #expect(lines(layout, width: 6).map(TextRendering.trimmingTrailingSpaces) == ["if", "then", "switch", "for 1", "for 2"])
    }

    @Test("zero, negative and tiny widths never crash and never exceed the width", arguments: [-3, 0, 1, 2, 3])
    func degenerateWidths(width: Int) {
        let layout = ContentColumn(spacing: 1) {
            ContentRow(spacing: 2) {
                ContentText("東京薬局 🏥").weight(1)
                ContentText("0.38 miles")
                ContentSpacer()
            }
            ContentText("Supercalifragilistic 東京", lineLimit: 0).margins(EdgeInsets(left: 3, right: 2))
            ContentText("x").width(5)
        }
        .margins(EdgeInsets(top: 1, left: 4, bottom: 1, right: 4))
        let rendered = layout.render(width: width)
        #expect(rendered.count == layout.height(forWidth: width))
        #expect(rendered.allSatisfy { TextRendering.columnWidth(of: $0) == max(0, width) })
    }

    @Test("modifiers that do not apply leave the element as it is; bad weights remove the weight")
    func modifiers() {
        let row = ContentRow { ContentText("a") }
        #expect(row.lineLimit(3) == row.layout)
        #expect(row.alignment(.center) == row.layout)
        #expect(ContentText("a").weight(.nan).layout.weight == nil)
        #expect(ContentText("a").weight(-1).layout.weight == nil)
        #expect(ContentText("a").weight(2).layout.weight == 2)
        #expect(ContentText("a").width(-2).layout.fixedWidth == 0)
        #expect(ContentText("a").margins(EdgeInsets(top: -1, left: 1.6, bottom: .infinity, right: 0)).layout.margins
            == ContentLayout.Margins(top: 0, left: 2, bottom: 0, right: 0))
    }
}

extension ContentLayout {
    /// A row's or column's children (none for other elements).
    var children: [ContentLayout] {
        switch kind {
        case .row(_, _, let children), .column(_, _, let children): return children
        case .text, .spacer: return []
        }
    }
}
