/// An end that a ``LoadMoreTrigger`` loads more items at.
public enum LoadMoreEnd: Hashable, Sendable {
    /// The end of the whole list.
    case list
    /// The end of the section with this identifier (its model's, as in the ``AnySnapshot``).
    case section(DiffIdentifier)
}
