import CellControllers

extension InteractionModel.Driver {
    /// `selectAllItems()`: in editing mode every item that can be edited, outside it every item
    /// with multiple selection, else refused with the host unchanged. Nothing is delivered.
    func selectAll() {
        let items = reference.data.allItems
        let predicted: Set<Int>?
        if reference.editing {
            predicted = config.deleteControl ? nil : Set(items.filter(\.editable).map(\.id))
        } else if config.multipleSelection {
            predicted = Set(items.map(\.id))
        } else {
            predicted = nil
        }
        do {
            try host.selectAllItems()
            if let predicted {
                reference.selected = predicted
            } else {
                violations.append(Violation("op.result", "selectAllItems() without multiple selection succeeded"))
            }
            statistics["editing: selected all", default: 0] += 1
        } catch {
            if predicted != nil || error != .multipleSelectionNotAllowed(isEditing: reference.editing) {
                violations.append(Violation("op.result", "selectAllItems() threw \(error)"))
            }
        }
    }

    /// The app deletes the selection: a screen of models with the adapter's
    /// `deleteSelectedItems()` of the data source (through the diff, refused outside editing mode, the host
    /// unchanged), a screen of controllers by applying its data without the selected items.
    /// Either way the data loses the selected items and the selection is empty.
    func deleteSelection() {
        let data = reference.data
        let deleting = data.allItems.map(\.id).filter(reference.selected.contains)
        guard reference.editing else {
            guard config.kind == .models else { return }
            let shown = host.indexPathsForSelectedItems
            do {
                let deleted = try dataSource().deleteSelectedItems()
                violations.append(Violation("op.result", "deleteSelectedItems() outside editing mode deleted \(deleted)"))
            } catch {
                if error != .notEditing { violations.append(Violation("op.result", "deleteSelectedItems() outside editing mode threw \(error)")) }
                if host.indexPathsForSelectedItems != shown { violations.append(Violation("op.result", "a refused deleteSelectedItems() changed the selection")) }
            }
            return
        }
        guard !deleting.isEmpty else { return }
        statistics["editing: deleted the selection", default: 0] += 1
        let screen = data.applying(deleting.map { .delete($0) })
        switch config.kind {
        case .controllers:
            showNow(screen, reloading: false)
        case .models:
            noteDisplayedItems()
            reference.show(screen, reloading: false, config: config)
            appliesDuringOperation += 1
            statistics["apply", default: 0] += 1
            do {
                let deleted = try dataSource().deleteSelectedItems()
                if deleted != deleting { violations.append(Violation("op.result", "deleteSelectedItems() deleted \(deleted); expected \(deleting)")) }
            } catch {
                violations.append(Violation("op.result", "deleteSelectedItems() threw \(error)"))
            }
            noteDisplayedItems()
        }
    }
}
