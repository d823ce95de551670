/// Which items of a ``CellControllerFactory`` can be edited, and whether their controllers must
/// be made to know: what `UITableViewDataSource.tableView(_:canEditRowAt:)` is to a
/// `UITableView`, and whether it is there at all.
///
/// In editing mode only items that can be edited show a checkmark and may be selected, so a
/// select-all asks about every item. When every item can (``ItemEditability/all``) it asks about
/// none and selects each section as a whole: a million rows cost what one does. With
/// ``ItemEditability/models(_:)`` it reads each model, without making its controller.
///
/// ```swift
/// struct ContactFactory: CellControllerFactory {
///     // Every row can be edited: no controller is made to ask.
///     var itemEditability: ItemEditability<Contact> { .all }
///
///     func cellController(for contact: Contact) -> CellController<TableHost> {
///         ContactCellController(contact: contact)
///     }
/// }
/// ```
///
/// A ``CellRegistration`` says it for you: ``ItemEditability/all`` without a
/// ``CellRegistration/editable(_:)``, the model's answer with one.
public enum ItemEditability<Model> {
    /// Each item's controller answers (``CellController/canEditCell()``), so a select-all in
    /// editing mode makes the controller of every item to ask it. The default of a factory, whose
    /// controllers may override `canEditCell()`.
    case controllers
    /// Every item can be edited. No controller is made to ask.
    case all
    /// Each model answers, without its controller being made.
    case models((Model) -> Bool)
}
