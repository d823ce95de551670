import CellControllers

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
