extension CellHost {
    /// The elements an assistive technology reads on screen, in reading order (UIKit's
    /// `accessibilityElements` of a table or collection view): each displayed header, item and
    /// footer, section by section (a section's header, its side label, its items in order, its
    /// footer). A side label (``SideLabelLayout``) is read as its text, with the
    /// ``AccessibilityTraits/staticText`` trait and no action.
    ///
    /// Each element has:
    /// - its **label**: the cell's ``CellView/accessibilityLabel``, or else its rendered text
    ///   (its lines, trimmed, joined by ", "), as UIKit reads a cell's labels;
    /// - the cell's ``CellView/accessibilityValue`` and ``CellView/accessibilityHint``;
    /// - its **traits**: the cell's ``CellView/accessibilityTraits`` with the state traits the
    ///   host knows: ``AccessibilityTraits/selected`` for a selected item,
    ///   ``AccessibilityTraits/notEnabled`` for a disabled cell, ``AccessibilityTraits/header``
    ///   for a header (read from the cell's ``CellState``, the one place they are kept);
    /// - its **custom actions**: the cell's own (``CellView/accessibilityCustomActions``), then,
    ///   for an item, its trailing and leading swipe actions (none while editing, and none for a
    ///   disabled item) and its context menu's enabled actions, as UIKit offers them to
    ///   VoiceOver. Every action is kept, as UIKit keeps them, even when names repeat (a swipe
    ///   action's "Delete" and the context menu's "Delete" are two actions, in that order).
    ///   ``performAccessibilityAction(named:on:)`` performs the first of a name,
    ///   ``performAccessibilityAction(at:on:)`` any one by its index in
    ///   ``AccessibilityElement/actionNames``.
    ///
    /// - Complexity: O(v) for v displayed elements, plus their cells' rendering and the
    ///   delegate's calls for their actions.
    public func accessibilityElements() -> [AccessibilityElement] {
        loadIfNeeded()
        var elements = visible.keys.sorted().flatMap { element -> [AccessibilityElement] in
            guard let cell = visible[element]?.cell, let frame = displayedFrame(for: element) else { return [] }
            return [accessibilityElement(element, cell: cell, frame: frame)] + controlElements(element, cell: cell, frame: frame)
        }
        // A section's side label is read before its items (after its header), as it is drawn
        // at their top.
        for section in sectionsForVisibleSideLabels.reversed() {
            guard let frame = rectForSideLabel(inSection: section), let label = dataSource?.host(typedSelf, sideLabelForSection: section) else { continue }
            let element = AccessibilityElement(
                target: .sideLabel(section: section), label: label, value: nil, hint: nil, traits: .staticText, actionNames: [], frame: frame)
            let position = elements.firstIndex { candidate in
                switch candidate.target {
                case .header(let other): other > section
                case .item(let path): path.section >= section
                case .footer(let other), .sideLabel(let other): other >= section
                case .control(let path, _): path.section >= section
                }
            } ?? elements.endIndex
            elements.insert(element, at: position)
        }
        return elements
    }

    /// Performs the custom action named `name` (the first one, if several share it: reach the
    /// others with ``performAccessibilityAction(at:on:)``) of a displayed element, as VoiceOver's actions rotor does: the cell's own action's handler, a
    /// swipe action's handler (one that finishes later gets a completion that does not touch the
    /// host: nothing is revealed), or a context menu action's handler. Nothing else changes:
    /// revealed swipe actions, a presented menu and the selection stay as they are, unless the
    /// handler changes them.
    ///
    /// - Returns: whether the action succeeded: the handler's result for a cell's action or a
    ///   swipe action (for one that finishes later, what its completion said if it was called
    ///   before the handler returned, else `false`), `true` for a menu action.
    /// - Throws: ``CellHostError/accessibilityElementNotVisible(_:)`` or
    ///   ``CellHostError/unknownAccessibilityAction(_:available:)``; nothing happens.
    @discardableResult
    public func performAccessibilityAction(named name: String, on target: AccessibilityElement.Target) throws(CellHostError) -> Bool {
        let actions = try offeredAccessibilityActions(on: target)
        guard let action = actions.first(where: { $0.name == name }) else {
            throw .unknownAccessibilityAction(name, available: actions.map(\.name))
        }
        return action.perform()
    }

    /// Performs the custom action at `index` of a displayed element's actions
    /// (``AccessibilityElement/actionNames``, in the order offered), as VoiceOver's actions rotor
    /// does when it lists several actions of the same name: `1` is the context menu's "Delete"
    /// when the item's swipe action "Delete" is at `0`. Otherwise as
    /// ``performAccessibilityAction(named:on:)``.
    ///
    /// - Returns: whether the action succeeded (see ``performAccessibilityAction(named:on:)``).
    /// - Throws: ``CellHostError/accessibilityElementNotVisible(_:)`` or
    ///   ``CellHostError/accessibilityActionIndexOutOfRange(_:available:)``; nothing happens.
    @discardableResult
    public func performAccessibilityAction(at index: Int, on target: AccessibilityElement.Target) throws(CellHostError) -> Bool {
        let actions = try offeredAccessibilityActions(on: target)
        guard actions.indices.contains(index) else {
            throw .accessibilityActionIndexOutOfRange(index, available: actions.map(\.name))
        }
        return actions[index].perform()
    }

    /// The actions a displayed element offers (none for a side label or a control), or
    /// ``CellHostError/accessibilityElementNotVisible(_:)`` for an element that is not displayed.
    private func offeredAccessibilityActions(on target: AccessibilityElement.Target) throws(CellHostError) -> [OfferedAccessibilityAction] {
        loadIfNeeded()
        guard let element = target.layoutElement else {
            // A side label and a control have no custom action.
            switch target {
            case .sideLabel(let section) where sectionsForVisibleSideLabels.contains(section):
                return []
            case let .control(path, control) where cell(for: .item(path))?.controls.contains(where: { $0.name == control }) == true:
                return []
            default:
                throw .accessibilityElementNotVisible(target)
            }
        }
        guard let cell = visible[element]?.cell else { throw .accessibilityElementNotVisible(target) }
        return accessibilityActions(element, cell: cell)
    }

    /// Activates a displayed element, as a VoiceOver double tap does: an item, header or footer
    /// is tapped (``tap(at:)-(LayoutElement)``), and a control (``CellControl``) is tapped as a control, so a switch flips.
    ///
    /// - Returns: what the tap returned (for a control: `true`).
    /// - Throws: ``CellHostError/accessibilityElementNotVisible(_:)`` for an element not shown now (a side
    ///   label, which cannot be activated, included); nothing happens.
    @discardableResult
    public func activate(_ target: AccessibilityElement.Target) throws(CellHostError) -> Bool {
        loadIfNeeded()
        switch target {
        case .item(let path):
            guard visible[.item(path)] != nil else { throw .accessibilityElementNotVisible(target) }
            return (try? tap(at: .item(path))) ?? false
        case .header(let section), .footer(let section):
            let kind: SupplementaryKind = if case .header = target { .header } else { .footer }
            guard visible[.supplementary(kind, section: section)] != nil else { throw .accessibilityElementNotVisible(target) }
            return (try? tap(at: .supplementary(kind, section: section))) ?? false
        case let .control(path, name):
            do {
                try tapControl(named: name, inItemAt: path)
                return true
            } catch {
                throw .accessibilityElementNotVisible(target)
            }
        case .sideLabel:
            throw .accessibilityElementNotVisible(target)
        }
    }

    /// The elements of the controls of an item's displayed cell, after the cell's own: each
    /// read as its name, a switch with the ``AccessibilityTraits/toggleButton`` trait and the
    /// value "on" or "off", a button or info button with ``AccessibilityTraits/button``;
    /// ``AccessibilityTraits/notEnabled`` when it, or its cell, is disabled.
    private func controlElements(_ element: LayoutElement, cell: Layout.Cell, frame: Rect) -> [AccessibilityElement] {
        guard let path = element.itemPath, !cell.controls.isEmpty else { return [] }
        let area = TextCanvas.Area(frame, viewportTop: 0)
        return laidOutControls(of: cell, width: area.width).map { control, column in
            var traits: AccessibilityTraits = control.isOn == nil ? .button : .toggleButton
            if !control.isEnabled || !cell.isEnabled { traits.insert(.notEnabled) }
            let width = Double(TextRendering.columnWidth(of: control.glyph))
            return AccessibilityElement(
                target: .control(path, name: control.name), label: control.name, value: control.isOn.map { $0 ? "on" : "off" },
                hint: nil, traits: traits, actionNames: [],
                frame: Rect(x: Double(area.left + column), y: frame.minY, width: width, height: 1))
        }
    }

    /// The element of a displayed cell.
    private func accessibilityElement(_ element: LayoutElement, cell: Layout.Cell, frame: Rect) -> AccessibilityElement {
        let state = cell.state
        var traits = cell.accessibilityTraits.subtracting(AccessibilityTraits.stateTraits)
        if state.isSelected { traits.insert(.selected) }
        if state.isDisabled { traits.insert(.notEnabled) }
        if case .supplementary(.header, _) = element { traits.insert(.header) }
        let label = cell.accessibilityLabel ?? cell.render(width: Int(frame.width))
            .map { String($0.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
            .filter { !$0.isEmpty }
            .joined(separator: ", ")
        return AccessibilityElement(
            target: AccessibilityElement.Target(element), label: label, value: cell.accessibilityValue,
            hint: cell.accessibilityHint, traits: traits,
            actionNames: accessibilityActions(element, cell: cell).map(\.name), frame: frame)
    }

    /// The custom actions of a displayed element, in the order offered, every one kept (names
    /// may repeat, as in UIKit).
    private func accessibilityActions(_ element: LayoutElement, cell: Layout.Cell) -> [OfferedAccessibilityAction] {
        var actions = cell.accessibilityCustomActions.map { action in
            OfferedAccessibilityAction(name: action.name) { action.handler() }
        }
        if let path = element.itemPath {
            if !selection.isEditing, delegate?.host(typedSelf, canSwipeItemAt: path) ?? true {
                for edge in [SwipeEdge.trailing, .leading] {
                    for action in delegate?.host(typedSelf, swipeActionsForItemAt: path, edge: edge)?.actions ?? [] {
                        actions.append(OfferedAccessibilityAction(name: action.title) { Self.performUnrevealed(action) })
                    }
                }
            }
            for action in contextMenu(at: path)?.actions ?? [] where action.isEnabled {
                actions.append(OfferedAccessibilityAction(name: action.title) {
                    action.handler()
                    return true
                })
            }
        }
        return actions
    }

    /// Performs a swipe action without revealing it: a handler that finishes later gets a
    /// completion the host does not wait for.
    private static func performUnrevealed(_ action: SwipeAction) -> Bool {
        switch action.handler {
        case .now(let handler):
            return handler()
        case .later(let handler):
            let completion = SwipeActionCompletion { _ in false }
            handler(completion)
            return completion.performed ?? false
        }
    }
}

/// A custom action an element offers: its name and what performing it runs.
@MainActor
struct OfferedAccessibilityAction {
    let name: String
    let perform: @MainActor () -> Bool
}
