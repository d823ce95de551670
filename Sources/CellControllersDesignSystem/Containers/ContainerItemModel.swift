import CellControllers

/// The snapshot model of a ``ContainerItem``: its identity (the content type and the item's
/// difference identifier) and everything that changes how its cell looks.
///
/// Handlers are not part of it: a new closure is not a visible change.
struct ContainerItemModel<Content: ContainerContent>: Identifiable, Equatable, Sendable {
    /// The content type and the difference identifier.
    let id: DiffIdentifier
    let content: Content
    let accessibilityIdentifier: String?
    let insets: EdgeInsets
    let isEnabled: Bool
    let showsSelectionBackground: Bool
}
