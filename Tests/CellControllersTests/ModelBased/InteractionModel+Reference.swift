import CellControllers

extension InteractionModel {
    /// An end a `LoadMoreTrigger` watches, by section identity: at the bottom edge
    /// (`loadMore`) or at the top edge (`loadMoreAtTop`).
    enum EndKey: Hashable, Sendable, CustomStringConvertible {
        case list
        case section(Int)
        case listTop
        case sectionTop(Int)

        /// The trigger's edge.
        var edge: LoadMoreEdge {
            switch self {
            case .list, .section: .bottom
            case .listTop, .sectionTop: .top
            }
        }

        var description: String {
            switch self {
            case .list: "list"
            case .section(let id): "S\(id)"
            case .listTop: "list top"
            case .sectionTop(let id): "S\(id) top"
            }
        }
    }

    /// Where a loading page stands, for an end that is not idle.
    enum PageState: Hashable, Sendable {
        case loading
        case failed
    }

    /// Revealed swipe actions: the item's identity, the edge, and the actions' titles when they
    /// were revealed (they stay, as UIKit's do, whatever the item's content becomes).
    struct Revealed: Hashable, Sendable {
        var id: Int
        var edge: SwipeEdge
        var titles: [String]
        /// The action waiting for its completion: its index and the completion's token.
        var pending: (index: Int, token: Int)? {
            get { pendingIndex.flatMap { index in pendingToken.map { (index, $0) } } }
            set { pendingIndex = newValue?.index; pendingToken = newValue?.token }
        }
        private var pendingIndex: Int?
        private var pendingToken: Int?

        init(id: Int, edge: SwipeEdge, titles: [String]) {
            self.id = id
            self.edge = edge
            self.titles = titles
        }
    }

    /// An interactive move in progress: the item's identity and the target (host coordinates).
    struct Movement: Hashable, Sendable {
        var id: Int
        var target: ItemPath
    }

    /// The reference model: what the app's data is, and what a user who did the same things on
    /// a UIKit list would see selected, swiped, moving and loading. The driver updates it before
    /// (or as) it drives the real host, and the checks compare the host with it.
    struct Reference: Sendable {
        /// The app's data: what the host must show once the operation is over.
        var data: Screen
        /// The last screen handed to the adapter: what its next apply diffs from.
        var shown: Screen
        /// The selected items' identities.
        var selected: Set<Int> = []
        /// Other selections the host may rightly have after this operation (the outcome of an
        /// asynchronous burst may depend on which of its screens were shown).
        var selectionAlternatives: [Set<Int>] = []
        /// (Revealed actions and a presented menu are one gesture: setting either ends the other.)
        var revealed: Revealed? {
            didSet { menus.presented = nil }
        }
        /// The context menu presented and the refresh running (see `InteractionModel+Menus`).
        var menus = MenusReference()
        var movement: Movement?
        /// Whether the host is in editing mode (multiple selection by checkmark during editing).
        var editing = false
        /// The state of every end that is not idle.
        var pages: [EndKey: PageState] = [:]
        /// The item count each end last fired with.
        var lastFired: [EndKey: Int] = [:]
        /// The loading ends, oldest first, with their requests.
        var loadingOrder: [EndKey] = []
        /// The items of the pages the app loaded in page races (issue 20): each of them that the
        /// data still has must be on screen once its race is over.
        var pageItems: Set<Int> = []
        /// The completions of swipe actions that finish later which the driver holds (tokens, in
        /// the order handed out), whether called already; `Operation.completeSwipe` calls one.
        var heldCompletions: [(token: Int, id: Int, title: String, called: Bool)] = []
        /// The scroll position the app saved, by item identity (`Operation.saveScrollPosition`).
        var savedPosition: ItemScrollPosition<Int>?
        /// The items whose "read more" is on (`Operation.remeasure`): two lines more.
        var grown: Set<Int> = []
        /// The items whose switch is on (`Operation.tapControl`).
        var switchesOn: Set<Int> = []
        /// The host layout in use (an index into the configuration's host layouts).
        var hostLayout = 0
        /// The bars over the list's top and bottom that pinned headers and footers stay clear of.
        var pinnedInsets = EdgeInsets()
        /// The items that some screen shown during the current operation changed, deleted or
        /// reloaded (they may rightly have new controllers, even if a later screen restored them).
        var touched: Set<Int> = []
        /// The sections shown as trees, by section identity (see `InteractionModel+Outlines.swift`).
        var outlines: [Int: OutlineTree] = [:]
        /// Where the carousel sections are scrolled sideways, by section identity (absent: 0),
        /// and the viewport's width that bounds them (see `InteractionModel+Carousel`).
        var carouselOffsets: [Int: Double] = [:]
        var viewportWidth = 0.0

        init(data: Screen) {
            self.data = data
            self.shown = data
        }

        /// The data is handed to the adapter: the selection, the revealed actions and the move
        /// follow their items as a UIKit list's do through the batch updates of a diff (deleted
        /// items drop out, and so do reloaded ones). When the adapter reloads the host instead,
        /// the selection follows its items the same way, but the revealed actions and the move
        /// end.
        mutating func show(_ new: Screen, reloading: Bool, config: Configuration) {
            let old = shown
            let changed = !old.isDiffablyEqual(to: new)
            for item in old.allItems where reloading || !new.keepsItem(item.id, from: old) || new.item(item.id) != item {
                touched.insert(item.id)
            }
            func survives(_ id: Int) -> Bool {
                guard new.keepsItem(id, from: old) else { return false }
                return config.contentChanges == .reconfigure || old.item(id) == new.item(id)
            }
            selected = selected.filter(survives)
            // `reloadThreshold` 0: any change is shown with reloadData().
            if reloading || (config.reloadThreshold == 0 && changed) {
                revealed = nil
                movement = nil
            } else {
                if let revealed, !survives(revealed.id) { self.revealed = nil }
                if let movement, !survives(movement.id) { self.movement = nil }
                carryMenu(from: old, to: new, config: config)
            }
            reconcileOutlines(with: new)
            updateCarousels(from: old, to: new, config: config)
            data = new
            shown = new
        }

        /// Enters or leaves editing mode: a change ends the swipe and the move and deselects
        /// everything, as UIKit's table does.
        mutating func setEditing(_ editing: Bool) {
            guard editing != self.editing else { return }
            self.editing = editing
            selected = []
            revealed = nil
            movement = nil
        }

        /// The section index a page of `end` is appended to (at the top edge, inserted at the
        /// start of), and where its footer (header) shows.
        func sectionIndex(of end: EndKey) -> Int? {
            switch end {
            case .list: data.sections.isEmpty ? nil : data.sections.count - 1
            case .listTop: data.sections.isEmpty ? nil : 0
            case .section(let id), .sectionTop(let id): data.sectionIndex(of: id)
            }
        }

        /// The number of items of `end` now.
        func itemCount(of end: EndKey) -> Int {
            switch end {
            case .list, .listTop: data.itemCount
            case .section(let id), .sectionTop(let id): data.sectionIndex(of: id).map { data.sections[$0].items.count } ?? 0
            }
        }

        /// The content of the pagination row shown by the section at `index` at `edge` (a
        /// footer at the bottom, a header at the top), if any.
        @MainActor
        func pageRow(forSection index: Int, scope: LoadMoreScope, edge: LoadMoreEdge) -> CellContent? {
            let id = data.sections[index].id
            let end: EndKey = switch (scope, edge) {
            case (.list, .bottom): .list
            case (.eachSection, .bottom): .section(id)
            case (.list, .top): .listTop
            case (.eachSection, .top): .sectionTop(id)
            }
            guard sectionIndex(of: end) == index, let state = pages[end] else { return nil }
            switch state {
            case .loading: return CellContent(key: "loading:\(end)", lines: [LoadMoreTrigger<TableHost>.loadingMessage])
            case .failed: return CellContent(key: "failed:\(end)", lines: ["✕ offline — \(LoadMoreTrigger<TableHost>.retryHint)"])
            }
        }

        /// What the footer of the section at `index` shows: the pagination footer, or its own.
        @MainActor
        func footer(forSection index: Int, config: Configuration) -> CellContent? {
            if let pagination = config.pagination, let page = pageRow(forSection: index, scope: pagination.scope, edge: .bottom) { return page }
            let model = data.sections[index].model
            return model.footer.map { CellContent(key: "footer:S\(model.id)", lines: $0) }
        }

        /// What the header of the section at `index` shows: the top pagination row, or its own.
        @MainActor
        func header(forSection index: Int, config: Configuration) -> CellContent? {
            if let pagination = config.topPagination, let page = pageRow(forSection: index, scope: pagination.scope, edge: .top) { return page }
            let model = data.sections[index].model
            return model.header.map { CellContent(key: "header:S\(model.id)", lines: $0) }
        }
    }
}
