extension CellHost {
    /// The bands of the viewport that bars of the app cover (a navigation bar over the top of
    /// the list, a toolbar over its bottom): pinned headers pin below the insets' `top`,
    /// pinned footers above its `bottom` (see <doc:HostInteractions#Pinned-headers-and-footers>).
    /// Its `left` and `right` are not used: pinned headers and footers span the full width.
    ///
    /// The host still lays out, draws and hit-tests rows under the bars (they are the app's,
    /// drawn over the list); scrolls to an item (``scrollToItem(at:at:animated:)``) or to a
    /// section (``scrollToSection(forIndexTitle:)``) keep it out of them.
    ///
    /// - Throws: ``CellHostError/invalidPinnedInsets(_:)`` for a negative or non-finite
    ///   `top` or `bottom`; the host does not change.
    /// - Complexity: O(log n) plus the cells that enter or leave.
    public func setPinnedInsets(_ insets: EdgeInsets) throws(CellHostError) {
        for value in [insets.top, insets.bottom] where !(value.isFinite && value >= 0) {
            throw .invalidPinnedInsets(insets)
        }
        guard insets != pinnedInsets else { return }
        pinnedInsets = insets
        layoutVisibleElements()
    }

    /// The area a section takes in content coordinates, as UIKit's `rect(forSection:)`: from
    /// the top of its header (or of what comes first) to the bottom of its footer, the full
    /// width, laid out (where its header and footer pin, they are shown within it); `nil` for a
    /// section the host does not have.
    ///
    /// - Complexity: O(log s) for s sections.
    public func rectForSection(_ section: Int) -> Rect? {
        loadIfNeeded()
        guard (0..<numberOfSections).contains(section) else { return nil }
        let span = engine.sectionSpan(section)
        return Rect(x: 0, y: span.top, width: engine.contentSize.width, height: span.bottom - span.top)
    }

    /// Where an element is shown: its laid-out frame, except for the header or footer of a
    /// section whose layout pins that kind (``CellLayout/pinsSectionHeaders``,
    /// ``CellLayout/pinsSectionFooters``), which is held at its end of the viewport (inside
    /// ``setPinnedInsets(_:)``) while its section is there, and kept within its section:
    /// `y = min(max(target, sectionTop), sectionBottom - height)`, where the target is the
    /// band's top for a header and its bottom less the footer's height for a footer, and the
    /// section's bottom is below its footer (the next section's top).
    ///
    /// - Complexity: O(log n).
    func displayedFrame(for element: LayoutElement) -> Rect? {
        guard let frame = engine.frame(for: element) else { return nil }
        guard case .supplementary(let kind, let section) = element, isPinned(element) else { return frame }
        let span = engine.sectionSpan(section)
        let target = switch kind {
        case .header: contentOffset.y + pinnedInsets.top
        case .footer: contentOffset.y + viewportSize.height - pinnedInsets.bottom - frame.height
        }
        let y = min(max(target, span.top), span.bottom - frame.height)
        return Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)
    }

    /// Whether `element` is a header or footer of a section whose layout pins that kind (held
    /// at its end of the viewport while its section is on screen, and drawn over the rows).
    /// The layout is the one the section is laid out with, as its frames are: the data source
    /// may already describe a screen the host has not been told of (an apply taking the scroll
    /// anchor before its batch updates), whose sections are not these.
    func isPinned(_ element: LayoutElement) -> Bool {
        guard case .supplementary(let kind, let section) = element else { return false }
        return engine.layout(ofSection: section)?.pins(kind) ?? false
    }

    /// The laid-out frame of the section's `kind` if its layout pins that kind, else `nil`
    /// (also when it has none).
    ///
    /// - Complexity: O(log n).
    func pinnedFrame(_ kind: SupplementaryKind, inSection section: Int) -> Rect? {
        guard engine.layout(ofSection: section)?.pins(kind) ?? false else { return nil }
        return engine.frame(for: .supplementary(kind, section: section))
    }

    /// The elements shown in `rect` (the viewport), in display order: those the layout places
    /// there, less pinned ones held away from it, plus the pinned header of the section at the
    /// viewport's top and the pinned footer of the section at its bottom, wherever their
    /// sections start and end. (No other pinned element can be held into the viewport: a
    /// section wholly above or below it keeps its header and footer there.)
    ///
    /// - Complexity: O(log n) plus the elements shown.
    func elementsShown(in rect: Rect) -> [LayoutElement] {
        var elements = engine.elements(in: rect)
        var pinned: [LayoutElement] = []
        if let section = engine.section(containing: rect.minY) { pinned.append(.supplementary(.header, section: section)) }
        if let section = engine.section(containing: rect.maxY) { pinned.append(.supplementary(.footer, section: section)) }
        for element in pinned where isPinned(element) && !elements.contains(element) { elements.append(element) }
        elements.removeAll { element in
            isPinned(element) && !(displayedFrame(for: element).map { $0.intersects(rect) } ?? false)
        }
        return elements.sorted()
    }

    /// The element shown under `point` (content coordinates): a pinned header or footer covers
    /// what is laid out under it (of two that overlap, the later in display order, as
    /// ``renderText()`` draws it last), and one held away from its laid-out place is no longer
    /// there; a side label (see ``SideLabelLayout``) covers what is under it too.
    ///
    /// - Complexity: O(log n) plus the elements shown.
    func elementShown(at point: Point) -> LayoutElement? {
        if let covering = elementsShown(in: visibleRect).last(where: { element in
            isPinned(element) && (displayedFrame(for: element)?.contains(point) ?? false)
        }) {
            return covering
        }
        // A side label covers what scrolls under it (a carousel's items).
        if sectionForSideLabel(at: point) != nil { return nil }
        guard let element = engine.element(at: point) else { return nil }
        if isPinned(element), let frame = displayedFrame(for: element), !frame.contains(point) { return nil }
        return element
    }

    /// How much of the viewport's top and bottom is covered while one of the section's items
    /// is there: the ``setPinnedInsets(_:)``, plus the section's header (at the top) and footer (at
    /// the bottom) where its layout pins them.
    ///
    /// - Complexity: O(log n).
    func coveredEdges(forItemsOf section: Int) -> (top: Double, bottom: Double) {
        (pinnedInsets.top + (pinnedFrame(.header, inSection: section)?.height ?? 0),
         pinnedInsets.bottom + (pinnedFrame(.footer, inSection: section)?.height ?? 0))
    }

    /// Simulates a tap at `point` (content coordinates), as a finger would land: on an item, or
    /// on a header or footer (a pinned one included, which covers the rows under it), it is
    /// ``tap(at:)-(LayoutElement)`` on that element (or, on the disclosure of an item with
    /// children, ``tapDisclosure(at:)``), and elsewhere (spacing, an
    /// inset, or outside the content) it reaches no element.
    ///
    /// Wherever it lands, a tap while swipe actions are revealed or a context menu is presented
    /// only hides them, as in UIKit (see ``swipe(at:edge:)`` and ``showContextMenu(at:)``): on
    /// empty space too.
    ///
    /// On an item, a tap on one of its cell's controls (``CellControl``) taps the control, and
    /// one on its delete control in editing mode reveals its actions
    /// (``tapDeleteControl(at:)``): neither selects the row.
    ///
    /// - Returns: whether the tap was delivered to an element (for an item: whether it is
    ///   selected once the tap was handled; for a control: whether it reached it); `false` on
    ///   empty space.
    /// - Complexity: O(log n) plus the elements shown, plus what the tap's handlers do.
    @discardableResult
    public func tap(at point: Point) -> Bool {
        loadIfNeeded()
        switch elementShown(at: point) {
        case .item(let path)? where isOnDisclosure(point, ofItemAt: path):
            return (try? tapDisclosure(at: path)) ?? false
        case .item(let path)?:
            if let control = control(at: point, ofItemAt: path) {
                // A touch while actions are revealed only hides them, on a disabled control too,
                // and does not reach the control.
                if dismissSwipeActionsForTouch() { return false }
                return (try? tapControl(named: control.name, inItemAt: path)) != nil
            }
            if isOnDeleteControl(point, ofItemAt: path) {
                // A touch while actions are revealed only hides them, as everywhere else.
                if dismissSwipeActionsForTouch() { return false }
                return (try? tapDeleteControl(at: path)) != nil
            }
            return (try? tap(at: .item(path))) ?? false
        case .supplementary(let kind, let section)?:
            return (try? tap(at: .supplementary(kind, section: section))) ?? false
        case nil:
            // Every touch goes through the dismissal, even one that reaches no element.
            _ = dismissSwipeActionsForTouch()
            return false
        }
    }
}

extension CellLayout {
    /// Whether the layout pins `kind`: ``pinsSectionHeaders`` or ``pinsSectionFooters``.
    func pins(_ kind: SupplementaryKind) -> Bool {
        switch kind {
        case .header: pinsSectionHeaders
        case .footer: pinsSectionFooters
        }
    }
}
