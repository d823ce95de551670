import CellControllers

extension GridHost: ContainerHosting {
    /// A ``ContainerGridCellController`` for `item`.
    public static func containerController<Content: ContainerContent>(for item: ContainerItem<Content>) -> CellController<GridHost> {
        ContainerGridCellController(item: item)
    }

    /// One column, no spacing.
    public static var statusLayout: GridLayout? { GridLayout(columns: .fixed(1), interitemSpacing: 0) }
}
