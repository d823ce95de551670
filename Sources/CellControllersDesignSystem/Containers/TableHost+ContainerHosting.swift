import CellControllers

extension TableHost: ContainerHosting {
    /// A ``ContainerTableCellController`` for `item`.
    public static func containerController<Content: ContainerContent>(for item: ContainerItem<Content>) -> CellController<TableHost> {
        ContainerTableCellController(item: item)
    }

    /// Self-sized rows without separators.
    public static var statusLayout: TableLayout? { TableLayout(separator: .none) }
}
