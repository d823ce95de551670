/// The part of an apply that needs no main actor: the diff from the shown snapshot to the new
/// one, and where the kept items go (for the adapter's live controllers).
///
/// Everything here is `Sendable` and computed from `Sendable` snapshots, so the asynchronous
/// applies compute it on the global concurrent executor (``computedOffMainActor(from:to:contentChanges:)``)
/// and the main actor only applies the result.
struct PreparedChanges: Sendable {
    /// The batches to apply, or `nil` to show the new snapshot with `reloadData()`.
    var changes: StagedChangeset?
    /// Where the shown items are in the new snapshot.
    var mapping: ItemPathMapping
    /// Each stage of ``changes`` validated into the plan a host applies, built once with the
    /// diff (so off the main actor for an asynchronous apply); empty when unknown.
    var plans: [(stage: StagedChangeset.Stage, plan: UpdatePlan)] = []

    /// Show the new snapshot with `reloadData()`: no diff, no item kept.
    static let reload = PreparedChanges(changes: nil, mapping: .unknown)

    /// The plan of `stage`, if it was built.
    func plan(of stage: StagedChangeset.Stage) -> UpdatePlan? {
        plans.first { $0.stage == stage }?.plan
    }

    /// Diffs `old` into `new` (which validates both), validates each stage into its plan, and
    /// maps the kept items with the structure stage's plan (for live controllers). When `new`
    /// shares every section's item storage with `old` (an unedited copy of the shown snapshot,
    /// say), and its section models are equal, nothing is diffed: no change. When it shares
    /// some sections' storage, only the others are diffed (see
    /// `AnySnapshot.diffSkippingUnchangedSections(from:to:contentChanges:)`).
    ///
    /// - Throws: ``SnapshotError`` for duplicate identifiers.
    /// - Complexity: what ``AnySnapshot/diff(from:to:contentChanges:)`` costs for the sections
    ///   whose storage changed (all of them, unless `new`'s index proves it free of duplicates),
    ///   plus O(s + k log k) for s sections and k changes to map the paths; O(s) when nothing
    ///   changed in storage.
    static func compute(from old: AnySnapshot, to new: AnySnapshot, contentChanges: ContentChangeStyle) throws(SnapshotError) -> PreparedChanges {
        // The shown snapshot again, or a copy of it whose edits left every section's items and
        // model as they were (and that marks nothing): nothing to diff. `old` was validated
        // when it was shown, so `new`, the same sections and items, needs no check either.
        if new.marks.isEmpty && new.hasSameSectionsAndItems(as: old) {
            return PreparedChanges(changes: StagedChangeset(), mapping: .identity)
        }
        // Some sections kept their items: diff only the others.
        let changes: StagedChangeset
        if let partial = try AnySnapshot.diffSkippingUnchangedSections(from: old, to: new, contentChanges: contentChanges) {
            changes = partial
        } else {
            changes = try AnySnapshot.diff(from: old, to: new, contentChanges: contentChanges)
        }
        return planned(changes, oldCounts: itemCounts(of: old), newCounts: itemCounts(of: new))
    }

    /// `changes` (between screens of `oldCounts` and `newCounts` items per section) with each
    /// stage validated once into its plan: the structure from the old counts to the new, the
    /// content at the new ones (a diff of valid snapshots always validates), and the kept items
    /// mapped with the structure stage's plan. An outline's expansion builds its one batch
    /// itself and comes here too.
    ///
    /// - Complexity: O(s + k log k) for s sections and k changes.
    static func planned(_ changes: StagedChangeset, oldCounts: [Int], newCounts: [Int]) -> PreparedChanges {
        var plans: [(stage: StagedChangeset.Stage, plan: UpdatePlan)] = []
        for (stage, update) in changes.namedStages {
            guard let plan = try? UpdatePlan(update, oldCounts: stage == .structure ? oldCounts : newCounts, newCounts: newCounts)
            else { return PreparedChanges(changes: changes, mapping: .unknown) }
            plans.append((stage, plan))
        }
        let mapping: ItemPathMapping = plans.first { $0.stage == .structure }.map { .plan($0.plan) } ?? .identity
        return PreparedChanges(changes: changes, mapping: mapping, plans: plans)
    }

    /// ``compute(from:to:contentChanges:)`` on the global concurrent executor, never on the
    /// caller's actor. It takes `old` over (`consuming`), so that if the caller's screen moved
    /// on meanwhile, the last reference to a large old snapshot is dropped here, off the main
    /// actor.
    ///
    /// - Returns: `nil`, without diffing, when the calling task is already cancelled.
    @concurrent
    static func computedOffMainActor(
        from old: consuming AnySnapshot,
        to new: AnySnapshot,
        contentChanges: ContentChangeStyle
    ) async throws(SnapshotError) -> PreparedChanges? {
        guard !Task.isCancelled else { return nil }
        return try compute(from: old, to: new, contentChanges: contentChanges)
    }

    /// Validates `snapshot` on the global concurrent executor, for a reload.
    ///
    /// - Returns: ``reload``, or `nil` without validating when the calling task is already
    ///   cancelled.
    @concurrent
    static func reloadValidatedOffMainActor(_ snapshot: AnySnapshot) async throws(SnapshotError) -> PreparedChanges? {
        guard !Task.isCancelled else { return nil }
        try snapshot.validate()
        return reload
    }

    /// The number of items of each section of `snapshot`.
    ///
    /// - Complexity: O(s) for s sections.
    static func itemCounts(of snapshot: AnySnapshot) -> [Int] {
        UpdatePlan.itemCounts(sectionCount: snapshot.numberOfSections, itemCount: snapshot.numberOfItems(inSection:))
    }

    /// Drops `snapshot` on the global concurrent executor: releasing the last reference to a
    /// large snapshot frees every item, O(n) work that must not land on the main actor.
    /// Pass it with `consume`, so that the caller keeps no reference of its own.
    static func release(_ snapshot: consuming AnySnapshot) {
        Task.detached(priority: .utility) { [snapshot = consume snapshot] in
            _ = snapshot
        }
    }
}

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
