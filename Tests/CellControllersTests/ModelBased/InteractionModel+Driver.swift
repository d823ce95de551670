import CellControllers

extension InteractionModel {
    /// Drives one real host and adapter through operations, as a user and an app would, and
    /// keeps the ``Reference`` in step: it predicts what each gesture does (what a UIKit list
    /// would do) before it performs it, plays the app's part when controllers call back (the
    /// hooks that apply from `didSelectCell`, `willDisplayCell`, header taps, swipe actions and
    /// pagination), and notes what went differently than predicted. ``check()`` compares the
    /// rest after every operation.
    @MainActor
    final class Driver<L: CellLayout, H: CellHost<L> & InteractionModelHost>: InteractionModelRecorderDelegate where H.Layout == L {
        // The model's types, for the driver's extensions in other files.
        typealias Item = InteractionModel.Item
        typealias Screen = InteractionModel.Screen
        typealias Edit = InteractionModel.Edit
        typealias EndKey = InteractionModel.EndKey
        typealias CellContent = InteractionModel.CellContent
        typealias Violation = InteractionModel.Violation

        let config: Configuration
        let host: H
        let adapter: CellControllerAdapter<H>
        let recorder = Recorder()
        /// The app's state of the switches in cells (see `InteractionModel+Controls`).
        let controlBoard = ControlBoard()
        var reference: Reference
        var trigger: LoadMoreTrigger<H>?
        /// The trigger at the top edge (``Configuration/topPagination``).
        var topTrigger: LoadMoreTrigger<H>?
        /// The requests of the loading ends.
        var requests: [EndKey: LoadMoreRequest] = [:]
        var pagePolicy: PagePolicy = .leaveLoading
        /// For each end about to fire: why it was not near (or `nil`) and its count, when the
        /// trigger decided.
        var decisions: [EndKey: (notNear: String?, count: Int)] = [:]
        var pagesAppended = 0
        /// Whether a page race is on: the app's data then has pages the host does not show yet,
        /// so the pagination handler does not judge its ends against the data.
        var racingPages = false
        /// Whether a drop is being performed: the host then shows the screens of the drop's own
        /// steps (the dragged item shown at its target again, then moved), which the data (moved
        /// first) does not describe, so a trigger that fires meanwhile is judged by the host's
        /// screen alone, as during a page race.
        var dropping = false
        /// The pages the app applied during the drop in progress.
        var pagesAppliedDuringDrop = 0
        var nextHookID = 500_000
        var nextPageID = 800_000
        /// Whether a swipe action that finishes later keeps waiting (`Operation.performSwipe`'s
        /// `deferred`): its handler then hands its completion to the driver.
        var defersSwipeActions = false
        /// The swipe completions held, by token (``Reference/heldCompletions``).
        var swipeCompletions: [Int: SwipeActionCompletion] = [:]
        var nextSwipeToken = 1
        /// Controllers kept for unchanged items (``Configuration/reusesControllers``).
        var reusable: [Item: CellController<H>] = [:]
        /// Every item controller made for the host, held weakly (see `checkLiveness`).
        let ledger = InteractionModel.ControllerLedger<H>()
        /// The refresh the driver holds (see `InteractionModel+Menus`).
        let refreshes = InteractionModel.RefreshDriver()

        // MARK: The current operation
        /// What went differently than predicted during the current operation.
        var violations: [Violation] = []
        var appliesDuringOperation = 0
        /// The offset's upper bound when a start at the top fired during the current operation:
        /// the content then had no loading row at the top (the finished page's row had gone, the
        /// new one was not shown yet), so the host may have clamped the offset to it (see
        /// `checkTopPageKeptScreen`).
        var topStartFiredWithMaxOffset: Double?
        var dataBefore = Screen()
        /// The controllers of the visible and selected items before the operation, when they
        /// must be kept.
        var controllersBefore: [Int: (controller: ObjectIdentifier, visible: Bool)]?
        /// The items visible before the operation that were displayed whenever an apply began or
        /// ended during it (an item that left the screen meanwhile may get a new controller).
        var stayedDisplayed: Set<Int> = []
        /// Whether the host may have hidden the revealed actions or ended the move this time
        /// without the model saying so (an asynchronous burst, whose screens may or may not all
        /// have been shown).
        var looseSwipeAndMove = false
        /// Whether carousels may have been clamped by screens the reference did not show (an
        /// asynchronous burst or a page race): their offsets may be below the reference's.
        var looseCarousels = false
        /// Whether the operation scrolls to an item: revealed actions go if it moves, which only
        /// the host's arithmetic says.
        var mayHideSwipe = false
        /// The largest number of controllers the adapter needed at once (visible, prefetched,
        /// selected), for the bound on live controllers.
        var maxNeeded = 0
        var lastErrorSeen = false
        /// The fresh reference host of the last check, if it shows what the host should at the
        /// same place (it predicts what a tap at a point hits).
        var fresh: FreshHost?
        /// The drag in progress (see `InteractionModel+DragDrop`).
        var drag = InteractionModel.DragState<H>()
        /// The content offset and the displayed sections at the last check, and the sections'
        /// identifiers then (see `checkVisibility`).
        var checkedOffset = 0.0
        var checkedSections: Set<Int> = []
        var checkedSectionIDs: [Int] = []
        var verbose = false
        /// How often each kind of thing happened (what the sequences exercised), for the summary.
        var statistics: [String: Int] = [:]

        /// A freshly loaded host and its adapter, showing the reference at the host's offset.
        struct FreshHost {
            let host: H
            let adapter: CellControllerAdapter<H>
        }

        /// Screens of controller sections: the controller object handed over for each item of
        /// the newest screen applied or edited, and whether that screen is the one shown (not
        /// after a burst or a page race, some of whose screens may have been cancelled); what a
        /// read-back must return (see `InteractionModel+ControllerScreen`).
        var appliedControllers: [Int: ObjectIdentifier] = [:]
        var appliedControllersKnown = true

        /// The app's data source of a screen of controller sections: a typed screen whose items
        /// are controllers, shown through `ControllerItems`, over the driver's adapter.
        lazy var controllerScreen = DiffableDataSource<ControllerSection<H>, CellController<H>, H>(host: adapter.host, factory: ControllerItems())

        lazy var factory = ModelFactory<H>(
            makeItem: { [unowned self] item in self.makeItemController(item) },
            makeSupplementary: { [unowned self] kind, model in self.makeSupplementaryController(kind, model) },
            makeLayout: { [unowned self] model, environment in self.sectionLayout(model, environment) })

        init(config: Configuration, verbose: Bool = false) {
            self.config = config
            self.verbose = verbose
            host = H.make(viewport: config.viewport, layout: H.layout(config.hostLayouts[0]))
            host.allowsMultipleSelection = config.multipleSelection
            host.allowsMultipleSelectionDuringEditing = !config.deleteControl
            host.prefetchDistance = config.prefetch
            host.scrollAnchoring = config.anchoring
            do {
                try host.setPinnedInsets(config.pinnedInsets)
            } catch {
                violations.append(Violation("pin.insets", "setPinnedInsets(\(config.pinnedInsets)) threw \(error)"))
            }
            adapter = CellControllerAdapter(host: host)
            adapter.contentChanges = config.contentChanges
            adapter.reloadThreshold = config.reloadThreshold
            reference = Reference(data: Screen())
            reference.viewportWidth = config.viewport.width
            reference.pinnedInsets = config.pinnedInsets
            recorder.delegate = self
            host.refreshHandler = refreshes.handler { [weak self] in self?.refreshArrived() }
            recorder.logsEvents = verbose
            if config.kind == .models, !config.sectionLayouts.isEmpty {
                statistics["typed screens with section layouts", default: 0] += 1
                if config.sectionLayouts.contains(where: { $0.carousel != nil }) { statistics["typed screens with a carousel", default: 0] += 1 }
                if config.sectionLayouts.contains(where: { $0.wideColumns != nil }) { statistics["typed screens with columns following the width", default: 0] += 1 }
            }
            recorder.ownThresholds = { [config] id in config.ownThresholds(of: id) }
            host.visibilityThresholds = config.visibilityThresholds
            adapter.onEvent = { [recorder, weak self] event in
                switch event {
                case .scroll(let offset): recorder.scrolls.append(offset.y)
                case .willDisplaySection(let section): recorder.sectionEvents.append((true, section))
                case .didEndDisplayingSection(let section): recorder.sectionEvents.append((false, section))
                case .fallBackToReload(let reason):
                    self?.violations.append(Violation("adapter.fallback", "the adapter fell back to reloadData(): \(reason)"))
                default: break
                }
            }
            if config.redirectsMoves {
                adapter.targetItemPathForMove = { source, proposed in proposed.section == source.section ? proposed : source }
            }
            // The section index: one title per section of the app's data, "S<id>".
            adapter.sectionIndex = { [weak self] in
                self?.reference.data.sections.enumerated().map { SectionIndexTitle("S\($1.id)", section: $0) } ?? []
            }
            showNow(config.initial, reloading: false)
            host.layoutIfNeeded()
            if let pagination = config.pagination {
                pagePolicy = pagination.policy
                let trigger = LoadMoreTrigger<H>(
                    distance: pagination.distance, scope: pagination.scope,
                    footer: { [weak self] end, state, retry in self?.paginationFooter(end, state, retry, edge: .bottom) },
                    handler: { [weak self] request in self?.pageRequested(request) })
                self.trigger = trigger
                adapter.loadMore = trigger
            }
            if let pagination = config.topPagination {
                if config.pagination == nil { pagePolicy = pagination.policy }
                let trigger = LoadMoreTrigger<H>(
                    distance: pagination.distance, scope: pagination.scope,
                    footer: { [weak self] end, state, retry in self?.paginationFooter(end, state, retry, edge: .top) },
                    handler: { [weak self] request in self?.pageRequested(request) })
                topTrigger = trigger
                adapter.loadMoreAtTop = trigger
            }
        }

        // MARK: Screens

        func makeItemController(_ item: Item) -> CellController<H> {
            let controller = H.itemController(item, height: config.controllerHeight(item), recorder: recorder, grown: false, forcedSwipeTitles: nil,
                controls: config.controls ? controlBoard : nil)
            ledger.record(controller, item: item.id)
            return controller
        }

        func makeSupplementaryController(_ kind: SupplementaryKind, _ model: SectionModel) -> CellController<H>? {
            switch kind {
            case .header: model.header.map { H.textController(CellContent(key: "header:S\(model.id)", lines: $0), recorder: recorder, onTap: nil) }
            case .footer: model.footer.map { H.textController(CellContent(key: "footer:S\(model.id)", lines: $0), recorder: recorder, onTap: nil) }
            }
        }

        /// The layout a typed screen's factory gives a section (issue 26): its own for the
        /// environment's width, or `nil` for the host's. Each answer is counted, by whether it is
        /// a carousel, a grid whose columns follow the width, or another layout.
        func sectionLayout(_ model: SectionModel, _ environment: LayoutEnvironment) -> H.Layout? {
            guard let spec = config.sectionSpec(model.layout, width: environment.width) else { return nil }
            let kind = spec.carousel != nil ? "carousel" : config.sectionLayouts[model.layout ?? 0].wideColumns != nil ? "columns following the width" : "layout"
            statistics["typed section \(kind) asked", default: 0] += 1
            return H.layout(spec)
        }

        /// The sections of controllers that show `screen`, as an app builds them: new
        /// controllers every time, or kept ones for unchanged items.
        func controllerSections(_ screen: Screen) -> [ControllerSection<H>] {
            var kept: [Item: CellController<H>] = [:]
            appliedControllers = [:]
            appliedControllersKnown = true
            let sections = screen.sections.map { section in
                controllerSection(section, items: section.items.map { item in
                    let controller = config.reusesControllers ? reusable[item] ?? makeItemController(item) : makeItemController(item)
                    if config.reusesControllers { kept[item] = controller }
                    appliedControllers[item.id] = ObjectIdentifier(controller)
                    return controller
                })
            }
            if config.reusesControllers { reusable = kept }
            return sections
        }

        /// The controller section of `section` (its header, footer, layout and side label) with
        /// `items`.
        func controllerSection(_ section: InteractionModel.Section, items: [CellController<H>]) -> ControllerSection<H> {
            InteractionModel.withSideLabel(of: section.model, ControllerSection<H>(
                model: section.model,
                header: makeSupplementaryController(.header, section.model),
                footer: makeSupplementaryController(.footer, section.model),
                layout: config.sectionSpec(section.layout, width: reference.viewportWidth).map { H.layout($0) },
                items: items))
        }

        /// Forgets the items of ``stayedDisplayed`` that are not displayed now.
        func noteDisplayedItems() {
            guard !stayedDisplayed.isEmpty else { return }
            stayedDisplayed = stayedDisplayed.filter { recorder.isShown("item:\($0)") }
        }

        /// Hands `screen` to the adapter now (the model first: controllers that apply while it
        /// is shown build on it).
        func showNow(_ screen: Screen, reloading: Bool) {
            if verbose { recorder.log.append(reloading ? "reload begins" : "apply begins") }
            noteDisplayedItems()
            defer {
                noteDisplayedItems()
                if verbose { recorder.log.append(reloading ? "reload returns" : "apply returns") }
            }
            reference.show(screen, reloading: reloading, config: config)
            appliesDuringOperation += 1
            statistics[reloading ? "reload" : "apply", default: 0] += 1
            do {
                switch config.kind {
                case .controllers:
                    let snapshot = Snapshot(controllerSections(screen))
                    if reloading {
                        try controllerScreen.apply(snapshot, reloadingData: true)
                    } else {
                        try controllerScreen.apply(snapshot, completion: nil)
                    }
                case .models:
                    try InteractionModel.applySnapshot(screen, to: dataSource(), reloading: reloading)
                }
            } catch {
                violations.append(Violation("apply.threw", "the apply threw \(error)"))
            }
        }

        /// Hands `screen` to the adapter's asynchronous apply (screens of controllers have no
        /// asynchronous reload: they apply).
        func showLater(_ screen: Screen, reloading: Bool) async throws {
            noteDisplayedItems()
            defer { noteDisplayedItems() }
            switch config.kind {
            case .controllers: try await controllerScreen.apply(Snapshot(controllerSections(screen)))
            case .models: try await InteractionModel.applySnapshotLater(screen, to: dataSource(), reloading: reloading)
            }
        }

        // MARK: Operations

        func scrollPosition(_ position: Position) -> CellHost<L>.ScrollPosition {
            switch position {
            case .top: .top
            case .center: .center
            case .bottom: .bottom
            case .nearest: .nearest
            }
        }

        /// Performs `operation` on the host, predicting its effects in the reference.
        func perform(_ operation: Operation) async {
            recorder.delivered = []
            violations = []
            appliesDuringOperation = 0
            topStartFiredWithMaxOffset = nil
            looseSwipeAndMove = false
            looseCarousels = operation.isBurst || { if case .pageRace = operation { true } else { false } }()
            mayHideSwipe = false
            reference.selectionAlternatives = []
            reference.touched = []
            dataBefore = reference.data
            controllersBefore = keepsControllers(operation) ? visibleControllers() : nil
            stayedDisplayed = Set(controllersBefore?.filter(\.value.visible).keys ?? [:].keys)
            var expected: [InteractionModel.Delivery]? = []
            let data = reference.data
            let witness = anchorWitness()
            defer { checkAnchoring(after: operation, witness: witness) }

            switch operation {
            case let .apply(edits, style):
                let screen = data.applying(edits)
                switch style {
                case .now, .reload:
                    showNow(screen, reloading: style == .reload)
                case .async, .asyncReload:
                    let reloading = style == .asyncReload && config.kind == .models
                    reference.show(screen, reloading: reloading, config: config)
                    appliesDuringOperation += 1
                    statistics["async apply", default: 0] += 1
                    do {
                        try await showLater(screen, reloading: reloading)
                    } catch {
                        violations.append(Violation("apply.threw", "the asynchronous apply threw \(error)"))
                    }
                }
                expected = nil

            case let .burst(editLists, cancelled, late, reloadingFlag):
                await burst(editLists, cancelled: cancelled, late: late, reloading: reloadingFlag && config.kind == .models)
                appliedControllersKnown = false
                syncOutlinesAfterUncertainScreens()
                expected = nil
            case let .pageRace(steps, sectionID):
                await pageRace(steps, section: sectionID)
                appliedControllersKnown = false
                syncOutlinesAfterUncertainScreens()
                expected = nil

            case let .insertAbove(items, id):
                guard let path = data.path(of: id) else { break }
                let sectionID = data.sections[path.section].id
                showNow(data.applying(items.reversed().map { .insert($0, section: sectionID, at: path.item) }), reloading: false)
                expected = nil
            case let .setAnchoring(anchoring):
                host.scrollAnchoring = anchoring
            case .scrollToEnd:
                scrolls(to: .infinity)
                host.scrollToEnd()
                // (A page that loads at the end may extend the content meanwhile, and a page at
                // the top of a section on screen goes above the first visible item. An app's
                // apply from `willDisplayCell` changes the content while the scroll keeps the
                // end, whatever the anchoring.)
                if trigger == nil, topTrigger == nil, !host.isScrolledToEnd {
                    violations.append(Violation("op.result", "after scrollToEnd(), the offset \(host.contentOffset.y) is not at the end (content \(host.contentSize.height), viewport \(host.viewportSize.height))"))
                }
            case let .scroll(y):
                scrolls(to: y)
                host.contentOffset = Point(x: 0, y: y)
            case let .scrollBy(delta):
                scrolls(to: host.contentOffset.y + delta)
                host.contentOffset = Point(x: 0, y: host.contentOffset.y + delta)
            case let .scrollToItem(id, position):
                guard let path = data.path(of: id) else { break }
                mayHideSwipe = true
                predictCarouselReveal(of: path)
                do {
                    try host.scrollToItem(at: path, at: scrollPosition(position), animated: false)
                } catch {
                    violations.append(Violation("op.result", "scrollToItem(at: \(path)) threw \(error)"))
                }
                checkScrolledTo(id)
            case let .jumpToIndexTitle(sectionID):
                let titles = data.sections.map { "S\($0.id)" }
                if host.sectionIndexTitles != titles { violations.append(Violation("index", "the section index is \(host.sectionIndexTitles); expected \(titles)")) }
                let title = "S\(sectionID)"
                mayHideSwipe = true
                let contentHeight = host.contentSize.height
                do {
                    let section = try host.scrollToSection(forIndexTitle: title)
                    if section != data.sectionIndex(of: sectionID) { violations.append(Violation("index", "\(title) jumped to section \(section), expected \(data.sectionIndex(of: sectionID).map { "\($0)" } ?? "an error")")) }
                    // The section's top is on screen: its header, or else its first item (unless
                    // the jump moved the content, a pagination footer shown above, say).
                    // (Below a bar that covers the whole viewport, nothing is seen.)
                    if let header = data.sections[section].model.header {
                        if appliesDuringOperation == 0, reference.pinnedInsets.top + Double(header.count) <= host.viewportSize.height, host.contentSize.height == contentHeight, host.cell(for: .supplementary(.header, section: section)) == nil {
                            violations.append(Violation("index", "after jumping to \(title), the header of section \(section) is not visible (offset \(host.contentOffset.y))"))
                        }
                    } else if let first = data.sections[section].items.first, reference.pinnedInsets.top == 0 {
                        checkScrolledTo(first.id)
                    }
                    // The section's top is just below the top bar, unless the content's ends stop it.
                    if appliesDuringOperation == 0, !usesEstimatedHeights, host.contentSize.height == contentHeight, let area = host.rectForSection(section) {
                        let wanted = min(max(0, area.minY - reference.pinnedInsets.top), max(0, contentHeight - host.viewportSize.height))
                        if host.contentOffset.y != wanted {
                            violations.append(Violation("index", "after jumping to \(title), the offset is \(host.contentOffset.y); the section starts at \(area.minY), so expected \(wanted)"))
                        }
                    }
                    statistics["index: jumped", default: 0] += 1
                } catch {
                    if error != .unknownSectionIndexTitle(title, available: titles) || data.sectionIndex(of: sectionID) != nil {
                        violations.append(Violation("index", "jumping to \(title) threw \(error)"))
                    }
                    statistics["index: unknown title", default: 0] += 1
                }
            case .saveScrollPosition:
                let position = host.itemScrollPosition
                guard let position, let item = data.item(at: position.item) else {
                    if !host.indexPathsForVisibleItems.isEmpty { violations.append(Violation("op.result", "itemScrollPosition is nil with items visible")) }
                    reference.savedPosition = nil
                    break
                }
                // The first item the user sees: not wholly under a bar or a pinned header.
                let visible = host.indexPathsForVisibleItems
                let seen = visible.first { ((try? host.visibleFraction(ofItemAt: $0)) ?? 0) > 0 } ?? visible.first
                if seen != position.item || host.rect(for: .item(position.item)).map({ $0.minY + position.offset }) != host.contentOffset.y {
                    violations.append(Violation("op.result", "itemScrollPosition \(position) is not the distance of the first seen item (\(String(describing: seen))) below its top (offset \(host.contentOffset.y))"))
                }
                reference.savedPosition = ItemScrollPosition(item: item.id, offset: position.offset)
                statistics["scroll position saved", default: 0] += 1
            case .restoreScrollPosition:
                guard let saved = reference.savedPosition else { break }
                guard let path = data.path(of: saved.item) else {
                    // By identity the data source refuses it (DataSourceError.itemNotShown); by
                    // path, a path past the end is refused, the host unchanged.
                    let past = ItemPath(item: data.sections.first?.items.count ?? 0, section: 0)
                    let offset = host.contentOffset
                    do {
                        try host.restoreScrollPosition(ItemScrollPosition(item: past, offset: saved.offset))
                        violations.append(Violation("op.result", "restoreScrollPosition to \(past), out of range, succeeded"))
                    } catch {
                        if host.contentOffset != offset { violations.append(Violation("op.result", "a refused restoreScrollPosition moved the host")) }
                    }
                    statistics["scroll position: item gone", default: 0] += 1
                    break
                }
                mayHideSwipe = true
                do {
                    try host.restoreScrollPosition(ItemScrollPosition(item: path, offset: saved.offset))
                } catch {
                    violations.append(Violation("op.result", "restoreScrollPosition to #\(saved.item) at \(path) threw \(error)"))
                }
                // (An apply the scroll set off, a page loaded, moves the content after it.)
                if appliesDuringOperation == 0, let frame = host.rect(for: .item(path)) {
                    let largest = max(0, host.contentSize.height - host.viewportSize.height)
                    let wanted = min(max(0, frame.minY + saved.offset), largest)
                    if host.contentOffset.y != wanted {
                        violations.append(Violation("op.result", "restoring #\(saved.item) \(saved.offset) below its top (frame \(frame)) left the offset at \(host.contentOffset.y), expected \(wanted)"))
                    }
                }
                statistics["scroll position restored", default: 0] += 1
            case let .resize(width, height):
                // A width change lays everything out again: as UIKit across a rotation, it keeps
                // the selection and a move in progress; revealed actions go.
                if width != host.viewportSize.width { reference.revealed = nil }
                reference.resizeCarousels(width: width, config: config)
                host.viewportSize = Size(width: width, height: height)
            case let .setLayout(index):
                // So does a new layout.
                guard config.hostLayouts.indices.contains(index) else { break }
                reference.hostLayout = index
                reference.revealed = nil
                host.layout = H.layout(config.hostLayouts[index])

            case let .tap(x, y):
                expected = tap(x: x, y: y)
            case let .select(id):
                guard let path = data.path(of: id) else { break }
                var deliveries: [InteractionModel.Delivery] = []
                let predicted = predictTap(on: id, deliveries: &deliveries)
                do {
                    let result = try host.tap(at: .item(path))
                    if result != predicted { violations.append(Violation("op.result", "tap(at: \(path)) returned \(result), expected \(predicted)")) }
                } catch {
                    violations.append(Violation("op.result", "tap(at: \(path)) threw \(error)"))
                }
                expected = deliveries
            case let .deselect(id):
                // A user's deselection with revealed actions: UIKit has no such gesture apart
                // from a tap, which `tap(at:)` covers.
                guard reference.revealed == nil, let path = data.path(of: id) else { break }
                if reference.selected.remove(id) != nil { expected = [.deselect(id)] }
                do {
                    try host.deselect(at: path)
                } catch {
                    violations.append(Violation("op.result", "deselect(at: \(path)) threw \(error)"))
                }
            case let .remeasure(id):
                // The app's "read more": the shared flag every controller of the item reads
                // (made now or later), then the item's controller, if the screen shown has the
                // item, shows its new lines and asks for its re-measure.
                if reference.grown.remove(id) == nil { reference.grown.insert(id) }
                if recorder.grown.remove(id) == nil { recorder.grown.insert(id) }
                if let item = data.item(id), let path = adapter.snapshot.pathOfItem(item), let controller = adapter.controller(at: path) {
                    let frame = host.rect(for: .item(path))
                    (controller as? any Growing)?.growthDidChange()
                    let changed = host.rect(for: .item(path))?.height != frame?.height
                    statistics[changed ? "re-measure: height changed" : "re-measure: same height", default: 0] += 1
                    if let frame, frame.maxY <= witness.offset { statistics["re-measure: above the viewport", default: 0] += 1 }
                }
            case let .longPress(id):
                guard let path = data.path(of: id), let item = data.item(id) else { break }
                let predicted: Bool
                if reference.revealed != nil || reference.menus.presented != nil {
                    reference.revealed = nil
                    predicted = false
                } else {
                    predicted = item.enabled
                    // An item with a menu presents it (not during a move); another gets the press.
                    if predicted, reference.movement == nil, !item.menuTitles.isEmpty {
                        reference.menus.presented = InteractionModel.PresentedMenu(id: id, titles: item.menuTitles)
                        statistics["context menu by long press", default: 0] += 1
                    } else if predicted {
                        expected = [.longPress(id)]
                    }
                }
                do {
                    let result = try host.longPress(at: .item(path))
                    if result != predicted { violations.append(Violation("op.result", "longPress(at: \(path)) returned \(result), expected \(predicted)")) }
                } catch {
                    violations.append(Violation("op.result", "longPress(at: \(path)) threw \(error)"))
                }
            case let .tapSupplementary(kind, sectionID):
                guard let section = data.sectionIndex(of: sectionID) else { break }
                var deliveries: [InteractionModel.Delivery] = []
                let predicted = predictSupplementaryTap(kind, section: section, deliveries: &deliveries)
                do {
                    let result = try host.tap(at: .supplementary(kind, section: section))
                    if predicted == nil { violations.append(Violation("op.result", "tap(at: .supplementary(\(kind), section: \(section))) found an element the section does not have")) }
                    if let predicted, result != predicted {
                        violations.append(Violation("op.result", "tap(at: .supplementary(\(kind), section: \(section))) returned \(result), expected \(predicted)"))
                    }
                } catch {
                    if predicted != nil { violations.append(Violation("op.result", "tap(at: .supplementary(\(kind), section: \(section))) threw \(error)")) }
                }
                expected = deliveries

            case let .swipe(id, edge), let .fullSwipe(id, edge):
                guard let path = data.path(of: id), let item = data.item(id) else { break }
                let titles = item.swipeTitles(edge)
                let predicted = reference.movement == nil && !reference.editing && item.enabled && !titles.isEmpty
                if predicted {
                    reference.revealed = Revealed(id: id, edge: edge, titles: titles)
                    statistics["swipe revealed", default: 0] += 1
                }
                let full: Bool
                if case .fullSwipe = operation { full = true } else { full = false }
                if predicted, full { reference.revealed = nil }
                do {
                    if full {
                        let performed = try host.fullSwipe(at: path, edge: edge)
                        if !performed { violations.append(Violation("op.result", "fullSwipe(at: \(path)) performed nothing")) }
                    } else {
                        let revealed = try host.swipe(at: path, edge: edge)
                        if revealed.titles != titles { violations.append(Violation("op.result", "swipe(at: \(path)) revealed \(revealed.titles), expected \(titles)")) }
                    }
                    if !predicted { violations.append(Violation("op.result", "swipe of \(item) \(edge) revealed actions, expected an error")) }
                } catch {
                    if predicted { violations.append(Violation("op.result", "swipe of \(item) at \(path) \(edge) threw \(error)")) }
                }
                expected = nil
            case let .performSwipe(index, deferred):
                let revealed = reference.revealed
                let waitingTitle = revealed.flatMap { revealed in revealed.pending.map { revealed.titles[$0.index] } }
                let predicted = revealed.map { index < $0.titles.count && $0.pending == nil } ?? false
                // Delete performs now; the others finish later, and wait when deferred.
                let waits = predicted && deferred && revealed?.titles[index] != "Delete"
                if predicted, !waits { reference.revealed = nil }
                if predicted, reference.editing, revealed?.titles[index] == "Delete" { statistics["delete control: Delete performed", default: 0] += 1 }
                defersSwipeActions = deferred
                defer { defersSwipeActions = false }
                do {
                    let performed = try host.performSwipeAction(at: index)
                    if !predicted { violations.append(Violation("op.result", "performSwipeAction(at: \(index)) performed, expected an error")) }
                    if waits, performed { violations.append(Violation("op.result", "performSwipeAction(at: \(index)) returned true while its action waits for its completion")) }
                } catch {
                    if predicted { violations.append(Violation("op.result", "performSwipeAction(at: \(index)) threw \(error)")) }
                    if let waitingTitle, let revealed, index < revealed.titles.count, error != .awaitingCompletion(waitingTitle) {
                        violations.append(Violation("op.result", "performSwipeAction(at: \(index)) threw \(error) while '\(waitingTitle)' waits; expected awaitingCompletion"))
                    }
                    if waitingTitle != nil { statistics["swipe action refused while waiting", default: 0] += 1 }
                }
                expected = nil
            case let .completeSwipe(token, performed):
                guard let completion = swipeCompletions[token],
                      let heldIndex = reference.heldCompletions.firstIndex(where: { $0.token == token }) else { break }
                let held = reference.heldCompletions[heldIndex]
                let predicted: SwipeActionCompletion.Outcome = held.called ? .alreadyCalled
                    : reference.revealed?.pending?.token == token ? .completed : .waitEnded
                reference.heldCompletions[heldIndex].called = true
                if predicted == .completed { reference.revealed = nil }
                statistics["swipe completion: \(predicted)", default: 0] += 1
                let outcome = completion.complete(performed)
                if outcome != predicted { violations.append(Violation("op.result", "the swipe completion \(token) of #\(held.id) said \(outcome), expected \(predicted)")) }
                // The app performs the confirmed action after the completion.
                if performed, !held.called { _ = swipeAction(held.title, item: held.id) }
                expected = nil
            case .dismissSwipe:
                // Only swipe actions: a presented context menu stays.
                let menu = reference.menus.presented
                reference.revealed = nil
                reference.menus.presented = menu
                host.dismissSwipeActions()

            case let .beginMove(id):
                guard let path = data.path(of: id), let item = data.item(id) else { break }
                let predicted = reference.movement == nil && item.movable
                if predicted {
                    reference.revealed = nil
                    reference.movement = Movement(id: id, target: path)
                }
                do {
                    try host.beginInteractiveMovementForItem(at: path)
                    if !predicted { violations.append(Violation("op.result", "beginning to move \(item) succeeded, expected an error")) }
                } catch {
                    if predicted { violations.append(Violation("op.result", "beginning to move \(item) at \(path) threw \(error)")) }
                }
            case let .updateMove(sectionID, index):
                guard let movement = reference.movement, let source = data.path(of: movement.id),
                      let section = data.sectionIndex(of: sectionID) else { break }
                let proposed = ItemPath(item: index, section: section)
                func isValid(_ target: ItemPath) -> Bool {
                    guard data.sections.indices.contains(target.section) else { return false }
                    let count = data.sections[target.section].items.count
                    return target.item >= 0 && target.item <= (target.section == source.section ? count - 1 : count)
                }
                let redirected = config.redirectsMoves && proposed.section != source.section ? source : proposed
                let predicted = isValid(proposed) && isValid(redirected) ? redirected : nil
                do {
                    let target = try host.updateInteractiveMovementTarget(to: proposed)
                    if target != predicted { violations.append(Violation("op.result", "the move's target became \(target), expected \(predicted.map { "\($0)" } ?? "an error")")) }
                } catch {
                    if predicted != nil { violations.append(Violation("op.result", "updating the move's target to \(proposed) threw \(error)")) }
                }
                if let predicted { reference.movement?.target = predicted }
            case .endMove:
                expected = endMove()
            case .cancelMove:
                // Without a move in progress (a shrunk scenario may drop the move's start), the
                // host must refuse with `notMoving`, and that is not a failure.
                let wasMoving = reference.movement != nil
                reference.movement = nil
                do {
                    try host.cancelInteractiveMovement()
                    if !wasMoving { violations.append(Violation("op.result", "cancelInteractiveMovement() with no move in progress succeeded")) }
                } catch {
                    if wasMoving || error != .notMoving {
                        violations.append(Violation("op.result", "cancelInteractiveMovement() threw \(error)"))
                    }
                }

            case let .selectItem(id, position):
                guard let path = data.path(of: id) else { break }
                if position != nil {
                    mayHideSwipe = true
                    predictCarouselReveal(of: path)
                }
                if reference.editing {
                    // Single selection in editing mode (the delete control's) selects nothing.
                    if data.item(id)?.editable == true, !config.deleteControl { reference.selected.insert(id) }
                } else if config.multipleSelection {
                    reference.selected.insert(id)
                } else {
                    reference.selected = [id]
                }
                do {
                    try host.selectItem(at: path, animated: false, scrollPosition: position.map(scrollPosition))
                } catch {
                    violations.append(Violation("op.result", "selectItem(at: \(path)) threw \(error)"))
                }
                if position != nil { checkScrolledTo(id) }
            case let .deselectItem(id):
                guard let path = data.path(of: id) else { break }
                reference.selected.remove(id)
                do {
                    try host.deselectItem(at: path, animated: false)
                } catch {
                    violations.append(Violation("op.result", "deselectItem(at: \(path)) threw \(error)"))
                }

            case let .setEditing(editing):
                reference.setEditing(editing)
                host.isEditing = editing
                statistics[editing ? "editing: entered" : "editing: left", default: 0] += 1
            case .selectAll:
                selectAll()
            case .deselectAll:
                reference.selected = []
                host.deselectAllItems()
            case .deleteSelection:
                deleteSelection()
                expected = nil

            case let .setPrefetch(distance):
                host.prefetchDistance = distance
            case let .setPinnedInsets(top, bottom):
                // A bar's height is 0 or more; anything else is refused and changes nothing.
                let insets = EdgeInsets(top: top, bottom: bottom)
                let before = host.renderText()
                do {
                    try host.setPinnedInsets(insets)
                    if top < 0 || bottom < 0 { violations.append(Violation("pin.insets", "setPinnedInsets(\(insets)) did not throw")) }
                    reference.pinnedInsets = insets
                    statistics["pinned insets set", default: 0] += 1
                } catch {
                    if error != .invalidPinnedInsets(insets) {
                        violations.append(Violation("pin.insets", "setPinnedInsets(\(insets)) threw \(error)"))
                    }
                    if host.pinnedInsets != reference.pinnedInsets || host.renderText() != before {
                        violations.append(Violation("pin.insets", "the refused setPinnedInsets(\(insets)) changed the host"))
                    }
                    statistics["pinned insets refused", default: 0] += 1
                }
            case let .setPagePolicy(policy):
                pagePolicy = policy
            case let .finishPage(count):
                guard let key = reference.loadingOrder.first else { break }
                if count > 0 { appendPage(count, to: key) }
                settle(key, failing: false)
                expected = nil
            case let .finishTopPage(count):
                guard let key = reference.loadingOrder.first(where: { $0.edge == .top }) else { break }
                statistics["page at the top arrived", default: 0] += 1
                if count > 0 { appendPage(count, to: key) }
                settle(key, failing: false)
                expected = nil
            case .failPage:
                guard let key = reference.loadingOrder.first else { break }
                settle(key, failing: true)
            case .showContextMenu, .performMenuAction, .dismissContextMenu, .pullToRefresh, .finishRefresh, .accessibilityAction:
                expected = await performMenus(operation)
            case let .applyOutline(tree):
                await applyOutline(tree, later: false)
            case let .applyOutlineLater(tree):
                await applyOutline(tree, later: true)
            case let .expandItem(id, target):
                // Half the expansions the app makes use the asynchronous form.
                if let target, id.isMultiple(of: 2) {
                    await changeExpansionLater(of: id, to: target)
                } else {
                    changeExpansion(of: id, to: target, tap: false)
                }
            case let .tapDisclosure(id):
                useSmallLargeTapThreshold()
                changeExpansion(of: id, to: nil, tap: true)
                await waitForDisclosureTaps()
            case let .tapDisclosureDuringApply(id):
                useSmallLargeTapThreshold()
                await tapDisclosureDuringApply(id)
                await waitForDisclosureTaps()
            case .scrollCarousel, .scrollCarouselBy, .swipeCarousel, .tapCarousel:
                expected = performCarousel(operation)
            case let .tapSideLabel(section):
                expected = tapSideLabel(ofSection: section)
            case .tapControl:
                expected = performControl(operation)
            case .tapDeleteControl:
                expected = performDeleteControl(operation)
            case .beginDrag, .hoverDrag, .hoverNothing, .dropDrag, .cancelDrag:
                expected = performDrag(operation)
            case let .updateControllers(edits, later):
                await updateControllers(edits, later: later)
                expected = nil
            case let .readBack(id):
                readBack(id)
            case .retryPage:
                guard let key = reference.pages.keys.sorted(by: { "\($0)" < "\($1)" }).first(where: { reference.pages[$0] == .failed }),
                      let trigger = key.edge == .top ? topTrigger : trigger else { break }
                if !trigger.retry(InteractionModel.loadMoreEnd(key)) {
                    violations.append(Violation("pagination.state", "retry of \(key) did nothing, but it had failed"))
                }
                expected = nil
            }

            // In any order: compared as multisets, sorted by their descriptions.
            if let expected, recorder.delivered.sorted(by: { "\($0)" < "\($1)" }) != expected.sorted(by: { "\($0)" < "\($1)" }) {
                violations.append(Violation("op.delivered", "the controllers were told \(recorder.delivered), expected \(expected)"))
            }
        }

        /// Whether the controllers of the visible items that stay visible and unchanged must be
        /// the same objects after `operation` (screens of models): kept cells keep their
        /// controllers, and so do diffed applies (even those shown with a reload above
        /// `reloadThreshold`), but not reloads of the host or the adapter.
        private func keepsControllers(_ operation: Operation) -> Bool {
            guard config.kind == .models else { return false }
            switch operation {
            case .apply(_, let style): return !style.reloads
            case .burst, .pageRace, .setLayout: return false
            case .resize(let width, _): return width == host.viewportSize.width
            default: return true
            }
        }

        /// The controllers of the visible and the selected items (which the adapter keeps), by
        /// item.
        func visibleControllers() -> [Int: (controller: ObjectIdentifier, visible: Bool)] {
            var controllers: [Int: (controller: ObjectIdentifier, visible: Bool)] = [:]
            let selected = host.indexPathsForSelectedItems.filter { reference.data.item(at: $0).map { reference.selected.contains($0.id) } ?? false }
            for path in selected + host.indexPathsForVisibleItems {
                guard let item = reference.data.item(at: path), let controller = adapter.controller(at: path) else { continue }
                controllers[item.id] = (ObjectIdentifier(controller), host.cell(for: .item(path)) != nil)
            }
            return controllers
        }

        /// A scroll to `y` (clamped to the content) hides revealed actions if it moves.
        func scrolls(to y: Double) {
            let target = min(max(0, y), max(0, host.contentSize.height - host.viewportSize.height))
            if target != host.contentOffset.y { reference.revealed = nil }
        }

        /// After a scroll to an item (with nothing applied meanwhile), the item is on screen.
        func checkScrolledTo(_ id: Int) {
            // An item moved interactively is shown at its target, not where a scroll to its
            // section's start brings the screen (seed 201458).
            guard reference.movement?.id != id else { return }
            guard appliesDuringOperation == 0, let path = reference.data.path(of: id), let frame = host.rect(for: .item(path)),
                  frame.height > 0 else { return }
            // What covers the viewport's ends (the bars, a pinned header and footer) may leave no
            // room for the item: then it is covered wherever it scrolls.
            let section = reference.data.sections[path.section]
            let spec = config.spec(of: section, hostLayout: reference.hostLayout, width: reference.viewportWidth)
            let header = spec.pinned ? host.rect(for: .supplementary(.header, section: path.section))?.height ?? 0 : 0
            let footer = spec.pinnedFooters ? host.rect(for: .supplementary(.footer, section: path.section))?.height ?? 0 : 0
            let covered = reference.pinnedInsets.top + reference.pinnedInsets.bottom + header + footer
            guard covered + frame.height <= host.viewportSize.height else { return }
            let top = host.contentOffset.y
            if !(frame.maxY > top && frame.minY < top + host.viewportSize.height) {
                violations.append(Violation("op.result", "after scrolling to #\(id), its frame \(frame) is outside the viewport at y \(top)"))
            }
        }
    }
}
