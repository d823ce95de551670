/// A section of a screen whose items are controllers already made: an identity, optional header
/// and footer controllers, optionally a layout and a side label of its own, and, to build a
/// screen, its item controllers.
///
/// It is the section model of a typed screen of controllers,
/// `Snapshot<ControllerSection<Host>, CellController<Host>>`, which has every feature of a
/// typed screen (typed read-back, `update`, drag and drop, outlines): the sections carry their
/// parts, so ``ControllerItems`` (or any factory without section parts) shows them.
///
/// ```swift
/// let photos = ControllerSection<TableHost>(id: "photos", items: [PhotoController(model: Photo(id: 1, title: "Dunes"))])
/// let dataSource = DiffableDataSource<ControllerSection<TableHost>, CellController<TableHost>, TableHost>(
///     host: host, factory: ControllerItems())
/// try dataSource.apply(Snapshot([photos]))
/// ```
///
/// A section's identity is its `id` (and type); its content is its header's and footer's
/// content, so changing a header's model reloads the section. Its ``items`` are the items a
/// screen is built with (`Snapshot(sections)`, ``CellControllerAdapter/apply(_:completion:)``):
/// in a snapshot, the section's items are the snapshot's, and its `items` are empty.
public struct ControllerSection<Host: CellHosting>: Identifiable, Equatable, Sendable {
    /// The section's identity and content, erased, as it appears in the snapshot storage.
    package var model: AnyDiffable
    /// The controller of the header, if any.
    public var header: CellController<Host>?
    /// The controller of the footer, if any.
    public var footer: CellController<Host>?
    /// The item controllers, in display order, for building a screen (empty in a snapshot's
    /// sections, whose items are the snapshot's).
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

    /// The section's identity: its `id`'s (or its model's), typed by the kind of section.
    /// - Complexity: O(1).
    public var id: DiffIdentifier { model.identifier }

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
    /// models differ. Inside the package, for its tests: users make a section with
    /// ``init(id:header:footer:layout:items:)`` (its header's and footer's models are its
    /// content), and a screen whose section models carry content of their own as a typed
    /// `Snapshot<SectionModel, Item>` with a factory.
    package init<Model: Identifiable & Equatable & Sendable>(
        model: Model,
        header: CellController<Host>? = nil,
        footer: CellController<Host>? = nil,
        layout: Host.Layout? = nil,
        items: [CellController<Host>]
    ) where Model.ID: Sendable {
        self.init(model: AnyDiffable(model), header: header, footer: footer, layout: layout, items: items)
    }

    /// Whether both are the same section with the same content (see ``ControllerSection``);
    /// items, layouts and side labels are not compared.
    /// - Complexity: O(1) plus the header's and footer's models' `==`.
    public static func == (lhs: ControllerSection, rhs: ControllerSection) -> Bool {
        lhs.model == rhs.model
    }

    /// The controller of the header or the footer.
    package func supplementary(_ kind: SupplementaryKind) -> CellController<Host>? {
        switch kind {
        case .header: header
        case .footer: footer
        }
    }

    /// This section without its items: the section model a snapshot keeps.
    var withoutItems: ControllerSection {
        var section = self
        section.items = []
        return section
    }
}

/// A controller section stands for its model in ``AnyDiffable/model(as:)``, as a controller
/// stands for its model: a section given a model reads back as that model.
extension ControllerSection: ModelStandIn {
    /// The section's model, erased.
    nonisolated var diffable: AnyDiffable { model }
}

/// The snapshot model of a ``ControllerSection``: its id, and its header's and footer's models
/// as content.
struct SectionModel<ID: Hashable & Sendable>: Identifiable, Equatable, Sendable {
    let id: ID
    let header: AnyDiffable?
    let footer: AnyDiffable?
}

extension Snapshot {
    /// The screen of `sections`: each section (its model: identity, header, footer, layout and
    /// side label) followed by its ``ControllerSection/items``.
    ///
    /// ```swift
    /// let snapshot = Snapshot([ControllerSection<TableHost>(id: "photos", items: [PhotoController(model: Photo(id: 1, title: "Dunes"))])])
    /// ```
    ///
    /// Duplicate identifiers are not checked here: applying the snapshot throws
    /// ``SnapshotError`` for them, as it does for any snapshot.
    ///
    /// - Complexity: O(n) for n items: a section of model controllers of one class copies their
    ///   models into typed storage beside the controllers, so it diffs as fast as a snapshot of
    ///   models.
    public init<Host: CellHosting>(_ sections: [ControllerSection<Host>])
    where Section == ControllerSection<Host>, Item == CellController<Host> {
        self.init(unchecked: AnySnapshot(sections))
    }
}

extension AnySnapshot {
    /// The storage of `Snapshot(sections)`: each section's model without its items, and its
    /// items, in ``_ControllerSectionItems`` when they are model controllers of one class.
    ///
    /// - Complexity: O(n).
    package init<Host: CellHosting>(_ sections: [ControllerSection<Host>]) {
        var snapshotSections: [Section] = []
        snapshotSections.reserveCapacity(sections.count)
        for section in sections {
            let model = AnyDiffable(section.withoutItems)
            snapshotSections.append(Section(model, storage: _ControllerSectionItems<_NoModel, Host>.storage(of: section.items)))
        }
        self.init(sections: snapshotSections)
    }
}
