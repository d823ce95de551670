import CellControllers

/// A cell that shows one pharmacy: ``PharmacyCell`` (a table row) or ``PharmacyGridCell`` (a
/// grid card). ``PharmacyCellController`` configures either through this protocol.
@MainActor
protocol PharmacyDisplaying: ReusableCell {
    /// The formatted pharmacy, or `nil` for a cell not configured yet.
    var content: PharmacyCellContent? { get set }
}
