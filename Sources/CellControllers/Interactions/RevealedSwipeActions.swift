/// The swipe actions a host shows: which item, at which edge, and the actions (see
/// ``CellHost/swipe(at:edge:)``).
public struct RevealedSwipeActions {
    /// The item whose row is swiped (it follows the item through batch updates).
    public internal(set) var itemPath: ItemPath
    /// The edge the actions are revealed at.
    public let edge: SwipeEdge
    /// The revealed actions.
    public let configuration: SwipeActionsConfiguration

    /// The actions' titles, the first one at the row's edge.
    public var titles: [String] { configuration.titles }

    /// The actions as `renderText()` draws them over the row: `[Archive][Delete]`, in screen
    /// order (for the trailing edge the first action is the rightmost).
    public var renderedText: String {
        let ordered = edge == .trailing ? configuration.actions.reversed() : configuration.actions
        return ordered.map { "[\($0.title)]" }.joined()
    }
}
