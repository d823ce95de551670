/// What a host keeps in place across a change of its layout (see ``ScrollAnchoring``), taken
/// before the change and restored after it.
enum ScrollAnchor {
    /// The viewport stays at the end of the content (a bottom-anchored list at its end).
    case end
    /// The visible items in display order, each with its top relative to the viewport's top:
    /// the first that stays keeps that place.
    case items([(path: ItemPath, screenTop: Double)])
}

extension ScrollAnchor {
    /// The anchor after an update: the end stays the end; of the items, those that stay (to
    /// which `staying` gives a new path), at their new paths, with their places on screen.
    ///
    /// - Complexity: O(v) calls of `staying` for v anchor items.
    func following(_ staying: (ItemPath) -> ItemPath?) -> ScrollAnchor {
        switch self {
        case .end:
            return .end
        case .items(let items):
            return .items(items.compactMap { item in staying(item.path).map { (path: $0, screenTop: item.screenTop) } })
        }
    }
}

/// What a change keeps when the viewport is at the very top of the content (offset 0) and not
/// at a bottom-anchored list's end, beyond what ``ScrollAnchoring`` says.
enum TopOfContentRule {
    /// As ``CellHost/scrollAnchoring`` says: a list anchored on its first visible item stays at
    /// its top (what is inserted first shows), a bottom-anchored one keeps its first visible item.
    case asAnchoring
    /// The first visible item keeps its place: what is inserted above it is an older page
    /// (an adapter with a top pagination trigger).
    case keepsFirstVisibleItem
    /// The top stays the top: a pagination row that appears at the top of the list shows.
    case staysAtTop
}

/// The anchor that several batch updates keep together, as one change (an adapter's apply
/// runs its structure and its content as two).
struct ScrollAnchorHold {
    /// The anchor taken before the first update, at the current paths.
    var anchor: ScrollAnchor?
    /// What the change keeps at the very top of the content.
    let atTop: TopOfContentRule
}

extension CellHost {
    /// Runs `body`, whose batch updates keep one anchor, taken now: the first visible item before
    /// `body` stays where it was on screen after every update of it, rather than each update
    /// keeping the first item visible after the previous one (which an insert above it may have
    /// brought on screen). Nested holds keep the outer one.
    ///
    /// `atTop` says what the change keeps when the viewport is at the very top of the content.
    func holdingScrollAnchor(atTop: TopOfContentRule = .asAnchoring, _ body: () -> Void) {
        guard scrollAnchorHold == nil else { return body() }
        holdingScrollAnchor(scrollAnchor(atTop: atTop), atTop: atTop, body)
    }

    /// Runs `body`, whose changes (batch updates, a reload) keep `anchor` rather than the one
    /// ``scrollAnchoring`` would take: ``scrollToEnd()`` keeps the end while the items it brings
    /// on screen are displayed. Nested holds keep the outer one.
    func holdingScrollAnchor(_ anchor: ScrollAnchor?, atTop: TopOfContentRule = .asAnchoring, _ body: () -> Void) {
        guard scrollAnchorHold == nil else { return body() }
        scrollAnchorHold = ScrollAnchorHold(anchor: anchor, atTop: atTop)
        defer { scrollAnchorHold = nil }
        body()
    }

    /// Runs `body` as a change of its own inside a hold (say, a page that a pagination handler
    /// applies while the pagination rows change): its batch updates keep their own anchors, then
    /// the hold goes on with the anchor taken afresh, since what `body` moved on purpose is not
    /// undone.
    func outsideScrollAnchorHold(_ body: () -> Void) {
        guard let hold = scrollAnchorHold else { return body() }
        scrollAnchorHold = nil
        body()
        scrollAnchorHold = ScrollAnchorHold(anchor: scrollAnchor(atTop: hold.atTop), atTop: hold.atTop)
    }

    /// Whether the viewport is at the end of the content: it shows the content's last line (or
    /// the content is no taller than the viewport). A bottom-anchored list
    /// (``ScrollAnchoring/bottom``) stays at the end while this is true.
    ///
    /// - Complexity: O(1).
    public var isScrolledToEnd: Bool {
        viewport.isAtEnd(contentHeight: engine.contentSize.height)
    }

    /// Scrolls to the end of the content, as a chat's "jump to the latest" does: the viewport
    /// shows the last line of the content, and estimated items that come on screen are measured
    /// with the viewport kept at the end.
    ///
    /// The end is where the scroll goes whatever ``scrollAnchoring`` says: a change that the
    /// display of the items coming on screen makes (an app's apply from `willDisplay`, batch
    /// updates or a reload, that appends items or changes heights) keeps the viewport at the end
    /// of the new content, as a bottom-anchored list at its end does.
    ///
    /// - Complexity: O(log n) plus the cells that enter or leave.
    public func scrollToEnd() {
        loadIfNeeded()
        scroll(to: viewport.end(contentHeight: engine.contentSize.height))
        holdingScrollAnchor(.end) {
            layoutVisibleElements(keepingEnd: true)
        }
    }

    /// The anchor a change of the layout keeps in place under ``scrollAnchoring``, taken before
    /// the change: the end of a bottom-anchored list at its end, else the visible items with
    /// their places on screen; `nil` (the offset stays) for ``ScrollAnchoring/none``, a list at
    /// its top that stays there (`atTop`), or a host not loaded.
    ///
    /// - Complexity: O(v log n) for v visible cells.
    func scrollAnchor(atTop: TopOfContentRule = .asAnchoring) -> ScrollAnchor? {
        guard phase.isLoaded else { return nil }
        switch scrollAnchoring {
        case .none:
            return nil
        case .bottom where isScrolledToEnd:
            return .end
        case _ where contentOffset.y <= 0 && (atTop == .staysAtTop || (atTop == .asAnchoring && scrollAnchoring == .firstVisibleItem)):
            // A list at its top stays there: what is inserted first is shown.
            return nil
        case .firstVisibleItem, .bottom:
            // The items the user sees come first, in display order: rows wholly under a bar over
            // the list (`pinnedInsets`) or a pinned header are kept in place only when none of
            // those stays (an insert between the two must not push what is read).
            let top = contentOffset.y
            return .items(visibleItemsSeenFirst().map { (path: $0.path, screenTop: $0.frame.minY - top) })
        }
    }

    /// Moves the offset so that `anchor` (at the paths after the change) is where it was on
    /// screen: the end stays the end; otherwise the first anchor item keeps its place, clamped
    /// to the content. Without an anchor (or an anchor item) the offset is only clamped.
    ///
    /// Then lays out the visible elements, keeping the same anchor while estimated items that
    /// come on screen are measured: the clamp is to the measured content, so an anchor item that
    /// the estimated content was too short for still reaches its place once the items below it
    /// are measured taller.
    ///
    /// - Complexity: O(log n) plus the layout of the visible elements.
    func layoutVisibleElements(keeping anchor: ScrollAnchor?) {
        switch anchor {
        case .end?:
            viewport.offset = viewport.end(contentHeight: engine.contentSize.height)
            layoutVisibleElements(keepingEnd: true)
            return
        case .items(let items)?:
            for (path, screenTop) in items {
                guard let frame = engine.frame(for: .item(path)) else { continue }
                viewport.offset = clamped(Point(x: contentOffset.x, y: frame.minY - screenTop))
                layoutVisibleElements(anchor: .item(path), at: screenTop)
                return
            }
        case nil:
            break
        }
        viewport.offset = clamped(contentOffset)
        layoutVisibleElements()
    }
}
