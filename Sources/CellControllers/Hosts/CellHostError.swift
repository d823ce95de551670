/// Misuse of a host that the compiler cannot catch: each case says what was wrong and how to fix it.
public enum CellHostError: Error, Hashable, Sendable {
    /// A dequeue asked for a reuse identifier that nothing is registered for.
    case unregisteredReuseIdentifier(String)
    /// A dequeued cell is not of the class a controller expects.
    ///
    /// Kept as the typed failure of the library's one checked cast, which the sealed
    /// ``ReusableCell`` and exact-class reuse queues make unreachable: no sequence of public
    /// calls produces it (see ``GenericCellController``).
    case cellTypeMismatch(reuseIdentifier: String, expected: String, actual: String)
    /// An item path outside the host's sections or items.
    case itemOutOfRange(ItemPath, sectionCount: Int, itemCount: Int?)
    /// A gesture on a section's header or footer that the section does not have (or a section
    /// that does not exist).
    case supplementaryNotFound(SupplementaryKind, section: Int, sectionCount: Int)
    /// The side label column of `section`'s layout (``SideLabelLayout``) is `width` columns
    /// wide, which a viewport `viewportWidth` wide cannot hold: the column takes at least one
    /// column and leaves the items at least one. The section is laid out without it (its
    /// items take the full width, no label is drawn); reported when the section is laid out.
    case sideLabelDoesNotFit(section: Int, width: Double, viewportWidth: Double)
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
        case let .supplementaryNotFound(kind, section, sectionCount):
            guard (0..<sectionCount).contains(section) else {
                return "Section \(section) is out of range: the host has \(sectionCount) sections."
            }
            return "Section \(section) has no \(kind): its data source gave no cell for it (or one of height 0). "
                + "Give the section a \(kind) (ControllerSection's `\(kind):`) before tapping it."
        case let .sideLabelDoesNotFit(section, width, viewportWidth):
            return "The side label column of section \(section) is \(width) columns wide, but the viewport is \(viewportWidth) wide: "
                + "a side label column takes at least 1 column and leaves the items at least 1. The section is laid out without it. "
                + "Give its SideLabelLayout a width from 1 to \(max(1, viewportWidth - 1)), or no side label."
        }
    }
}
