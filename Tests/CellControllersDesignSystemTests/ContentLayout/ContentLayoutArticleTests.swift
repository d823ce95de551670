import CellControllers
import CellControllersDesignSystem
import Testing

/// The outputs the Laying Out Cell Content article shows are the real ones.
@Suite("Content layout article")
struct ContentLayoutArticleTests {
    @Test("the pharmacy row, the weights, the spacer and the line limit")
    func examples() {
        let indented = EdgeInsets(left: 3)
        let contacts = [("Phone", "(617) 555-0142"), ("Fax", ""), ("Email", "store0587@cvs.example")]
        let layout = ContentColumn {
            ContentRow(spacing: 1) {
                ContentText("1. CVS").weight(1)
                ContentText("0.38 miles")
            }
            ContentText("587 Boylston Street\nBoston MA 02116", lineLimit: 0).margins(indented)
            ContentColumn {
                for contact in contacts where !contact.1.isEmpty {
                    ContentRow {
                        ContentText(contact.0).width(7)
                        ContentText(contact.1).weight(1)
                    }
                }
            }
            .margins(indented)
        }
        #expect(layout.render(width: 30).map(TextRendering.trimmingTrailingSpaces) == [
            "1. CVS              0.38 miles",
            "   587 Boylston Street",
            "   Boston MA 02116",
            "   Phone  (617) 555-0142",
            "   Email  store0587@cvs.examp…",
        ])
        #expect(layout.height(forWidth: 30) == 5)
        #expect(TextRendering.columnWidth(of: "東京薬局 🏥 Pharmacy") == 20)
        #expect(TextRendering.fit("東京薬局", width: 7) == "東京薬…")
        #expect(TextRendering.fit("東京薬局", width: 6) == "東京… ")
        let thirds = ContentRow(spacing: 1) {
            ContentText("a").weight(1)
            ContentText("b").weight(1)
            ContentText("c").weight(1)
        }
        #expect(thirds.render(width: 12) == ["a    b   c  "])
        let total = ContentRow {
            ContentText("Total")
            ContentSpacer()
            ContentText("12.50")
        }
        #expect(total.render(width: 14) == ["Total    12.50"])
        #expect(ContentText("the quick brown fox jumps over the lazy dog", lineLimit: 2).render(width: 12) == ["the quick   ", "brown fox…  "])
    }
}
