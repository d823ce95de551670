/// The key of an app-defined part of a cell's state, typed by its value, UIKit's
/// `UIConfigurationStateCustomKey`: "is favourite", "is downloading", "unread count".
///
/// Declare a key once, as a computed static property constrained to its value type, then set
/// the value on the cell from its controller (``CellView/setCustomState(_:for:)``), usually in
/// `configureCell`, and read it back typed in ``CellView/updateState(_:)``
/// (``CellState/subscript(_:)``):
///
/// ```swift
/// extension CellStateKey where Value == Bool {
///     static var isFavourite: CellStateKey<Bool> { CellStateKey("isFavourite") }
/// }
///
/// final class SongCell: TableCell {
///     var star = " "
///     override func updateState(_ state: CellState) { star = state[.isFavourite] == true ? "★" : " " }
/// }
/// ```
///
/// Two keys are the same key when they have the same name and the same value type; a key of
/// another value type with the same name is another key.
public struct CellStateKey<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The key's name, unique among the keys of its value type.
    package let name: String

    /// Creates the key called `name`.
    public init(_ name: String) {
        self.name = name
    }
}

/// App-defined values of a ``CellState``, by key: the one place that erases them (each value
/// is read back through the typed ``CellStateKey`` it was stored with).
struct CustomCellState: Hashable, Sendable {
    /// A key's identity: its name and its value type.
    struct Key: Hashable, Sendable {
        let name: String
        let valueType: ObjectIdentifier
    }

    /// A stored value, compared and hashed as its own type.
    struct Entry: Hashable, Sendable {
        let value: any Hashable & Sendable

        static func == (lhs: Entry, rhs: Entry) -> Bool { AnyHashable(lhs.value) == AnyHashable(rhs.value) }
        func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }
    }

    private var entries: [Key: Entry] = [:]

    /// The value stored for `key`, or `nil`.
    ///
    /// - Complexity: O(1) expected.
    subscript<Value>(key: CellStateKey<Value>) -> Value? {
        get { entries[Key(name: key.name, valueType: ObjectIdentifier(Value.self))]?.value as? Value }
        set { entries[Key(name: key.name, valueType: ObjectIdentifier(Value.self))] = newValue.map { Entry(value: $0) } }
    }
}
