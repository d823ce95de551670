extension CellHost {
    /// Where an element is shown: its laid-out frame, except for the header of a section whose
    /// layout pins headers (``CellLayout/pinsSectionHeaders``), which is held at the top of the
    /// viewport while its section is on screen and pushed up by the end of its section:
    /// `y = min(max(sectionTop, contentOffset.y), sectionBottom - headerHeight)`, where the
    /// section's bottom is below its footer (the next section's top).
    ///
    /// - Complexity: O(log n).
    func displayedFrame(for element: LayoutElement) -> Rect? {
        guard let frame = engine.frame(for: element) else { return nil }
        guard isPinningHeader(element), case .supplementary(_, let section) = element else { return frame }
        let span = engine.sectionSpan(section)
        let y = min(max(frame.minY, contentOffset.y), span.bottom - frame.height)
        return Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)
    }

    /// The section whose header is pinned at the top of the viewport now: the section at the
    /// viewport's top edge, if its layout pins headers and it has a header.
    ///
    /// - Complexity: O(log s).
    func pinnedHeaderSection() -> Int? {
        guard let section = engine.section(containing: contentOffset.y), pinningHeaderFrame(inSection: section) != nil
        else { return nil }
        return section
    }

    /// Whether `element` is the header of a section whose layout pins headers (a header that is
    /// held at the top of the viewport while its section is on screen, and drawn over the rows).
    func isPinningHeader(_ element: LayoutElement) -> Bool {
        if case .supplementary(.header, let section) = element { sectionLayout(section).pinsSectionHeaders } else { false }
    }

    /// The laid-out frame of the section's header if its layout pins headers, else `nil` (also
    /// when it has no header).
    ///
    /// - Complexity: O(log n).
    func pinningHeaderFrame(inSection section: Int) -> Rect? {
        guard sectionLayout(section).pinsSectionHeaders else { return nil }
        return engine.frame(for: .supplementary(.header, section: section))
    }

    /// The elements shown in `rect` (the viewport), in display order: those the layout places
    /// there, plus the pinned header of the section at the top, wherever its section starts.
    func elementsShown(in rect: Rect) -> [LayoutElement] {
        var elements = engine.elements(in: rect)
        if let section = pinnedHeaderSection() {
            let header = LayoutElement.supplementary(.header, section: section)
            if !elements.contains(header) { elements.insert(header, at: 0) }
        }
        return elements
    }

    /// The element shown under `point` (content coordinates): a pinned header covers what is
    /// laid out under it, and a header pinned away from its laid-out place is no longer there.
    ///
    /// - Complexity: O(log n).
    func elementShown(at point: Point) -> LayoutElement? {
        if let section = pinnedHeaderSection() {
            let header = LayoutElement.supplementary(.header, section: section)
            if let frame = displayedFrame(for: header), frame.contains(point) { return header }
        }
        let element = engine.element(at: point)
        if let element, case .supplementary(.header, _) = element,
           let frame = displayedFrame(for: element), !frame.contains(point) {
            return nil
        }
        return element
    }

    /// The header or footer shown under `point` (content coordinates), or `nil` (an item,
    /// spacing, or nothing). A pinned header is found where it is shown, on top of the rows it
    /// covers.
    ///
    /// - Complexity: O(log n).
    public func supplementaryElement(at point: Point) -> (kind: SupplementaryKind, section: Int)? {
        loadIfNeeded()
        if case .supplementary(let kind, let section)? = elementShown(at: point) { return (kind, section) }
        return nil
    }

    /// Simulates a tap at `point` (content coordinates), as a finger would land: on a header or
    /// footer (a pinned header included, which covers the rows under it) it is
    /// ``tapSupplementary(_:inSection:)``, on an item ``tap(at:)-(ItemPath)``, and elsewhere (spacing, an
    /// inset, or outside the content) it reaches no element.
    ///
    /// Wherever it lands, a tap while swipe actions are revealed only hides them, as in UIKit
    /// (see ``swipe(at:edge:)``): on empty space too.
    ///
    /// - Returns: whether the tap was delivered to an element (for an item: whether it is
    ///   selected once the tap was handled); `false` on empty space.
    /// - Complexity: O(log n), plus what the tap's handlers do.
    @discardableResult
    public func tap(at point: Point) -> Bool {
        loadIfNeeded()
        switch elementShown(at: point) {
        case .item(let path)?:
            return (try? tap(at: path)) ?? false
        case .supplementary(let kind, let section)?:
            return (try? tapSupplementary(kind, inSection: section)) ?? false
        case nil:
            // Every touch goes through the dismissal, even one that reaches no element.
            _ = dismissSwipeActionsForTouch()
            return false
        }
    }
}

extension CellHost {
    /// How much of the viewport's top the section's pinned header covers while one of its items
    /// is at the top: its header's height if the section pins headers, else 0.
    func pinnedHeaderHeight(forItemsOf section: Int) -> Double {
        pinningHeaderFrame(inSection: section)?.height ?? 0
    }
}
