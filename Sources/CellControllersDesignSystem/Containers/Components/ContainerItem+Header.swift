import CellControllers

extension ContainerItem where Content == HeaderContent {
    /// A header item identified by its title, for a section's `header:`.
    public static func header(_ title: String, style: HeaderContent.Style = .regular) -> Self {
        ContainerItem(id: title, content: HeaderContent(title, style: style))
    }
}
