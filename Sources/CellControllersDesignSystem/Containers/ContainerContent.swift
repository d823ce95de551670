import CellControllers

/// The model of a ``ContainerContentView``: everything the view needs to show, as a value.
///
/// Content and view are tied one-to-one by their associated types: a content names its
/// ``View``, and that view names this content as its ``ContainerContentView/Content``. So a
/// content can only ever configure its own view, and a view can only be configured by its own
/// content; giving a `ProductContent` to a `ProfileView` is a compile error.
///
/// Content is `Equatable` (a diff compares it to decide whether a displayed item must be
/// configured again) and `Sendable` (it is part of an `AnySnapshot`).
///
/// ```swift
/// struct ProductContent: ContainerContent {
///     typealias View = ProductView
///     var title: String
///     var price: String
/// }
/// ```
public protocol ContainerContent: Equatable, Sendable {
    /// The one view type that displays this content.
    associatedtype View: ContainerContentView where View.Content == Self
}

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
