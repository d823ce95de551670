import CellControllers

/// One call of a ``AnySnapshot`` editing method, as the property tests generate it, with how its
/// arguments are named: by model, by ``DiffIdentifier`` or by ``AnyDiffable``.
enum EditOperation: CustomStringConvertible {
    typealias Item = EditReference.Item
    typealias Section = EditReference.Section

    /// How existing elements are named, and how new ones are passed.
    enum Form: CaseIterable, CustomStringConvertible {
        /// Named by their model (`EditPhoto`, `EditPost`, `EditGroup`); new items as typed arrays
        /// when they have one type.
        case model
        /// Named by identifier; new elements passed as models.
        case identifier
        /// Named and passed as `AnyDiffable`s.
        case erased

        var description: String {
            switch self {
            case .model: return "model"
            case .identifier: return "id"
            case .erased: return "erased"
            }
        }
    }

    case appendSections([Section], Form)
    case insertSections([Section], anchor: Int, after: Bool, Form)
    case deleteSections([Int], Form)
    case moveSection(Int, anchor: Int, after: Bool, Form)
    case reloadSections([Int], Form)
    /// `section` `nil`: the last section (the default argument).
    case appendItems([Item], section: Int?, Form)
    case insertItems([Item], anchor: Item, after: Bool, Form)
    case deleteItems([Item], Form)
    case deleteAllItems
    case moveItem(Item, anchor: Item, after: Bool, Form)
    case reconfigureItems([Item], Form)
    case reloadItems([Item], Form)
    /// `snapshot.sections = snapshot.sections`: the index and the marks are dropped.
    case reassignSections
    /// `snapshot.sections[index].model = ...` through the setter's `_modify`.
    case retitleSection(index: Int, title: Int)

    /// The method's name, for counting.
    var name: String {
        switch self {
        case .appendSections: return "appendSections"
        case .insertSections: return "insertSections"
        case .deleteSections: return "deleteSections"
        case .moveSection: return "moveSection"
        case .reloadSections: return "reloadSections"
        case .appendItems: return "appendItems"
        case .insertItems: return "insertItems"
        case .deleteItems: return "deleteItems"
        case .deleteAllItems: return "deleteAllItems"
        case .moveItem: return "moveItem"
        case .reconfigureItems: return "reconfigureItems"
        case .reloadItems: return "reloadItems"
        case .reassignSections: return "reassignSections"
        case .retitleSection: return "retitleSection"
        }
    }

    var description: String {
        func place(_ after: Bool) -> String { after ? "after" : "before" }
        switch self {
        case let .appendSections(sections, form): return "appendSections(\(sections.map { $0.model }), \(form))"
        case let .insertSections(sections, anchor, after, form):
            return "insertSections(\(sections.map { $0.model }), \(place(after)): G\(anchor), \(form))"
        case let .deleteSections(ids, form): return "deleteSections(\(ids.map { "G\($0)" }), \(form))"
        case let .moveSection(id, anchor, after, form): return "moveSection(G\(id), \(place(after)): G\(anchor), \(form))"
        case let .reloadSections(ids, form): return "reloadSections(\(ids.map { "G\($0)" }), \(form))"
        case let .appendItems(items, section, form):
            return "appendItems(\(items), toSection: \(section.map { "G\($0)" } ?? "nil"), \(form))"
        case let .insertItems(items, anchor, after, form): return "insertItems(\(items), \(place(after)): \(anchor), \(form))"
        case let .deleteItems(items, form): return "deleteItems(\(items), \(form))"
        case .deleteAllItems: return "deleteAllItems()"
        case let .moveItem(item, anchor, after, form): return "moveItem(\(item), \(place(after)): \(anchor), \(form))"
        case let .reconfigureItems(items, form): return "reconfigureItems(\(items), \(form))"
        case let .reloadItems(items, form): return "reloadItems(\(items), \(form))"
        case .reassignSections: return "sections = sections"
        case let .retitleSection(index, title): return "sections[\(index)].model.title = \(title)"
        }
    }

    // MARK: Applying to the reference

    /// Applies the operation to `reference`: the error the snapshot must throw, or `nil`.
    func apply(to reference: inout EditReference) -> SnapshotEditError? {
        switch self {
        case let .appendSections(sections, _): return reference.appendSections(sections)
        case let .insertSections(sections, anchor, after, _): return reference.insertSections(sections, anchor: anchor, after: after)
        case let .deleteSections(ids, _): return reference.deleteSections(ids)
        case let .moveSection(id, anchor, after, _): return reference.moveSection(id, anchor: anchor, after: after)
        case let .reloadSections(ids, _): return reference.reloadSections(ids)
        case let .appendItems(items, section, _): return reference.appendItems(items, section: section)
        case let .insertItems(items, anchor, after, _): return reference.insertItems(items, anchor: anchor, after: after)
        case let .deleteItems(items, _): return reference.deleteItems(items)
        case .deleteAllItems:
            reference.deleteAllItems()
            return nil
        case let .moveItem(item, anchor, after, _): return reference.moveItem(item, anchor: anchor, after: after)
        case let .reconfigureItems(items, _): return reference.reconfigureItems(items)
        case let .reloadItems(items, _): return reference.reloadItems(items)
        case .reassignSections:
            reference.forgetMarks()
            return nil
        case let .retitleSection(index, title):
            reference.sections[index].title = title
            reference.forgetMarks()
            return nil
        }
    }

    // MARK: Applying to a snapshot

    /// Calls the snapshot's editing method.
    func perform(on snapshot: inout AnySnapshot) throws(SnapshotEditError) {
        switch self {
        case let .appendSections(sections, form):
            if form == .erased {
                try snapshot.appendSections(sections.map { AnyDiffable($0.model) })
            } else {
                try snapshot.appendSections(sections.map { $0.model })
            }
        case let .insertSections(sections, anchor, after, form):
            try Self.insertSections(sections, anchor: anchor, after: after, form: form, into: &snapshot)
        case let .deleteSections(ids, form):
            switch form {
            case .model: try snapshot.deleteSections(ids.map { EditGroup(id: $0) })
            case .identifier: try snapshot.deleteSections(ids.map(EditFixtures.group))
            case .erased: try snapshot.deleteSections(ids.map { AnyDiffable(EditGroup(id: $0)) })
            }
        case let .moveSection(id, anchor, after, form):
            switch (form, after) {
            case (.model, false): try snapshot.moveSection(EditGroup(id: id), beforeSection: EditGroup(id: anchor))
            case (.model, true): try snapshot.moveSection(EditGroup(id: id), afterSection: EditGroup(id: anchor))
            case (.identifier, false): try snapshot.moveSection(EditFixtures.group(id), beforeSection: EditFixtures.group(anchor))
            case (.identifier, true): try snapshot.moveSection(EditFixtures.group(id), afterSection: EditFixtures.group(anchor))
            // An erased section mixed with a model anchor: both are `Identifiable`.
            case (.erased, false): try snapshot.moveSection(AnyDiffable(EditGroup(id: id)), beforeSection: EditGroup(id: anchor))
            case (.erased, true): try snapshot.moveSection(EditGroup(id: id), afterSection: AnyDiffable(EditGroup(id: anchor)))
            }
        case let .reloadSections(ids, form):
            switch form {
            case .model: try snapshot.reloadSections(ids.map { EditGroup(id: $0) })
            case .identifier: try snapshot.reloadSections(ids.map(EditFixtures.group))
            case .erased: try snapshot.reloadSections(ids.map { AnyDiffable(EditGroup(id: $0)) })
            }
        case let .appendItems(items, section, form):
            try Self.appendItems(items, section: section, form: form, to: &snapshot)
        case let .insertItems(items, anchor, after, form):
            try Self.insertItems(items, anchor: anchor, after: after, form: form, into: &snapshot)
        case let .deleteItems(items, form):
            try Self.name(items, form: form, method: .delete, in: &snapshot)
        case .deleteAllItems:
            snapshot.deleteAllItems()
        case let .moveItem(item, anchor, after, form):
            try Self.moveItem(item, anchor: anchor, after: after, form: form, in: &snapshot)
        case let .reconfigureItems(items, form):
            try Self.name(items, form: form, method: .reconfigure, in: &snapshot)
        case let .reloadItems(items, form):
            try Self.name(items, form: form, method: .reload, in: &snapshot)
        case .reassignSections:
            snapshot.sections = snapshot.sections
        case let .retitleSection(index, title):
            snapshot.sections[index].model = AnyDiffable(EditGroup(id: snapshot.sections[index].model.model(as: EditGroup.self)!.id, title: title))
        }
    }

    /// The methods that name existing items.
    private enum NamingMethod { case delete, reconfigure, reload }

    /// Names existing items for `method`: as typed models when they have one type (`.model`),
    /// as `AnyDiffable`s (`.erased`, or `.model` with mixed types), or by identifier.
    private static func name(_ items: [Item], form: Form, method: NamingMethod, in snapshot: inout AnySnapshot) throws(SnapshotEditError) {
        func call<Model: Identifiable>(_ models: [Model]) throws(SnapshotEditError) where Model.ID: Sendable {
            switch method {
            case .delete: try snapshot.deleteItems(models)
            case .reconfigure: try snapshot.reconfigureItems(models)
            case .reload: try snapshot.reloadItems(models)
            }
        }
        switch form {
        case .identifier:
            let identifiers = items.map { $0.identifier }
            switch method {
            case .delete: try snapshot.deleteItems(identifiers)
            case .reconfigure: try snapshot.reconfigureItems(identifiers)
            case .reload: try snapshot.reloadItems(identifiers)
            }
        case .erased:
            try call(items.map { $0.erased })
        case .model:
            if items.allSatisfy({ $0.kind == .photo }) {
                try call(items.map { EditPhoto(id: $0.id) })
            } else if items.allSatisfy({ $0.kind == .post }) {
                try call(items.map { EditPost(id: $0.id) })
            } else {
                try call(items.map { $0.erased })
            }
        }
    }

    private static func insertSections(
        _ sections: [Section], anchor: Int, after: Bool, form: Form, into snapshot: inout AnySnapshot
    ) throws(SnapshotEditError) {
        let models = sections.map { $0.model }
        switch (form, after) {
        case (.model, false): try snapshot.insertSections(models, beforeSection: EditGroup(id: anchor))
        case (.model, true): try snapshot.insertSections(models, afterSection: EditGroup(id: anchor))
        case (.identifier, false): try snapshot.insertSections(models, beforeSection: EditFixtures.group(anchor))
        case (.identifier, true): try snapshot.insertSections(models, afterSection: EditFixtures.group(anchor))
        case (.erased, false): try snapshot.insertSections(models.map { AnyDiffable($0) }, beforeSection: AnyDiffable(EditGroup(id: anchor)))
        case (.erased, true): try snapshot.insertSections(models.map { AnyDiffable($0) }, afterSection: AnyDiffable(EditGroup(id: anchor)))
        }
    }

    /// Calls `body` with the items as typed models when they all have one type and `form` is
    /// `.model` or `.identifier`, else as `AnyDiffable`s.
    private static func withNewItems(
        _ items: [Item], form: Form,
        photos: ([EditPhoto]) throws(SnapshotEditError) -> Void,
        posts: ([EditPost]) throws(SnapshotEditError) -> Void,
        erased: ([AnyDiffable]) throws(SnapshotEditError) -> Void
    ) throws(SnapshotEditError) {
        if form != .erased {
            if items.allSatisfy({ $0.kind == .photo }) {
                return try photos(items.map { EditPhoto(id: $0.id, value: $0.value) })
            }
            if items.allSatisfy({ $0.kind == .post }) {
                return try posts(items.map { EditPost(id: $0.id, value: $0.value) })
            }
        }
        try erased(items.map { $0.erased })
    }

    private static func appendItems(_ items: [Item], section: Int?, form: Form, to snapshot: inout AnySnapshot) throws(SnapshotEditError) {
        func append<Model: Identifiable & Equatable & Sendable>(_ models: [Model]) throws(SnapshotEditError) where Model.ID: Sendable {
            guard let section else {
                if form == .identifier {
                    try snapshot.appendItems(models, toSection: nil)
                } else {
                    try snapshot.appendItems(models)
                }
                return
            }
            switch form {
            case .model: try snapshot.appendItems(models, toSection: EditGroup(id: section))
            case .identifier: try snapshot.appendItems(models, toSection: EditFixtures.group(section))
            case .erased: try snapshot.appendItems(models, toSection: AnyDiffable(EditGroup(id: section)))
            }
        }
        try withNewItems(
            items, form: form,
            photos: { (models) throws(SnapshotEditError) in try append(models) },
            posts: { (models) throws(SnapshotEditError) in try append(models) },
            erased: { (models) throws(SnapshotEditError) in try append(models) })
    }

    private static func insertItems(_ items: [Item], anchor: Item, after: Bool, form: Form, into snapshot: inout AnySnapshot) throws(SnapshotEditError) {
        func insert<Model: Identifiable & Equatable & Sendable>(_ models: [Model]) throws(SnapshotEditError) where Model.ID: Sendable {
            switch (form, anchor.kind, after) {
            case (.model, .photo, false): try snapshot.insertItems(models, beforeItem: EditPhoto(id: anchor.id))
            case (.model, .photo, true): try snapshot.insertItems(models, afterItem: EditPhoto(id: anchor.id))
            case (.model, .post, false): try snapshot.insertItems(models, beforeItem: EditPost(id: anchor.id))
            case (.model, .post, true): try snapshot.insertItems(models, afterItem: EditPost(id: anchor.id))
            case (.identifier, _, false): try snapshot.insertItems(models, beforeItem: anchor.identifier)
            case (.identifier, _, true): try snapshot.insertItems(models, afterItem: anchor.identifier)
            case (.erased, _, false): try snapshot.insertItems(models, beforeItem: anchor.erased)
            case (.erased, _, true): try snapshot.insertItems(models, afterItem: anchor.erased)
            }
        }
        try withNewItems(
            items, form: form,
            photos: { (models) throws(SnapshotEditError) in try insert(models) },
            posts: { (models) throws(SnapshotEditError) in try insert(models) },
            erased: { (models) throws(SnapshotEditError) in try insert(models) })
    }

    private static func moveItem(_ item: Item, anchor: Item, after: Bool, form: Form, in snapshot: inout AnySnapshot) throws(SnapshotEditError) {
        switch (form, after) {
        case (.identifier, false): try snapshot.moveItem(item.identifier, beforeItem: anchor.identifier)
        case (.identifier, true): try snapshot.moveItem(item.identifier, afterItem: anchor.identifier)
        case (.erased, false): try snapshot.moveItem(item.erased, beforeItem: anchor.erased)
        case (.erased, true): try snapshot.moveItem(item.erased, afterItem: anchor.erased)
        case (.model, _):
            // Both by their own model types (four combinations of photo and post).
            func move<A: Identifiable, B: Identifiable>(_ a: A, _ b: B) throws(SnapshotEditError) where A.ID: Sendable, B.ID: Sendable {
                if after { try snapshot.moveItem(a, afterItem: b) } else { try snapshot.moveItem(a, beforeItem: b) }
            }
            switch (item.kind, anchor.kind) {
            case (.photo, .photo): try move(EditPhoto(id: item.id), EditPhoto(id: anchor.id))
            case (.photo, .post): try move(EditPhoto(id: item.id), EditPost(id: anchor.id))
            case (.post, .photo): try move(EditPost(id: item.id), EditPhoto(id: anchor.id))
            case (.post, .post): try move(EditPost(id: item.id), EditPost(id: anchor.id))
            }
        }
    }
}
