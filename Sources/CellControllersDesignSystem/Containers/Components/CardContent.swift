import CellControllers

/// A container inside a container: any content, framed by a box with an optional title.
///
/// The card's view embeds the inner content's own view, so every content view can be carded,
/// and cards nest (`CardContent<CardContent<ProductContent>>`).
///
/// ```
/// ┌─ Deal of the day ─────┐
/// │ Socks            €5   │
/// └───────────────────────┘
/// ```
public struct CardContent<Inner: ContainerContent>: ContainerContent {
    /// A card shows in a ``CardView`` embedding the inner content's view.
    public typealias View = CardView<Inner>

    /// The title drawn in the top border, if any.
    public var title: String?
    /// The content inside the card.
    public var inner: Inner

    /// Creates a card around `inner`.
    public init(title: String? = nil, _ inner: Inner) {
        self.title = title
        self.inner = inner
    }
}
