import CellControllers

/// A mail inbox: a Flagged section and one section per day, with day headers, swipe actions
/// (Archive, Delete), context menus, pull to refresh, reordering of flagged messages, and older
/// mail loaded in pages as you scroll; Delete asks for a confirmation (a swipe action that
/// finishes later). The command line
/// drives it: `--swipe N`, `--swipe-action N:TITLE`, `--confirm yes|no`, `--move FROM:TO`,
/// `--scroll-to-end`, `--events` (see ``ListInteractionOptions``).
///
/// The options run in this order, and the listing printed is the final screen: `--refresh`,
/// `--move`, `--swipe-action`, `--confirm`, `--scroll-to-end`, `--swipe`, `--select`,
/// `--long-press`, `--menu` and `--menu-action` (see `InboxScreen+Menus`), editing (`--edit`,
/// `--check`, `--check-all`, `--delete-selected`; see `InboxScreen+Editing`), then
/// `--accessibility`. Rows count across sections in display order, from 0 (headers do not
/// count).
struct InboxScreen: ExampleScreen {
    let name = "inbox"
    let summary = "mail by day: swipe actions, reordering, pages of older mail"
    var supportedLayouts: [ListLayout] { [.table] }
    var supportsListInteractions: Bool { true }

    /// The viewport height without `--height`: shorter than the first page, so that older mail
    /// loads only when you scroll.
    static let defaultHeight = 10

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        if options.interactive {
            // `--interactive`: the first page of mail in the terminal, to scroll, tap (open a
            // message) and filter; the list interactions are the command-line options.
            let app = InboxApp(viewport: Size(width: Double(options.width), height: Double(Self.defaultHeight)))
            let actions = ActionLog()
            app.actionLog = actions
            let host = TableHost(
                viewportSize: Size(width: Double(options.width), height: 1),
                layout: TableLayout(rowHeight: 1, separator: .none, pinsSectionHeaders: true))
            try InteractiveMode.present(InteractiveListing(sections: app.sections(), host: host, actions: actions, owner: app))
            return ""
        }
        let height = options.height ?? Self.defaultHeight
        let app = InboxApp(viewport: Size(width: Double(options.width), height: Double(height)))
        defer { withExtendedLifetime(app) {} }
        let largestOffset = max(0, Int(app.host.contentSize.height.rounded(.up)) - height)
        guard options.offset <= largestOffset else {
            throw .usage("--offset \(options.offset) is past the end: the inbox is \(Int(app.host.contentSize.height)) lines tall, "
                + "so with --height \(height) the largest offset is \(largestOffset)")
        }
        app.host.contentOffset = Point(x: 0, y: Double(options.offset))

        let interactions = options.interactions
        var lines: [String] = []
        if options.menus.refresh { lines += try Self.refresh(app) }
        if let move = interactions.move { lines += try Self.move(move, in: app) }
        if let request = interactions.swipeAction { lines += try Self.performSwipeAction(request, in: app) }
        if let confirmed = interactions.confirm {
            guard app.answerConfirmation(confirmed) else {
                throw .usage("--confirm answers the confirmation of --swipe-action ROW:Delete, but nothing asked for one")
            }
            lines += app.log.suffix(1)
        } else if app.confirmation != nil {
            lines.append("  (the row stays swiped until the confirmation is answered: --confirm yes or --confirm no)")
        }
        if interactions.scrollToEnd { lines += Self.scrollToEnd(app) }
        if let row = interactions.swipe { lines += try Self.swipe(row, in: app) }
        if let row = options.select {
            let path = try Self.path(ofRow: row, in: app, option: "--select")
            let before = app.log.count
            let delivered = (try? app.host.tap(at: .item(path))) ?? false
            let done = app.log(since: before)
            lines += done.isEmpty ? ["selected: nothing (row \(row) \(delivered ? "has no action" : "cannot be selected"))"] : done.map { "selected: \($0)" }
        }
        if let row = options.longPress {
            let path = try Self.path(ofRow: row, in: app, option: "--long-press")
            _ = try? app.host.longPress(at: .item(path))
            // A row's long press presents its context menu (see `--menu`).
            let menu = app.host.presentedContextMenu.map { ": context menu \($0.menu.actions.map(\.title).joined(separator: ", "))" }
            lines.append("long-pressed: row \(row)\(menu ?? " (no action)")")
        }
        if options.menus.menu != nil { lines += try Self.menu(options.menus, in: app) }
        if !options.editing.isEmpty { lines += try Self.edit(options.editing, in: app) }
        if options.menus.accessibility { lines += Self.accessibility(app) }
        var output = [app.host.renderText()] + lines
        if interactions.events {
            output.append("events:")
            output += app.events.lines
        }
        return output.joined(separator: "\n")
    }

    /// The path of row `row`, or a usage error naming `option`.
    static func path(ofRow row: Int, in app: InboxApp, option: String) throws(ExampleError) -> ItemPath {
        guard let path = app.path(ofRow: row) else {
            let count = app.rowCount
            throw .usage("\(option) \(row) is out of range: the inbox shows \(count) rows, numbered 0 to \(count - 1)")
        }
        return path
    }

    /// `--move FROM:TO`: an interactive move of a flagged message.
    static func move(_ request: ListInteractionOptions.MoveRequest, in app: InboxApp) throws(ExampleError) -> [String] {
        let option = "--move \(request.from):\(request.to)"
        let from = try path(ofRow: request.from, in: app, option: "--move")
        let proposed = try path(ofRow: request.to, in: app, option: "--move")
        let before = app.log.count
        do {
            try app.host.beginInteractiveMovementForItem(at: from)
            let target = try app.host.updateInteractiveMovementTarget(to: proposed)
            try app.host.endInteractiveMovement()
            var lines = app.log(since: before)
            if target != proposed { lines.append("  (flagged messages are reordered among themselves)") }
            return lines.isEmpty ? ["moved: nothing (row \(request.from) is already there)"] : lines
        } catch .cannotMove {
            let summary = app.message(at: from)?.summary ?? "?"
            throw .usage("\(option): row \(request.from) (\(summary)) is not flagged; only flagged messages can be reordered")
        } catch {
            try? app.host.cancelInteractiveMovement()
            throw .usage("\(option): \(error)")
        }
    }

    /// `--swipe-action N:TITLE`: reveal row N's trailing actions and perform TITLE (any case).
    static func performSwipeAction(_ request: ListInteractionOptions.SwipeActionRequest, in app: InboxApp) throws(ExampleError) -> [String] {
        let path = try path(ofRow: request.row, in: app, option: "--swipe-action")
        let before = app.log.count
        do {
            let revealed = try app.host.swipe(at: path)
            let title = revealed.configuration.actions.map(\.title).first { $0.lowercased() == request.title.lowercased() } ?? request.title
            try app.host.performSwipeAction(titled: title)
        } catch .unknownActionTitle(_, let available) {
            app.host.dismissActions()
            throw .usage("--swipe-action \(request.row):\(request.title): row \(request.row) has no action '\(request.title)'; "
                + "its actions are \(available.reversed().joined(separator: ", "))")
        } catch {
            app.host.dismissActions()
            throw .usage("--swipe-action \(request.row):\(request.title): \(error)")
        }
        return app.log(since: before)
    }

    /// `--scroll-to-end`: scroll to the bottom, answer the page request, and again, until
    /// nothing more loads.
    static func scrollToEnd(_ app: InboxApp) -> [String] {
        let before = app.log.count
        for _ in 0..<(InboxDemo.pages.count + 2) {
            let bottom = max(0, app.host.contentSize.height - app.host.viewportSize.height)
            app.host.contentOffset = Point(x: 0, y: bottom)
            guard app.loadPendingPage() else { break }
        }
        let bottom = max(0, app.host.contentSize.height - app.host.viewportSize.height)
        app.host.contentOffset = Point(x: 0, y: bottom)
        let lines = app.log(since: before)
        return lines.isEmpty ? ["loaded: nothing (the loader did not fire)"] : lines
    }

    /// `--swipe N`: scroll row N into view if needed, and reveal its trailing actions.
    static func swipe(_ row: Int, in app: InboxApp) throws(ExampleError) -> [String] {
        let path = try path(ofRow: row, in: app, option: "--swipe")
        if !app.host.indexPathsForVisibleItems.contains(path) {
            try? app.host.scrollToItem(at: path, at: .center)
            app.loadPendingPage()
        }
        do {
            let revealed = try app.host.swipe(at: path)
            // Trailing actions, drawn from the row's edge inwards: the first one is the rightmost.
            let buttons = revealed.configuration.actions.reversed().map { "[\($0.title)]" }.joined()
            return ["swiped: row \(row) (\(app.message(at: path)?.summary ?? "?")): \(buttons)"]
        } catch {
            throw .usage("--swipe \(row): \(error)")
        }
    }
}
