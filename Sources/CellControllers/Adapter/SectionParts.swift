/// What the adapter keeps of a shown section besides its items: its snapshot model, its header
/// and footer controllers, its layout and its side label.
///
/// Both kinds of screens have one per section (sections are few): a screen of
/// ``ControllerSection``s takes them from its sections, a typed ``Snapshot`` of models from the
/// section models and the factory. So the host's per-section questions are answered the same
/// way in both.
@MainActor
struct SectionParts<Host: CellHosting> {
    /// The section's identity and content, as in the shown snapshot (erased).
    var model: AnyDiffable
    /// The header's controller, if any.
    var header: CellController<Host>?
    /// The footer's controller, if any.
    var footer: CellController<Host>?
    /// The section's layout, or `nil` for the host's.
    var layout: Host.Layout?
    /// The label drawn in the section's side label column (see ``SideLabelLayout``), if any.
    var sideLabel: String?
    /// For a section of a snapshot of models, the environment its ``layout`` was asked for
    /// (the factory's answer holds for it); `nil` for a section of controllers, whose layout
    /// is its own.
    var environment: LayoutEnvironment?

    init(model: AnyDiffable, header: CellController<Host>?, footer: CellController<Host>?, layout: Host.Layout?, sideLabel: String?,
         environment: LayoutEnvironment? = nil) {
        self.model = model
        self.header = header
        self.footer = footer
        self.layout = layout
        self.sideLabel = sideLabel
        self.environment = environment
    }

    /// The parts of a section of controllers, as a snapshot keeps its model.
    init(_ section: ControllerSection<Host>) {
        self.init(model: AnyDiffable(section.withoutItems), header: section.header, footer: section.footer, layout: section.layout,
                  sideLabel: section.sideLabel)
    }

    /// The header's or the footer's controller.
    func supplementary(_ kind: SupplementaryKind) -> CellController<Host>? {
        switch kind {
        case .header: header
        case .footer: footer
        }
    }
}
