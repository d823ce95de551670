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
    /// The model of the sections the factory gives headers, footers, side labels or layouts: a
    /// ``Snapshot``'s `Section` type, named by whichever of ``supplementaryController(_:forSection:)``,
    /// ``sideLabel(forSection:)`` and ``layout(forSection:in:)`` the factory implements. `Never`
    /// (the default) for a factory that implements none of them, which serves snapshots of any
    /// section type.
    associatedtype SectionModel = Never

    /// The controller for one model.
    func cellController(for model: Model) -> CellController<Host>

    /// The controller of a section's header or footer, given the section's model, or `nil` for
    /// none (the default). Used when a ``Snapshot`` of models is applied; implementing it gives
    /// the factory its ``SectionModel``.
    func supplementaryController(_ kind: SupplementaryKind, forSection section: SectionModel) -> CellController<Host>?

    /// The label drawn in the column left of a section's items (see ``SideLabelLayout``), given
    /// the section's model, or `nil` for none (the default). Used when a ``Snapshot`` of models
    /// is applied; implementing it gives the factory its ``SectionModel``, as
    /// ``supplementaryController(_:forSection:)`` does.
    func sideLabel(forSection section: SectionModel) -> String?

    /// The layout of a section, given its model and the host's ``LayoutEnvironment``, or `nil`
    /// for the host's own ``CellHost/layout`` (the default): a compositional layout's section
    /// provider. On a ``GridHost`` a section can be a grid of its own columns, a list, or a
    /// carousel (``GridLayout/carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:)``), with its
    /// background; on a ``TableHost`` it can have its own row heights.
    ///
    /// Asked when a section is shown with new content, and again for every section when the
    /// host's width changes (a section keeps its layout otherwise): return the same layout for
    /// the same model and environment. Implementing it gives the factory its ``SectionModel``,
    /// as ``supplementaryController(_:forSection:)`` does: a factory of layouts needs no headers.
    ///
    /// - Complexity: called O(s) times per apply or width change, for s sections, never per item.
    func layout(forSection section: SectionModel, in environment: LayoutEnvironment) -> Host.Layout?

    /// Where the items get heights of their own (see ``ItemHeights``): from their controllers,
    /// the default, which makes each item's controller in a section with a fixed row height;
    /// ``ItemHeights/layout`` when none has one, which lays such a section out for free; or from
    /// the models.
    var itemHeights: ItemHeights<Model> { get }

    /// Which items can be edited (see ``ItemEditability``): their controllers answer, the
    /// default, which makes each item's controller for a select-all in editing mode;
    /// ``ItemEditability/all`` when every one can, which selects a million rows for free; or the
    /// models answer.
    var itemEditability: ItemEditability<Model> { get }
}

extension CellControllerFactory {
    /// No headers or footers.
    public func supplementaryController(_ kind: SupplementaryKind, forSection section: SectionModel) -> CellController<Host>? { nil }

    /// No side labels.
    public func sideLabel(forSection section: SectionModel) -> String? { nil }

    /// Every section takes the host's layout.
    public func layout(forSection section: SectionModel, in environment: LayoutEnvironment) -> Host.Layout? { nil }

    /// Each item's controller gives its height (``CellController/height(forWidth:)``).
    public var itemHeights: ItemHeights<Model> { .controllers }

    /// Each item's controller answers (``CellController/canEditCell()``).
    public var itemEditability: ItemEditability<Model> { .controllers }

    /// The controllers for `models`, in order.
    ///
    /// - Complexity: O(n) calls to ``cellController(for:)``.
    public func cellControllers<Models: Sequence>(for models: Models) -> [CellController<Host>] where Models.Element == Model {
        models.map { cellController(for: $0) }
    }
}
