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
