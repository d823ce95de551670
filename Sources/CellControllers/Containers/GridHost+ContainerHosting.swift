extension GridHost: ContainerHosting {
    /// A ``ContainerGridCellController`` for `item`.
    public static func containerController<Content: ContainerContent>(for item: ContainerItem<Content>) -> CellController<GridHost> {
        ContainerGridCellController(item: item)
    }

    /// The controller of `registration`'s grid registration for `item`.
    public static func cellController<Item>(for item: Item, from registration: DualCellRegistration<Item>) -> CellController<GridHost> {
        registration.grid(item)
    }

    /// One column, no spacing.
    public static var statusLayout: GridLayout? { GridLayout(columns: .fixed(1), interitemSpacing: 0) }
}
