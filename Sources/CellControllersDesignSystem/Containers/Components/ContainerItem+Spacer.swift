import CellControllers

extension ContainerItem where Content == SpacerContent {
    /// A spacer item `lines` tall, identified by `id`.
    public static func spacer<ID: Hashable & Sendable>(id: ID, lines: Double) -> Self {
        ContainerItem(id: id, content: SpacerContent(lines: lines))
    }
}
