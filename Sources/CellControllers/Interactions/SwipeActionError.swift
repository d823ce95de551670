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
        }
    }
}
