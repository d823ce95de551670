import CellControllers

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
final class PharmacyGridCell: GridCell, PharmacyDisplaying {
    /// The lines inside the box.
    static let contentLineCount = 6

    var content: PharmacyCellContent?

    override func prepareForReuse() {
        super.prepareForReuse()
        content = nil
    }

    override func preferredHeight(forWidth width: Double) -> Double {
        Double(Self.contentLineCount + 2)
    }

    override func render(width: Int) -> [String] {
        guard let content, width >= 4 else { return [] }
        let inner = width - 4
        var body = [content.title, content.distance] + content.addressLines.prefix(2) + [content.phone, content.email]
        while body.count < Self.contentLineCount { body.append("") }
        let rule = String(repeating: "─", count: width - 2)
        return ["╭" + rule + "╮"]
            + body.prefix(Self.contentLineCount).map { "│ " + TextRendering.fit($0, width: inner) + " │" }
            + ["╰" + rule + "╯"]
    }
}
