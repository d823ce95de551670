/// A standard accessory at the trailing edge of a ``TableCell``.
public enum CellAccessory: Hashable, Sendable {
    /// No accessory.
    case none
    /// A chevron, `›`, for rows that navigate.
    case disclosureIndicator
    /// A check mark, `✓`.
    case checkmark

    /// The text drawn for the accessory, or `nil` for ``none``.
    public var symbol: String? {
        switch self {
        case .none: nil
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        }
    }
}
