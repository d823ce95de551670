import CellControllers

/// A centred button, such as the Retry button of an error state.
public struct ButtonContent: ContainerContent {
    /// A button shows in a ``ButtonView``.
    public typealias View = ButtonView

    /// The button's label.
    public var title: String

    /// Creates a button.
    public init(_ title: String) {
        self.title = title
    }
}

/// Draws a ``ButtonContent`` as `[ Title ]`, centred.
@MainActor
public final class ButtonView: ContainerContentView {
    private var content = ButtonContent("")

    /// Creates an empty button.
    public init() {}

    /// Shows `content`.
    public func update(with content: ButtonContent) {
        self.content = content
    }

    /// `[ Title ]`, centred in `width` (cut when it does not fit).
    public func render(width: Int) -> [String] {
        let label = TextRendering.fit("[ \(content.title) ]", width: width)
        let trimmed = TextRendering.trimmingTrailingSpaces(label)
        return [TextRendering.centered(trimmed, width: width)]
    }
}
