import CellControllers

extension InboxScreen {
    /// `--refresh`: pulls the list at its top. The refresh handler asks the "server" for new
    /// mail, which answers at once: the new messages are applied while the list still refreshes,
    /// so the listing shows them under the refresh indicator, which goes when the handler returns
    /// (after the program has printed: the command line is one synchronous run).
    ///
    /// - Throws: ``ExampleError/usage(_:)`` when the list is not at its top (`--offset`).
    static func refresh(_ app: InboxApp) throws(ExampleError) -> [String] {
        let before = app.log.count
        do {
            try app.host.pullToRefresh()
        } catch .notAtTop(let offset) {
            throw .usage("--refresh pulls the list down at its top, but --offset scrolled it \(Int(offset)) lines down: drop --offset")
        } catch {
            throw .usage("--refresh: \(error)")
        }
        app.deliverNewMail()
        return ["pulled: refreshing (the indicator covers the first line until the refresh handler returns)"] + app.log(since: before)
    }

    /// `--menu ROW` and `--menu-action TITLE`: long-presses the row, which presents its context
    /// menu (the listing draws it), then performs TITLE (any case), which dismisses it.
    static func menu(_ options: MenuOptions, in app: InboxApp) throws(ExampleError) -> [String] {
        guard let row = options.menu else { return [] }
        let path = try path(ofRow: row, in: app, option: "--menu")
        if !app.host.indexPathsForVisibleItems.contains(path) {
            try? app.host.scrollToItem(at: path, at: .center)
            app.loadPendingPage()
        }
        _ = try? app.host.longPress(at: .item(path))
        guard let presented = app.host.presentedContextMenu else {
            throw .usage("--menu \(row): row \(row) has no context menu")
        }
        var lines = ["menu: row \(row) (\(app.message(at: path)?.summary ?? "?")): \(presented.menu.actions.map(\.title).joined(separator: ", "))"]
        guard let requested = options.menuAction else { return lines }
        let title = presented.menu.actions.map(\.title).first { $0.lowercased() == requested.lowercased() } ?? requested
        let before = app.log.count
        do {
            try app.host.performContextMenuAction(titled: title)
        } catch .unknownActionTitle(_, let available) {
            throw .usage("--menu-action \(requested): the menu of row \(row) has no action '\(requested)'; its actions are \(available.joined(separator: ", "))")
        } catch {
            throw .usage("--menu-action \(requested): \(error)")
        }
        lines += app.log(since: before)
        return lines
    }

    /// `--accessibility`: the elements an assistive technology reads on screen, in reading
    /// order, one per line: what it is, its label, value and traits, and its actions.
    static func accessibility(_ app: InboxApp) -> [String] {
        ["accessibility:"] + app.host.accessibilityElements().map { "  \($0)" }
    }
}
