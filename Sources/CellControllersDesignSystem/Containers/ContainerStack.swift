import CellControllers

/// A standalone vertical stack of content views, with no host, no reuse and no scrolling: the
/// upsell pop-up with two static products (like a `UIStackView`).
///
/// The same ``ContainerContentView`` that a ``ContainerTableCell`` or ``ContainerGridCell``
/// embeds is arranged here unchanged.
///
/// ```swift
/// let popUp = ContainerStack(spacing: 1, insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
/// popUp.addArrangedContent(ProductContent(title: "Socks", price: "€5"))
/// popUp.addArrangedContent(ProductContent(title: "Hat", price: "€12"))
/// print(popUp.renderText(width: 30))
/// ```
@MainActor
public final class ContainerStack {
    /// The blank lines between two arranged views.
    public var spacing: Double
    /// The space around the arranged views.
    public var insets: EdgeInsets
    /// The arranged views, top to bottom.
    public private(set) var arrangedViews: [any ContainerContentView] = []

    /// Creates an empty stack.
    public init(spacing: Double = 0, insets: EdgeInsets = EdgeInsets()) {
        self.spacing = spacing
        self.insets = insets
    }

    /// Creates a view for `content`, configures it and arranges it at the bottom.
    ///
    /// - Returns: the new view, typed, so that you can update it later.
    @discardableResult
    public func addArrangedContent<Content: ContainerContent>(_ content: Content) -> Content.View {
        let view = Content.View()
        view.update(with: content)
        arrangedViews.append(view)
        return view
    }

    /// Arranges an existing, already configured view at the bottom.
    public func addArrangedView(_ view: some ContainerContentView) {
        arrangedViews.append(view)
    }

    /// Removes every arranged view.
    public func removeAllArrangedViews() {
        arrangedViews.removeAll()
    }

    /// The height of the stack at `width`: the views' heights inside the insets, plus spacing.
    ///
    /// - Complexity: O(n) for n arranged views.
    public func preferredHeight(forWidth width: Double) -> Double {
        let inner = max(0, width - insets.horizontal)
        let views = arrangedViews.reduce(0) { $0 + $1.preferredHeight(forWidth: inner) }
        return insets.vertical + views + spacing * Double(max(0, arrangedViews.count - 1))
    }

    /// The stack as lines of text at `width`: each view drawn at its preferred height (padded or
    /// cut to it), separated by ``spacing`` blank lines, inside ``insets``.
    public func render(width: Int) -> [String] {
        let inner = EdgeInsets(left: insets.left, right: insets.right)
        let gap = [String](repeating: "", count: ContainerRendering.columns(spacing))
        var lines = [String](repeating: "", count: ContainerRendering.columns(insets.top))
        for (index, view) in arrangedViews.enumerated() {
            if index > 0 { lines.append(contentsOf: gap) }
            let height = ContainerRendering.columns(view.preferredHeight(forWidth: Double(width) - insets.horizontal))
            var block = ContainerRendering.render(view, width: width, insets: inner)
            block = Array(block.prefix(height))
            block.append(contentsOf: [String](repeating: "", count: height - block.count))
            lines.append(contentsOf: block)
        }
        lines.append(contentsOf: [String](repeating: "", count: ContainerRendering.columns(insets.bottom)))
        return lines.map(TextRendering.trimmingTrailingSpaces)
    }

    /// ``render(width:)`` joined with newlines.
    public func renderText(width: Int) -> String {
        render(width: width).joined(separator: "\n")
    }
}
