/// A controller stored in a section of controllers (see ``_ControllerSectionItems``): one
/// reference, of a concrete type.
///
/// `@unchecked Sendable`: the object is a ``CellController``, a main-actor class, which is
/// `Sendable`; it is typed `AnyObject` only so that storage of it is of a concrete type.
///
/// Its layout is what ``ControllerReferences`` relies on: one stored property, a strong class
/// reference, and nothing else.
@usableFromInline
struct _ControllerObject: Identifiable, Equatable, @unchecked Sendable {
    /// The controller.
    @usableFromInline let object: AnyObject

    /// The controller's identity as an object (never used as an item's identity: the section's
    /// items are identified by their models).
    @usableFromInline var id: ObjectIdentifier { ObjectIdentifier(object) }

    @usableFromInline static func == (lhs: _ControllerObject, rhs: _ControllerObject) -> Bool { lhs.object === rhs.object }
}

/// The one home of the library's unchecked reinterpretations of controller references: arrays
/// of controllers read as arrays of ``_ControllerObject``s and back, without a copy, and objects
/// whose class is known read as that class, without a dynamic cast. Every `unsafeBitCast`,
/// `withMemoryRebound` and `unsafeDowncast` of a controller, a controller's cell or a
/// controller array is here, so that the assumptions below are stated and checked once.
///
/// **Layout assumption.** A ``_ControllerObject`` is a struct whose one stored property is a
/// strong reference (`AnyObject`: one pointer, no witness table, since Swift classes need
/// none). So it has the size, stride and alignment of a class reference, and copying, retaining
/// and releasing it is retaining and releasing that reference. An `Array` (or
/// `ContiguousArray`) of them and an `Array` of `CellController<Host>`s are then one buffer of
/// the same pointers, each retained once by the buffer: reinterpreting one as the other shares
/// the buffer (one retain of it, not one per controller) and frees the controllers when the last
/// array goes. `ControllerReferencesTests` check the size, stride and alignment, and that a round
/// trip keeps every object's identity and balances its retains.
///
/// **Class assumption.** The downcasts below are given objects whose class the caller checked
/// (or stored, of one known class): `unsafeDowncast` checks that in debug builds.
///
/// Each function is inlined, as the standard library's are: a call that is not would take the
/// metadata of the class it casts to as an argument, which unspecialized generic code looks up
/// for every cell the host dequeues.
enum ControllerReferences {
    /// `controllers` as objects of a concrete type, sharing their buffer (no copy: one retain of
    /// the buffer, not one per controller).
    /// - Complexity: O(1).
    @inline(__always)
    static func objects<Host>(sharing controllers: [CellController<Host>]) -> ContiguousArray<_ControllerObject> {
        ContiguousArray(unsafeBitCast(controllers, to: [_ControllerObject].self))
    }

    /// `items`, an array of exactly `CellController<Host>`s, as that array (the same buffer);
    /// `nil` when `Item` is another type.
    /// - Complexity: O(1).
    @inline(__always)
    static func controllers<Item, Host>(_ items: [Item], of _: Host.Type) -> [CellController<Host>]? {
        guard Item.self == CellController<Host>.self else { return nil }
        // `Item` is exactly `CellController<Host>` (checked above): the same array, read as itself.
        return unsafeBitCast(items, to: [CellController<Host>].self)
    }

    /// Runs `body` on `buffer`'s objects read as `Controller`s, the same memory: `Controller` is
    /// a class of which every object of `buffer` is an instance (the caller checked it).
    @inline(__always)
    static func withObjects<Controller, Result>(
        _ buffer: UnsafeBufferPointer<_ControllerObject>, as _: Controller.Type, _ body: (UnsafeBufferPointer<Controller>) throws -> Result
    ) rethrows -> Result {
        assert(MemoryLayout<Controller>.stride == MemoryLayout<_ControllerObject>.stride && Controller.self is AnyObject.Type)
        return try buffer.withMemoryRebound(to: Controller.self) { try body($0) }
    }

    /// `object`, which is a `CellController<Host>` (stored as one), as that class.
    /// - Complexity: O(1), no metadata lookup in release builds.
    @inline(__always)
    static func controller<Host>(_ object: AnyObject, of _: Host.Type) -> CellController<Host> {
        unsafeDowncast(object, to: CellController<Host>.self)
    }

    /// `object` as `Class`, which the caller checked it is an instance of (its exact class, say).
    /// - Complexity: O(1), no metadata lookup in release builds.
    @inline(__always)
    static func downcast<Class: AnyObject>(_ object: AnyObject, to _: Class.Type) -> Class {
        unsafeDowncast(object, to: Class.self)
    }
}
