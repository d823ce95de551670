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
            case .failure(let error) where error is CancellationError:
                if !cancelledNow[index] && !cancelledLate[index] {
                    violations.append(Violation("apply.cancel", "burst task \(index) threw CancellationError, but it was not cancelled"))
                }
            case .failure(let error):
                violations.append(Violation("apply.threw", "burst task \(index) threw \(error)"))
            }
        }
    }

    // MARK: Pagination

    func paginationFooter(_ end: LoadMoreEnd, _ state: LoadMoreState, _ retry: @escaping @MainActor () -> Void) -> CellController<H>? {
        guard let key = InteractionModel.endKey(end) else { return nil }
        switch state {
        case .idle:
            return nil
        case .loading:
            // The trigger decided to fire just before it asks for the loading footer: judge
            // the end on that screen (the footer's own update may display cells whose
            // controllers apply, and so move the end before the handler runs).
            decisions[key] = (notNear(key), reference.itemCount(of: key))
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
        guard let key = InteractionModel.endKey(request.end) else {
            violations.append(Violation("pagination.end", "the trigger fired for an end of no section: \(request.end)"))
            return
        }
        if verbose { recorder.log.append("load more \(key) with \(request.itemCount) items (visible \(host.indexPathsForVisibleItems))") }
        switch reference.pages[key] {
        case .loading?:
            violations.append(Violation("pagination.state", "\(key) fired while it was loading"))
        case .failed?:
            statistics["page retried", default: 0] += 1  // a retry
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
                appendPage(count, to: key)
            }
            settle(key, failing: false)
        case .failNow:
            settle(key, failing: true)
        case .leaveLoading:
            break
        }
    }

    /// Appends a page of `count` new items to the end's section, applied now.
    func appendPage(_ count: Int, to key: EndKey) {
        guard let section = reference.sectionIndex(of: key) else { return }
        var screen = reference.data
        for _ in 0..<count {
            screen.sections[section].items.append(Item(id: nextPageID))
            nextPageID += 1
        }
        showNow(screen, reloading: false)
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

    /// Why the end is not near the last visible item, or `nil` when it is.
    func notNear(_ key: EndKey) -> String? {
        guard let pagination = config.pagination else { return "no pagination" }
        let data = reference.data
        let visible = host.indexPathsForVisibleItems
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
        }
        switch pagination.distance {
        case .items(let items):
            return after <= items ? nil : "\(after) items after the last visible one \(last)"
        case .points(let points):
            guard let lastFrame = host.rectForItem(at: last), let endFrame = host.rectForItem(at: end) else { return "no frames" }
            let gap = endFrame.maxY - lastFrame.maxY
            return gap <= points ? nil : "\(gap) points between the last visible item \(last) and the end"
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
