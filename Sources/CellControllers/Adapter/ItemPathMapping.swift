/// Where the items of the shown snapshot are in the next one, across a diff: what the adapter
/// needs to carry its live controllers (see `LiveControllers`) over an apply without looking at
/// the other items.
enum ItemPathMapping: Sendable {
    /// The structure did not change: every item is where it was.
    case identity
    /// The structural stage of the diff, validated: paths map in O(log k) for k changes.
    case plan(UpdatePlan)
    /// Nothing is known (a reload): no item is assumed to be kept.
    case unknown

    /// The mapping across `changes`, from a snapshot with `oldCounts` items per section to one
    /// with `newCounts`.
    ///
    /// - Complexity: O(s + k log k) for s sections and k changes.
    init(_ changes: StagedChangeset, oldCounts: [Int], newCounts: [Int]) {
        // The diff puts the structure (deletes, inserts, moves) in its first stage, and the
        // content of kept elements, at their final paths, in the second, which moves nothing.
        let structural = changes.stages.filter(\.changesStructure)
        guard let structure = structural.first else {
            self = .identity
            return
        }
        guard structural.count == 1, let plan = try? UpdatePlan(structure, oldCounts: oldCounts, newCounts: newCounts) else {
            self = .unknown
            return
        }
        self = .plan(plan)
    }

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

extension BatchUpdate {
    /// Whether the batch inserts, deletes or moves sections or items (as opposed to only
    /// reloading or reconfiguring them in place).
    var changesStructure: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !movedSections.isEmpty
            || !deletedItems.isEmpty || !insertedItems.isEmpty || !movedItems.isEmpty
    }
}
