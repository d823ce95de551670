/// Where the items of a ``CellControllerFactory`` get heights of their own, in sections whose
/// layout does not estimate heights: what `UITableViewDelegate.tableView(_:heightForRowAt:)`
/// is to a `UITableView`, and whether it is there at all.
///
/// A section with a fixed row height (``TableLayout/rowHeight``, ``GridLayout/itemHeight``)
/// costs nothing per item when its items have no heights of their own, as a `UITableView` with
/// a `rowHeight` and no `heightForRowAt` does: the host lays a million rows out without asking
/// for any of them, and no controller is made before its item is shown.
///
/// ```swift
/// struct ContactFactory: CellControllerFactory {
///     // Every row is the layout's row height: no controller is made to ask.
///     var itemHeights: ItemHeights<Contact> { .layout }
///
///     func cellController(for contact: Contact) -> CellController<TableHost> {
///         ContactCellController(contact: contact)
///     }
/// }
/// ```
///
/// A ``CellRegistration`` says it for you: ``ItemHeights/layout`` without a
/// ``CellRegistration/height(_:)``, the model's height with one.
public enum ItemHeights<Model> {
    /// Each item's controller gives it (``CellController/height(forWidth:)``), so a section that
    /// does not estimate heights makes the controller of every item to ask it. The default of a
    /// factory, whose controllers may override `height(forWidth:)`.
    case controllers
    /// No item has a height of its own: every item takes its section layout's row height, or is
    /// measured when it has none. No controller is made to ask.
    case layout
    /// Each model gives it, without its controller being made: the height at the width, or `nil`
    /// for the layout's row height or the measured cell.
    case models((Model, _ width: Double) -> Double?)
}
