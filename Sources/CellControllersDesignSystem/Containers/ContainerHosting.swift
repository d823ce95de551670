import CellControllers

/// A host of one of the library's two cell families, `TableHost` or `GridHost`, that can
/// show family-neutral items: ``ContainerItem``s (in a ``ContainerTableCell`` or a
/// ``ContainerGridCell``) and, as every `CellHosting` host, `DualCellRegistration`s (the
/// table or the grid registration).
///
/// This is what lets one item, one factory generic over its host, and the section builders work
/// with either host: the host type picks the cell.
@MainActor
public protocol ContainerHosting: CellHosting {
    /// The controller that shows `item` in this kind of host.
    static func containerController<Content: ContainerContent>(for item: ContainerItem<Content>) -> CellController<Self>

    /// The layout of status sections (loading, empty, error): every item a full-width row,
    /// without decoration such as separators.
    static var statusLayout: Layout? { get }
}

extension TableHost: ContainerHosting {
    /// A ``ContainerTableCellController`` for `item`.
    public static func containerController<Content: ContainerContent>(for item: ContainerItem<Content>) -> CellController<TableHost> {
        ContainerTableCellController(item: item)
    }

    /// Self-sized rows without separators.
    public static var statusLayout: TableLayout? { TableLayout(separator: .none) }
}

extension GridHost: ContainerHosting {
    /// A ``ContainerGridCellController`` for `item`.
    public static func containerController<Content: ContainerContent>(for item: ContainerItem<Content>) -> CellController<GridHost> {
        ContainerGridCellController(item: item)
    }

    /// The one-column list layout with no spacing, `GridLayout.list()`.
    public static var statusLayout: GridLayout? { .list() }
}

extension GridLayout {
    /// A one-column list section: every item a full-width row, `lineSpacing` lines apart, inside
    /// `insets` (hh.ru's list sections in a collection).
    public static func list(insets: EdgeInsets = EdgeInsets(), lineSpacing: Double = 0) -> GridLayout {
        GridLayout(columns: .fixed(1), interitemSpacing: 0, lineSpacing: lineSpacing, sectionInsets: insets)
    }
}
