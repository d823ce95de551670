/// A type-erased, `Sendable` item or section model: its identity plus a way to compare content.
///
/// Wrap any `Identifiable & Equatable & Sendable` model; a snapshot's storage holds these, so one
/// snapshot can mix model types (photos, posts, ads) in one section. The identity
/// (``id``) decides whether an element was kept, moved, inserted or deleted; the
/// content (`==` on the wrapped models) decides whether a kept element must be reconfigured.
///
/// `AnyHashable` is not `Sendable` in Swift 6, so the model is held in a small immutable box of
/// its concrete type. All erasure of models, and the one unchecked downcast it needs (made safe
/// by an exact type check just before it), live in this file.
public struct AnyDiffable: Sendable {
    /// The model's identity, ``id`` (stored here, read publicly through `id`).
    @usableFromInline package let identifier: DiffIdentifier
    /// The boxed model.
    @usableFromInline internal let box: any _AnyDiffableBox

    /// Wraps `model`. An `AnyDiffable` passed as the model is returned as it is, not wrapped
    /// again, so it keeps the identity of the model it wraps.
    /// - Complexity: O(1) plus one hash of `model.id` and one allocation.
    @inlinable
    public init<Model: Identifiable & Equatable & Sendable>(_ model: Model) where Model.ID: Sendable {
        if let erased = model as? AnyDiffable {
            self = erased
            return
        }
        self.identifier = DiffIdentifier(model)
        self.box = _DiffableBox(model)
    }

    /// The wrapped model.
    package var base: any Sendable { box.base }

    /// Whether `other` wraps a model of the same identity type whose content is equal (`==` on
    /// the concrete models). Models of different types are never content-equal.
    ///
    /// A diff only asks this of elements whose identifiers are already equal.
    /// - Complexity: O(1) plus the cost of the model's `==`; no dynamic cast.
    @inlinable
    package func isContentEqual(to other: AnyDiffable) -> Bool {
        guard ObjectIdentifier(identifier.type) == ObjectIdentifier(other.identifier.type) else {
            return false
        }
        return box.isEqual(to: other.box)
    }

    /// The wrapped model as `type`, or `nil` if it is of another type. A wrapped
    /// ``CellController`` (an item of a screen of controllers) stands for its model too: asked
    /// for its ``ModelCellController``'s model type, it gives the model.
    /// - Complexity: O(1).
    package func model<Model>(as type: Model.Type) -> Model? {
        if let model = box.base as? Model { return model }
        return (box.base as? any ModelStandIn)?.diffable.model(as: type)
    }
}

extension AnyDiffable: Equatable {
    /// Whether both values have the same identity and equal content.
    /// - Complexity: O(1) plus the model's `==`.
    @inlinable
    public static func == (lhs: AnyDiffable, rhs: AnyDiffable) -> Bool {
        lhs.identifier == rhs.identifier && lhs.isContentEqual(to: rhs)
    }
}

extension AnyDiffable: Identifiable {
    /// The wrapped model's identity: its type and its `id`. An `AnyDiffable` can be passed
    /// wherever a model is expected (as an item of a `Snapshot<AnyDiffable, AnyDiffable>`, say)
    /// and stands for its model.
    public var id: DiffIdentifier { identifier }
}

extension AnyDiffable: CustomStringConvertible {
    /// The identifier followed by the model, for test failures and logs.
    public var description: String {
        "\(identifier): \(String(reflecting: box.base))"
    }
}

/// The erased interface of ``_DiffableBox``.
@usableFromInline
internal protocol _AnyDiffableBox: AnyObject, Sendable {
    /// The wrapped model.
    var base: any Sendable { get }
    /// Whether `other` is a box of the same concrete model type whose model is `==` to this one.
    func isEqual(to other: any _AnyDiffableBox) -> Bool
    /// Typed section storage for this box's model type, holding the models of `count` items, or
    /// `nil` when a box of another class is among them. `fill` appends the items of a range of
    /// positions to a chunk (ranges are consecutive, from 0 to `count`, a few hundred each),
    /// unretained: the caller keeps every box alive until `makeStorage` returns.
    func makeStorage(count: Int, fill: (Range<Int>, inout [Unmanaged<AnyObject>]) -> Void) -> (any _SectionItems)?
}

/// An immutable box holding one model of a concrete type.
@usableFromInline
internal final class _DiffableBox<Model: Identifiable & Equatable & Sendable>: _AnyDiffableBox where Model.ID: Sendable {
    /// The wrapped model.
    @usableFromInline internal let model: Model

    /// Boxes `model`.
    @inlinable
    internal init(_ model: Model) {
        self.model = model
    }

    /// The wrapped model, erased.
    @usableFromInline
    internal var base: any Sendable { model }

    /// Compares models after checking that `other` is exactly a `_DiffableBox<Model>`.
    /// - Complexity: O(1) plus the model's `==`.
    @usableFromInline
    internal func isEqual(to other: any _AnyDiffableBox) -> Bool {
        if other === self { return true }
        guard ObjectIdentifier(Swift.type(of: other)) == ObjectIdentifier(_DiffableBox<Model>.self) else {
            return false
        }
        // The exact class was checked just above, so this downcast cannot fail.
        return unsafeDowncast(other, to: _DiffableBox<Model>.self).model == model
    }

    @usableFromInline
    internal func makeStorage(count: Int, fill: (Range<Int>, inout [Unmanaged<AnyObject>]) -> Void) -> (any _SectionItems)? {
        guard count > 0 else { return _TypedSectionItems<Model>() }
        // One pass, a chunk at a time: the caller fills a small reused array of boxes (so that
        // its per-item work is a loop it can optimise, and no array of n boxes is made), passed
        // unretained (the caller holds them: no reference counting per item), and each
        // box's class is checked (one load) and its model copied out, stopping at the first box
        // of another class. `type(of: self)` is read once: naming `_DiffableBox<Model>` in the
        // loop would look its generic metadata up for every item.
        let boxType = Swift.type(of: self)
        let boxClass = ObjectIdentifier(boxType)
        let chunkSize = 256
        var chunk: [Unmanaged<AnyObject>] = []
        chunk.reserveCapacity(Swift.min(count, chunkSize))
        var isUniform = true
        let models = ContiguousArray<Model>(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            while initialized < count {
                chunk.removeAll(keepingCapacity: true)
                fill(initialized..<Swift.min(initialized + chunkSize, count), &chunk)
                for box in chunk {
                    let copied: Bool = box._withUnsafeGuaranteedRef { box in
                        guard ObjectIdentifier(Swift.type(of: box)) == boxClass else { return false }
                        // The class was checked just above, so this downcast cannot fail.
                        (base + initialized).initialize(to: unsafeDowncast(box, to: boxType).model)
                        return true
                    }
                    guard copied else {
                        isUniform = false
                        return
                    }
                    initialized += 1
                }
            }
        }
        return isUniform ? _TypedSectionItems(models) : nil
    }
}
