extension CellControllerAdapter {
    /// Shows a ``Snapshot`` of models: every item becomes a controller through `factory` (as do
    /// headers and footers, through ``CellControllerFactory/supplementaryController(_:forSection:)``),
    /// and the screen is applied like ``apply(_:)-([ControllerSection<Host>])``.
    ///
    /// Snapshots are `Sendable`: build them (and even diff them) off the main actor, then apply
    /// them here, on it. Section identity and content are the snapshot's section models.
    ///
    /// - Throws: ``SnapshotError`` for duplicate identifiers; nothing changes.
    /// - Complexity: O(n) controller creations plus what ``apply(_:)-([ControllerSection<Host>])`` costs.
    public func apply<Factory: CellControllerFactory>(_ snapshot: Snapshot, using factory: Factory) throws(SnapshotError)
    where Factory.Host == Host, Factory.Model == AnyDiffable {
        try apply(snapshot.sections.map { section in
            ControllerSection(
                model: section.model,
                header: factory.supplementaryController(.header, forSection: section.model),
                footer: factory.supplementaryController(.footer, forSection: section.model),
                items: factory.cellControllers(for: section.items))
        })
    }
}
