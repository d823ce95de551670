import CellControllers

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
