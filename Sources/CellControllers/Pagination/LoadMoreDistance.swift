/// How close the last visible item must come to an end for a ``LoadMoreTrigger`` to fire.
public enum LoadMoreDistance: Hashable, Sendable {
    /// At most this many items after the last visible item (0: the last item is visible).
    case items(Int)
    /// At most this many points between the bottom of the last visible item and the bottom of
    /// the end's last item.
    case points(Double)
}
