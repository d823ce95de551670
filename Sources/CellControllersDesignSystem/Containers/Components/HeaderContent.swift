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

/// Draws a ``HeaderContent``: the title after a medium margin, underlined when large.
@MainActor
public final class HeaderView: ContainerContentView {
    private var content = HeaderContent("")

    /// Creates an empty header.
    public init() {}

    /// Shows `content`.
    public func update(with content: HeaderContent) {
        self.content = content
    }

    /// The title (cut to the width) and, for ``HeaderContent/Style/large``, its underline.
    public func render(width: Int) -> [String] {
        let margin: Int = .m
        let title = TextRendering.fit(content.title, width: max(0, width - 2 * margin))
        let padding = String(repeating: " ", count: margin)
        let line = padding + TextRendering.trimmingTrailingSpaces(title)
        switch content.style {
        case .regular:
            return [line]
        case .large:
            return [line, padding + String(repeating: "═", count: TextRendering.columnWidth(of: line) - margin)]
        }
    }
}

extension ContainerItem where Content == HeaderContent {
    /// A header item identified by its title, for a section's `header:`.
    public static func header(_ title: String, style: HeaderContent.Style = .regular) -> Self {
        ContainerItem(id: title, content: HeaderContent(title, style: style))
    }
}
