import CellControllers
import CellControllersDesignSystem

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
/// Its content is a ``ContentLayout`` structured like MarkupKit's `PharmacyCell.xml`: a column
/// of a row (the name, with weight 1, beside the distance: the name is cut first when both do
/// not fit), the address (wrapping, no line limit) and a column of contact rows (a label of
/// fixed width beside the value, with weight 1), indented under the name. A word of the
/// address wider than the row is cut with `…`. The row grows as the
/// table narrows: its height is measured from the layout.
final class PharmacyCell: TableCell, PharmacyDisplaying {
    /// How far the detail lines are indented.
    static let indent = 3
    /// The labels of the contact lines, padded to this width.
    static let labelWidth = 7

    var content: PharmacyCellContent? {
        didSet { layout = content.map(Self.layout) }
    }
    /// The layout of ``content``, built once per configuration.
    private var layout: ContentColumn?

    override func prepareForReuse() {
        super.prepareForReuse()
        content = nil
    }

    /// The layout of `content`.
    static func layout(_ content: PharmacyCellContent) -> ContentColumn {
        let contacts = [("Phone", content.phone), ("Fax", content.fax), ("Email", content.email)]
        let details = EdgeInsets(left: Double(indent))
        return ContentColumn {
            ContentRow(spacing: 1) {
                ContentText(content.title).weight(1)
                ContentText(content.distance)
            }
            if !content.addressLines.isEmpty {
                ContentText(content.addressLines.joined(separator: "\n"), lineLimit: 0, longWords: .cut).margins(details)
            }
            ContentColumn {
                for (label, value) in contacts {
                    if !value.isEmpty {
                        ContentRow {
                            ContentText(label).width(labelWidth)
                            ContentText(value).weight(1)
                        }
                    }
                }
            }.margins(details)
        }
    }

    override func preferredHeight(forWidth width: Double) -> Double {
        guard let layout else { return 1 }
        return Double(max(1, layout.height(forWidth: Int(width))))
    }

    override func render(width: Int) -> [String] {
        guard let layout else { return [""] }
        return layout.render(width: width)
    }
}
