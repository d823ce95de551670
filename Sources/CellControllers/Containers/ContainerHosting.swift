/// A host that can show ``ContainerItem``s: ``TableHost`` (in ``ContainerTableCell``s) and
/// ``GridHost`` (in ``ContainerGridCell``s).
///
/// This is what lets one item, and the section builders, work with either host: the host type
/// picks the container cell.
@MainActor
public protocol ContainerHosting: CellHosting {
    /// The controller that shows `item` in this kind of host.
    static func containerController<Content: ContainerContent>(for item: ContainerItem<Content>) -> CellController<Self>

    /// The layout of status sections (loading, empty, error): every item a full-width row,
    /// without decoration such as separators.
    static var statusLayout: Layout? { get }
}
