import CellControllers

extension InteractionModel {
    /// How an `apply` operation shows its screen.
    enum ApplyStyle: String, Hashable, Sendable {
        /// `apply(_:completion:)` / `apply(_:using:completion:)`: diffed, now.
        case now
        /// `reload(_:)` / `apply(_:reloadingData:completion:)`: reloaded, now.
        case reload
        /// `try await apply(...)`: diffed off the main actor.
        case async
        /// `try await apply(..., reloadingData: true)` (screens of models; screens of
        /// controllers have no asynchronous reload and apply asynchronously).
        case asyncReload

        var reloads: Bool { self == .reload || self == .asyncReload }
    }

    /// One step of a page race (`Operation.pageRace`): what the app or the user does next while
    /// pages may be in flight.
    enum PageStep: Hashable, Sendable, CustomStringConvertible {
        /// The app starts loading a page of these new items, appended to the race's section and
        /// applied asynchronously: for screens of models with `update(_:)` (on top of the
        /// newest requested screen), for screens of controllers from the app's data. A page whose
        /// apply is superseded is applied again (the items it misses, where the data has them).
        case page([Item])
        /// The user swipe-deletes the item, applied now: with `update(completion:_:)`
        /// (`composing`), or, as the issue's app did, from a copy of the screen shown. (Screens of
        /// controllers apply the app's data.)
        case delete(Int, composing: Bool)
        /// The main actor lets this many turns go by, so that the pages' diffs may finish.
        case yield(Int)

        var description: String {
            switch self {
            case let .page(items): "page [\(items.map(\.description).joined(separator: " "))]"
            case let .delete(id, composing): "delete #\(id) \(composing ? "with update" : "from the screen shown")"
            case let .yield(turns): "yield \(turns)"
            }
        }
    }

    /// Where `scrollToItem` / `selectItem(at:scrollPosition:)` put an item.
    enum Position: String, Hashable, Sendable, CaseIterable {
        case top
        case center
        case bottom
        case nearest
    }

    /// One thing a user or the app does. Items and sections are named by identity and points
    /// by viewport coordinates, so that an operation means the same thing whatever ran before it
    /// (one whose item is gone does nothing): a shrunk sequence replays.
    enum Operation: Hashable, Sendable, CustomStringConvertible {
        /// The app applies its data after `edits`.
        case apply([Edit], ApplyStyle)
        /// The app starts one asynchronous apply per screen (each one the previous with more
        /// edits), cancels the tasks marked, immediately or after a yield (`late`: only the
        /// earlier tasks), then awaits them all.
        case burst([[Edit]], cancelled: [Bool], late: Bool, reloading: Bool)
        /// Issue 20: pages of items load asynchronously into the section while the user deletes
        /// items synchronously, step by step; after every step no item the app has is missing
        /// from the screen unless its page is still loading, a page whose call returned is on
        /// screen, and once every page is in, the screen is the app's data.
        case pageRace([PageStep], section: Int)
        /// `contentOffset` set to an absolute y.
        case scroll(y: Double)
        /// `contentOffset` moved by a delta from where the host is.
        case scrollBy(Double)
        case scrollToItem(Int, Position)
        /// The viewport changes size (a width change lays everything out again).
        case resize(width: Double, height: Double)
        /// `host.layout = ` one of the configuration's host layouts.
        case setLayout(Int)
        /// `tap(at:)` at a point of the viewport.
        case tap(x: Double, y: Double)
        /// `tap(at:)`: the user taps the item.
        case select(Int)
        /// `deselect(at:)`: the user deselects the item.
        case deselect(Int)
        case longPress(Int)
        /// The item's controller toggles its "read more" (two more lines) and asks for its
        /// re-measure (`invalidateHeight()`), without an apply.
        case remeasure(Int)
        /// The app applies new items inserted right before the item (the first visible one when
        /// drawn): a page or new posts loaded above the viewport.
        case insertAbove([Item], before: Int)
        /// `host.scrollAnchoring = `.
        case setAnchoring(ScrollAnchoring)
        /// `scrollToEnd()`: a chat's "jump to the latest".
        case scrollToEnd
        /// `tap(at:)-(LayoutElement)` on the section's header or footer.
        case tapSupplementary(SupplementaryKind, section: Int)
        case swipe(Int, SwipeEdge)
        case fullSwipe(Int, SwipeEdge)
        /// `performSwipeAction(at:)`; an action that finishes later keeps waiting when
        /// `deferred` (the driver holds its completion), else the driver completes it at once.
        case performSwipe(Int, deferred: Bool)
        /// The app calls a held swipe completion (by token; called before, late, or after its
        /// item is gone, it must do nothing): `performed` first calls it, then applies the action.
        case completeSwipe(token: Int, performed: Bool)
        case dismissSwipe
        case beginMove(Int)
        /// `updateInteractiveMovementTarget(to:)` at an index of a section.
        case updateMove(section: Int, item: Int)
        case endMove
        case cancelMove
        /// Drag and drop (see `InteractionModel+DragDrop`): a drag of an item begins, hovers over
        /// an index of a section or over nothing, drops, or is cancelled.
        case beginDrag(Int)
        case hoverDrag(section: Int, item: Int)
        case hoverNothing
        case dropDrag
        case cancelDrag
        /// `setEditing(_:animated:)`: the host enters or leaves editing mode.
        case setEditing(Bool)
        /// `selectAllItems()`: select-all (in editing mode, the items that can be edited).
        case selectAll
        /// `deselectAllItems()`.
        case deselectAll
        /// The app deletes the selection (`deleteSelectedItems(_:using:)` for screens of
        /// models, its data without the selected items for screens of controllers).
        case deleteSelection
        /// `selectItem(at:scrollPosition:)`: the app selects the item from code.
        case selectItem(Int, Position?)
        /// `deselectItem(at:)`: the app deselects the item from code.
        case deselectItem(Int)
        /// `scrollToSection(forIndexTitle:)` with the title of the section (the index has one
        /// title per section, "S<id>"); a section that is not there is an unknown title.
        case jumpToIndexTitle(section: Int)
        /// The app saves the scroll position (`itemScrollPosition`), by item identity.
        case saveScrollPosition
        /// The app restores the saved scroll position (`restoreScrollPosition(_:)`) to wherever
        /// its item is now; one whose item is gone is refused, the host unchanged.
        case restoreScrollPosition
        case setPrefetch(PrefetchDistance?)
        /// `setPinnedInsets(_:)`: bars of these heights over the list's top and bottom (a
        /// negative one is refused, the host unchanged).
        case setPinnedInsets(top: Double, bottom: Double)
        /// What the pagination handler does from now on.
        case setPagePolicy(PagePolicy)
        /// The oldest loading page arrives: its items are applied, then the request finishes.
        case finishPage(append: Int)
        /// The oldest loading page of the top trigger arrives: its items are inserted at the start
        /// of the end's section, then the request finishes. What is on screen stays in place.
        case finishTopPage(prepend: Int)
        /// The oldest loading page fails.
        case failPage
        /// `retry` of the first failed end.
        case retryPage
        /// Context menus, pull to refresh and accessibility actions (see `InteractionModel+Menus`).
        case showContextMenu(Int)
        case performMenuAction(String)
        case dismissContextMenu
        case pullToRefresh
        case finishRefresh([Edit])
        case accessibilityAction(Int, String)
        /// The app applies a section snapshot of this tree to its section (see
        /// `InteractionModel+Outlines.swift`).
        case applyOutline(OutlineTree)
        /// The same with the asynchronous form (`try await apply(_:to:in:using:handlers:)`).
        case applyOutlineLater(OutlineTree)
        /// The app expands (`true`), collapses (`false`) or toggles (`nil`, asking the handlers)
        /// the item of a tree.
        case expandItem(Int, Bool?)
        /// `tapDisclosure(at:)`: the user taps the item's disclosure.
        case tapDisclosure(Int)
        /// Issue 27: the user taps the item's disclosure while an asynchronous `update` (of the
        /// screen as it is) is in flight: the tap takes effect once the update is shown.
        case tapDisclosureDuringApply(Int)
        /// `scrollCarousel(section:toX:)` on the section (by identity; one that is not a
        /// carousel is refused, the host unchanged).
        case scrollCarousel(section: Int, x: Double)
        /// `scrollCarousel(section:by:)`.
        case scrollCarouselBy(section: Int, Double)
        /// `swipeCarousel(section:by:)`: a drag of this many columns, released, snapping as
        /// the carousel's paging says.
        case swipeCarousel(section: Int, Double)
        /// A tap at this column of the viewport on the carousel's row (nothing when the row is
        /// off screen).
        case tapCarousel(section: Int, x: Double)
        /// A tap on the side label of the section (by identity; see
        /// `InteractionModel+SideLabels`), or where it would be.
        case tapSideLabel(section: Int)
        /// A tap on the control named so in the item's cell: by name (`tapControl(named:inItemAt:)`)
        /// or at a point on its columns (`tap(at:)`); see `InteractionModel+Controls`.
        case tapControl(Int, name: String, byPoint: Bool)
        /// A tap on the item's editing delete control: `tapDeleteControl(at:)`, or at a point on
        /// its columns (`tap(at:)`); see `InteractionModel+DeleteControl`.
        case tapDeleteControl(Int, byPoint: Bool)

        /// Screens of controller sections: the app edits the screen with `update { }` (the
        /// asynchronous form when `later`), its controllers made for the new items only; see
        /// `InteractionModel+ControllerScreen`.
        case updateControllers([Edit], later: Bool)
        /// Screens of controller sections: the app reads the screen back typed (`snapshot()`,
        /// `controller(of:as:)`, `itemIdentifier(for:)`, `indexPath(for:)`), about this item, or
        /// about one the screen does not have (`nil`).
        case readBack(Int?)

        /// Whether it may apply (then ambiguities of asynchronous ordering are possible).
        var isBurst: Bool {
            if case .burst = self { true } else { false }
        }

        var description: String {
            switch self {
            case let .apply(edits, style): "apply \(style) [\(edits.map(\.description).joined(separator: "; "))]"
            case let .burst(screens, cancelled, late, reloading):
                "burst\(reloading ? " (reloading)" : "")\(late ? " (late cancel)" : "") "
                    + zip(screens, cancelled).enumerated().map { index, pair in
                        "#\(index)\(pair.1 ? " cancelled" : ""): [\(pair.0.map(\.description).joined(separator: "; "))]"
                    }.joined(separator: " then ")
            case let .pageRace(steps, section): "page race in S\(section): \(steps.map(\.description).joined(separator: ", "))"
            case let .scroll(y): "scroll to y \(y)"
            case let .scrollBy(delta): "scroll by \(delta)"
            case let .scrollToItem(id, position): "scrollToItem #\(id) \(position)"
            case let .resize(width, height): "resize to \(Int(width))x\(Int(height))"
            case let .setLayout(index): "host.layout = host layout \(index)"
            case let .tap(x, y): "tap at viewport (\(x), \(y))"
            case let .select(id): "tap(at:) #\(id)"
            case let .deselect(id): "deselect(at:) #\(id)"
            case let .longPress(id): "longPress #\(id)"
            case let .remeasure(id): "read more/less #\(id) (invalidateHeight)"
            case let .insertAbove(items, id): "apply now [insert \(items.map(\.description).joined(separator: " ")) before #\(id)]"
            case let .setAnchoring(anchoring): "host.scrollAnchoring = .\(anchoring)"
            case .scrollToEnd: "scrollToEnd()"
            case let .tapSupplementary(kind, section): "tap \(kind) of S\(section)"
            case let .swipe(id, edge): "swipe #\(id) \(edge)"
            case let .fullSwipe(id, edge): "full swipe #\(id) \(edge)"
            case let .performSwipe(index, deferred): "perform swipe action \(index)\(deferred ? " (deferred)" : "")"
            case let .completeSwipe(token, performed): "call swipe completion \(token) with \(performed)"
            case .dismissSwipe: "dismiss swipe actions"
            case let .beginMove(id): "begin moving #\(id)"
            case let .updateMove(section, item): "move target to S\(section) item \(item)"
            case .endMove: "end the move"
            case .cancelMove: "cancel the move"
            case .beginDrag, .hoverDrag, .hoverNothing, .dropDrag, .cancelDrag: dragDescription
            case let .selectItem(id, position): "selectItem #\(id)\(position.map { " scrolling \($0)" } ?? "")"
            case let .deselectItem(id): "deselectItem #\(id)"
            case let .setEditing(editing): "setEditing(\(editing))"
            case .selectAll: "selectAllItems()"
            case .deselectAll: "deselectAllItems()"
            case .deleteSelection: "delete the selected items"
            case let .jumpToIndexTitle(section): "jump to index title S\(section)"
            case .saveScrollPosition: "save the scroll position"
            case .restoreScrollPosition: "restore the saved scroll position"
            case let .setPrefetch(distance): "prefetchDistance = \(distance.map { "\($0)" } ?? "nil")"
            case let .setPinnedInsets(top, bottom): "pinned insets top \(top) bottom \(bottom)"
            case let .setPagePolicy(policy): "pages: \(policy)"
            case let .finishPage(count): "the loading page arrives with \(count) items"
            case let .finishTopPage(count): "the loading page at the top arrives with \(count) items"
            case .failPage: "the loading page fails"
            case .retryPage: "retry the failed end"
            case .showContextMenu, .performMenuAction, .dismissContextMenu, .pullToRefresh, .finishRefresh, .accessibilityAction: menusDescription
            case let .applyOutline(tree): "apply section snapshot \(tree)"
            case let .applyOutlineLater(tree): "apply section snapshot asynchronously \(tree)"
            case let .expandItem(id, target): "\(target.map { $0 ? "expand" : "collapse" } ?? "toggle") #\(id)"
            case let .tapDisclosure(id): "tap the disclosure of #\(id)"
            case let .tapDisclosureDuringApply(id): "tap the disclosure of #\(id) during an update in flight"
            case let .scrollCarousel(section, x): "scroll the carousel of S\(section) to x \(x)"
            case let .scrollCarouselBy(section, delta): "scroll the carousel of S\(section) by \(delta)"
            case let .swipeCarousel(section, distance): "swipe the carousel of S\(section) by \(distance)"
            case let .tapCarousel(section, x): "tap the carousel of S\(section) at column \(x)"
            case let .tapSideLabel(section): "tap the side label of S\(section)"
            case let .tapDeleteControl(id, byPoint): "tap the delete control of #\(id)\(byPoint ? " at its point" : "")"
            case let .tapControl(id, name, byPoint): "tap the control \(name) of #\(id)\(byPoint ? " at its point" : " by name")"
            case .updateControllers, .readBack: controllerScreenDescription
            }
        }
    }
}
