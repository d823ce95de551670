import CellControllers
import CellControllersTestSupport

// Controls in cells (issue 29): in configurations with controls, some items' cells hold a
// switch, a button or an info button (`CellView.controls`), decided by the item's identity.
// A new operation taps one, by name (`tapControl(named:inItemAt:)`) or by a point on its laid-out
// columns (`tap(at:)`, predicted with every other tap at a point). The reference predicts the
// handler's call with the switch's new value, that the row's selection does not change, a tap
// while actions are revealed only hiding them, and the typed refusals (an item not displayed,
// an unknown name, a disabled control), the host then unchanged.

extension InteractionModel {
    /// The app's state of the switches: the items whose switch is on. The driver's controllers
    /// share one, which the switches' handlers update; a fresh host's controllers get one with
    /// the reference's state.
    @MainActor
    final class ControlBoard {
        var isOn: Set<Int>

        init(isOn: Set<Int> = []) {
            self.isOn = isOn
        }
    }

    /// A control of an item of the model: its name, whether it is a switch, and its width.
    struct ControlSpec: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case toggle, button, info }
        let name: String
        let kind: Kind

        /// The columns the host draws it on (`[ON ]`/`[off]`, `[Go]`, `(i)`).
        var glyphWidth: Int {
            switch kind {
            case .toggle: 5
            case .button: 2 + name.count
            case .info: 3
            }
        }
    }

    /// The controls of an item in a configuration with controls, by its identity: a switch on
    /// every fourth item, a button on every third, an info button on every fifth (some have
    /// two or three).
    static func controlSpecs(of item: Item) -> [ControlSpec] {
        var specs: [ControlSpec] = []
        if item.id % 4 == 1 { specs.append(ControlSpec(name: "Sw", kind: .toggle)) }
        if item.id % 3 == 2 { specs.append(ControlSpec(name: "Go", kind: .button)) }
        if item.id % 5 == 0 { specs.append(ControlSpec(name: "More Info", kind: .info)) }
        return specs
    }

    /// The cell's controls of `item`, the switch's position from `board`; a tap's handler
    /// stores a switch's new value in the board, as the app would, and tells the recorder.
    @MainActor
    static func controls(of item: Item, board: ControlBoard, recorder: Recorder?) -> [CellControl] {
        let id = item.id
        return controlSpecs(of: item).map { spec in
            switch spec.kind {
            case .toggle:
                CellControl.toggle(spec.name, isOn: board.isOn.contains(id)) { [weak recorder] isOn in
                    if isOn { board.isOn.insert(id) } else { board.isOn.remove(id) }
                    recorder?.delivered.append(.control(id, spec.name, isOn))
                }
            case .button:
                CellControl.button(spec.name) { [weak recorder] in recorder?.delivered.append(.control(id, spec.name, nil)) }
            case .info:
                CellControl.info(spec.name) { [weak recorder] in recorder?.delivered.append(.control(id, spec.name, nil)) }
            }
        }
    }

    /// The controls of an item laid out on a cell `width` columns wide, as the host does: from
    /// the trailing edge, one column apart and one after the content, those that do not fit
    /// left out from the first; each with its first column.
    static func controlLayout(of item: Item, width: Int) -> [(spec: ControlSpec, column: Int)] {
        var result: [(spec: ControlSpec, column: Int)] = []
        var right = width
        for spec in controlSpecs(of: item).reversed() {
            guard right - spec.glyphWidth - 1 >= 0 else { break }
            right -= spec.glyphWidth
            result.append((spec, right))
            right -= 1
        }
        return result.reversed()
    }
}

extension InteractionModel.Configuration {
    /// Grids and tables of controllers: now and then, items with controls. Drawn from a
    /// generator of its own, so that the rest of each seed's configuration stays what it was.
    mutating func addControls(seed: UInt64) {
        var random = DiffTestRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 29)
        guard kind == .controllers, random.chance(0.35) else { return }
        controls = true
    }
}

extension InteractionModel.Generator {
    /// A tap on a control of a visible item (by name or by point), now and then of an item
    /// not displayed or with a name the cell does not have.
    mutating func drawControl(_ s: InteractionModel.Situation) -> InteractionModel.Operation? {
        let data = s.reference.data
        let withControls = s.visibleIDs.compactMap(data.item).filter { !InteractionModel.controlSpecs(of: $0).isEmpty }
        if let item = withControls.isEmpty || random.chance(0.1) ? nil : random.pick(withControls) {
            let name = random.chance(0.05) ? "Nope" : random.pick(InteractionModel.controlSpecs(of: item)).name
            return .tapControl(item.id, name: name, byPoint: name != "Nope" && random.chance(0.4))
        }
        let all = data.allItems.filter { !InteractionModel.controlSpecs(of: $0).isEmpty }
        guard let item = all.isEmpty ? nil : random.pick(all) else { return nil }
        return .tapControl(item.id, name: random.pick(InteractionModel.controlSpecs(of: item)).name, byPoint: false)
    }
}

extension InteractionModel.Driver {
    /// The control of `item` (at `path` of `target`, a host showing it) under `point` (content
    /// coordinates): on the cell's first line, on the control's columns. `nil` without controls.
    func controlHit(at point: Point, item: InteractionModel.Item, path: ItemPath, in target: H) -> InteractionModel.ControlSpec? {
        guard config.controls, target.cell(for: .item(path)) != nil, let frame = target.rect(for: .item(path)),
              point.y >= frame.minY, point.y - frame.minY < 1 else { return nil }
        let left = Int(frame.minX.rounded())
        let width = max(0, Int(frame.maxX.rounded()) - left)
        let column = Int(point.x.rounded(.down)) - left
        return InteractionModel.controlLayout(of: item, width: width).first { column >= $0.column && column < $0.column + $0.spec.glyphWidth }?.spec
    }

    /// Predicts a tap that reaches a control of the item: with actions revealed (or a menu
    /// presented) it only hides them; a disabled item's control does nothing; else its handler
    /// runs (a switch flipped first). The selection never changes. Returns whether the tap
    /// reaches the control.
    func predictControlTap(_ item: InteractionModel.Item, _ spec: InteractionModel.ControlSpec, deliveries: inout [InteractionModel.Delivery]) -> Bool {
        if reference.revealed != nil || reference.menus.presented != nil {
            statistics["control tap: only hid revealed actions", default: 0] += 1
            reference.revealed = nil
            return false
        }
        guard item.enabled else {
            statistics["control tap: disabled", default: 0] += 1
            return false
        }
        var value: Bool?
        if spec.kind == .toggle {
            let isOn = !reference.switchesOn.contains(item.id)
            if isOn { reference.switchesOn.insert(item.id) } else { reference.switchesOn.remove(item.id) }
            value = isOn
        }
        statistics["control tap: \(spec.kind)", default: 0] += 1
        deliveries.append(.control(item.id, spec.name, value))
        return true
    }

    /// `.tapControl`: by point, a tap at the middle of the control's columns on the cell's first
    /// line (nothing when that line is outside the viewport); by name, `tapControl(named:inItemAt:)`
    /// with its result and refusals predicted.
    func performControl(_ operation: InteractionModel.Operation) -> [InteractionModel.Delivery]? {
        guard case let .tapControl(id, name, byPoint) = operation, reference.movement == nil,
              let path = reference.data.path(of: id), let item = reference.data.item(id) else { return [] }
        let specs = InteractionModel.controlSpecs(of: item)
        let spec = config.controls ? specs.first { $0.name == name } : nil
        if byPoint {
            guard let spec, let frame = host.rect(for: .item(path)),
                  let laid = InteractionModel.controlLayout(of: item, width: max(0, Int(frame.maxX.rounded()) - Int(frame.minX.rounded()))).first(where: { $0.spec == spec })
            else { return [] }
            let x = Double(Int(frame.minX.rounded()) + laid.column + laid.spec.glyphWidth / 2) + 0.5
            let y = frame.minY - host.contentOffset.y
            guard x >= 0, x < host.viewportSize.width, y >= 0, y < host.viewportSize.height else { return [] }
            statistics["control tap by point", default: 0] += 1
            return tap(x: x, y: y)
        }
        let names = config.controls ? specs.map(\.name) : []
        let expected: CellHostError?
        if host.cell(for: .item(path)) == nil {
            expected = .itemNotDisplayed(path)
        } else if spec == nil {
            expected = .unknownControl(name, available: names)
        } else if !item.enabled {
            expected = .controlDisabled(name)
        } else {
            expected = nil
        }
        let before = host.renderText()
        let selected = host.indexPathsForSelectedItems
        do {
            let control = try host.tapControl(named: name, inItemAt: path)
            guard expected == nil, let spec else {
                violations.append(Violation("control.error", "tapControl(named: \(name)) on #\(id) succeeded, expected \(expected.map { "\($0)" } ?? "a refusal")"))
                return nil
            }
            let wasOn = reference.switchesOn.contains(id)
            var deliveries: [InteractionModel.Delivery] = []
            let reached = predictControlTap(item, spec, deliveries: &deliveries)
            let predictedOn: Bool? = spec.kind == .toggle ? (reached ? !wasOn : wasOn) : nil
            if control.name != name || control.isOn != predictedOn {
                violations.append(Violation("control.result", "tapControl(named: \(name)) on #\(id) returned \(control.name) isOn \(control.isOn.map { "\($0)" } ?? "nil"), expected isOn \(predictedOn.map { "\($0)" } ?? "nil")"))
            }
            if host.indexPathsForSelectedItems != selected {
                violations.append(Violation("control.selection", "tapping the control \(name) of #\(id) changed the selection"))
            }
            return deliveries
        } catch {
            statistics["control tap refused", default: 0] += 1
            if error != expected { violations.append(Violation("control.error", "tapControl(named: \(name)) on #\(id) threw \(error), expected \(expected.map { "\($0)" } ?? "success")")) }
            if host.renderText() != before { violations.append(Violation("control.error", "a refused control tap changed the host")) }
            return []
        }
    }
}
