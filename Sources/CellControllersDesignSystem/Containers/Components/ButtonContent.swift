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
