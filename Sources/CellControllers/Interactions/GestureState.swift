/// The gesture a host's rows are in: none, a swipe that revealed actions on one row, or an
/// interactive move of one item.
///
/// One at a time, which the enum makes the only possible state: beginning a move hides the
/// revealed actions (``beginMove(at:)``), and the host refuses a swipe while a move is in
/// progress. Both follow their item through a batch update and end with it
/// (``carryOver(_:)``); a scroll or a touch hides revealed actions but leaves a move alone
/// (``dismissSwipe()``).
enum GestureState {
    /// No row is swiped or moved.
    case idle
    /// A row shows its swipe actions.
    case swiping(RevealedSwipeActions)
    /// An item is being moved.
    case moving(InteractiveMovement)

    /// The revealed swipe actions, or `nil`.
    var revealedSwipe: RevealedSwipeActions? {
        if case .swiping(let revealed) = self { revealed } else { nil }
    }

    /// The interactive move in progress, or `nil`.
    var movement: InteractiveMovement? {
        if case .moving(let movement) = self { movement } else { nil }
    }

    /// Hides the revealed swipe actions, if any; a move in progress goes on.
    ///
    /// - Returns: whether actions were hidden.
    @discardableResult
    mutating func dismissSwipe() -> Bool {
        guard case .swiping = self else { return false }
        self = .idle
        return true
    }

    /// Begins a move of the item at `path`, its target on the item itself; revealed swipe
    /// actions are hidden.
    mutating func beginMove(at path: ItemPath) {
        self = .moving(InteractiveMovement(source: path, target: path))
    }

    /// Carries the gesture across a batch update: revealed actions and a move follow their
    /// item to its new path (a move's target goes back onto the item), and end if the item
    /// was deleted or reloaded.
    ///
    /// - Complexity: O(log k) for k changes.
    mutating func carryOver(_ plan: UpdatePlan) {
        switch self {
        case .idle:
            break
        case .swiping(var revealed):
            if let newPath = plan.survivingPath(forOld: revealed.itemPath) {
                revealed.itemPath = newPath
                self = .swiping(revealed)
            } else {
                self = .idle
            }
        case .moving(let movement):
            self = plan.survivingPath(forOld: movement.source).map { .moving(InteractiveMovement(source: $0, target: $0)) } ?? .idle
        }
    }
}
