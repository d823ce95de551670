/// One section of a screen: an identity, optional header and footer controllers, the item
/// controllers, and optionally a layout of its own.
///
/// A screen is an array of sections; ``CellControllerAdapter/apply(_:)-([ControllerSection<Host>])`` diffs it against the
/// current one. A section's identity is its `id` (and type); its content is its header's and
/// footer's content, so changing a header's model reloads the section.
@MainActor
public struct ControllerSection<Host: CellHosting> {
    /// The section's identity and content, as it appears in a ``AnySnapshot``.
    public var model: AnyDiffable
    /// The controller of the header, if any.
    public var header: CellController<Host>?
    /// The controller of the footer, if any.
    public var footer: CellController<Host>?
    /// The item controllers, in display order.
    public var items: [CellController<Host>]
    /// The section's layout, or `nil` to use the host's.
    public var layout: Host.Layout?
    /// The label drawn in the column left of the section's items, at their top, where its
    /// layout has one (``GridLayout/sideLabel``, ``TableLayout/sideLabel``): a timeline's date,
    /// a contacts list's letter. `nil`, the default, for none. It is not part of the section's
    /// content: a new label shows at the next layout or rendering, and reloads nothing.
    ///
    /// ```swift
    /// var monday = ControllerSection<TableHost>(id: "monday", items: [])
    /// monday.sideLabel = "Mon"
    /// ```
    public var sideLabel: String?

    /// Creates a section identified by `id`.
    public init<ID: Hashable & Sendable>(
        id: ID,
        header: CellController<Host>? = nil,
        footer: CellController<Host>? = nil,
        layout: Host.Layout? = nil,
        items: [CellController<Host>]
    ) {
        self.model = AnyDiffable(SectionModel(id: id, header: header?.diffable, footer: footer?.diffable))
        self.header = header
        self.footer = footer
        self.items = items
        self.layout = layout
    }

    /// Creates a section whose identity and content are `model` (a ``AnySnapshot`` section's model).
    package init(
        model: AnyDiffable,
        header: CellController<Host>? = nil,
        footer: CellController<Host>? = nil,
        layout: Host.Layout? = nil,
        sideLabel: String? = nil,
        items: [CellController<Host>]
    ) {
        self.model = model
        self.header = header
        self.footer = footer
        self.items = items
        self.layout = layout
        self.sideLabel = sideLabel
    }

    /// Creates a section whose identity and content are those of `model`: two sections with
    /// models of the same type and id are the same section, reloaded (header and footer) when the
    /// models differ.
    public init<Model: Identifiable & Equatable & Sendable>(
        model: Model,
        header: CellController<Host>? = nil,
        footer: CellController<Host>? = nil,
        layout: Host.Layout? = nil,
        items: [CellController<Host>]
    ) where Model.ID: Sendable {
        self.init(model: AnyDiffable(model), header: header, footer: footer, layout: layout, items: items)
    }

    /// The controller of the header or the footer.
    package func supplementary(_ kind: SupplementaryKind) -> CellController<Host>? {
        switch kind {
        case .header: header
        case .footer: footer
        }
    }
}

/// The snapshot model of a ``ControllerSection``: its id, and its header's and footer's models
/// as content.
struct SectionModel<ID: Hashable & Sendable>: Identifiable, Equatable, Sendable {
    let id: ID
    let header: AnyDiffable?
    let footer: AnyDiffable?

}

extension AnySnapshot {
    /// The snapshot of a screen of controller sections: each section's model and its items'
    /// ``CellController/diffable``.
    ///
    /// - Complexity: O(n).
    @MainActor
    public init<Host: CellHosting>(_ sections: [ControllerSection<Host>]) {
        var snapshotSections: [Section] = []
        snapshotSections.reserveCapacity(sections.count)
        for section in sections {
            let controllers = section.items
            guard let first = controllers.first else {
                snapshotSections.append(Section(section.model, items: []))
                continue
            }
            // A section of model controllers of one class goes into typed storage in one pass.
            let typed = first.typedItems(of: controllers)
            var erased: [AnyDiffable] = []
            if typed == nil {
                erased.reserveCapacity(controllers.count)
                for controller in controllers { erased.append(controller.diffable) }
            }
            snapshotSections.append(Section(section.model, storage: typed ?? _ErasedSectionItems(erased)))
        }
        self.init(sections: snapshotSections)
    }
}
