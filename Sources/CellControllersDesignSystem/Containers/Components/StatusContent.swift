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
