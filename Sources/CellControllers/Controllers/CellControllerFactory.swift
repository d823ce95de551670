/// Maps domain models to cell controllers, so that a screen is data.
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
    /// The model of the sections whose headers and footers the factory makes: a ``Snapshot``'s
    /// `Section` type. `Never` (the default) for a factory that makes no headers or footers,
    /// which serves snapshots of any section type.
    associatedtype SectionModel = Never

    /// The controller for one model.
    func cellController(for model: Model) -> CellController<Host>

    /// The controller of a section's header or footer, given the section's model, or `nil` for
    /// none. Used when a ``Snapshot`` of models is applied; implementing it gives the factory its
    /// ``SectionModel``.
    func supplementaryController(_ kind: SupplementaryKind, forSection section: SectionModel) -> CellController<Host>?

    /// The label drawn in the column left of a section's items (see ``SideLabelLayout``), given
    /// the section's model, or `nil` for none (the default). Used when a ``Snapshot`` of models
    /// is applied, as ``supplementaryController(_:forSection:)`` is, which names the factory's
    /// ``SectionModel`` with it: a factory of side labels without headers implements that one
    /// too, returning `nil`.
    func sideLabel(forSection section: SectionModel) -> String?
}

extension CellControllerFactory where SectionModel == Never {
    /// A factory without headers and footers is never asked for one: no section is a `Never`.
    public func supplementaryController(_ kind: SupplementaryKind, forSection section: Never) -> CellController<Host>? {}
}

extension CellControllerFactory {
    /// No side labels.
    public func sideLabel(forSection section: SectionModel) -> String? { nil }

    /// The controllers for `models`, in order.
    ///
    /// - Complexity: O(n) calls to ``cellController(for:)``.
    public func cellControllers<Models: Sequence>(for models: Models) -> [CellController<Host>] where Models.Element == Model {
        models.map { cellController(for: $0) }
    }
}
