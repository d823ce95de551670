/// The factory of a snapshot whose items are controllers already made: each item is its own
/// controller.
///
/// A screen of controllers is a snapshot like any other, with every feature of one (typed
/// read-back, `update`, drag and drop, outlines, per-section layouts through a factory of your
/// own). Use this factory when the sections need nothing from a factory; subclass nothing:
///
/// ```swift
/// var snapshot = Snapshot<Shelf, CellController<TableHost>>()
/// snapshot.appendSections([Shelf(id: "new")])
/// try snapshot.appendItems([PhotoController(model: Photo(id: 1, title: "Dunes"))])
/// let dataSource = DiffableDataSource<Shelf, CellController<TableHost>, TableHost>(host: host, factory: ControllerItems())
/// try dataSource.apply(snapshot)
/// ```
///
/// For headers, side labels or layouts, write a factory whose `Model` is
/// `CellController<Host>` and whose ``CellControllerFactory/cellController(for:)`` returns its
/// argument.
public struct ControllerItems<Host: CellHosting>: CellControllerFactory {
    /// Creates the factory.
    public init() {}

    /// The item itself.
    public func cellController(for controller: CellController<Host>) -> CellController<Host> { controller }
}
