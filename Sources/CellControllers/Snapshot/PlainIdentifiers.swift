// Plain identifiers: a value that is `Hashable` is its own identity, so snapshots take `Int` and
// `String` items and section enums without a wrapper type or a `var id`, as UIKit's diffable
// snapshots take any `Hashable` item. The type checks stay: `Snapshot<Section, Int>` still edits
// with `Int` identifiers only, and needs a factory or registration whose model is `Int`.

extension Identifiable where Self: Hashable {
    /// The value itself, as its own identity: a `Hashable` type that declares `Identifiable`
    /// without an `id` of its own is identified by its value, so
    /// `enum Section: Identifiable, Sendable { case main, recent }` needs no `var id`. A type's
    /// own `id` wins over this default.
    ///
    /// A class that is both `Hashable` and `Identifiable` and has no `id` of its own also gets
    /// this default as its conformance, but `object.id` written directly is ambiguous with the
    /// standard library's `ObjectIdentifier` default; declare the `id` you mean, for example
    /// `var id: ObjectIdentifier { ObjectIdentifier(self) }`.
    /// - Complexity: O(1) (a copy of the value).
    @inlinable
    public var id: Self { self }
}

/// An `Int` is its own identity: a `Snapshot<Section, Int>` needs no wrapper type.
extension Int: @retroactive Identifiable {}
/// An `Int8` is its own identity.
extension Int8: @retroactive Identifiable {}
/// An `Int16` is its own identity.
extension Int16: @retroactive Identifiable {}
/// An `Int32` is its own identity.
extension Int32: @retroactive Identifiable {}
/// An `Int64` is its own identity.
extension Int64: @retroactive Identifiable {}
/// A `UInt` is its own identity.
extension UInt: @retroactive Identifiable {}
/// A `UInt8` is its own identity.
extension UInt8: @retroactive Identifiable {}
/// A `UInt16` is its own identity.
extension UInt16: @retroactive Identifiable {}
/// A `UInt32` is its own identity.
extension UInt32: @retroactive Identifiable {}
/// A `UInt64` is its own identity.
extension UInt64: @retroactive Identifiable {}
/// A `String` is its own identity: a `Snapshot<Section, String>` needs no wrapper type.
extension String: @retroactive Identifiable {}
/// A `Character` is its own identity.
extension Character: @retroactive Identifiable {}
