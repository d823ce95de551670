import CellControllers

/// The gestures whose effect the driver predicts in the reference before it performs them:
/// taps (on an item, a header or footer, or a point), and the end of an interactive move.
extension InteractionModel.Driver {
    // MARK: Taps

    /// Predicts a tap on the item (`tap(at:)`): returns whether it ends selected, and
    /// updates the reference.
    func predictTap(on id: Int, deliveries: inout [InteractionModel.Delivery]) -> Bool {
        guard let item = reference.data.item(id) else { return false }
        if reference.revealed != nil || reference.menus.presented != nil {
            // A tap with actions revealed only hides them.
            reference.revealed = nil
            return reference.selected.contains(id)
        }
        guard item.enabled else { return false }
        // In editing mode (multiple selection by checkmark) a tap toggles an item that can be
        // edited, and does nothing to one that cannot.
        if reference.editing { statistics[item.editable ? "editing: tap" : "editing: tap on an item that cannot be edited", default: 0] += 1 }
        if reference.editing, !item.editable { return false }
        // Editing with single selection (the delete control's): a tap selects nothing.
        if reference.editing, config.deleteControl { return false }
        let several = reference.editing || config.multipleSelection
        if reference.selected.contains(id) {
            guard several else {
                // Single selection re-selects, as UIKit's hosts do (issue 27): asked and told
                // again, the item staying selected.
                if item.selectable {
                    statistics["tap on the selected item: re-selected", default: 0] += 1
                    deliveries.append(.select(id))
                }
                return true
            }
            reference.selected.remove(id)
            deliveries.append(.deselect(id))
            return false
        }
        guard item.selectable else { return false }
        if !several {
            for other in reference.selected { deliveries.append(.deselect(other)) }
            reference.selected = []
        }
        reference.selected.insert(id)
        deliveries.append(.select(id))
        return true
    }

    /// Predicts a tap on a header or footer: `nil` when the section has no such element,
    /// else whether it is delivered.
    func predictSupplementaryTap(_ kind: SupplementaryKind, section: Int, deliveries: inout [InteractionModel.Delivery]) -> Bool? {
        let content = kind == .header ? reference.header(forSection: section, config: config) : reference.footer(forSection: section, config: config)
        guard let content else { return nil }
        if reference.revealed != nil || reference.menus.presented != nil {
            reference.revealed = nil
            return false
        }
        deliveries.append(.tap(content.key))
        return true
    }

    /// `tap(at:)` at a point of the viewport: what the fresh host shows there is what the
    /// finger lands on.
    func tap(x: Double, y: Double) -> [InteractionModel.Delivery] {
        // What a fresh host shows at the point (or, where it cannot show the same, the host).
        let target = isComparableWithFreshHost ? (fresh?.host ?? host) : host
        // A fresh host shows the data as displayed (an item being moved at its target).
        let data = target === host ? reference.data : displayedData
        let point = Point(x: x, y: target.contentOffset.y + y)
        var deliveries: [InteractionModel.Delivery] = []
        let predicted: Bool
        if let (kind, section) = target.supplementaryElement(at: point) {
            predicted = predictSupplementaryTap(kind, section: section, deliveries: &deliveries) ?? false
        } else if let path = target.element(at: point)?.itemPath, let item = data.item(at: path),
                  isOnDisclosure(point, of: path, in: target) {
            changeExpansion(of: item.id, to: nil, tap: true, at: Point(x: x, y: host.contentOffset.y + y))
            return []
        } else if let path = target.element(at: point)?.itemPath, let item = data.item(at: path),
                  let control = controlHit(at: point, item: item, path: path, in: target) {
            predicted = predictControlTap(item, control, deliveries: &deliveries)
        } else if let path = target.element(at: point)?.itemPath, let item = data.item(at: path),
                  isOnDeleteControl(point, item: item, path: path, in: target) {
            predicted = predictDeleteControlTap(item)
        } else if let path = target.element(at: point)?.itemPath, let item = data.item(at: path) {
            predicted = predictTap(on: item.id, deliveries: &deliveries)
        } else {
            // Spacing, an inset or below the content: a tap there hides revealed actions.
            reference.revealed = nil
            predicted = false
        }
        let result = host.tap(at: Point(x: x, y: host.contentOffset.y + y))
        if result != predicted {
            violations.append(Violation("op.result", "tap(at: (\(x), \(host.contentOffset.y + y))) returned \(result), expected \(predicted)"))
        }
        return deliveries
    }

    // MARK: Moves

    func endMove() -> [InteractionModel.Delivery] {
        guard let movement = reference.movement else {
            do {
                _ = try host.endInteractiveMovement()
                violations.append(Violation("op.result", "endInteractiveMovement() with no move in progress did not throw"))
            } catch {}
            return []
        }
        reference.movement = nil
        guard let source = reference.data.path(of: movement.id) else { return [] }
        let target = movement.target
        var expected: [InteractionModel.Delivery] = []
        if source != target {
            // The app moves the item in its data as the host asks its data source to.
            let moved = reference.data.moving(source, to: target)
            reference.data = moved
            reference.shown = moved
            outlinesDidMove(source.section, target.section)
            expected = [.move(movement.id, from: source, to: target)]
            statistics[source.section == target.section ? "move" : "move across sections", default: 0] += 1
        }
        do {
            let move = try host.endInteractiveMovement()
            let predicted = source == target ? nil : Move(from: source, to: target)
            if move != predicted { violations.append(Violation("op.result", "endInteractiveMovement() returned \(move.map { "\($0)" } ?? "nil"), expected \(predicted.map { "\($0)" } ?? "nil")")) }
        } catch {
            violations.append(Violation("op.result", "endInteractiveMovement() threw \(error)"))
        }
        return expected
    }
}
