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

/// Draws a ``SpacerContent``: blank lines.
@MainActor
public final class SpacerView: ContainerContentView {
    private var lines = 0.0

    /// Creates an empty spacer.
    public init() {}

    /// Shows `content`.
    public func update(with content: SpacerContent) {
        lines = max(0, content.lines)
    }

    /// The spacer's height, whatever the width (zero allowed).
    public func preferredHeight(forWidth width: Double) -> Double {
        Double(ContainerRendering.columns(lines))
    }

    /// As many empty lines as the spacer is tall.
    public func render(width: Int) -> [String] {
        [String](repeating: "", count: ContainerRendering.columns(lines))
    }
}

extension ContainerItem where Content == SpacerContent {
    /// A spacer item `lines` tall, identified by `id`.
    public static func spacer<ID: Hashable & Sendable>(id: ID, lines: Double) -> Self {
        ContainerItem(id: id, content: SpacerContent(lines: lines))
    }
}
