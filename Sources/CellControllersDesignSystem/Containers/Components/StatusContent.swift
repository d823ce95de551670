import CellControllers

/// A centred status message: what a screen shows while loading, when it has nothing to show, or
/// when loading failed (see ``ScreenState``).
public struct StatusContent: ContainerContent {
    /// A status shows in a ``StatusView``.
    public typealias View = StatusView

    /// The kind of status, which picks the symbol drawn before the message.
    public enum Kind: Hashable, Sendable {
        /// Loading, `◌`.
        case loading
        /// Nothing to show, `○`.
        case empty
        /// A failure, `✕`.
        case error
    }

    /// The kind of status.
    public var kind: Kind
    /// The message.
    public var message: String

    /// Creates a status.
    public init(_ kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The symbol drawn before the message.
    public var symbol: String {
        switch kind {
        case .loading: "◌"
        case .empty: "○"
        case .error: "✕"
        }
    }
}

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
