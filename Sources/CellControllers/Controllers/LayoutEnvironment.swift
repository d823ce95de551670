/// What a section's layout may depend on besides its model: the host's current width, as
/// UIKit's `NSCollectionLayoutEnvironment` gives a compositional layout's section provider.
///
/// A ``CellControllerFactory`` gets one in ``CellControllerFactory/layout(forSection:in:)``, and
/// is asked again with a new one when the host's width changes, so that a section can pick its
/// columns as the viewport changes, for example a grid of three columns in a wide host and a
/// carousel in a narrow one:
///
/// ```swift
/// func layout(forSection shelf: Shelf, in environment: LayoutEnvironment) -> GridLayout? {
///     environment.width >= 60 ? GridLayout(columns: .fixed(3), itemHeight: 3) : .carousel(itemWidth: 20, itemHeight: 3)
/// }
/// ```
///
/// <doc:CompositionalSections> shows a whole screen of typed sections with their own layouts.
public struct LayoutEnvironment: Sendable, Equatable {
    /// The width of the host's viewport (``CellHost/viewportSize``), in the host's units
    /// (columns, for the text-rendering hosts).
    public var width: Double

    /// An environment of a host `width` wide (the host makes it).
    package init(width: Double) {
        self.width = width
    }
}
