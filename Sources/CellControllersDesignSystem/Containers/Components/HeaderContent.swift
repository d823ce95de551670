import CellControllers

/// A section header of the design system: a title in one of two styles.
///
/// ```swift
/// ContainerItem.header("Push notifications", style: .large)
/// ```
public struct HeaderContent: ContainerContent {
    /// A header shows in a ``HeaderView``.
    public typealias View = HeaderView

    /// How prominent the header is.
    public enum Style: Hashable, Sendable {
        /// One line: the title.
        case regular
        /// Two lines: the title, underlined with `═`.
        case large
    }

    /// The header's text.
    public var title: String
    /// The header's style.
    public var style: Style

    /// Creates a header.
    public init(_ title: String, style: Style = .regular) {
        self.title = title
        self.style = style
    }
}
