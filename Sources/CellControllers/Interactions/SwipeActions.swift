/// One button revealed by a swipe on a row, like `UIContextualAction`: a title, a style, and a
/// handler that performs it.
///
/// A handler has one of two forms:
///
/// - **Now** (``init(_:style:handler:)``): it runs on the main actor once the host has hidden
///   the revealed actions, and returns whether it performed the action.
/// - **Later** (``init(_:style:completingLater:)``), like `UIContextualAction`'s
///   `completionHandler`: it receives a ``SwipeActionCompletion`` to call once it is done (after
///   a confirmation, say). The actions stay revealed, and the row swiped, until it is called;
///   `completion(true)` (performed) or `completion(false)` (cancelled: the row springs back) then
///   hides them. See ``SwipeActionCompletion`` for a completion called late, twice, or after its
///   row or host is gone.
///
/// A destructive action that deletes its item does so the ordinary way: it changes the app's
/// data and applies the new screen through the adapter, whose diff deletes the row.
///
/// ```swift
/// let delete = SwipeAction("Delete", style: .destructive) {
///     print("deleted")
///     return true
/// }
/// ```
public struct SwipeAction {
    /// The two forms of a handler.
    enum Handler {
        /// Performs the action now; returns whether it did.
        case now(@MainActor () -> Bool)
        /// Performs the action and calls the completion, now or later.
        case later(@MainActor (SwipeActionCompletion) -> Void)
    }

    /// The button's title; ``CellHost/performSwipeAction(titled:)`` finds actions by it.
    public var title: String
    /// The button's style.
    package var style: ActionStyle
    /// What performing the action runs.
    let handler: Handler

    /// Creates an action titled `title` whose handler performs it now and returns whether it did.
    public init(_ title: String, style: ActionStyle = .normal, handler: @escaping @MainActor () -> Bool) {
        self.title = title
        self.style = style
        self.handler = .now(handler)
    }

    /// Creates an action titled `title` whose handler finishes later: it receives a
    /// ``SwipeActionCompletion`` and calls it once done, with whether it performed the action,
    /// as `UIContextualAction`'s `completionHandler(Bool)`. The actions stay revealed until then.
    ///
    /// ```swift
    /// let delete = SwipeAction("Delete", style: .destructive, completingLater: { completion in
    ///     // Ask for a confirmation, then:
    ///     completion(true)
    /// })
    /// ```
    public init(_ title: String, style: ActionStyle = .normal, completingLater handler: @escaping @MainActor (SwipeActionCompletion) -> Void) {
        self.title = title
        self.style = style
        self.handler = .later(handler)
    }

    /// Whether the handler finishes later, through a ``SwipeActionCompletion``.
    package var completesLater: Bool {
        if case .later = handler { true } else { false }
    }
}

/// The actions a swipe reveals at one edge of a row, like `UISwipeActionsConfiguration`.
///
/// Actions are listed from the row's edge inwards, as in UIKit: the first action is the one at
/// the very edge, and the one a full swipe performs.
public struct SwipeActionsConfiguration {
    /// The actions, the first one at the row's edge.
    public var actions: [SwipeAction]
    /// Whether a full swipe performs the first action (UIKit's default, `true`). When `false`,
    /// a full swipe only reveals the actions.
    public var performsFirstActionWithFullSwipe: Bool

    /// Creates a configuration of `actions`.
    public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }

    /// The actions' titles, the first one at the row's edge.
    package var titles: [String] { actions.map(\.title) }
}

/// The edge of a row that a swipe reveals actions at, like `UISwipeActionsConfiguration`'s
/// leading and trailing configurations.
public enum SwipeEdge: Hashable, Sendable, CaseIterable {
    /// The leading (left) edge: revealed by a swipe to the right.
    case leading
    /// The trailing (right) edge: revealed by a swipe to the left.
    case trailing
}

/// The swipe actions a host shows: which item, at which edge, and the actions (see
/// ``CellHost/swipe(at:edge:)``).
public struct RevealedSwipeActions {
    /// The item whose row is swiped (it follows the item through batch updates).
    package internal(set) var itemPath: ItemPath
    /// The edge the actions are revealed at.
    package let edge: SwipeEdge
    /// The revealed actions.
    public let configuration: SwipeActionsConfiguration
    /// The index of the action whose handler is waiting to call its ``SwipeActionCompletion``
    /// (the actions stay revealed meanwhile), or `nil`. (Users see the wait as the actions still
    /// revealed after the action was performed.)
    package var pendingActionIndex: Int? { pending.map(\.index) }
    /// The action waiting for its completion, and the completion (its identity is the wait's).
    var pending: (index: Int, completion: SwipeActionCompletion)?

    init(itemPath: ItemPath, edge: SwipeEdge, configuration: SwipeActionsConfiguration) {
        self.itemPath = itemPath
        self.edge = edge
        self.configuration = configuration
    }

    /// The actions' titles, the first one at the row's edge.
    package var titles: [String] { configuration.titles }

    /// The actions as `renderText()` draws them over the row: `[Archive][Delete]`, in screen
    /// order (for the trailing edge the first action is the rightmost).
    package var renderedText: String {
        let ordered = edge == .trailing ? configuration.actions.reversed() : configuration.actions
        return ordered.map { "[\($0.title)]" }.joined()
    }
}

/// A swipe or swipe action the host cannot perform. The host is left exactly as it was.
public enum SwipeActionError: Error, Hashable, Sendable {
    /// The item path is outside the host's sections or items.
    case itemOutOfRange(ItemPath, sectionCount: Int, itemCount: Int?)
    /// The item is disabled (its controller does not allow highlighting): it has no actions.
    case itemDisabled(ItemPath)
    /// The item has no actions at that edge.
    case noActions(ItemPath, edge: SwipeEdge)
    /// No swipe actions are revealed, so there is nothing to perform.
    case noRevealedActions
    /// The index of an action is not one of the revealed actions'.
    case actionIndexOutOfRange(Int, count: Int)
    /// No revealed action has that title.
    case unknownActionTitle(String, available: [String])
    /// An interactive move is in progress: end or cancel it before swiping.
    case movementInProgress
    /// The revealed action titled so is waiting for its completion: call it (or hide the actions)
    /// before performing another.
    case awaitingCompletion(String)
    /// The host is in editing mode (``CellHost/isEditing``), where rows are not swiped, as in
    /// UIKit: leave it (`isEditing = false`) before swiping, or reveal a row's actions with its
    /// delete control (``CellHost/tapDeleteControl(at:)``).
    case editing
    /// The row shows no delete control now (no `⊖` in its first columns): the host is not a
    /// table in editing mode without multiple selection, the item cannot be edited, or it offers
    /// no destructive trailing swipe action.
    case noDeleteControl(ItemPath)
}

extension SwipeActionError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .itemOutOfRange(path, sectionCount, itemCount):
            CellHostError.itemOutOfRange(path, sectionCount: sectionCount, itemCount: itemCount).description
        case .itemDisabled(let path):
            "Item \(path) is disabled, so it has no swipe actions. Enable it before swiping."
        case let .noActions(path, edge):
            "Item \(path) has no \(edge) swipe actions: its controller's swipeActions(for: .\(edge)) returned none."
        case .noRevealedActions:
            "No swipe actions are revealed. Call swipe(at:edge:) first."
        case let .actionIndexOutOfRange(index, count):
            "Swipe action \(index) is out of range: \(count) actions are revealed (0..<\(count))."
        case let .unknownActionTitle(title, available):
            "No revealed swipe action is titled '\(title)'. The revealed actions are: "
                + available.map { "'\($0)'" }.joined(separator: ", ") + "."
        case .movementInProgress:
            "An interactive move is in progress. End or cancel it before swiping."
        case .awaitingCompletion(let title):
            "The swipe action '\(title)' is waiting for its completion. Call the completion its handler received "
                + "(or hide the actions: dismissActions()) before performing another action."
        case .editing:
            "The host is in editing mode, where rows are not swiped. Set isEditing = false before swiping, "
                + "or reveal the row's actions with its delete control: tapDeleteControl(at:)."
        case .noDeleteControl(let path):
            "Item \(path) shows no delete control. A table shows one in editing mode (without multiple selection during "
                + "editing) for an item that can be edited and offers a destructive trailing swipe action."
        }
    }
}
