/// How a swipe action or a context menu action is drawn, like `UIContextualAction.Style` and
/// `UIMenuElement.Attributes.destructive`.
public enum ActionStyle: Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// An action that deletes or otherwise destroys its item (a menu draws it `!Title`, UIKit
    /// draws it red).
    case destructive
}
