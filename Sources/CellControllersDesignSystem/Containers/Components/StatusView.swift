import CellControllers

/// Draws a ``StatusContent``: its symbol and message, wrapped and centred.
@MainActor
public final class StatusView: ContainerContentView {
    private var content = StatusContent(.loading, message: "")

    /// Creates an empty status view.
    public init() {}

    /// Shows `content`.
    public func update(with content: StatusContent) {
        self.content = content
    }

    /// The symbol and message, wrapped to `width` and each line centred.
    public func render(width: Int) -> [String] {
        TextRendering.wrap("\(content.symbol) \(content.message)", width: width).map { TextRendering.centered($0, width: width) }
    }
}
