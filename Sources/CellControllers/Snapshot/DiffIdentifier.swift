/// The type-erased, `Sendable` identity of an item or section model: the model's **type** plus
/// its `id`.
///
/// Two identifiers are equal only when both the model type and the id are equal, so a `Photo`
/// with id `7` and a `Post` with id `7` are different items. Identity is what a diff uses to
/// decide that an element was kept, moved, inserted or deleted; content equality is a separate
/// question, answered by the models' `==`.
///
/// The hash is computed once, when the identifier is created, so hashing and comparing
/// identifiers during a diff costs no more than for a plain `Int`. `Int` and `String` ids (the
/// common cases) are stored inline; any other id type is kept in a small immutable box, so that
/// copying an identifier is at most one retain and comparing two needs no dynamic cast.
///
/// All type erasure of ids lives in this file (`AnyHashable` is not `Sendable` in Swift 6).
public struct DiffIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// How the id is stored: the two common id types inline, anything else boxed.
    @usableFromInline
    internal enum Storage: Sendable {
        case int(Int)
        case string(String)
        case other(any _AnyIDBox)
    }

    /// The model type whose identity space the id belongs to.
    @usableFromInline internal let modelType: Any.Type
    /// The id itself.
    @usableFromInline internal let storage: Storage
    /// The hash of (model type, id type, id), computed once at creation.
    @usableFromInline internal let precomputedHash: Int

    /// Creates the identifier of `model`: its static type `Model` and its `id`.
    ///
    /// The static type is used (not the dynamic type of a class instance), so instances of
    /// subclasses share the identity space of the type they are passed as.
    /// - Complexity: O(1) plus one hash of `model.id`.
    @inlinable
    package init<Model: Identifiable>(_ model: Model) where Model.ID: Sendable {
        self.init(type: Model.self, id: model.id)
    }

    /// Creates the identifier of the model of type `Model` whose id is `id`, for code that has the
    /// id but not the model (for example a section identified by an enum case).
    ///
    /// `id` must be a `Model.ID`: `DiffIdentifier(type: Message.self, id: "1")` does not compile
    /// when `Message.ID` is `Int`, as the typed ``Snapshot`` edits do not.
    /// - Complexity: O(1) plus one hash of `id`.
    @inlinable
    public init<Model: Identifiable>(type: Model.Type, id: Model.ID) where Model.ID: Sendable {
        self.init(uncheckedType: Model.self, id: id)
    }

    /// Creates an identifier in the identity space of `type` from an id of any type, **without**
    /// checking that `ID` is the type's id type. For identity spaces that are not an
    /// `Identifiable` model's (a container item naming its content type and an id of its own);
    /// for a model type use ``init(type:id:)``, which checks the id's type.
    /// - Complexity: O(1) plus one hash of `id`.
    ///
    /// An id that is itself a `DiffIdentifier` stands for itself (whatever `type`): the identity of
    /// a ``CellController`` as a snapshot item is its model's, so that a snapshot of controllers
    /// and a snapshot of their models identify the same items alike.
    @inlinable
    package init<ID: Hashable & Sendable>(uncheckedType type: Any.Type, id: ID) {
        // Specialised code folds this conditional cast to a constant.
        if ID.self == DiffIdentifier.self {
            // The types were just compared: a reinterpretation, not a cast (a dynamic cast per
            // item costs as much as the rest of a diff's work on it).
            self = unsafeBitCast(id, to: DiffIdentifier.self)
            return
        }
        self.modelType = type
        // Specialised code folds these conditional casts to constants.
        if ID.self == Int.self, let value = id as? Int {
            // An `Int` id (the most common) is mixed with its type without a `Hasher`: setting
            // one up costs more than the rest of making the identifier.
            self.precomputedHash = Self.hash(of: value, type: type)
            self.storage = .int(value)
            return
        }
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(type))
        hasher.combine(ObjectIdentifier(ID.self))
        hasher.combine(id)
        self.precomputedHash = hasher.finalize()
        if ID.self == String.self, let value = id as? String {
            self.storage = .string(value)
        } else {
            self.storage = .other(_IDBox(id))
        }
    }

    /// The hash of an `Int` id of a model of type `type`: the two and the process's
    /// ``intHashSeed`` mixed by a SplitMix64 finaliser, every bit of each reaching every bit of
    /// the hash. Only identifiers with `Int` ids use it, and they equal only each other, so it
    /// need not match the `Hasher`'s.
    @inlinable
    static func hash(of id: Int, type: Any.Type) -> Int {
        var mixed = (UInt64(UInt(bitPattern: ObjectIdentifier(type))) &* 0x9E37_79B9_7F4A_7C15) ^ intHashSeed ^ UInt64(UInt(bitPattern: id))
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    /// A seed drawn from the standard library's per-process random hashing seed, so that
    /// ``hash(of:type:)``, like a `Hasher`, differs from run to run: ids an attacker chooses (a
    /// server's, say) cannot be picked to collide in the diff's symbol table, which buckets
    /// identifiers by this hash.
    @usableFromInline
    static let intHashSeed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }()

    /// The model type this identifier belongs to.
    @usableFromInline
    package var type: Any.Type { modelType }

    /// The id, type-erased.
    package var id: any Hashable & Sendable {
        switch storage {
        case .int(let value): return value
        case .string(let value): return value
        case .other(let box): return box.base
        }
    }

    /// Whether both identifiers have the same model type and equal ids of the same type.
    /// - Complexity: O(1) for `Int` ids and for identifiers whose hashes differ; otherwise the
    ///   cost of the id's `==`.
    @inlinable
    public static func == (lhs: DiffIdentifier, rhs: DiffIdentifier) -> Bool {
        guard lhs.precomputedHash == rhs.precomputedHash,
              ObjectIdentifier(lhs.modelType) == ObjectIdentifier(rhs.modelType)
        else { return false }
        return Storage.idsEqual(lhs.storage, rhs.storage)
    }

    /// Feeds the precomputed hash into `hasher`.
    /// - Complexity: O(1).
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(precomputedHash)
    }

    /// `TypeName(id)`, for example `Photo(7)` or `Post("intro")`.
    public var description: String {
        let name = String(describing: modelType)
        switch storage {
        case .int(let value): return "\(name)(\(value))"
        case .string(let value): return "\(name)(\(String(reflecting: value)))"
        case .other(let box):
            // A model whose id is itself an identifier (a ContainerItem's: content type and id)
            // reads as that identifier, not as the library's internal model type around it.
            if let inner = box.base as? DiffIdentifier { return inner.description }
            return "\(name)(\(String(reflecting: box.base)))"
        }
    }
}

extension DiffIdentifier.Storage {
    /// Whether two stored ids are equal: same id type and `==`. Matches each side in place
    /// (no tuple of copies), so comparing `Int` ids costs no reference counting.
    @inlinable
    static func idsEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        switch lhs {
        case .int(let a):
            if case .int(let b) = rhs { return a == b }
            return false
        case .string(let a):
            if case .string(let b) = rhs { return a == b }
            return false
        case .other(let a):
            if case .other(let b) = rhs { return a.isEqual(to: b) }
            return false
        }
    }
}

/// The erased interface of ``_IDBox``.
@usableFromInline
internal protocol _AnyIDBox: AnyObject, Sendable {
    /// The id.
    var base: any Hashable & Sendable { get }
    /// Whether `other` holds an id of exactly the same type that is `==` to this one.
    func isEqual(to other: any _AnyIDBox) -> Bool
}

/// An immutable box holding an id of a type other than `Int` and `String`.
@usableFromInline
internal final class _IDBox<ID: Hashable & Sendable>: _AnyIDBox {
    @usableFromInline internal let id: ID

    @usableFromInline
    internal init(_ id: ID) {
        self.id = id
    }

    @usableFromInline
    internal var base: any Hashable & Sendable { id }

    @usableFromInline
    internal func isEqual(to other: any _AnyIDBox) -> Bool {
        if other === self { return true }
        guard ObjectIdentifier(Swift.type(of: other)) == ObjectIdentifier(_IDBox<ID>.self) else { return false }
        // The exact class was checked just above, so this downcast cannot fail.
        return unsafeDowncast(other, to: _IDBox<ID>.self).id == id
    }
}

extension DiffIdentifier {
    /// The identifier of `element`: a model's own, or for an ``AnyDiffable`` its model's.
    @inlinable
    internal init<Element: Identifiable>(of element: Element) where Element.ID: Sendable {
        if let erased = element as? AnyDiffable {
            self = erased.identifier
        } else {
            self.init(element)
        }
    }
}
