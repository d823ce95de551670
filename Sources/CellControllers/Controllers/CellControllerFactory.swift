/// Maps domain models to cell controllers, so that a screen is data (Busuu's
/// `CellControllerFactory`).
///
/// ```swift
/// struct FeedFactory: CellControllerFactory {
///     func cellController(for item: FeedItem) -> CellController<TableHost> {
///         switch item {
///         case .photo(let photo): PhotoCellController(photo: photo)
///         case .post(let post): PostCellController(post: post)
///         }
///     }
/// }
/// ```
@MainActor
public protocol CellControllerFactory<Model, Host> {
    /// The domain model the factory maps.
    associatedtype Model
    /// The host the controllers are for.
    associatedtype Host: CellHosting

    /// The controller for one model.
    func cellController(for model: Model) -> CellController<Host>

    /// The controller of a section's header or footer, given the section's snapshot model, or
    /// `nil` for none. Used when a ``Snapshot`` of models is applied.
    func supplementaryController(_ kind: SupplementaryKind, forSection section: AnyDiffable) -> CellController<Host>?
}

extension CellControllerFactory {
    /// No headers or footers.
    public func supplementaryController(_ kind: SupplementaryKind, forSection section: AnyDiffable) -> CellController<Host>? {
        nil
    }

    /// The controllers for `models`, in order.
    ///
    /// - Complexity: O(n) calls to ``cellController(for:)``.
    public func cellControllers<Models: Sequence>(for models: Models) -> [CellController<Host>] where Models.Element == Model {
        models.map { cellController(for: $0) }
    }
}
