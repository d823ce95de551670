/// A ``CellControllerFactory`` of ``AnyDiffable`` models, erased to two closures, so that the
/// adapter can keep the factory of the shown snapshot without being generic over its type.
@MainActor
struct ErasedControllerFactory<Host: CellHosting> {
    /// The controller of an item model.
    let item: (AnyDiffable) -> CellController<Host>
    /// The controller of a section's header or footer, given the section's model, or `nil`.
    let supplementary: (SupplementaryKind, AnyDiffable) -> CellController<Host>?

    init<Factory: CellControllerFactory>(_ factory: Factory) where Factory.Host == Host, Factory.Model == AnyDiffable {
        item = { factory.cellController(for: $0) }
        supplementary = { factory.supplementaryController($0, forSection: $1) }
    }
}
