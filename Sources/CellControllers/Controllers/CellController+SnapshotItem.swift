/// A controller is a snapshot item: a ``Snapshot`` of controllers made up front
/// (`Snapshot<Section, CellController<Host>>`, shown with ``ControllerItems``) has every feature
/// a snapshot of models has: typed read-back, `update`, drag and drop, outlines.
///
/// Its identity and content are its ``diffable``'s: a ``ModelCellController``'s are its model's
/// (two controllers of the same model identity are the same item, updated when the models
/// differ), any other controller's the controller itself.
extension CellController: Identifiable, Equatable {
    /// The identity of the controller's item: its model's for a ``ModelCellController``, the
    /// controller itself otherwise.
    /// - Complexity: O(1), no allocation for model ids of type `Int` or `String`.
    nonisolated public var id: DiffIdentifier { diffIdentifier }

    /// Whether two controllers show the same content: their models are equal (for
    /// ``ModelCellController``s of one model type), or they are the same controller.
    /// - Complexity: O(1) plus the models' `==`; no allocation for controllers of one class.
    nonisolated public static func == (lhs: CellController, rhs: CellController) -> Bool {
        lhs === rhs || lhs.hasContent(equalTo: rhs)
    }
}

/// An item that stands for a model in ``AnyDiffable/model(as:)``: a controller, for its
/// ``CellController/diffable``.
protocol ModelStandIn: Sendable {
    /// The model the item stands for, erased.
    nonisolated var diffable: AnyDiffable { get }
}

extension CellController: ModelStandIn {}
