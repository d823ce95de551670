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
