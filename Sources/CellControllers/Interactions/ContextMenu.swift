/// One command of a context menu, like `UIAction` in a `UIMenu`: a title, a style, whether it
/// is enabled, and a handler that performs it.
///
/// The handler runs on the main actor once the host has dismissed the menu, as UIKit runs a
/// menu action after the menu is gone. It captures what it acts on: a registration's
/// ``CellRegistration/contextMenu(_:)`` hands its builder the typed item, so no handler casts a
/// model back.
///
/// ```swift
/// let share = ContextMenuAction("Share") { print("shared") }
/// let delete = ContextMenuAction("Delete", style: .destructive) { print("deleted") }
/// let printing = ContextMenuAction("Print", isEnabled: false) { print("printed") }
/// ```
public struct ContextMenuAction {
    /// The action's title; ``CellHost/performContextMenuAction(titled:)`` finds actions by it.
    public var title: String
    /// How the action is drawn: ``ActionStyle/destructive`` draws it `!Title` (UIKit draws it
    /// red).
    package var style: ActionStyle
    /// Whether the action may be performed. A disabled action is shown but cannot be performed
    /// (drawn `(Title)`, UIKit dims it): ``CellHost/performContextMenuAction(titled:)`` throws
    /// ``ContextMenuError/actionDisabled(_:)`` for it.
    package var isEnabled: Bool
    /// What performing the action runs.
    let handler: @MainActor () -> Void

    /// Creates an action titled `title` that runs `handler` when performed.
    ///
    /// - Parameters:
    ///   - title: the action's title.
    ///   - style: ``ActionStyle/destructive`` for an action that destroys something (UIKit's
    ///     `.destructive` attribute).
    ///   - isEnabled: `false` for an action shown but not performable (UIKit's `.disabled`
    ///     attribute).
    ///   - handler: what performing the action runs.
    public init(_ title: String, style: ActionStyle = .normal, isEnabled: Bool = true, handler: @escaping @MainActor () -> Void) {
        self.title = title
        self.style = style
        self.isEnabled = isEnabled
        self.handler = handler
    }

    /// The action as ``CellHost/renderText()`` draws it in the menu: `Title`, `!Title` when
    /// destructive, `(Title)` when disabled.
    var renderedTitle: String {
        let title = style == .destructive ? "!" + title : title
        return isEnabled ? title : "(\(title))"
    }
}

/// The menu a long press on an item presents, like `UIContextMenuConfiguration` with its
/// `UIMenu`: an optional title and the actions, in order.
///
/// An item's menu comes from its controller (``CellController/contextMenu()``), or from a
/// registration's ``CellRegistration/contextMenu(_:)`` builder, through the host's delegate
/// (``CellHostDelegate/host(_:contextMenuForItemAt:)``).
///
/// ```swift
/// let menu = ContextMenu(title: "Photo", actions: [
///     ContextMenuAction("Share") { print("shared") },
///     ContextMenuAction("Delete", style: .destructive) { print("deleted") },
/// ])
/// ```
public struct ContextMenu {
    /// The menu's title, drawn above its actions, or `nil` for none.
    public var title: String?
    /// The actions, top to bottom.
    public var actions: [ContextMenuAction]
    /// The controller that gave the menu, when an adapter asked one: the menu is dismissed when
    /// its item gets another controller. Held, so that no later controller can take its
    /// address (and so its identity) while the menu is presented.
    var owner: AnyObject?

    /// Creates a menu of `actions`, titled `title`.
    public init(title: String? = nil, actions: [ContextMenuAction]) {
        self.title = title
        self.actions = actions
    }

    /// The actions' titles, top to bottom.
    package var actionTitles: [String] { actions.map(\.title) }
}

/// The context menu a host presents (see ``CellHost/showContextMenu(at:)``): its item and its
/// menu.
///
/// A presented menu is dismissed by ``CellHost/dismissActions()``, by performing one of its
/// actions, by a touch anywhere (a tap or long press, on an element or not, which then does
/// nothing else, as in UIKit), a swipe, the start of an interactive move, a scroll, entering or
/// leaving editing mode, a reload or relayout, a batch update that deletes or reloads its item,
/// and, with a ``CellControllerAdapter``, an apply that gives its item another controller. It
/// follows its item when it moves.
public struct PresentedContextMenu {
    /// The item the menu is presented for (it follows the item through batch updates).
    package internal(set) var itemPath: ItemPath
    /// The menu presented.
    public let menu: ContextMenu

    /// The menu's title.
    package var title: String? { menu.title }
    /// The titles of the menu's actions, top to bottom.
    package var actionTitles: [String] { menu.actionTitles }

    /// The menu as ``CellHost/renderText()`` draws it: a box of its title (if any) and its
    /// actions, one per line.
    var renderedLines: [String] {
        let lines = (menu.title.map { [$0] } ?? []) + menu.actions.map(\.renderedTitle)
        let width = lines.map { TextRendering.columnWidth(of: $0) }.max() ?? 0
        let rule = String(repeating: "─", count: width + 2)
        let body = lines.map { line in
            "│ " + line + String(repeating: " ", count: width - TextRendering.columnWidth(of: line)) + " │"
        }
        return ["┌" + rule + "┐"] + body + ["└" + rule + "┘"]
    }
}

/// A context menu request the host cannot satisfy. The host is left exactly as it was.
public enum ContextMenuError: Error, Hashable, Sendable {
    /// The item path is outside the host's sections or items.
    case itemOutOfRange(ItemPath, sectionCount: Int, itemCount: Int?)
    /// The item has no context menu (its controller's ``CellController/contextMenu()`` returned
    /// `nil` or a menu without actions, or the item is disabled).
    case noMenu(ItemPath)
    /// No context menu is presented, so there is nothing to perform.
    case noMenuPresented
    /// No action of the presented menu has that title.
    case unknownActionTitle(String, available: [String])
    /// The action titled so is disabled (made with `isEnabled: false`).
    case actionDisabled(String)
    /// An interactive move is in progress: end or cancel it before presenting a menu.
    case movementInProgress
}

extension ContextMenuError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .itemOutOfRange(path, sectionCount, itemCount):
            CellHostError.itemOutOfRange(path, sectionCount: sectionCount, itemCount: itemCount).description
        case .noMenu(let path):
            "Item \(path) has no context menu: its controller's contextMenu() returned nil (or no actions), "
                + "or the item is disabled. Give its controller a menu (CellRegistration's contextMenu(_:)) first."
        case .noMenuPresented:
            "No context menu is presented. Call showContextMenu(at:) (or longPress(at:)) first."
        case let .unknownActionTitle(title, available):
            "The presented context menu has no action titled '\(title)'. Its actions are: "
                + available.map { "'\($0)'" }.joined(separator: ", ") + "."
        case .actionDisabled(let title):
            "The context menu action '\(title)' is disabled. Enable it (make it with isEnabled: true) "
                + "before performing it."
        case .movementInProgress:
            "An interactive move is in progress. End or cancel it before presenting a context menu."
        }
    }
}
