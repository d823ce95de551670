import CellControllers

extension InteractionModel {
    /// What the viewport showed before an operation, for the scroll-anchoring checks: the
    /// offset, whether it was at the end, and the visible items in display order with their
    /// tops on screen.
    struct AnchorWitness {
        let anchoring: ScrollAnchoring
        let offset: Double
        let wasAtEnd: Bool
        let items: [(id: Int, screenTop: Double)]
    }
}

extension InteractionModel.Driver {
    /// The viewport before `operation`, for ``checkAnchoring(after:witness:)``.
    func anchorWitness() -> InteractionModel.AnchorWitness {
        let offset = host.contentOffset.y
        // The items the user sees (not wholly under a bar or a pinned header) first.
        let paths = host.indexPathsForVisibleItems
        let seen = paths.filter { ((try? host.visibleFraction(ofItemAt: $0)) ?? 0) > 0 }
        let items = (seen + paths.filter { !seen.contains($0) }).compactMap { path -> (id: Int, screenTop: Double)? in
            guard let item = reference.data.item(at: path), let frame = host.rect(for: .item(path)) else { return nil }
            return (item.id, frame.minY - offset)
        }
        return InteractionModel.AnchorWitness(anchoring: host.scrollAnchoring, offset: offset, wasAtEnd: host.isScrolledToEnd, items: items)
    }

    /// Whether `operation` may scroll on purpose (the user's or the app's scroll): a
    /// bottom-anchored list at its end may then leave it.
    private func scrollsOnPurpose(_ operation: InteractionModel.Operation) -> Bool {
        switch operation {
        case .scroll, .scrollBy, .scrollToItem, .restoreScrollPosition, .jumpToIndexTitle: true
        case .selectItem(_, let position): position != nil
        default: false
        }
    }

    /// A page that arrived at the top (`Operation.finishTopPage`, one apply, then the loading
    /// row goes and the start may fire again) moves nothing on screen: the first item visible
    /// before it keeps its place, unless the content's ends stop the offset; with anchoring off,
    /// the offset stays where it was, clamped: by the content now, and by the content between the
    /// loading row's going and the start firing again, when it did (a grid whose rows reflowed
    /// can be shorter then than before the page).
    private func checkTopPageKeptScreen(witness: InteractionModel.AnchorWitness) {
        guard appliesDuringOperation == 1 else { return }
        let maxOffset = max(0, host.contentSize.height - host.viewportSize.height)
        let offset = host.contentOffset.y
        if witness.anchoring == .none {
            guard !usesEstimatedHeights else { return }
            let expected = min(max(0, witness.offset), maxOffset, topStartFiredWithMaxOffset ?? .infinity)
            if offset != expected {
                violations.append(Violation("anchoring.topPage", "with anchoring off, a page at the top moved the offset from \(witness.offset) to \(offset) (expected \(expected))"))
            }
            return
        }
        guard let anchor = witness.items.first(where: { reference.data.path(of: $0.id) != nil }),
              let path = reference.data.path(of: anchor.id), let frame = host.rect(for: .item(path)) else { return }
        let expected = frame.minY - anchor.screenTop
        guard expected >= 0, expected <= maxOffset else { return }
        // The start fired again, and its loading row appeared at the top of a list at its top:
        // it shows there, above the rows (see `CellControllerAdapter.loadMoreAtTop`).
        if offset == 0, reference.pages.contains(where: { $0.key.edge == .top }) { return }
        statistics["anchoring: page at the top kept the screen", default: 0] += 1
        if offset != expected {
            violations.append(Violation(
                "anchoring.topPage",
                "a page loaded at the top moved the first visible item #\(anchor.id) on screen from \(anchor.screenTop) to \(frame.minY - offset) (offset \(witness.offset) -> \(offset))"))
        }
    }

    /// The scroll-anchoring invariants after `operation`:
    /// - a bottom-anchored list at its end stays at its end through everything but a scroll;
    /// - after an apply now with no moves (nothing else applied during it) or a re-measure,
    ///   the first item visible before that is still there keeps its place on
    ///   screen, unless the content's ends stop the offset; with anchoring off, or on the first
    ///   visible item at the top, the offset stays where it was, clamped.
    func checkAnchoring(after operation: InteractionModel.Operation, witness: InteractionModel.AnchorWitness) {
        if witness.anchoring == .bottom, witness.wasAtEnd, !scrollsOnPurpose(operation), host.scrollAnchoring == .bottom {
            statistics["anchoring: bottom pinned", default: 0] += 1
            if !host.isScrolledToEnd {
                violations.append(Violation(
                    "anchoring.end",
                    "a bottom-anchored list at its end left it: offset \(host.contentOffset.y), content \(host.contentSize.height), viewport \(host.viewportSize.height)"))
            }
            return
        }
        if case .finishTopPage = operation {
            checkTopPageKeptScreen(witness: witness)
            return
        }
        let edits: [Edit]
        switch operation {
        case .apply(let applied, .now), .updateControllers(let applied, later: false):
            guard appliesDuringOperation == 1 else { return }
            edits = applied
        case .insertAbove:
            guard appliesDuringOperation == 1 else { return }
            edits = []
        case .remeasure:
            guard appliesDuringOperation == 0 else { return }
            edits = []
        default:
            return
        }
        // Moves may take the first visible item away: the host then keeps another (or none).
        if edits.contains(where: { edit in
            switch edit {
            case .move, .moveSection: true
            default: false
            }
        }) { return }
        // The pagination footers change after an apply (a second batch update), and a top
        // trigger anchors at the very top too: compared only without pagination.
        guard trigger == nil, topTrigger == nil else { return }
        let maxOffset = max(0, host.contentSize.height - host.viewportSize.height)
        let offset = host.contentOffset.y
        if witness.anchoring == .none || (witness.anchoring == .firstVisibleItem && witness.offset <= 0) {
            // Estimated items measured as they come on screen keep the rows already there in
            // place, whatever the anchoring: the offset then moves by what they grew.
            guard !usesEstimatedHeights else { return }
            // An apply of structure and content runs two batch updates: the first may clamp the
            // offset to content the second makes taller again.
            guard !edits.contains(where: { edit in
                switch edit {
                case .update, .setHeader, .setFooter, .setSectionLayout: true
                default: false
                }
            }) else { return }
            let expected = min(max(0, witness.offset), maxOffset)
            if offset != expected {
                violations.append(Violation("anchoring.off", "with anchoring off (or at the top), the offset moved from \(witness.offset) to \(offset) (expected \(expected))"))
            }
            return
        }
        // The adapter's structure and content stages are two batch updates: a reloaded item stays
        // where it was among the others, and is kept in place like any other.
        guard let anchor = witness.items.first(where: { reference.data.path(of: $0.id) != nil }),
              let path = reference.data.path(of: anchor.id), let frame = host.rect(for: .item(path)) else { return }
        statistics["anchoring: first visible item kept", default: 0] += 1
        let screenTop = frame.minY - offset
        guard screenTop != anchor.screenTop, offset > 0, offset < maxOffset else { return }
        violations.append(Violation(
            "anchoring.jump",
            "the first visible item #\(anchor.id) moved on screen from \(anchor.screenTop) to \(screenTop) (offset \(witness.offset) -> \(offset))"))
    }
}
