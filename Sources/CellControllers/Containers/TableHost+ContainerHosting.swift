extension TableHost: ContainerHosting {
    /// A ``ContainerTableCellController`` for `item`.
    public static func containerController<Content: ContainerContent>(for item: ContainerItem<Content>) -> CellController<TableHost> {
        ContainerTableCellController(item: item)
    }

    /// The controller of `registration`'s table registration for `item`.
    public static func cellController<Item>(for item: Item, from registration: DualCellRegistration<Item>) -> CellController<TableHost> {
        registration.table(item)
    }

    /// Self-sized rows without separators.
    public static var statusLayout: TableLayout? { TableLayout(separator: .none) }
}
