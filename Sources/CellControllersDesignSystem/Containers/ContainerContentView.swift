import CellControllers

/// A plain view that displays one ``ContainerContent`` and knows nothing about where it is shown.
///
/// Build an item's look once, as a content view, and show it anywhere: in a table
/// (``ContainerTableCell``), in a grid (``ContainerGridCell``), in a standalone
/// ``ContainerStack``, or inside another content view (see ``CardContent``). The view reports
/// its height for a width, updates from its content, and draws itself as lines of text.
///
/// Content views are final classes (the `Content.View == Self` requirement that ties a view to
/// its content is only accepted for final classes) with an `init()`, so that containers can
/// create them.
///
/// ```swift
/// final class ProductView: ContainerContentView {
///     private var content = ProductContent(title: "", price: "")
///     func update(with content: ProductContent) { self.content = content }
///     func render(width: Int) -> [String] {
///         [TextRendering.leftRight(content.title, content.price, width: width)]
///     }
/// }
/// ```
@MainActor
public protocol ContainerContentView: AnyObject {
    /// The one content type this view displays.
    associatedtype Content: ContainerContent where Content.View == Self

    /// Creates an empty view; ``update(with:)`` gives it content.
    init()

    /// Shows `content`. Called whenever the view is (re)configured, possibly with equal content.
    func update(with content: Content)

    /// The height the view needs at `width` with its current content.
    ///
    /// The default is the number of lines ``render(width:)`` produces (at least one).
    func preferredHeight(forWidth width: Double) -> Double

    /// The view's current content as lines of text, each at most `width` characters.
    func render(width: Int) -> [String]
}

extension ContainerContentView {
    /// The number of lines ``render(width:)`` produces at `width`, at least one.
    public func preferredHeight(forWidth width: Double) -> Double {
        Double(max(1, render(width: Int(width)).count))
    }
}
