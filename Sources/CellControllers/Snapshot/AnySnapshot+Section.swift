extension AnySnapshot {
    /// One section of a ``AnySnapshot``: the section's own model (its identity, plus content such
    /// as header and footer text) and its items.
    ///
    /// Storage is compact: a section whose items are all of one model type keeps them in typed
    /// arrays, in chunks that copies of the snapshot share until they edit them (one existential
    /// for the whole section, none per item), and the diff compares
    /// such sections without any erasure. A section that mixes model types keeps an
    /// ``AnyDiffable`` per item. Which one a section uses is decided for you, item by item: read
    /// items with ``count`` and ``item(at:)``.
    @usableFromInline
    package struct Section: Sendable {
        /// The section's identity and content; a change of content (not of identity) makes the
        /// diff reload the section.
        package var model: AnyDiffable
        /// The items, one storage for the whole section.
        @usableFromInline internal var storage: any _SectionItems

        /// Creates a section from an erased model and erased items; items that all have the
        /// same model type are stored typed.
        /// - Complexity: O(n) for n items.
        @usableFromInline
        package init(_ model: AnyDiffable, items: [AnyDiffable]) {
            self.model = model
            self.storage = _TypedSectionItems<_NoModel>.compact(items)
        }

        /// Creates a section from a concrete section model and erased items (for sections that
        /// mix item types).
        /// - Complexity: O(n) for n items.
        package init<SectionModel: Identifiable & Equatable & Sendable>(
            _ model: SectionModel,
            items: [AnyDiffable]
        ) where SectionModel.ID: Sendable {
            self.init(AnyDiffable(model), items: items)
        }

        /// Creates a section from a concrete section model and items of one concrete type,
        /// stored as one typed array.
        /// - Complexity: O(n) for n items, one copy and no per-item allocation.
        @inlinable
        package init<SectionModel: Identifiable & Equatable & Sendable, Item: Identifiable & Equatable & Sendable>(
            _ model: SectionModel,
            items: [Item]
        ) where SectionModel.ID: Sendable, Item.ID: Sendable {
            self.init(AnyDiffable(model), storage: Section.storage(of: items))
        }

        /// A section with the given model and storage.
        @usableFromInline
        init(_ model: AnyDiffable, storage: any _SectionItems) {
            self.model = model
            self.storage = storage
        }

        /// Typed storage for `items`, or erased storage when they are ``AnyDiffable``s. Inlined
        /// into the caller, so that the diff's per-model work is specialised for `Item` (see
        /// ``_TypedOperations``).
        @inlinable
        static func storage<Item: Identifiable & Equatable & Sendable>(of items: [Item]) -> any _SectionItems
        where Item.ID: Sendable {
            if Item.self == AnyDiffable.self, let erased = items as? [AnyDiffable] {
                return _TypedSectionItems<_NoModel>.compact(erased)
            }
            // Controllers keep their models beside them (see ``_ControllerSectionItems``).
            if let controllers = Item.self as? any _ControllerItem.Type, let storage = controllers.sectionStorage(of: items) {
                return storage
            }
            return _TypedSectionItems(ContiguousArray(items), operations: _TypedOperations(specialized: true))
        }

        /// The section's identifier.
        package var identifier: DiffIdentifier { model.identifier }

        /// The number of items.
        /// - Complexity: O(1).
        package var count: Int { storage.count }

        /// Whether the section has no items.
        package var isEmpty: Bool { storage.count == 0 }

        /// The identifier of the item at `index`, which must be valid.
        /// - Complexity: O(1) plus one hash of the item's id.
        package func identifier(at index: Int) -> DiffIdentifier { storage.identifier(at: index) }

        /// The item at `index`, which must be valid, erased.
        /// - Complexity: O(1); one allocation when the section stores its items typed.
        package func item(at index: Int) -> AnyDiffable { storage.item(at: index) }

        /// The model at `index` as `type`, or `nil` when it is of another type.
        /// - Complexity: O(1): no allocation when the section stores `type`'s models typed.
        package func model<Model>(at index: Int, as type: Model.Type) -> Model? {
            if let model = storage.model(at: index, as: Model.self) { return model }
            return storage.item(at: index).model(as: Model.self)
        }

        /// The models of a section whose items are all of type `type` (or stand for models of
        /// that type: controllers, see ``AnyDiffable/model(as:)``), or `nil` when they are not
        /// (or when the section is empty and never held that type).
        /// - Complexity: O(n) for the copy (plus a dynamic cast per item when the section stores
        ///   its items erased or as controllers).
        package func models<Model>(as type: Model.Type) -> [Model]? {
            var models: [Model] = []
            models.reserveCapacity(count)
            if storage.forEachModelChunk(as: Model.self, { models.append(contentsOf: $0) }) { return models }
            guard !isEmpty else { return nil }
            for index in 0..<count {
                guard let model = storage.item(at: index).model(as: Model.self) else { return nil }
                models.append(model)
            }
            return models
        }

        /// The items, erased. Setting it replaces every item.
        ///
        /// Reading materialises an ``AnyDiffable`` per item when the section stores its items
        /// typed; prefer ``count``, ``identifier(at:)``, ``item(at:)`` and ``model(at:as:)``.
        /// - Complexity: O(n).
        package var items: [AnyDiffable] {
            get { storage.erasedItems() }
            set { storage = _TypedSectionItems<_NoModel>.compact(newValue) }
        }

        /// Whether the items are stored typed (all of one model type). A section that
        /// mixed types stays erased when the odd items leave; erased items of the section's type
        /// that join a typed section are stored typed.
        package var storesItemsTyped: Bool { !(storage is _ErasedSectionItems) }

        /// Inserts `items` at `index`, keeping typed storage when they have the section's type.
        /// - Complexity: O(n + k) for k new items.
        mutating func insert(contentsOf items: any _SectionItems, at index: Int) {
            if storage.count == 0 {
                storage = items
            } else if !storage.insert(contentsOf: items, at: index),
                      // Erased items (say, moved out of a mixed section) may all have this
                      // section's type: offer them again, stored typed.
                      !(items is _ErasedSectionItems && storage.insert(contentsOf: Self.compact(items), at: index)) {
                var erased = _ErasedSectionItems(storage.erasedItems())
                _ = erased.insert(contentsOf: items, at: index)
                storage = erased
            }
        }
    }
}

extension AnySnapshot.Section: Equatable {
    /// Whether both sections have equal models and the same items (identity and content) in
    /// the same order, however they are stored.
    /// - Complexity: O(n) comparisons.
    @usableFromInline
    package static func == (lhs: AnySnapshot.Section, rhs: AnySnapshot.Section) -> Bool {
        guard lhs.model == rhs.model, lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count where lhs.identifier(at: index) != rhs.identifier(at: index)
            || !lhs.storage.isContentEqual(at: index, to: rhs.storage, at: index) {
            return false
        }
        return true
    }
}

extension AnySnapshot.Section {
    /// `items` in typed storage when they all have one model type, else as they are.
    static func compact(_ items: any _SectionItems) -> any _SectionItems {
        _TypedSectionItems<_NoModel>.compact(items.erasedItems())
    }
}
