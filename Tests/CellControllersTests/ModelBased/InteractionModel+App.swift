import CellControllers

/// The app's part: asynchronous bursts of applies, the pagination handler and footers (which
/// check that an end fires only when due), and the hooks through which controllers apply from
/// `didSelectCell`, `willDisplayCell`, header taps and swipe actions.
extension InteractionModel.Driver {
    // MARK: Asynchronous bursts

    func burst(_ editLists: [[Edit]], cancelled: [Bool], late: Bool, reloading: Bool) async {
        var screens: [Screen] = []
        var screen = reference.data
        for edits in editLists {
            screen = screen.applying(edits)
            screens.append(screen)
        }
        let last = screens.count - 1
        // Cancelled before they run, tasks never show their screens; cancelled late (never
        // the last one), they may have shown them or not.
        let cancelledNow = cancelled.enumerated().map { !late && $0.element }
        let cancelledLate = cancelled.enumerated().map { late && $0.element && $0.offset < last }
        let candidates = screens.indices.filter { !cancelledNow[$0] }
        if let final = candidates.last {
            // Which of the earlier screens are shown depends on when their diffs finish: the
            // selection may be any of the outcomes.
            let before = reference
            var outcomes: [Set<Int>] = []
            var all = before
            for index in candidates { all.show(screens[index], reloading: reloading, config: config) }
            outcomes.append(all.selected)
            for index in candidates where index != final {
                var one = before
                one.show(screens[index], reloading: reloading, config: config)
                one.show(screens[final], reloading: reloading, config: config)
                outcomes.append(one.selected)
            }
            reference.show(screens[final], reloading: reloading, config: config)
            reference.selectionAlternatives = outcomes
            looseSwipeAndMove = true
        }
        appliesDuringOperation += 1
        statistics["burst", default: 0] += 1
        statistics["burst task cancelled", default: 0] += cancelled.filter { $0 }.count
        let tasks = screens.map { screen in
            Task { @MainActor [self] in try await self.showLater(screen, reloading: reloading) }
        }
        if late { await Task.yield() }
        for index in tasks.indices where cancelledNow[index] || cancelledLate[index] { tasks[index].cancel() }
        for (index, task) in tasks.enumerated() {
            switch await task.result {
            case .success:
                if cancelledNow[index] { violations.append(Violation("apply.cancel", "burst task \(index), cancelled before it ran, returned normally")) }
            case .failure(let error) where error is ApplySupersededError:
                // A later screen of the burst (which carries this one's edits) was shown first.
                // Never the last screen that was not cancelled: nothing supersedes it.
                statistics["burst task superseded", default: 0] += 1
                if index == candidates.last, !cancelledLate[index] {
                    violations.append(Violation("apply.superseded", "burst task \(index), the last one, threw \(error)"))
                }
            case .failure(let error) where error is CancellationError:
                if !cancelledNow[index] && !cancelledLate[index] {
                    violations.append(Violation("apply.cancel", "burst task \(index) threw CancellationError, but it was not cancelled"))
                }
            case .failure(let error):
                violations.append(Violation("apply.threw", "burst task \(index) threw \(error)"))
            }
        }
    }

    // MARK: Pages loading while the user deletes (issue 20)

    /// A page race: pages load asynchronously into the section while the user deletes items
    /// synchronously. The app's data (`reference.data`) gets each page when its load starts and
    /// loses each item when it is deleted; the screen catches up as the applies land. After every
    /// step, every item of the data is on screen unless its page is still loading; when a page's
    /// call returns, its items are on screen; a superseded page is applied again, and once every
    /// page is in, the screen is the data (which `check()` compares after the operation).
    func pageRace(_ steps: [InteractionModel.PageStep], section sectionID: Int) async {
        guard reference.data.sectionIndex(of: sectionID) != nil else { return }
        statistics["page race", default: 0] += 1
        racingPages = true
        defer { racingPages = false }
        let appliesBefore = appliesDuringOperation
        var loading: [Int: Set<Int>] = [:]  // the items of the pages whose calls are out, by page
        var tasks: [(page: Int, task: Task<Int, any Error>)] = []

        /// Every item of the data is on screen, unless its page is still loading.
        func checkNoItemLost(after step: String) {
            let shown = Set(InteractionModel.shownIdentities(of: adapter).items.joined())
            let inFlight = loading.values.reduce(into: Set<Int>()) { $0.formUnion($1) }
            let lost = reference.data.allItems.map(\.id).filter { !shown.contains($0) && !inFlight.contains($0) }
            if !lost.isEmpty {
                violations.append(Violation("pages.lost", "after \(step), \(lost.map { "#\($0)" }) are neither on screen nor loading"))
            }
        }

        for (index, step) in steps.enumerated() {
            switch step {
            case .page(let items):
                guard let section = reference.data.sectionIndex(of: sectionID) else { continue }
                let fresh = items.filter { reference.data.path(of: $0.id) == nil }
                guard !fresh.isEmpty else { continue }
                reference.data.sections[section].items += fresh
                let ids = fresh.map(\.id)
                reference.pageItems.formUnion(ids)
                loading[index] = Set(ids)
                appliesDuringOperation += 1
                statistics["page race: page", default: 0] += 1
                let task = Task { @MainActor [self] () -> Int in
                    let superseded = try await loadPage(ids)
                    // Returned: its screen, or a later one built on it, is on the host.
                    loading[index] = nil
                    let shown = Set(InteractionModel.shownIdentities(of: adapter).items.joined())
                    let missing = ids.filter { reference.data.path(of: $0) != nil && !shown.contains($0) }
                    if !missing.isEmpty {
                        violations.append(Violation("pages.lost", "the page \(ids.map { "#\($0)" }) returned, but \(missing.map { "#\($0)" }) are not on screen"))
                    }
                    return superseded
                }
                tasks.append((index, task))
            case let .delete(id, composing):
                guard reference.data.path(of: id) != nil else { continue }
                reference.data.apply(.delete(id))
                appliesDuringOperation += 1
                statistics["page race: delete\(config.kind == .models ? (composing ? " with update" : " from the screen shown") : "")", default: 0] += 1
                do {
                    switch config.kind {
                    case .controllers:
                        try controllerScreen.apply(Snapshot(controllerSections(reference.data)), completion: nil)
                    case .models where composing:
                        try InteractionModel.deleteNow(id, from: dataSource())
                    case .models:
                        // The issue's app: a copy of the screen shown, without the item.
                        let shown = InteractionModel.shownScreen(of: adapter)
                        try InteractionModel.applySnapshot(shown.applying([.delete(id)]), to: dataSource(), reloading: false)
                    }
                } catch {
                    violations.append(Violation("apply.threw", "the delete of #\(id) threw \(error)"))
                }
            case .yield(let turns):
                for _ in 0..<turns { await Task.yield() }
            }
            checkNoItemLost(after: "step \(index + 1) (\(step))")
        }
        for (page, task) in tasks {
            switch await task.result {
            case .success(let superseded):
                statistics["page race: page superseded", default: 0] += superseded
            case .failure(let error):
                loading[page] = nil
                violations.append(Violation("apply.threw", "the page of step \(page + 1) threw \(error)"))
            }
        }
        checkNoItemLost(after: "every page came in")
        // The screens shown meanwhile only inserted the pages and deleted items: the selection,
        // the revealed actions, a menu and a move follow from the first screen to the last. A
        // race whose steps applied nothing (no fresh item, nothing to delete) showed no screen.
        if appliesDuringOperation > appliesBefore { reference.show(reference.data, reloading: false, config: config) }
    }

    /// Applies a page race's page asynchronously until its call returns: for screens of models
    /// on top of the newest requested screen, for screens of controllers the app's data; when
    /// the call is superseded (a later apply not built on it was shown first), again.
    ///
    /// - Returns: how many times it was superseded.
    func loadPage(_ ids: [Int]) async throws -> Int {
        var superseded = 0
        while true {
            do {
                switch config.kind {
                case .controllers: try await controllerScreen.apply(Snapshot(controllerSections(reference.data)))
                case .models: try await InteractionModel.updateLater(dataSource(), inserting: ids, from: reference.data)
                }
                return superseded
            } catch let error as ApplySupersededError {
                superseded += 1
                // Each retry is built on the newest requested screen; only later steps' applies
                // supersede it, and there are few.
                if superseded > 50 { throw error }
            }
        }
    }

    // MARK: Pagination

    func paginationFooter(_ end: LoadMoreEnd, _ state: LoadMoreState, _ retry: @escaping @MainActor () -> Void, edge: LoadMoreEdge) -> CellController<H>? {
        guard let key = InteractionModel.endKey(end, edge: edge) else { return nil }
        switch state {
        case .idle:
            return nil
        case .loading:
            // The trigger decided to fire just before it asks for the loading footer: judge
            // the end on that screen (the footer's own update may display cells whose
            // controllers apply, and so move the end before the handler runs).
            decisions[key] = (notNear(key), reference.itemCount(of: key))
            if edge == .top {
                let maxOffset = max(0, host.contentSize.height - host.viewportSize.height)
                topStartFiredWithMaxOffset = min(topStartFiredWithMaxOffset ?? maxOffset, maxOffset)
            }
            return H.textController(
                CellContent(key: "loading:\(key)", lines: [LoadMoreTrigger<H>.loadingMessage]), recorder: recorder, onTap: nil)
        case .failed(let message):
            return H.textController(
                CellContent(key: "failed:\(key)", lines: ["✕ \(message) — \(LoadMoreTrigger<H>.retryHint)"]), recorder: recorder, onTap: retry)
        }
    }

    /// The trigger fired: check that the end was due (idle, near, with a new count) or
    /// retried, then play the page policy.
    func pageRequested(_ request: LoadMoreRequest) {
        guard let key = InteractionModel.endKey(request.end, edge: request.edge) else {
            violations.append(Violation("pagination.end", "the trigger fired for an end of no section: \(request.end)"))
            return
        }
        if verbose { recorder.log.append("load more \(key) with \(request.itemCount) items (visible \(host.indexPathsForVisibleItems))") }
        switch reference.pages[key] {
        case .loading?:
            violations.append(Violation("pagination.state", "\(key) fired while it was loading"))
        case .failed?:
            statistics["page retried", default: 0] += 1  // a retry
        case nil where racingPages || dropping:
            // The data has pages that are still loading, or a drop shows its steps: the end is
            // judged on the host's screen by the trigger alone.
            statistics[racingPages ? "page requested during a page race" : "page requested during a drop", default: 0] += 1
        case nil:
            let decision = decisions[key] ?? (notNear(key), reference.itemCount(of: key))
            let count = decision.count
            if request.itemCount != count {
                violations.append(Violation("pagination.stale", "\(key) fired with a count of \(request.itemCount) items; it has \(count)"))
            }
            if reference.lastFired[key] == request.itemCount {
                violations.append(Violation("pagination.twice", "\(key) fired twice for \(request.itemCount) items"))
            }
            if let reason = decision.notNear {
                violations.append(Violation("pagination.notNear", "\(key) fired while it is not near: \(reason)"))
            }
        }
        decisions[key] = nil
        statistics["page requested", default: 0] += 1
        reference.pages[key] = .loading
        reference.lastFired[key] = request.itemCount
        reference.loadingOrder.removeAll { $0 == key }
        reference.loadingOrder.append(key)
        requests[key] = request
        switch pagePolicy {
        case .appendNow(let count):
            if pagesAppended < 8 {
                pagesAppended += 1
                if dropping { pagesAppliedDuringDrop += 1 }
                appendPage(count, to: key)
            }
            settle(key, failing: false)
        case .failNow:
            settle(key, failing: true)
        case .leaveLoading:
            break
        }
    }

    /// Appends a page of `count` new items to the end's section (at the top edge, inserts it at
    /// the start of the section), applied now.
    func appendPage(_ count: Int, to key: EndKey) {
        guard let section = reference.sectionIndex(of: key) else { return }
        var screen = reference.data
        let page = (0..<count).map { _ in
            defer { nextPageID += 1 }
            return Item(id: nextPageID)
        }
        switch key.edge {
        case .bottom: screen.sections[section].items += page
        case .top: screen.sections[section].items.insert(contentsOf: page, at: 0)
        }
        if verbose { recorder.log.append("page at \(key) applying: offset \(host.contentOffset.y) content \(host.contentSize.height)") }
        showNow(screen, reloading: false)
        if verbose { recorder.log.append("page at \(key) applied: offset \(host.contentOffset.y) content \(host.contentSize.height)") }
    }

    /// The end's request finishes or fails (the model first: the trigger may fire again at
    /// once).
    func settle(_ key: EndKey, failing: Bool) {
        reference.loadingOrder.removeAll { $0 == key }
        guard let request = requests.removeValue(forKey: key) else { return }
        if failing {
            reference.pages[key] = .failed
            request.fail(message: "offline")
        } else {
            reference.pages[key] = nil
            request.finish()
        }
    }

    /// Why the end is not near the last visible item (a start at the top edge: the first
    /// visible item), or `nil` when it is.
    func notNear(_ key: EndKey) -> String? {
        guard let pagination = key.edge == .top ? config.topPagination : config.pagination else { return "no pagination" }
        let data = reference.data
        let visible = host.indexPathsForVisibleItems
        if key.edge == .top { return notNearStart(key, distance: pagination.distance, visible: visible) }
        let last: ItemPath
        let end: ItemPath
        let after: Int
        switch key {
        case .list:
            guard let lastVisible = visible.max(), let item = data.item(at: lastVisible) else { return "no item is visible" }
            guard let lastSection = data.sections.lastIndex(where: { !$0.items.isEmpty }) else { return "the list is empty" }
            last = lastVisible
            end = ItemPath(item: data.sections[lastSection].items.count - 1, section: lastSection)
            let ids = data.allItems.map(\.id)
            after = ids.count - 1 - (ids.firstIndex(of: item.id) ?? 0)
        case .section(let id):
            guard let section = data.sectionIndex(of: id) else { return "its section is gone" }
            guard let lastVisible = visible.filter({ $0.section == section }).max() else { return "none of its items is visible" }
            last = lastVisible
            end = ItemPath(item: data.sections[section].items.count - 1, section: section)
            after = end.item - last.item
        case .listTop, .sectionTop:
            return notNearStart(key, distance: pagination.distance, visible: visible)
        }
        switch pagination.distance {
        case .items(let items):
            return after <= items ? nil : "\(after) items after the last visible one \(last)"
        case .points(let points):
            guard let lastFrame = host.rect(for: .item(last)), let endFrame = host.rect(for: .item(end)) else { return "no frames" }
            let gap = endFrame.maxY - lastFrame.maxY
            return gap <= points ? nil : "\(gap) points between the last visible item \(last) and the end"
        }
    }

    /// Why the start `key` (of the top trigger) is not near the first visible item, or `nil`
    /// when it is.
    func notNearStart(_ key: EndKey, distance: LoadMoreDistance, visible: [ItemPath]) -> String? {
        let data = reference.data
        let first: ItemPath
        let start: ItemPath
        let before: Int
        switch key {
        case .listTop:
            guard let firstVisible = visible.min(), let item = data.item(at: firstVisible) else { return "no item is visible" }
            guard let firstSection = data.sections.firstIndex(where: { !$0.items.isEmpty }) else { return "the list is empty" }
            first = firstVisible
            start = ItemPath(item: 0, section: firstSection)
            before = data.allItems.map(\.id).firstIndex(of: item.id) ?? 0
        case .sectionTop(let id):
            guard let section = data.sectionIndex(of: id) else { return "its section is gone" }
            guard let firstVisible = visible.filter({ $0.section == section }).min() else { return "none of its items is visible" }
            first = firstVisible
            start = ItemPath(item: 0, section: section)
            before = first.item
        case .list, .section:
            return "not a start"
        }
        switch distance {
        case .items(let items):
            return before <= items ? nil : "\(before) items before the first visible one \(first)"
        case .points(let points):
            guard let firstFrame = host.rect(for: .item(first)), let startFrame = host.rect(for: .item(start)) else { return "no frames" }
            let gap = firstFrame.minY - startFrame.minY
            return gap <= points ? nil : "\(gap) points between the start and the first visible item \(first)"
        }
    }

    // MARK: Hooks (InteractionModelRecorderDelegate)

    func itemSelected(_ item: Item) {
        statistics["item selected by a tap", default: 0] += 1
        guard config.selectHooks, let path = reference.data.path(of: item.id) else { return }
        let sectionID = reference.data.sections[path.section].id
        switch item.selectHook {
        case .none:
            return
        case .toggle:
            statistics["apply from didSelectCell", default: 0] += 1
            showNow(reference.data.applying([.update(item.id, .toggleChecked)]), reloading: false)
        case .delete:
            statistics["apply from didSelectCell", default: 0] += 1
            showNow(reference.data.applying([.delete(item.id)]), reloading: false)
        case .insertAfter:
            let new = Item(id: nextHookID)
            nextHookID += 1
            statistics["apply from didSelectCell", default: 0] += 1
            showNow(reference.data.applying([.insert(new, section: sectionID, at: path.item + 1)]), reloading: false)
        }
    }

    func itemDisplayed(_ item: Item) {
        guard config.displayHooks, item.marksSeenOnDisplay, !item.seen,
              let current = reference.data.item(item.id), current.marksSeenOnDisplay, !current.seen else { return }
        statistics["apply from willDisplayCell", default: 0] += 1
        if verbose { recorder.log.append("#\(item.id) applies seen") }
        showNow(reference.data.applying([.update(item.id, .seen)]), reloading: false)
    }

    func supplementaryTapped(_ key: String) {
        guard config.headerTapHooks, key.hasPrefix("header:S"), let id = Int(key.dropFirst(8)),
              let section = reference.data.sectionIndex(of: id) else { return }
        let header = reference.data.sections[section].model.header ?? []
        let tapped = (header.first ?? "H\(id)") + "+"
        statistics["apply from a header tap", default: 0] += 1
        showNow(reference.data.applying([.setHeader(id, [tapped] + header.dropFirst())]), reloading: false)
    }

    func swipeAction(_ title: String, item id: Int, completion: SwipeActionCompletion) {
        guard defersSwipeActions else {
            completion(swipeAction(title, item: id))
            return
        }
        let token = nextSwipeToken
        nextSwipeToken += 1
        swipeCompletions[token] = completion
        reference.heldCompletions.append((token, id, title, false))
        if reference.heldCompletions.count > 6 {
            swipeCompletions[reference.heldCompletions.removeFirst().token] = nil
        }
        if let revealed = reference.revealed, revealed.id == id, let index = revealed.titles.firstIndex(of: title) {
            reference.revealed?.pending = (index, token)
        }
        statistics["swipe action deferred", default: 0] += 1
    }

    func swipeAction(_ title: String, item id: Int) -> Bool {
        guard reference.data.path(of: id) != nil else { return false }
        statistics["swipe action \(title)", default: 0] += 1
        switch title {
        case "Delete": showNow(reference.data.applying([.delete(id)]), reloading: false)
        case "Archive": showNow(reference.data.applying([.update(id, .toggleArchived)]), reloading: false)
        default: showNow(reference.data.applying([.update(id, .toggleFlagged)]), reloading: false)
        }
        return true
    }
}
