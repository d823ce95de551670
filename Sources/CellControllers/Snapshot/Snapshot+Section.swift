extension Snapshot {
    /// One section of a ``Snapshot``: the section's own model (its identity, plus content such
    /// as header and footer text) and its items.
    public struct Section: Sendable, Equatable {
        /// The section's identity and content; a change of content (not of identity) makes the
        /// diff reload the section.
        public var model: AnyDiffable
        /// The items, in display order.
        public var items: [AnyDiffable]

        /// Creates a section from an erased model and erased items.
        public init(_ model: AnyDiffable, items: [AnyDiffable]) {
            self.model = model
            self.items = items
        }

        /// Creates a section from a concrete section model and erased items (for sections that
        /// mix item types).
        public init<SectionModel: Identifiable & Equatable & Sendable>(
            _ model: SectionModel,
            items: [AnyDiffable]
        ) where SectionModel.ID: Sendable {
            self.init(AnyDiffable(model), items: items)
        }

        /// Creates a section from a concrete section model and items of one concrete type.
        /// - Complexity: O(n) for n items.
        public init<SectionModel: Identifiable & Equatable & Sendable, Item: Identifiable & Equatable & Sendable>(
            _ model: SectionModel,
            items: [Item]
        ) where SectionModel.ID: Sendable, Item.ID: Sendable {
            self.init(AnyDiffable(model), items: items.map(AnyDiffable.init))
        }

        /// The section's identifier.
        public var identifier: DiffIdentifier { model.identifier }
    }
}
