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

/// Draws a ``CardContent``: a box around the inner content's own view.
@MainActor
public final class CardView<Inner: ContainerContent>: ContainerContentView {
    /// The embedded view of the inner content.
    public let innerView = Inner.View()
    private var title: String?

    /// Creates an empty card.
    public init() {}

    /// Shows `content`: the title, and the inner content in ``innerView``.
    public func update(with content: CardContent<Inner>) {
        title = content.title
        innerView.update(with: content.inner)
    }

    /// The inner view's height two columns narrower on each side, plus the two borders.
    public func preferredHeight(forWidth width: Double) -> Double {
        innerView.preferredHeight(forWidth: max(0, width - 4)) + 2
    }

    /// The box: a top border with the title, the inner view's lines between `│`s, a bottom border.
    public func render(width: Int) -> [String] {
        guard width >= 4 else { return [] }
        let inner = width - 4
        let height = ContainerRendering.columns(innerView.preferredHeight(forWidth: Double(inner)))
        var body = Array(innerView.render(width: inner).prefix(height))
        body.append(contentsOf: [String](repeating: "", count: height - body.count))
        let label = title.map { "─ \($0) " }.map { TextRendering.columnWidth(of: $0) > width - 2 ? TextRendering.fit($0, width: width - 2) : $0 } ?? ""
        let top = "┌" + label + String(repeating: "─", count: max(0, width - 2 - TextRendering.columnWidth(of: label))) + "┐"
        let bottom = "└" + String(repeating: "─", count: width - 2) + "┘"
        return [top] + body.map { "│ " + TextRendering.fit($0, width: inner) + " │" } + [bottom]
    }
}
