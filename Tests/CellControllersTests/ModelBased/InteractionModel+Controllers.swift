import CellControllers

extension InteractionModel {
    /// What a cell was last configured to show: whose it is (`item:<id>`, `header:S<id>`,
    /// `footer:S<id>`, `loading:<end>`, `failed:<end>`) and its lines.
    struct CellContent: Hashable, Sendable, CustomStringConvertible {
        var key = ""
        var lines: [String] = []

        var description: String { "\(key) \(lines)" }
    }

    /// The lines of an item cell: a free first column (a disabled cell is dimmed there), the
    /// selection mark, then its content.
    @MainActor
    static func renderItem(_ content: CellContent, selected: Bool, width: Int) -> [String] {
        content.lines.enumerated().map { index, line in
            TextRendering.fit(" " + (index == 0 && selected ? "*" : " ") + line, width: width)
        }
    }

    @MainActor
    static func renderText(_ content: CellContent, width: Int) -> [String] {
        content.lines.map { TextRendering.fit($0, width: width) }
    }

    final class TableItemCell: TableCell, InteractionModelItemCell {
        var content = CellContent()
        var reportedState: CellState?
        override func prepareForReuse() {
            super.prepareForReuse()
            content = CellContent()
            reportedState = nil
        }
        override func updateState(_ state: CellState) { reportedState = state }
        override func render(width: Int) -> [String] { InteractionModel.renderItem(content, selected: isSelected, width: width) }
    }

    final class TableTextCell: TableCell, InteractionModelCell {
        var content = CellContent()
        override func prepareForReuse() {
            super.prepareForReuse()
            content = CellContent()
        }
        override func render(width: Int) -> [String] { InteractionModel.renderText(content, width: width) }
    }

    final class GridItemCell: GridCell, InteractionModelItemCell {
        var content = CellContent()
        var reportedState: CellState?
        override func prepareForReuse() {
            super.prepareForReuse()
            content = CellContent()
            reportedState = nil
        }
        override func updateState(_ state: CellState) { reportedState = state }
        override func render(width: Int) -> [String] { InteractionModel.renderItem(content, selected: isSelected, width: width) }
    }

    final class GridTextCell: GridCell, InteractionModelCell {
        var content = CellContent()
        override func prepareForReuse() {
            super.prepareForReuse()
            content = CellContent()
        }
        override func render(width: Int) -> [String] { InteractionModel.renderText(content, width: width) }
    }

    /// The controller of an item: configures its cell from the item, answers highlight, select,
    /// height, swipe and move questions from the item's flags, and reports every event to the
    /// recorder (none when it belongs to a fresh reference host, which has no recorder).
    final class ItemController<Cell: ReusableCell & InteractionModelCell>: ModelCellController<Cell, Item>, Growing {
        var item: Item { model }
        let fixedHeight: Double?
        let recorder: Recorder?
        /// A fresh reference host's controller of an item whose swipe actions are revealed: the
        /// actions revealed (whatever the item's content says now), so that it can show them.
        let forcedSwipeTitles: [String]?

        /// A fresh reference host's controller: whether the item's "read more" is on (the
        /// driver's controllers read it from the recorder, where it changes).
        let grownInReference: Bool
        /// The switches' state, in a configuration with controls (see `InteractionModel+Controls`).
        let controls: ControlBoard?

        init(_ item: Item, height: Double?, recorder: Recorder?, grown: Bool = false, forcedSwipeTitles: [String]? = nil, controls: ControlBoard? = nil) {
            self.controls = controls
            self.fixedHeight = height
            self.recorder = recorder
            self.grownInReference = grown
            self.forcedSwipeTitles = forcedSwipeTitles
            super.init(model: item)
            recorder?.register(self) { $0.currentCell() }
        }

        /// Whether the item's "read more" is on.
        var isGrown: Bool { recorder.map { $0.grown.contains(item.id) } ?? grownInReference }

        var content: CellContent { CellContent(key: "item:\(item.id)", lines: item.cellLines(grown: isGrown)) }

        /// Every seventh item has a badge (drawn over its cell's top-right corner).
        override var badge: String? { InteractionModel.badge(of: item) }

        override func configureCell(_ cell: Cell) {
            cell.content = content
            cell.isEnabled = item.enabled
            if let controls { cell.controls = InteractionModel.controls(of: item, board: controls, recorder: recorder) }
        }
        override func didChangeDisplay(of cell: Cell, isDisplayed: Bool) {
            if isDisplayed {
                recorder?.willDisplay(cell, by: self, key: content.key)
                recorder?.delegate?.itemDisplayed(item)
            } else {
                recorder?.didEndDisplaying(cell, by: self, showing: content)
            }
        }
        override func didChangeSelection(_ isSelected: Bool) { if isSelected { recorder?.itemSelected(item) } else { recorder?.delivered.append(.deselect(item.id)) } }
        override func didLongPressCell() { recorder?.delivered.append(.longPress(item.id)) }
        override func shouldHighlightCell() -> Bool { forcedSwipeTitles != nil || item.enabled }
        override func shouldChangeSelection(to isSelected: Bool) -> Bool { !isSelected || item.selectable }
        /// A fresh reference host's controllers are given their exact height, growth included;
        /// the driver's add the growth to the height they give.
        override func height(forWidth width: Double) -> Double? {
            fixedHeight.map { $0 + (recorder != nil && isGrown ? 2 : 0) }
        }
        func growthDidChange() {
            // A height of its own: the controller shows its new lines itself (a self-sizing
            // cell would be configured again by the host to be measured anyway).
            if let cell = currentCell() { configureCell(cell) }
            invalidateHeight()
        }
        override var visibilityThresholds: [Double]? { recorder?.ownThresholds(item.id) }
        override func didCrossVisibilityThreshold(_ crossing: VisibilityCrossing) {
            recorder?.crossed(item.id, crossing, fraction: visibleFraction)
        }
        override func didChangePrefetching(_ isPrefetching: Bool) { if isPrefetching { recorder?.prefetch(self, item: item.id) } else { recorder?.cancelPrefetch(self, item: item.id) } }
        override func contextMenu() -> ContextMenu? { InteractionModel.contextMenu(of: item, recorder: recorder) }
        override func canMoveCell() -> Bool { item.movable }
        override func canEditCell() -> Bool { item.editable }
        override func didMoveCell(_ move: Move<ItemPath>) { recorder?.delivered.append(.move(item.id, from: move.source, to: move.destination)) }
        override func swipeActions(for edge: SwipeEdge) -> SwipeActionsConfiguration? {
            let titles = forcedSwipeTitles ?? item.swipeTitles(edge)
            guard !titles.isEmpty else { return nil }
            let id = item.id
            // Delete performs now; Archive and Flag finish later (the driver decides when).
            return SwipeActionsConfiguration(actions: titles.map { title in
                if title == "Delete" {
                    SwipeAction(title, style: .destructive) { [weak recorder] in
                        recorder?.delegate?.swipeAction(title, item: id) ?? false
                    }
                } else {
                    SwipeAction(title, completingLater: { [weak recorder] completion in
                        recorder?.delegate?.swipeAction(title, item: id, completion: completion)
                    })
                }
            })
        }
    }

    /// The "read more" of an item's controller, whatever its cell type.
    @MainActor protocol Growing: AnyObject {
        /// The item's growth flag changed: show the new lines and ask for a re-measure.
        func growthDidChange()
    }

    /// The controller of a header, a footer or a pagination footer: configures its cell with
    /// its lines and reports display events and taps (a tap runs `onTap` when it has one, the
    /// error footer's retry).
    final class TextController<Cell: ReusableCell & InteractionModelCell>: GenericCellController<Cell> {
        let content: CellContent
        let recorder: Recorder?
        let onTap: (@MainActor () -> Void)?

        init(_ content: CellContent, recorder: Recorder?, onTap: (@MainActor () -> Void)? = nil) {
            self.content = content
            self.recorder = recorder
            self.onTap = onTap
            super.init()
            recorder?.register(self) { $0.currentCell() }
        }

        override func configureCell(_ cell: Cell) { cell.content = content }
        override func didChangeDisplay(of cell: Cell, isDisplayed: Bool) { if isDisplayed { recorder?.willDisplay(cell, by: self, key: content.key) } else { recorder?.didEndDisplaying(cell, by: self, showing: content) } }
        override func didChangeSelection(_ isSelected: Bool) {
            guard isSelected else { return }
            recorder?.delivered.append(.tap(content.key))
            if let onTap { onTap() } else { recorder?.delegate?.supplementaryTapped(content.key) }
        }
    }
}

/// A cell of the interaction model: it keeps what it was configured to show.
@MainActor
protocol InteractionModelCell: AnyObject {
    var content: InteractionModel.CellContent { get set }
}

/// An item cell of the model: it also keeps the last state its host told it
/// (`updateState(_:)`), `nil` since it was last reused.
@MainActor
protocol InteractionModelItemCell: InteractionModelCell {
    var reportedState: CellState? { get }
}

/// What the driver does when controllers report app-level events (the hooks that apply).
@MainActor
protocol InteractionModelRecorderDelegate: AnyObject {
    /// An item's controller handled a tap that selected it.
    func itemSelected(_ item: InteractionModel.Item)
    /// An item's controller got `willDisplayCell`.
    func itemDisplayed(_ item: InteractionModel.Item)
    /// A header's or footer's controller handled a tap.
    func supplementaryTapped(_ key: String)
    /// A swipe action's handler ran.
    func swipeAction(_ title: String, item: Int) -> Bool
    /// A swipe action's handler that finishes later ran, with its completion.
    func swipeAction(_ title: String, item: Int, completion: SwipeActionCompletion)
}

extension InteractionModel {
    /// A tap, press or move delivered to a controller: what the driver predicts and the
    /// ``Recorder`` hears.
    enum Delivery: Hashable, CustomStringConvertible {
        case select(Int)
        case deselect(Int)
        case longPress(Int)
        case move(Int, from: ItemPath, to: ItemPath)
        /// A tap on the header or footer that shows the content of this key.
        case tap(String)
        /// A context menu action (or its accessibility action) of the item ran.
        case menuAction(String, Int)
        /// A control of the item ran its handler: its name, a switch's new value.
        case control(Int, String, Bool?)

        var description: String {
            switch self {
            case .select(let id): "select #\(id)"
            case .deselect(let id): "deselect #\(id)"
            case .longPress(let id): "long press #\(id)"
            case let .move(id, source, destination): "move #\(id) \(source)->\(destination)"
            case .tap(let key): "tap \(key)"
            case let .menuAction(title, id): "menu action \(title) #\(id)"
            case let .control(id, name, isOn): "control \(name) of #\(id)\(isOn.map { $0 ? " on" : " off" } ?? "")"
            }
        }
    }

    /// The ledger of what controllers were told, checked as events arrive: display events per
    /// cell (balanced, and ending at a controller that shows the cell), prefetches per item
    /// (never twice without a cancel or a display between, never while visible), and the taps,
    /// presses and moves delivered during the current operation.
    @MainActor
    final class Recorder {
        /// A cell that got `willDisplay`: from which controller, for which element.
        struct Shown {
            let controller: ObjectIdentifier
            let key: String
        }

        weak var delegate: (any InteractionModelRecorderDelegate)?
        /// The items whose "read more" is on: what every driver controller of the item reads.
        var grown: Set<Int> = []
        /// The displayed cells, by cell.
        private(set) var shown: [ObjectIdentifier: Shown] = [:]
        /// How many displayed cells show each key.
        private(set) var shownKeys: [String: Int] = [:]
        /// The controllers prefetched and neither cancelled nor displayed since, with their item.
        private(set) var prefetched: [ObjectIdentifier: Int] = [:]
        /// Violations seen as events arrived, in order.
        var violations: [Violation] = []
        /// The events delivered to controllers during the current operation.
        var delivered: [Delivery] = []
        /// Every event, for a verbose replay.
        var log: [String] = []
        /// What the outline handlers heard during the current operation.
        var outlineEvents: [String] = []
        var logsEvents = false
        /// How many prefetches and cancels controllers got.
        var prefetches = 0
        var cancels = 0

        /// The thresholds an item's controller gives (the configuration's), or `nil`.
        var ownThresholds: (Int) -> [Double]? = { _ in nil }
        /// The thresholds each item was reported past (crossed up, not down since), ascending.
        var pastThresholds: [Int: [Double]] = [:]
        /// The section display events since the last check, in order: `true` for will display.
        var sectionEvents: [(will: Bool, section: Int)] = []
        /// The offsets `didScroll` reported since the last check.
        var scrolls: [Double] = []
        /// How many crossings controllers heard, up and down.
        var crossings = 0

        /// Every controller made for the host under test, weakly, with the cell it says it
        /// displays (`currentCell()`): no two may name the same cell.
        private var claims: [() -> (controller: ObjectIdentifier, cell: ObjectIdentifier?)?] = []

        func register<Controller: AnyObject>(_ controller: Controller, currentCell: @escaping (Controller) -> AnyObject?) {
            claims.append { [weak controller] in
                controller.map { (ObjectIdentifier($0), currentCell($0).map(ObjectIdentifier.init)) }
            }
        }

        /// The cells the live controllers say they display, with the controller of each claim.
        func claimedCells() -> [(controller: ObjectIdentifier, cell: ObjectIdentifier)] {
            var found: [(controller: ObjectIdentifier, cell: ObjectIdentifier)] = []
            var alive: [() -> (controller: ObjectIdentifier, cell: ObjectIdentifier?)?] = []
            for claim in claims {
                guard let current = claim() else { continue }
                alive.append(claim)
                if let cell = current.cell { found.append((current.controller, cell)) }
            }
            claims = alive
            return found
        }

        func willDisplay(_ cell: some InteractionModelCell, by controller: AnyObject, key: String) {
            let id = ObjectIdentifier(cell)
            if logsEvents { log.append("willDisplay \(key)") }
            if let previous = shown[id] {
                violations.append(Violation("display.unbalanced", "willDisplay of a cell showing \(previous.key) that never ended displaying, now for \(key)"))
                shownKeys[previous.key, default: 1] -= 1
            }
            shown[id] = Shown(controller: ObjectIdentifier(controller), key: key)
            shownKeys[key, default: 0] += 1
            if key.hasPrefix("item:"), let item = Int(key.dropFirst(5)) {
                prefetched = prefetched.filter { $0.key != ObjectIdentifier(controller) || $0.value != item }
            }
        }

        func didEndDisplaying(_ cell: some InteractionModelCell, by controller: AnyObject, showing content: CellContent) {
            let id = ObjectIdentifier(cell)
            if logsEvents { log.append("didEndDisplaying \(content.key)") }
            guard let entry = shown.removeValue(forKey: id) else {
                violations.append(Violation("display.unbalanced", "didEndDisplaying for a cell that was not displayed, at the controller of \(content.key)"))
                return
            }
            shownKeys[entry.key, default: 1] -= 1
            if shownKeys[entry.key] == 0 { shownKeys[entry.key] = nil }
            if shownKeys[entry.key] == nil, entry.key.hasPrefix("item:"), let item = Int(entry.key.dropFirst(5)),
               let past = pastThresholds[item], !past.isEmpty {
                violations.append(Violation("visibility.order", "#\(item) ended displaying while past thresholds \(past): its crossings down must come first"))
            }
            if entry.key != content.key {
                violations.append(Violation("display.wrongController", "the cell displayed for \(entry.key) ended displaying at the controller of \(content.key)"))
            } else if cell.content != content {
                violations.append(Violation("display.wrongController", "\(content.key) ended displaying a cell that shows \(cell.content), not \(content.lines)"))
            }
        }

        func isShown(_ key: String) -> Bool { shownKeys[key, default: 0] > 0 }

        func prefetch(_ controller: AnyObject, item: Int) {
            if logsEvents { log.append("prefetch #\(item)") }
            let id = ObjectIdentifier(controller)
            if prefetched[id] != nil {
                violations.append(Violation("prefetch.twice", "#\(item) prefetched twice by one controller without a cancel or a display between"))
            } else if prefetched.values.contains(item) {
                violations.append(Violation("prefetch.twice", "#\(item) prefetched by a second controller before the first one's prefetch was cancelled"))
            }
            if isShown("item:\(item)") {
                violations.append(Violation("prefetch.visible", "#\(item) prefetched while it is displayed"))
            }
            prefetched[id] = item
            prefetches += 1
        }

        func cancelPrefetch(_ controller: AnyObject, item: Int) {
            if logsEvents { log.append("cancelPrefetch #\(item)") }
            cancels += 1
            if prefetched.removeValue(forKey: ObjectIdentifier(controller)) == nil {
                violations.append(Violation("prefetch.cancel", "cancelPrefetch of #\(item) at a controller that was not prefetching it"))
            }
        }

        func itemSelected(_ item: Item) {
            delivered.append(.select(item.id))
            delegate?.itemSelected(item)
        }
    }
}
