import CellControllers

extension InboxScreen {
    /// `--edit`, `--check ROW,...`, `--check-all`, `--delete-selected`: enters editing mode with
    /// multiple selection by checkmark, taps the rows to check (each tap toggles), checks all,
    /// then deletes the checked rows through the adapter's diff. Returns the lines to print
    /// after the final list (still in editing mode, with its checkmarks): what was checked,
    /// and with `--delete-selected` the list as it was before the deletion, then what was
    /// deleted.
    ///
    /// - Throws: ``ExampleError/usage(_:)`` for a row out of range, or one that cannot be edited
    ///   (a flagged message).
    static func edit(_ options: EditingOptions, in app: InboxApp) throws(ExampleError) -> [String] {
        let host = app.host
        if let row = options.deleteRow { return try deleteWithControl(row: row, in: app) }
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = options.edit
        for row in options.check {
            let path = try path(ofRow: row, in: app, option: "--check")
            guard host.dataSource?.host(host, canEditItemAt: path) ?? true else {
                let summary = app.message(at: path)?.summary ?? "?"
                throw .usage("--check \(row): row \(row) (\(summary)) is flagged, and flagged messages cannot be edited")
            }
            if !host.indexPathsForVisibleItems.contains(path) { try? host.scrollToItem(at: path, at: .nearest) }
            _ = try? host.tap(at: .item(path))
        }
        if options.checkAll { try? host.selectAllItems() }
        let checked = host.indexPathsForSelectedItems.compactMap { app.message(at: $0)?.summary }
        var lines = [checked.isEmpty ? "checked: nothing" : "checked: \(checked.count): \(checked.joined(separator: "; "))"]
        if options.deleteSelected {
            lines += ["before deleting:", host.renderText()]
            let deleted = app.deleteMessages(at: host.indexPathsForSelectedItems)
            lines.append(deleted.isEmpty ? "deleted: nothing (no row is checked)"
                : "deleted: \(deleted.count): \(deleted.map(\.summary).joined(separator: "; "))")
            lines.append("still checked: \(host.indexPathsForSelectedItems.count)")
        }
        return lines
    }

    /// `--edit --delete-row ROW`: editing mode without checkmarks, where each row that can be
    /// deleted shows its delete control (⊖); taps row `ROW`'s control, which reveals its trailing
    /// actions, then their Delete, which is the confirmation here (the row goes through the
    /// diff). Returns the list with the actions revealed, then what was deleted.
    ///
    /// - Throws: ``ExampleError/usage(_:)`` for a row out of range, or one without a delete control
    ///   (a flagged message cannot be edited).
    static func deleteWithControl(row: Int, in app: InboxApp) throws(ExampleError) -> [String] {
        let host = app.host
        host.allowsMultipleSelectionDuringEditing = false
        host.isEditing = true
        let path = try path(ofRow: row, in: app, option: "--delete-row")
        if !host.indexPathsForVisibleItems.contains(path) { try? host.scrollToItem(at: path, at: .nearest) }
        let summary = app.message(at: path)?.summary ?? "?"
        let revealed: RevealedSwipeActions
        do {
            revealed = try host.tapDeleteControl(at: path)
        } catch {
            throw .usage("--delete-row \(row): row \(row) (\(summary)) has no delete control: \(error)")
        }
        var lines = ["delete control: row \(row) (\(summary)) reveals \(revealed.configuration.actions.map(\.title).joined(separator: ", "))", host.renderText()]
        let before = app.log.count
        _ = try? host.performSwipeAction(titled: "Delete")
        // The revealed Delete of an editing row is its confirmation.
        _ = app.answerConfirmation(true)
        lines += app.log(since: before).filter { !$0.hasPrefix("confirm:") }
        return lines
    }
}
