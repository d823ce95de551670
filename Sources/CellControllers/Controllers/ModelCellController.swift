/// A cell controller for one cell class, `Cell`, that shows one model, `Model`: subclass it,
/// read ``model`` and override the methods you need; each receives a `Cell`.
///
/// ```swift
/// final class PhotoCellController: ModelCellController<PhotoCell, Photo> {
///     override func configureCell(_ cell: PhotoCell) { cell.title = model.title }
/// }
/// let controller = PhotoCellController(model: Photo(id: 1, title: "Dunes"))
/// ```
///
/// The model is the controller's identity and content when the adapter diffs a screen of
/// controller sections: two controllers with models of the same type and id are the same item,
/// updated (reconfigured) when their models differ. A ``GenericCellController`` made without a
/// model is an item only as itself.
///
/// The model is stored once, typed, in the controller (no erased copy): a screen of a million
/// controllers pays for each model once, and the adapter reads the models of a section of
/// controllers of one class straight into typed snapshot storage.
@MainActor
open class ModelCellController<Cell: ReusableCell, Model: Identifiable & Equatable & Sendable>: GenericCellController<Cell>
where Model.ID: Sendable {
    /// The model this controller shows: its identity and content in a snapshot.
    public let model: Model

    /// Creates a controller showing `model`.
    public init(model: Model) {
        self.model = model
        super.init()
    }

    /// The model, erased (an ``AnyDiffable`` model stands for the model it wraps).
    nonisolated public final override var diffable: AnyDiffable { AnyDiffable(model) }

    /// Compares the models, without erasing them when `other` is of this exact class.
    nonisolated final override func hasContent(equalTo other: CellController<Cell.Host>) -> Bool {
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: self)) else { return super.hasContent(equalTo: other) }
        // The exact class was checked just above: it is this class, a subclass of
        // `ModelCellController<Cell, Model>`, so the downcast cannot fail.
        return ControllerReferences.downcast(other, to: ModelCellController.self).model == model
    }

    nonisolated final override var diffIdentifier: DiffIdentifier {
        // An `AnyDiffable` model stands for the model it wraps, as `AnyDiffable.init` has it.
        if Model.self == AnyDiffable.self, let erased = model as? AnyDiffable { return erased.id }
        return DiffIdentifier(model)
    }

    /// `controllers` beside their models when all of them are of exactly this controller's
    /// class: one pass, each class checked (one load) and its model copied out, stopping at the
    /// first controller of another class. `AnyDiffable` models are left to the erased storage.
    nonisolated final override func controllerItems(of controllers: [CellController<Cell.Host>]) -> (any _SectionItems)? {
        if Model.self == AnyDiffable.self { return nil }
        let controllerClass = ObjectIdentifier(type(of: self))
        var isUniform = true
        let models = ContiguousArray<Model>(unsafeUninitializedCapacity: controllers.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            for controller in controllers {
                guard ObjectIdentifier(type(of: controller)) == controllerClass else {
                    isUniform = false
                    return
                }
                // The exact class was checked just above: it is this class, a subclass of
                // `ModelCellController<Cell, Model>`, so the downcast cannot fail.
                (base + initialized).initialize(to: ControllerReferences.downcast(controller, to: ModelCellController.self).model)
                initialized += 1
            }
        }
        guard isUniform else { return nil }
        // The controllers as objects (storage of a concrete type), sharing the caller's buffer:
        // this retains one buffer, not a million controllers, and freeing the screen releases
        // one buffer too.
        let objects = ControllerReferences.objects(sharing: controllers)
        return _ControllerSectionItems<Model, Cell.Host>(models: _TypedSectionItems(models), controllers: _TypedSectionItems(objects))
    }
}
