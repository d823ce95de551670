/// The base class of every cell displayed by a ``TableHost``, like `UITableViewCell`.
///
/// Subclass it for custom cells and override ``CellView/render(width:)``. The default rendering
/// is UIKit's "value1" style: ``CellView/text`` on the left, ``detailText`` and the ``accessory`` on the
/// right.
@MainActor
open class TableCell: CellView, ReusableCell {
    /// A table cell lives in a ``TableHost``.
    public typealias Host = TableHost

    /// The secondary text, drawn on the right, like `detailTextLabel.text`.
    public var detailText: String?
    /// The accessory drawn at the trailing edge.
    public var accessory: CellAccessory = .none

    /// Creates a table cell for the reuse queue `reuseIdentifier`. Hosts call it to make new
    /// cells of a registered class (``ReusableCell/init(reuseIdentifier:)``).
    public required override init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// The cell itself, typed as `TableCell`.
    public final var baseCell: TableCell { self }

    /// Clears ``detailText`` and ``accessory`` (in ``CellView/prepareForReuse()``).
    override func clearFamilyContent() {
        detailText = nil
        accessory = .none
    }

    /// One line: ``CellView/text`` on the left, ``detailText`` and ``accessory`` on the right
    /// (``CellView/render(width:)``'s default).
    override func familyLines(width: Int) -> [String] {
        let trailing = [detailText, accessory.symbol].compactMap { $0 }.joined(separator: " ")
        return [TextRendering.leftRight(text ?? "", trailing, width: width)]
    }
}

/// A standard accessory at the trailing edge of a ``TableCell``.
public enum CellAccessory: Hashable, Sendable {
    /// No accessory.
    case none
    /// A chevron, `›`, for rows that navigate.
    case disclosureIndicator
    /// A check mark, `✓`.
    case checkmark

    /// The text drawn for the accessory, or `nil` for ``none``.
    package var symbol: String? {
        switch self {
        case .none: nil
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        }
    }
}
