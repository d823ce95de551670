/// The gesture a host's rows are in: none, a swipe that revealed actions on one row, a context
/// menu presented for one item, or an interactive move of one item.
///
/// One at a time, which the enum makes the only possible state: beginning a move hides the
/// revealed actions or the menu (``beginMove(at:)``), a swipe replaces a menu and a menu
/// revealed actions, and the host refuses a swipe or a menu while a move is in progress. All
/// follow their item through a batch update and end with it (``carryOver(_:)``); a scroll or a
/// touch hides revealed actions and menus but leaves a move alone (``dismissTransient()``).
enum GestureState {
    /// No row is swiped or moved.
    case idle
    /// A row shows its swipe actions.
    case swiping(RevealedSwipeActions)
    /// An item's context menu is presented.
    case presentingMenu(PresentedContextMenu)
    /// An item is being moved.
    case moving(InteractiveMovement)

    /// The presented context menu, or `nil`.
    var presentedMenu: PresentedContextMenu? {
        if case .presentingMenu(let menu) = self { menu } else { nil }
    }

    /// Hides the revealed swipe actions or dismisses the presented menu, if any: what a touch,
    /// a scroll or a change of editing mode does. A move in progress goes on.
    ///
    /// - Returns: whether something was hidden.
    @discardableResult
    mutating func dismissTransient() -> Bool {
        switch self {
        case .swiping, .presentingMenu:
            self = .idle
            return true
        case .idle, .moving:
            return false
        }
    }

    /// Dismisses the presented menu, if any; anything else stays.
    ///
    /// - Returns: whether a menu was dismissed.
    @discardableResult
    mutating func dismissMenu() -> Bool {
        guard case .presentingMenu = self else { return false }
        self = .idle
        return true
    }

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

    /// Carries the gesture across a batch update: revealed actions, a menu and a move follow
    /// their item to its new path (a move's target goes back onto the item), and end if the item
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
        case .presentingMenu(var menu):
            if let newPath = plan.survivingPath(forOld: menu.itemPath) {
                menu.itemPath = newPath
                self = .presentingMenu(menu)
            } else {
                self = .idle
            }
        case .moving(let movement):
            self = plan.survivingPath(forOld: movement.source).map { .moving(InteractiveMovement(source: $0, target: $0)) } ?? .idle
        }
    }
}
