import CellControllers

/// A table row for one pharmacy:
///
/// ```
/// 1. CVS                                          0.38 miles
///    587 Boylston Street
///    Boston MA 02116
///    Phone  (617) 555-0142
///    Fax    (617) 555-0143
///    Email  store0587@cvs.example
/// ```
///
/// The name and distance share the first line (the name is cut first when both do not fit);
/// the other lines are indented under the name and wrap or cut to the width, so the row grows
/// as the table narrows (its height is measured from ``render(width:)``).
final class PharmacyCell: TableCell, PharmacyDisplaying {
    /// How far the detail lines are indented.
    static let indent = 3
    /// The labels of the contact lines, padded to this width.
    static let labelWidth = 7

    var content: PharmacyCellContent?

    override func prepareForReuse() {
        super.prepareForReuse()
        content = nil
    }

    override func render(width: Int) -> [String] {
        guard let content else { return [""] }
        let indent = min(Self.indent, max(0, width - 1))
        let pad = String(repeating: " ", count: indent)
        let inner = width - indent
        var lines = [TextRendering.leftRight(content.title, content.distance, width: width)]
        for line in content.addressLines {
            lines += TextRendering.wrap(line, width: inner).map { pad + $0 }
        }
        for (label, value) in [("Phone", content.phone), ("Fax", content.fax), ("Email", content.email)] where !value.isEmpty {
            let labelled = label.padding(to: Self.labelWidth) + value
            lines.append(pad + TextRendering.fit(labelled, width: inner))
        }
        return lines
    }
}
