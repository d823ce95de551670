import CellControllers

// Context menus, pull to refresh and accessibility actions in the model-based test (issue 19):
// what an item's menu is, how the reference follows the presented menu and the refresh, the
// operations' generator, driver and checks.

extension InteractionModel {
    /// A context menu the reference says is presented: its item and its actions' titles.
    struct PresentedMenu: Hashable, Sendable {
        var id: Int
        var titles: [String]
    }

    /// The reference's context menu and refresh.
    struct MenusReference: Sendable {
        /// The menu presented, if any.
        var presented: PresentedMenu?
        /// Whether the host may rightly have dismissed the menu during this operation: an apply
        /// kept its (unchanged) item, but a screen of models keeps the item's controller only
        /// while it is live (displayed, selected or recently used), and a menu never outlives
        /// its controller.
        var uncertain = false
        /// Whether a refresh is running: pulled, its handler not returned.
        var refreshing = false
    }

    /// The app's refresh: the handler waits at a gate the driver opens (`Operation.finishRefresh`),
    /// then applies the refresh's edits.
    @MainActor
    final class RefreshDriver {
        /// The gate of the refresh running.
        var gate: RefreshGate?
        /// The task of the refresh running.
        var task: Task<Void, Never>?
        /// The edits the refresh applies when its gate opens.
        var edits: [Edit] = []

        /// The host's refresh handler: waits at the gate of the refresh, then calls `arrived`.
        /// It holds neither the driver nor its host while it waits.
        func handler(_ arrived: @escaping @MainActor () -> Void) -> @MainActor () async -> Void {
            { [weak self] in
                guard let gate = self?.gate else { return }
                await gate.wait()
                arrived()
            }
        }
    }

    /// Holds a refresh handler until opened; once opened, `wait()` returns at once.
    @MainActor
    final class RefreshGate {
        private var opened = false
        private var waiter: CheckedContinuation<Void, Never>?

        func wait() async {
            guard !opened else { return }
            await withCheckedContinuation { waiter = $0 }
        }

        func open() {
            opened = true
            waiter?.resume()
            waiter = nil
        }
    }

    /// The item's context menu: Share, Flag (toggles the item's flag), a destructive Delete
    /// (the app deletes the item) and, on even items, a disabled Copy; each action reports
    /// itself to the recorder. Disabled items and every fifth item have none.
    @MainActor
    static func contextMenu(of item: Item, recorder: Recorder?) -> ContextMenu? {
        let titles = item.menuTitles
        guard !titles.isEmpty else { return nil }
        let id = item.id
        return ContextMenu(title: "#\(id)", actions: titles.map { title in
            return ContextMenuAction(title, style: title == "Delete" ? .destructive : .normal, isEnabled: title != "Copy") { [weak recorder] in
                recorder?.delivered.append(.menuAction(title, id))
                if title == "Flag" || title == "Delete" { _ = recorder?.delegate?.swipeAction(title, item: id) }
            }
        })
    }
}

extension InteractionModel.Item {
    /// The titles of its context menu's actions (see `InteractionModel.contextMenu(of:recorder:)`).
    var menuTitles: [String] {
        guard enabled, !id.isMultiple(of: 5) else { return [] }
        return ["Share", "Flag", "Delete"] + (id.isMultiple(of: 2) ? ["Copy"] : [])
    }

    /// The names of its accessibility custom actions, as the host offers them: its trailing and
    /// leading swipe actions (not while editing, not when disabled), then its menu's enabled
    /// actions, each name once.
    func accessibilityActionNames(editing: Bool) -> [String] {
        var names = enabled && !editing ? swipeTitles(.trailing) + swipeTitles(.leading) : []
        // Every action is kept, names repeated too, as UIKit keeps them (issue 27, bug 6).
        names += menuTitles.filter { $0 != "Copy" }
        return names
    }
}

extension InteractionModel.Reference {
    /// Follows the presented menu through an apply from `old` to `new` (not a reload, which
    /// dismisses it): it goes when its item is deleted, reloaded or changed (a changed item gets
    /// a new controller), and when the item's controller is replaced: always for screens of
    /// controllers rebuilt at each apply, never for kept ones, maybe for screens of models.
    mutating func carryMenu(from old: InteractionModel.Screen, to new: InteractionModel.Screen, config: InteractionModel.Configuration) {
        guard let menu = menus.presented else { return }
        guard new.keepsItem(menu.id, from: old), let before = old.item(menu.id), before == new.item(menu.id) else {
            menus.presented = nil
            return
        }
        switch config.kind {
        case .controllers: if !config.reusesControllers { menus.presented = nil }
        case .models: menus.uncertain = true
        }
    }
}

extension InteractionModel.Operation {
    /// The description of the operations of this file.
    var menusDescription: String {
        switch self {
        case let .showContextMenu(id): "showContextMenu #\(id)"
        case let .performMenuAction(title): "perform menu action \(title)"
        case .dismissContextMenu: "dismissContextMenu()"
        case .pullToRefresh: "pull to refresh"
        case let .finishRefresh(edits): "the refresh returns, applying [\(edits.map(\.description).joined(separator: "; "))]"
        case let .accessibilityAction(id, name): "accessibility action \(name) on #\(id)"
        default: "\(self)"
        }
    }
}

extension InteractionModel.Generator {
    /// Context menus (shown, performed, dismissed), pulls to refresh and their end, and
    /// accessibility actions.
    mutating func drawMenus(_ s: InteractionModel.Situation) -> InteractionModel.Operation? {
        let data = s.reference.data
        if let menu = s.reference.menus.presented, random.chance(0.6) {
            if random.chance(0.15) { return .dismissContextMenu }
            return .performMenuAction(random.chance(0.9) ? random.pick(menu.titles) : "Print")
        }
        if s.reference.menus.refreshing, random.chance(0.4) {
            return .finishRefresh(edits(in: data, count: random.int(0...2), content: true))
        }
        let ids = data.allItems.map(\.id)
        func pick() -> Int? {
            if !s.visibleIDs.isEmpty, random.chance(0.8) { return random.pick(s.visibleIDs) }
            return ids.isEmpty ? nil : random.pick(ids)
        }
        switch random.int(0..<10) {
        case 0..<4:
            return pick().map { .showContextMenu($0) }
        case 4:
            return .dismissContextMenu
        case 5..<7:
            // A pull needs the top: get there first, most of the time.
            if s.offset > 0, random.chance(0.7) { return .scroll(y: 0) }
            return .pullToRefresh
        default:
            guard let id = pick(), let item = data.item(id) else { return nil }
            let names = item.accessibilityActionNames(editing: s.reference.editing)
            return .accessibilityAction(id, names.isEmpty || random.chance(0.1) ? "Print" : random.pick(names))
        }
    }
}

extension InteractionModel.Driver {
    /// Performs an operation of this file, predicting it in the reference; returns the
    /// deliveries expected (`nil`: not checked, the operation may apply).
    func performMenus(_ operation: InteractionModel.Operation) async -> [InteractionModel.Delivery]? {
        let data = reference.data
        switch operation {
        case let .showContextMenu(id):
            guard let path = data.path(of: id), let item = data.item(id) else { return [] }
            let titles = item.menuTitles
            let predicted: ContextMenuError? = reference.movement != nil ? .movementInProgress : titles.isEmpty ? .noMenu(path) : nil
            do {
                let presented = try host.showContextMenu(at: path)
                if let predicted { violations.append(Violation("menu.result", "showContextMenu(at: \(path)) presented \(presented.actionTitles), expected \(predicted)")) }
                if presented.actionTitles != titles { violations.append(Violation("menu.result", "showContextMenu(at: \(path)) presented \(presented.actionTitles), expected \(titles)")) }
                statistics["context menu presented", default: 0] += 1
            } catch {
                if error != predicted { violations.append(Violation("menu.result", "showContextMenu(at: \(path)) threw \(error), expected \(predicted.map { "\($0)" } ?? "a menu")")) }
            }
            if predicted == nil {
                reference.revealed = nil
                reference.menus.presented = InteractionModel.PresentedMenu(id: id, titles: titles)
            }
            return []
        case let .performMenuAction(title):
            let menu = reference.menus.presented
            let predicted: ContextMenuError? = if let menu {
                !menu.titles.contains(title) ? .unknownActionTitle(title, available: menu.titles) : title == "Copy" ? .actionDisabled(title) : nil
            } else {
                .noMenuPresented
            }
            if predicted == nil { reference.menus.presented = nil }
            do {
                try host.performContextMenuAction(titled: title)
                if let predicted { violations.append(Violation("menu.result", "performContextMenuAction(titled: \(title)) performed, expected \(predicted)")) }
                statistics["context menu action \(title)", default: 0] += 1
            } catch {
                if error != predicted { violations.append(Violation("menu.result", "performContextMenuAction(titled: \(title)) threw \(error), expected \(predicted.map { "\($0)" } ?? "the action")")) }
                if predicted != nil { statistics["context menu action refused", default: 0] += 1 }
            }
            guard predicted == nil, let menu else { return [] }
            return [.menuAction(title, menu.id)]
        case .dismissContextMenu:
            let predicted = reference.menus.presented != nil
            reference.menus.presented = nil
            let dismissed = host.dismissContextMenu()
            if dismissed != predicted { violations.append(Violation("menu.result", "dismissContextMenu() returned \(dismissed), expected \(predicted)")) }
            return []
        case .pullToRefresh:
            return pullToRefresh()
        case let .finishRefresh(edits):
            guard reference.menus.refreshing, let task = refreshes.task else { return [] }
            refreshes.edits = edits
            refreshes.gate?.open()
            await task.value
            reference.menus.refreshing = false
            refreshes.task = nil
            statistics["refresh finished", default: 0] += 1
            return nil
        case let .accessibilityAction(id, name):
            return accessibilityAction(name, on: id)
        default:
            return []
        }
    }

    /// A pull at the top starts a refresh unless one runs (or a touch only hides revealed
    /// actions or a menu); away from the top it throws, the host unchanged.
    private func pullToRefresh() -> [InteractionModel.Delivery] {
        let offset = host.contentOffset.y
        let hides = reference.revealed != nil || reference.menus.presented != nil
        let starts = offset <= 0 && !hides && !reference.menus.refreshing
        if offset <= 0, hides { reference.revealed = nil }
        if starts { refreshes.gate = InteractionModel.RefreshGate() }
        do {
            let task = try host.pullToRefresh()
            if offset > 0 { violations.append(Violation("refresh.result", "pullToRefresh() at offset \(offset) did not throw")) }
            if (task != nil) != starts { violations.append(Violation("refresh.result", "pullToRefresh() \(task == nil ? "did nothing" : "started a refresh"), expected \(starts ? "a refresh" : "nothing")")) }
            if let task {
                refreshes.task = task
                reference.menus.refreshing = true
                statistics["refresh started", default: 0] += 1
            } else {
                statistics[hides ? "refresh pull hid a gesture" : "refresh pull while refreshing", default: 0] += 1
            }
        } catch {
            if error != .notAtTop(offsetY: offset) { violations.append(Violation("refresh.result", "pullToRefresh() at offset \(offset) threw \(error)")) }
            statistics["refresh pull away from the top", default: 0] += 1
        }
        return []
    }

    /// The app's refresh handler resumed: it applies the refresh's edits.
    func refreshArrived() {
        let edits = refreshes.edits
        refreshes.edits = []
        guard !edits.isEmpty else { return }
        showNow(reference.data.applying(edits), reloading: false)
    }

    /// An accessibility action on the item: its element lists the predicted actions and traits;
    /// a name it does not offer, or an element not displayed, throws; the others run their
    /// swipe action's or menu action's handler.
    private func accessibilityAction(_ name: String, on id: Int) -> [InteractionModel.Delivery]? {
        guard let path = reference.data.path(of: id), let item = reference.data.item(id) else { return [] }
        let target = AccessibilityElement.Target.item(path)
        guard host.cell(for: .item(path)) != nil else {
            do {
                try host.performAccessibilityAction(named: name, on: target)
                violations.append(Violation("accessibility", "an action on the undisplayed #\(id) succeeded"))
            } catch {
                if error != .accessibilityElementNotVisible(target) { violations.append(Violation("accessibility", "an action on the undisplayed #\(id) threw \(error)")) }
            }
            return []
        }
        let names = item.accessibilityActionNames(editing: reference.editing)
        if let element = host.accessibilityElements().first(where: { $0.target == target }) {
            if element.actionNames != names {
                violations.append(Violation("accessibility", "#\(id) offers \(element.actionNames); expected \(names)"))
            }
            var traits: AccessibilityTraits = []
            if reference.selected.contains(id) { traits.insert(.selected) }
            if !item.enabled { traits.insert(.notEnabled) }
            if element.traits != traits { violations.append(Violation("accessibility", "#\(id) has traits \(element.traits); expected \(traits)")) }
        } else {
            violations.append(Violation("accessibility", "the displayed #\(id) is not among the accessibility elements"))
        }
        guard names.contains(name) else {
            do {
                try host.performAccessibilityAction(named: name, on: target)
                violations.append(Violation("accessibility", "the action \(name), which #\(id) does not offer, succeeded"))
            } catch {
                if error != .unknownAccessibilityAction(name, available: names) { violations.append(Violation("accessibility", "the action \(name) on #\(id) threw \(error)")) }
            }
            return []
        }
        statistics["accessibility action \(name)", default: 0] += 1
        do {
            try host.performAccessibilityAction(named: name, on: target)
        } catch {
            violations.append(Violation("accessibility", "the action \(name) on #\(id) threw \(error)"))
        }
        // Share is only the menu's; the others may be a swipe action's (which applies).
        return name == "Share" ? [.menuAction(name, id)] : nil
    }

    /// The presented menu is the reference's, on its item; the host refreshes when the
    /// reference does, and draws the indicator over its first line.
    func checkMenusAndRefresh(_ found: inout [InteractionModel.Violation]) {
        let uncertain = reference.menus.uncertain
        reference.menus.uncertain = false
        switch (reference.menus.presented, host.presentedContextMenu) {
        case (nil, nil):
            break
        case let (expected?, nil):
            if mayHideSwipe || looseSwipeAndMove || uncertain {
                reference.menus.presented = nil
            } else {
                found.append(Violation("menu", "the context menu of #\(expected.id) was dismissed"))
            }
        case let (nil, actual?):
            found.append(Violation("menu", "the context menu \(actual.actionTitles) of the item at \(actual.itemPath) is presented; expected none"))
        case let (expected?, actual?):
            let path = reference.data.path(of: expected.id)
            if actual.itemPath != path || actual.actionTitles != expected.titles {
                found.append(Violation("menu", "the context menu \(actual.actionTitles) of the item at \(actual.itemPath) is presented; expected \(expected.titles) of #\(expected.id) at \(path.map { "\($0)" } ?? "?")"))
            }
        }
        if host.isRefreshing != reference.menus.refreshing {
            found.append(Violation("refresh", "the host's isRefreshing is \(host.isRefreshing); expected \(reference.menus.refreshing)"))
        }
    }

    /// `text` (a fresh host's, which does not refresh) with the refresh indicator over its first
    /// line when the host refreshes.
    func withRefreshIndicator(_ text: String) -> String {
        guard reference.menus.refreshing else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return text }
        let width = Int(host.viewportSize.width)
        let indicator = "↻ Refreshing"
        lines[0] = String((String(repeating: " ", count: max(0, (width - indicator.count) / 2)) + indicator).prefix(width))
        return lines.joined(separator: "\n")
    }

    /// Presents the reference's menu on a fresh host, as on the host.
    func presentMenu(on fresh: H) {
        guard let menu = reference.menus.presented, let path = reference.data.path(of: menu.id) else { return }
        _ = try? fresh.showContextMenu(at: path)
    }
}
