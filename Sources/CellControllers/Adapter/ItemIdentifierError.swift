/// A request by item identifier (``DiffableDataSource/scrollToItem(_:at:animated:)``,
/// ``DiffableDataSource/selectItem(_:animated:scrollPosition:)``,
/// ``DiffableDataSource/restoreScrollPosition(_:)``, ...) that cannot be met. The host is left
/// exactly as it was.
public enum ItemIdentifierError<ItemID: Hashable & Sendable>: Error, Hashable, Sendable {
    /// The screen shown has no item with this identifier: it was deleted, or is in an apply
    /// that is still on its way to the host.
    case itemNotShown(ItemID)
    /// The screen shown has the item at this path, but the host does not: something drove the
    /// host behind its adapter's back.
    case hostOutOfSync(ItemID, CellHostError)
}

extension ItemIdentifierError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case .itemNotShown(let id):
            "No item with identifier \(id) is shown: it is not in the data source's snapshot(). Apply a snapshot "
                + "that has it first (await an asynchronous apply), or fall back to another item."
        case let .hostOutOfSync(id, error):
            "Item \(id) is shown by the data source, but the host rejected its path: \(error) "
                + "Change the host only through its adapter."
        }
    }
}
