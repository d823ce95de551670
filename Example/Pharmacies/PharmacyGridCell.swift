import CellControllers
import CellControllersDesignSystem

/// A grid card for one pharmacy: a box of six lines (name, distance, address, phone, email),
/// each cut to the card's width so that every card has the same height and a row of cards
/// lines up.
///
/// ```
/// ╭───────────────────────────╮
/// │ 1. CVS                    │
/// │ 0.38 miles                │
/// │ 587 Boylston Street       │
/// │ Boston MA 02116           │
/// │ (617) 555-0142            │
/// │ store0587@cvs.example     │
/// ╰───────────────────────────╯
/// ```
///
/// The inside of the box is a ``ContentLayout``: a column of one-line texts with a fixed height
/// and a margin of one column on each side.
final class PharmacyGridCell: GridCell, PharmacyDisplaying {
    /// The lines inside the box.
    static let contentLineCount = 6

    var content: PharmacyCellContent? {
        didSet { layout = content.map(Self.layout) }
    }
    /// The layout of ``content``, built once per configuration.
    private var layout: ContentLayout?

    override func prepareForReuse() {
        super.prepareForReuse()
        content = nil
    }

    override func preferredHeight(forWidth width: Double) -> Double {
        Double(Self.contentLineCount + 2)
    }

    /// The layout inside the box.
    static func layout(_ content: PharmacyCellContent) -> ContentLayout {
        ContentColumn {
            ContentText(content.title)
            ContentText(content.distance)
            for line in content.addressLines.prefix(2) {
                ContentText(line)
            }
            ContentText(content.phone)
            ContentText(content.email)
        }
        .height(contentLineCount)
        .margins(EdgeInsets(left: 1, right: 1))
    }

    override func render(width: Int) -> [String] {
        guard let layout, width >= 4 else { return [] }
        let rule = String(repeating: "─", count: width - 2)
        return ["╭" + rule + "╮"]
            + layout.render(width: width - 2).map { "│" + $0 + "│" }
            + ["╰" + rule + "╯"]
    }
}
