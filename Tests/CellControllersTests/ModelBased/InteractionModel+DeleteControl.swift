import CellControllers
import CellControllersTestSupport

// The editing delete control (issue 29): in configurations with it, a table edits with single
// selection (`allowsMultipleSelectionDuringEditing` off), so that in editing mode a row that can
// be edited, is enabled and offers a destructive trailing action (Delete) shows UIKit's delete
// control, and a tap selects nothing. Tapping the control (`tapDeleteControl(at:)`, or a tap at
// a point on its two columns) reveals the trailing actions, which the swipe operations then
// perform (Delete deletes the row through the app's next apply); a row without it refuses
// (`noDeleteControl`), the host unchanged.

extension InteractionModel.Configuration {
    /// Tables of controllers: now and then, editing with the delete control. Drawn from a
    /// generator of its own, so that the rest of each seed's configuration stays what it was.
    mutating func addDeleteControl(seed: UInt64) {
        var random = DiffTestRandom(seed: seed &* 0xBF58_476D_1CE4_E5B9 &+ 290)
        guard family == .table, kind == .controllers, random.chance(0.4) else { return }
        deleteControl = true
    }
}

extension InteractionModel.Generator {
    /// Enter editing mode, or tap the delete control of a visible item (by the API or by point),
    /// now and then of any item (which may show none).
    mutating func drawDeleteControl(_ s: InteractionModel.Situation) -> InteractionModel.Operation? {
        guard s.reference.menus.presented == nil else { return nil }
        if !s.reference.editing { return random.chance(0.3) ? .setEditing(true) : nil }
        let data = s.reference.data
        let ids = random.chance(0.85) ? s.visibleIDs : data.allItems.map(\.id)
        guard let id = ids.isEmpty ? nil : random.pick(ids) else { return nil }
        return .tapDeleteControl(id, byPoint: random.chance(0.4))
    }
}

extension InteractionModel.Driver {
    /// Whether the item's row shows the delete control now: a table editing with single
    /// selection, no interactive move, an item that can be edited, enabled (its controller
    /// allows swipes), with a destructive trailing action.
    func showsDeleteControl(_ item: InteractionModel.Item) -> Bool {
        H.family == .table && config.deleteControl && reference.editing && reference.movement == nil
            && item.editable && item.enabled && item.swipeTitles(.trailing).contains("Delete")
    }

    /// Whether `point` (content coordinates) is on the delete control's columns (the first two)
    /// of the row of `item` at `path` in `target`, when it shows one.
    func isOnDeleteControl(_ point: Point, item: InteractionModel.Item, path: ItemPath, in target: H) -> Bool {
        guard showsDeleteControl(item), let frame = target.rect(for: .item(path)) else { return false }
        return point.x - frame.minX < 2
    }

    /// Predicts a tap on the delete control at a point: with actions revealed (or a menu
    /// presented) it only hides them; else the row's trailing actions are revealed. Returns
    /// whether they are.
    func predictDeleteControlTap(_ item: InteractionModel.Item) -> Bool {
        if reference.revealed != nil || reference.menus.presented != nil {
            statistics["delete control: tap hid revealed actions", default: 0] += 1
            reference.revealed = nil
            return false
        }
        statistics["delete control: revealed by a tap at its point", default: 0] += 1
        reference.revealed = InteractionModel.Revealed(id: item.id, edge: .trailing, titles: item.swipeTitles(.trailing))
        return true
    }

    /// `.tapDeleteControl`: by point, a tap on the row's first column of its first line (nothing
    /// when it is outside the viewport); else `tapDeleteControl(at:)`, predicted: the trailing
    /// actions revealed, or `noDeleteControl` with the host unchanged.
    func performDeleteControl(_ operation: InteractionModel.Operation) -> [InteractionModel.Delivery]? {
        guard case let .tapDeleteControl(id, byPoint) = operation, let path = reference.data.path(of: id), let item = reference.data.item(id) else { return [] }
        if byPoint {
            guard let frame = host.rect(for: .item(path)) else { return [] }
            let x = frame.minX + 0.5
            let y = frame.minY - host.contentOffset.y
            guard x >= 0, x < host.viewportSize.width, y >= 0, y < host.viewportSize.height else { return [] }
            statistics["delete control: tap at a point", default: 0] += 1
            return tap(x: x, y: y)
        }
        let predicted = showsDeleteControl(item)
        if host.showsDeleteControl(forItemAt: path) != predicted {
            violations.append(Violation("deleteControl.shown", "showsDeleteControl(forItemAt:) of #\(id) is \(!predicted), expected \(predicted)"))
        }
        let before = host.renderText()
        do {
            let revealed = try host.tapDeleteControl(at: path)
            if predicted {
                statistics["delete control: revealed", default: 0] += 1
                let titles = item.swipeTitles(.trailing)
                reference.revealed = InteractionModel.Revealed(id: id, edge: .trailing, titles: titles)
                if revealed.titles != titles { violations.append(Violation("deleteControl.revealed", "tapDeleteControl(at:) of #\(id) revealed \(revealed.titles), expected \(titles)")) }
            } else {
                violations.append(Violation("deleteControl.error", "tapDeleteControl(at:) of #\(id) revealed \(revealed.titles), expected noDeleteControl"))
            }
        } catch {
            statistics["delete control: refused", default: 0] += 1
            if predicted || error != .noDeleteControl(path) {
                violations.append(Violation("deleteControl.error", "tapDeleteControl(at:) of #\(id) threw \(error), expected \(predicted ? "the actions revealed" : "noDeleteControl")"))
            }
            if host.renderText() != before { violations.append(Violation("deleteControl.error", "a refused tapDeleteControl(at:) changed the host")) }
        }
        return []
    }
}
