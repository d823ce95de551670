import CellControllers

/// Blank space of a given height, such as the design's section spacing where a host has no
/// section insets (a table's spacing is its headers' and footers' height, as in UIKit).
public struct SpacerContent: ContainerContent {
    /// A spacer shows in a ``SpacerView``.
    public typealias View = SpacerView

    /// The height, in lines.
    public var lines: Double

    /// Creates a spacer `lines` tall, such as `SpacerContent(lines: .l)`.
    public init(lines: Double) {
        self.lines = lines
    }
}
