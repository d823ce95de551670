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

extension ControllerSection {
    /// The snapshot a screen of controller sections is: erased section models (each section's
    /// identity, and its header's and footer's models as content) and the item controllers.
    /// Read and edit such a screen with it, and ``ControllerItems``:
    ///
    /// ```swift
    /// try adapter.update(using: ControllerItems()) { (screen: inout ControllerSection<TableHost>.Screen) in
    ///     try screen.appendItems([PhotoController(model: Photo(id: 9, title: "Pier"))])
    /// }
    /// ```
    public typealias Screen = Snapshot<AnyDiffable, CellController<Host>>
}

extension AnySnapshot {
    /// The snapshot of a screen of controller sections: each section's model and its item
    /// controllers, which are the items (see ``ControllerItems``).
    ///
    /// - Complexity: O(s) for s sections: the controllers are stored as they are, not copied
    ///   one by one.
    @MainActor
    public init<Host: CellHosting>(_ sections: [ControllerSection<Host>]) {
        self.init(sections: sections.map { section in
            Section(section.model, storage: _TypedSectionItems(ContiguousArray(section.items)))
        })
    }
}
