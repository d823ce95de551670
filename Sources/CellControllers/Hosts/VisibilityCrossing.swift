/// An item's visible fraction crossing one of its visibility thresholds, up or down: what a
/// host reports to its delegate (``CellHostDelegate/host(_:didCrossVisibilityThreshold:of:forItemAt:)``)
/// and the adapter to the item's controller (``CellController/didCrossVisibilityThreshold(_:)``),
/// for impressions ("seen when half of it was on screen") and video autoplay.
///
/// An item is *past* a threshold `t` while its cell's ``CellView/visibleFraction`` is at
/// least `t`. It crosses `t` up when its fraction goes from below `t` to `t` or more, and down
/// when it goes from `t` or more to below `t`. For one item and one threshold, crossings
/// alternate, starting up: an item is displayed below every threshold and ends displaying
/// below every threshold (its last crossings down, to a fraction of 0, come before its
/// `didEndDisplaying`).
public struct VisibilityCrossing: Hashable, Sendable {
    /// Which way the fraction crossed the threshold (``isPast`` says it: up is past).
    package enum Direction: Hashable, Sendable {
        /// From below the threshold to the threshold or more.
        case up
        /// From the threshold or more to below it.
        case down
    }

    /// The threshold crossed, in `0 < threshold <= 1`.
    public let threshold: Double
    /// Which way it was crossed.
    package let direction: Direction
    /// The item's visible fraction after the crossing (0 when it ends displaying).
    public let fraction: Double

    /// A crossing of `threshold` in `direction`, to `fraction`.
    package init(threshold: Double, direction: Direction, fraction: Double) {
        self.threshold = threshold
        self.direction = direction
        self.fraction = fraction
    }

    /// Whether the item is past the threshold now: `true` when it crossed up (its
    /// ``fraction`` is at least the ``threshold``), `false` when it crossed down.
    public var isPast: Bool { direction == .up }
}
