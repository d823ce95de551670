/// What a ``CellControllerAdapter`` shows: the snapshot as last diffed, each section's parts
/// (model, header, footer, layout, side label), the factory of a snapshot of models, and the
/// sections shown as trees. One value, replaced as a whole's parts by each install.
@MainActor
struct ShownScreen<Host: CellHosting> {
    /// The snapshot shown (see ``CellControllerAdapter/snapshot``).
    var snapshot: AnySnapshot
    /// Each shown section's model, header, footer and layout.
    var parts: [SectionParts<Host>]
    /// The factory of the shown snapshot's items (for a screen of controller sections,
    /// ``ControllerItems``): what an outline's expansion shows its new items with.
    var factory: ErasedControllerFactory<Host>
    /// The sections shown as trees (a ``SectionSnapshot`` applied to them), by section
    /// identifier: each one's tree, expansion states and handlers. A section without one is
    /// flat.
    var outlines: [DiffIdentifier: any AnyShownOutline] = [:]
    /// While an outline's change is being installed, its section: a change that keeps the
    /// outline, which every other install re-examines (see `reconcileOutlines(from:to:)`).
    var installingOutline: DiffIdentifier?
    /// The task building the shown snapshot's identifier index ahead, off the main actor, if
    /// the last install of a large screen of models started one (see
    /// ``AnySnapshot/locateItemsOffMainActor()``); kept so that tests and diagnostics can wait
    /// for it.
    var indexing: Task<Void, Never>?

    /// The screen of `sections` of controllers: `Snapshot(sections)` shown through
    /// ``ControllerItems``.
    init(_ sections: [ControllerSection<Host>]) {
        snapshot = AnySnapshot(sections)
        parts = sections.map(SectionParts.init)
        factory = ErasedControllerFactory.controllerSections
    }
}
