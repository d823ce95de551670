/// Misuse of a host that the compiler cannot catch: each case says what was wrong and how to fix it.
public enum CellHostError: Error, Hashable, Sendable {
    /// A dequeue asked for a reuse identifier that nothing is registered for.
    case unregisteredReuseIdentifier(String)
    /// A dequeued cell is not of the class a controller expects (the identifier was registered
    /// for another class through the raw API, or a hand-written `ReusableCell` conformance
    /// returned another class from `makeCell`).
    case cellTypeMismatch(reuseIdentifier: String, expected: String, actual: String)
    /// An item path outside the host's sections or items.
    case itemOutOfRange(ItemPath, sectionCount: Int, itemCount: Int?)
    /// A viewport size or content offset that is negative or not finite.
    case invalidGeometry(String)
}

extension CellHostError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case .unregisteredReuseIdentifier(let identifier):
            return "No cell class is registered for reuse identifier '\(identifier)'. Call "
                + "register(YourCell.self, forCellWithReuseIdentifier: \"\(identifier)\") before dequeuing, "
                + "or let a GenericCellController register its cell for you."
        case let .cellTypeMismatch(identifier, expected, actual):
            return "The cell dequeued for reuse identifier '\(identifier)' is a \(actual), but its controller "
                + "expects a \(expected). Register \(expected) for that identifier, or give the controller its own "
                + "reuse identifier."
        case let .itemOutOfRange(path, sectionCount, itemCount):
            if let itemCount {
                return "Item \(path) is out of range: section \(path.section) has \(itemCount) items."
            }
            return "Item \(path) is out of range: the host has \(sectionCount) sections."
        case .invalidGeometry(let detail):
            return "Invalid geometry: \(detail). Sizes and offsets must be finite and not negative."
        }
    }
}
