import CellControllers

/// The interactive example without the terminal: a state machine that takes ``Key``s and
/// terminal sizes and produces ``InteractiveFrame``s, so that it is tested by feeding keys.
///
/// - The viewport is the terminal less two lines at the bottom: a status line (the items shown,
///   the filter, the current item) and a line for the filter prompt, the last action or the keys.
/// - Scrolling moves the host's content offset (one line, a page, to either end). The *current*
///   item (drawn in reverse video) is what Enter taps and `l` long-presses; it follows the
///   scrolling and moves with ←/→ or Tab/Shift-Tab.
/// - A tap goes through the host's ``CellHost/tap(at:)-(LayoutElement)`` and a long press through
///   ``CellHost/longPress(at:)``, so the item's controller reacts as it does for `--select`; the
///   prompt line then shows what it recorded (`selected: …`).
/// - `/` starts a filter: each character typed applies the sections whose items' text contains
///   the filter (ignoring case) with the adapter, which diffs them against what is shown (no
///   rebuild). Enter keeps the filter, Escape clears it.
/// - A long press on an item with a context menu presents it: the prompt line lists its actions,
///   a digit performs one (through the host, as `--menu-action` does), Escape closes it, and any
///   other key closes it and does its own work.
/// - A resize sets the host's viewport, so self-sizing rows are measured again at the new width.
@MainActor
final class InteractiveSession<Host: ExampleHost> {
    /// What a key asks the input loop to do.
    enum Outcome: Equatable {
        /// Draw the new frame and read on.
        case proceed
        /// Restore the terminal and exit with this status.
        case quit(exitCode: Int32)
    }

    /// The exit status after Ctrl-C, as for a process interrupted by SIGINT.
    static var interruptExitCode: Int32 { 130 }

    /// The lines below the viewport: the status line and the prompt line.
    static var footerLines: Int { 2 }

    /// The width at which items are drawn to find their text, wide enough that nothing is cut.
    static var searchWidth: Int { ExampleOptions.widthRange.upperBound }

    /// The keys, as the prompt line lists them when there is nothing else to say.
    static var keyHelp: String { "j/k ↑↓ scroll · space/PgDn PgUp · g/G · ←→ item · ⏎ tap · l long-press/menu · c control · / filter · q quit" }

    let host: Host
    let adapter: CellControllerAdapter<Host>
    private let actions: ActionLog
    /// What the controllers report to (``InteractiveListing/owner``), alive as long as the session.
    private let owner: AnyObject?
    /// The unfiltered sections, and each item's text (lowercased) for the filter.
    private let allSections: [ControllerSection<Host>]
    private let itemTexts: [[String]]

    /// The terminal size, in columns and lines.
    private(set) var columns: Int
    private(set) var rows: Int
    /// The first content line shown.
    private(set) var offset = 0
    /// The item Enter taps, if there is one.
    private(set) var current: ItemPath?
    /// The filter text.
    private(set) var filter = ""
    /// Whether keys are typed into the filter.
    private(set) var isEditingFilter = false
    /// What the last tap or long press did (or why nothing happened).
    private(set) var message: String?

    /// Shows `listing` in a terminal of `columns` × `rows`.
    init(listing: InteractiveListing<Host>, columns: Int, rows: Int) {
        self.host = listing.host
        self.actions = listing.actions
        self.owner = listing.owner
        self.allSections = listing.sections
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.adapter = CellControllerAdapter(host: listing.host, sections: listing.sections)
        self.itemTexts = Self.texts(of: listing.sections, in: listing.host)
        applyViewportSize()
        current = firstVisibleItem()
    }

    // MARK: Sizes

    /// The viewport's height: the terminal less the footer (at least one line).
    var viewportHeight: Int { max(1, rows - footerHeight) }

    /// How many footer lines fit: both when the terminal has 3 lines or more.
    private var footerHeight: Int { min(Self.footerLines, rows - 1) }

    /// The content's height in lines.
    var contentHeight: Int { Int(host.contentSize.height.rounded(.up)) }

    /// The largest offset: the last line of content at the bottom of the viewport.
    var maximumOffset: Int { max(0, contentHeight - viewportHeight) }

    /// The terminal became `columns` × `rows`: lay out again at the new width.
    func resize(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        applyViewportSize()
        keepCurrentVisible()
    }

    private func applyViewportSize() {
        if let grid = host as? GridHost { Self.fitColumns(of: grid, width: columns) }
        // A bottom-anchored list (the chat) at its end starts, and stays, at its end.
        let keepsEnd = host.scrollAnchoring == .bottom && host.isScrolledToEnd
        host.viewportSize = Size(width: Double(columns), height: Double(viewportHeight))
        if keepsEnd { host.layoutIfNeeded() }
        scroll(to: keepsEnd ? maximumOffset : offset)
    }

    /// Keeps a fixed-column grid's columns whole characters wide at `width` (as
    /// ``ListingRenderer/gridHost(_:minimumColumnWidth:itemHeight:)`` does): the leftover goes to
    /// the right inset.
    private static func fitColumns(of grid: GridHost, width: Int) {
        var layout = grid.layout
        guard case .fixed(let count) = layout.columns, count > 0 else { return }
        let spacing = Int(layout.interitemSpacing)
        let columnWidth = (width - (count - 1) * spacing) / count
        guard columnWidth > 0 else { return }
        layout.sectionInsets.right = Double(width - count * columnWidth - (count - 1) * spacing)
        if layout != grid.layout { grid.layout = layout }
    }

    // MARK: Keys

    /// Handles one key.
    func handle(_ key: Key) -> Outcome {
        if isEditingFilter, let outcome = handleFilterKey(key) { return outcome }
        if host.presentedContextMenu != nil, let outcome = handleMenuKey(key) { return outcome }
        switch key {
        case .up, .character("k"): scroll(to: offset - 1)
        case .down, .character("j"): scroll(to: offset + 1)
        case .pageUp, .character("b"): scroll(to: offset - viewportHeight)
        case .pageDown, .character(" "): scroll(to: offset + viewportHeight)
        case .home, .character("g"): scroll(to: 0)
        case .end, .character("G"): scroll(to: maximumOffset)
        case .left, .backTab: moveCurrent(by: -1)
        case .right, .tab: moveCurrent(by: 1)
        case .enter: tap()
        case .character("l"): longPress()
        case .character("c"): tapControl()
        case .character("/"):
            isEditingFilter = true
        case .character("q"), .character("Q"), .escape: return .quit(exitCode: 0)
        case .interrupt: return .quit(exitCode: Self.interruptExitCode)
        default: break
        }
        return .proceed
    }

    /// A key while the filter is edited, or `nil` for keys that work as outside the filter
    /// (scrolling, Ctrl-C).
    private func handleFilterKey(_ key: Key) -> Outcome? {
        switch key {
        case .character(let character):
            setFilter(filter + String(character))
        case .backspace:
            if !filter.isEmpty { setFilter(String(filter.dropLast())) }
        case .enter:
            isEditingFilter = false
        case .escape:
            isEditingFilter = false
            setFilter("")
        default:
            return nil
        }
        return .proceed
    }

    // MARK: Scrolling and the current item

    /// Scrolls so that `line` is the top line (clamped to the content).
    func scroll(to line: Int) {
        offset = min(max(0, line), maximumOffset)
        host.contentOffset = Point(x: 0, y: Double(offset))
        keepCurrentVisible()
    }

    /// Makes the first visible item current when the current one left the viewport.
    private func keepCurrentVisible() {
        if let current, isVisible(current) { return }
        current = firstVisibleItem()
    }

    private func isVisible(_ path: ItemPath) -> Bool {
        guard let rect = host.rect(for: .item(path)) else { return false }
        return rect.minY + rect.height > visibleTop(inSection: path.section) && rect.minY < Double(offset + viewportHeight)
    }

    /// The first line of the viewport that the items of `section` show on: below the section's
    /// header when it is pinned to the top (plain tables), the viewport's top otherwise.
    private func visibleTop(inSection section: Int) -> Double {
        let top = Double(offset)
        guard let header = host.rect(for: .supplementary(.header, section: section)), header.minY <= top else { return top }
        return max(top, header.minY + header.height)
    }

    /// The first item that starts in the viewport (below a pinned header), or else the first
    /// item partly in it.
    private func firstVisibleItem() -> ItemPath? {
        let visible = host.indexPathsForVisibleItems.filter(isVisible)
        return visible.first { (host.rect(for: .item($0))?.minY ?? -1) >= visibleTop(inSection: $0.section) } ?? visible.first
    }

    /// Makes the item `delta` items away current, scrolling as little as shows it whole (the
    /// host's `.nearest`, which keeps it clear of a pinned header).
    private func moveCurrent(by delta: Int) {
        let count = itemCount
        guard count > 0 else { return }
        // With no current item (the viewport shows no item), the first item is the next one.
        let target = min(max(0, current.map { flatIndex($0) + delta } ?? 0), count - 1)
        guard let path = host.itemPath(atFlatIndex: target) else { return }
        current = path
        if target == 0, let rect = host.rect(for: .item(path)), rect.minY + rect.height <= Double(viewportHeight) {
            // The first item with what is above it (a header), when both fit.
            scroll(to: 0)
        } else if (try? host.scrollToItem(at: path, at: .nearest)) != nil {
            offset = Int(host.contentOffset.y.rounded())
        }
        current = path
    }

    // MARK: Gestures

    /// Taps the current item, through the host's selection, as `--select` does.
    private func tap() {
        guard let path = current else {
            message = "selected: nothing (no item)"
            return
        }
        // A tap on the selected item would not reach its controller again: start afresh.
        host.deselectAllItems()
        message = ListingRenderer.interaction("selected", refusal: "cannot be selected", index: flatIndex(path), actions: actions) { () throws(CellHostError) in
            try host.tap(at: .item(path))
        }
    }

    /// Taps the current item's first control, as `--control INDEX` does.
    private func tapControl() {
        guard let path = current else {
            message = "control: nothing (no item)"
            return
        }
        message = ListingRenderer.tapControl(nil, ofItemAt: path, index: flatIndex(path), in: host, actions: actions)
    }

    /// Long-presses the current item, as `--long-press` does.
    private func longPress() {
        guard let path = current else {
            message = "long-pressed: nothing (no item)"
            return
        }
        message = ListingRenderer.interaction("long-pressed", refusal: "does not respond to long presses", index: flatIndex(path), actions: actions) { () throws(CellHostError) in
            try host.longPress(at: .item(path))
        }
        if let menu = host.presentedContextMenu { message = menuPrompt(menu) }
    }

    // MARK: Context menu

    /// The presented menu's actions, numbered from 1, and how to close it.
    private func menuPrompt(_ menu: PresentedContextMenu) -> String {
        let actions = menu.menu.actions.map(\.title).enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · ")
        return "menu\(menu.menu.title.map { " \($0)" } ?? ""): \(actions) · esc closes"
    }

    /// A key while a context menu is presented: a digit performs that action, Escape closes the
    /// menu; any other key closes it and returns `nil`, to be handled as usual.
    private func handleMenuKey(_ key: Key) -> Outcome? {
        guard let menu = host.presentedContextMenu else { return nil }
        switch key {
        case .character(let character):
            if let number = character.wholeNumberValue, menu.menu.actions.indices.contains(number - 1) {
                let title = menu.menu.actions[number - 1].title
                let before = actions.lines.count
                do {
                    try host.performContextMenuAction(titled: title)
                    let recorded = actions.lines.dropFirst(before)
                    message = recorded.isEmpty ? "menu: \(title)" : recorded.map { "menu: \($0)" }.joined(separator: "\n")
                } catch {
                    message = "menu: \(title) refused (\(error.description))"
                }
                return .proceed
            }
        case .escape:
            host.dismissActions()
            message = "menu closed"
            return .proceed
        default:
            break
        }
        host.dismissActions()
        message = nil
        return nil
    }

    // MARK: Filter

    /// Shows the items whose text contains `text` (ignoring case), through the adapter's diff.
    func setFilter(_ text: String) {
        filter = text
        let needle = text.lowercased()
        var shown: [ControllerSection<Host>] = []
        for (section, texts) in zip(allSections, itemTexts) {
            guard !needle.isEmpty else {
                shown.append(section)
                continue
            }
            var filtered = section
            filtered.items = zip(section.items, texts).filter { $0.1.contains(needle) }.map(\.0)
            if !filtered.items.isEmpty { shown.append(filtered) }
        }
        do {
            try adapter.apply(shown)
        } catch {
            message = "filter: \(error)"
        }
        current = nil
        scroll(to: 0)
    }

    /// Each item's text as drawn at ``searchWidth`` (so that nothing is cut), lowercased, by
    /// section. The host shows everything once for this; the caller then sizes it.
    private static func texts(of sections: [ControllerSection<Host>], in host: Host) -> [[String]] {
        if let grid = host as? GridHost { fitColumns(of: grid, width: searchWidth) }
        host.viewportSize = Size(width: Double(searchWidth), height: 1)
        host.viewportSize = Size(width: Double(searchWidth), height: max(1, host.contentSize.height))
        host.contentOffset = Point()
        return sections.indices.map { section in
            sections[section].items.indices.map { item in
                let path = ItemPath(item: item, section: section)
                guard let cell = host.cell(for: .item(path)), let rect = host.rect(for: .item(path)) else { return "" }
                return cell.render(width: Int(rect.width.rounded())).joined(separator: " ").lowercased()
            }
        }
    }

    // MARK: Item indices

    /// The number of items, across sections.
    var itemCount: Int { host.itemCount }

    /// The item's position counting items across sections (as `--select` does).
    func flatIndex(_ path: ItemPath) -> Int { host.flatIndex(of: path) }

    // MARK: Frame

    /// The screen as it should look now.
    var frame: InteractiveFrame {
        var lines = host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines = Array(lines.prefix(viewportHeight))
        while lines.count < viewportHeight { lines.append("") }
        var frame = InteractiveFrame(lines: lines)
        if let current, let rect = host.rect(for: .item(current)) {
            let top = max(0, Int(rect.minY.rounded(.down)) - offset)
            let bottom = min(viewportHeight, Int((rect.minY + rect.height).rounded(.up)) - offset)
            let left = max(0, Int(rect.minX.rounded())), right = min(columns, Int((rect.minX + rect.width).rounded()))
            if top < bottom, left < right {
                frame.highlight = .init(lines: top..<bottom, columns: left..<right)
            }
        }
        let footer = [statusText, promptText].prefix(footerHeight)
        if !footer.isEmpty {
            frame.statusLine = lines.count
            frame.lines.append(TextRendering.fit(statusText, width: columns))
        }
        if footer.count > 1 {
            var prompt = TextRendering.fit(promptText, width: columns)
            while prompt.last == " " { prompt.removeLast() }
            frame.lines.append(prompt)
            if isEditingFilter { frame.cursor = .init(line: frame.lines.count - 1, column: min(columns - 1, prompt.count)) }
        }
        return frame
    }

    /// "items 3–5 of 12" (counted from 1), the filter, and the lines shown.
    var statusText: String {
        let shown = itemCount
        let visible = host.indexPathsForVisibleItems.map(flatIndex)
        var parts: [String] = []
        if let first = visible.min(), let last = visible.max() {
            parts.append("items \(first + 1)–\(last + 1) of \(shown)")
        } else {
            parts.append(shown == 0 ? "no items" : "no item in view, \(shown) in all")
        }
        if !filter.isEmpty {
            let total = itemTexts.reduce(0) { $0 + $1.count }
            parts.append("filter \"\(filter)\": \(shown) of \(total) match")
        }
        parts.append("lines \(min(offset + 1, contentHeight))–\(min(offset + viewportHeight, contentHeight)) of \(contentHeight)")
        return " " + parts.joined(separator: " · ")
    }

    /// The filter prompt while editing it, else the last action, else the keys.
    var promptText: String {
        if isEditingFilter { return "/" + filter }
        if let message { return message.split(separator: "\n").joined(separator: " · ") }
        return Self.keyHelp
    }
}
