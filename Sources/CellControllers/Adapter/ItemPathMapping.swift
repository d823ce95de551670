/// Where the items of the shown snapshot are in the next one, across a diff: what the adapter
/// needs to carry its live controllers (see `LiveControllers`) over an apply without looking at
/// the other items.
enum ItemPathMapping: Sendable {
    /// The structure did not change: every item is where it was.
    case identity
    /// The structure stage of the diff, validated (see `PreparedChanges`): paths map in
    /// O(log k) for k changes.
    case plan(UpdatePlan)
    /// Nothing is known (a reload): no item is assumed to be kept.
    case unknown

    /// Where the item at `path` is after the change, or `nil` when it is gone or unknown.
    ///
    /// - Complexity: O(log k).
    func newPath(forOld path: ItemPath) -> ItemPath? {
        switch self {
        case .identity: path
        case .plan(let plan): plan.newPath(forOld: path)
        case .unknown: nil
        }
    }
}
