import CellControllers

extension InteractionModel.Recorder {
    typealias Violation = InteractionModel.Violation

    /// An item's controller heard a crossing: up only when displayed and not past the threshold
    /// already, down only when past it, each with a fraction on the right side of the threshold,
    /// and the controller's `visibleFraction` the crossing's.
    func crossed(_ id: Int, _ crossing: VisibilityCrossing, fraction: Double) {
        if logsEvents { log.append("#\(id) \(crossing)") }
        crossings += 1
        var past = pastThresholds[id] ?? []
        let threshold = crossing.threshold
        if fraction != crossing.fraction {
            violations.append(Violation("visibility.value", "#\(id) heard \(crossing) while its controller's visibleFraction is \(fraction)"))
        }
        switch crossing.direction {
        case .up:
            if !isShown("item:\(id)") {
                violations.append(Violation("visibility.order", "#\(id) crossed \(threshold) up while not displayed (before its willDisplay)"))
            }
            if past.contains(threshold) {
                violations.append(Violation("visibility.twice", "#\(id) crossed \(threshold) up twice without crossing it down"))
            } else {
                past.append(threshold)
                past.sort()
            }
            if crossing.fraction < threshold {
                violations.append(Violation("visibility.value", "#\(id) crossed \(threshold) up to \(crossing.fraction)"))
            }
        case .down:
            if let index = past.firstIndex(of: threshold) {
                past.remove(at: index)
            } else {
                violations.append(Violation("visibility.twice", "#\(id) crossed \(threshold) down without being past it"))
            }
            if crossing.fraction >= threshold {
                violations.append(Violation("visibility.value", "#\(id) crossed \(threshold) down to \(crossing.fraction)"))
            }
        }
        pastThresholds[id] = past.isEmpty ? nil : past
    }
}

extension InteractionModel.Driver {
    /// Visibility, after every operation:
    /// - every item's fraction (``CellHost/visibleFraction(ofItemAt:)``, its cell's) is what
    ///   frames and the viewport give: the part of its height inside the viewport and below a
    ///   pinned header drawn over the viewport's top; 0 when not displayed; out of range throws;
    /// - the thresholds each item's controller was told it is past (crossings up minus down,
    ///   each one checked as it came, see `Recorder.crossed`) are exactly those its fraction is
    ///   past now: the crossings since the last check were reported, each once;
    /// - the section display events since the last check took the displayed sections to those
    ///   with a displayed element (event by event when the sections kept their indices);
    /// - `didScroll` reported each change of the offset once, the last one being the offset now.
    func checkVisibility(_ found: inout [Violation], visible: [ItemPath]) {
        let data = reference.data
        let offset = host.contentOffset.y
        // The bars over the viewport's ends cover what is under them, and so do a pinned header
        // held at the top of what they leave and a pinned footer held at its bottom.
        let insets = reference.pinnedInsets
        var top = offset + insets.top
        var bottom = offset + host.viewportSize.height - insets.bottom
        for section in 0..<host.numberOfSections {
            let spec = config.spec(of: data.sections[section], hostLayout: reference.hostLayout, width: reference.viewportWidth)
            if spec.pinned, host.cell(for: .supplementary(.header, section: section)) != nil,
               let frame = host.rect(for: .supplementary(.header, section: section)), frame.minY <= top {
                top = max(top, frame.maxY)
            }
            if spec.pinnedFooters, host.cell(for: .supplementary(.footer, section: section)) != nil,
               let frame = host.rect(for: .supplementary(.footer, section: section)), frame.maxY >= bottom {
                bottom = min(bottom, frame.minY)
            }
        }
        bottom = max(top, bottom)
        let shown = Set(visible)
        for (sectionIndex, section) in data.sections.enumerated() {
            for (index, item) in section.items.enumerated() {
                let path = ItemPath(item: index, section: sectionIndex)
                var expected = 0.0
                if shown.contains(path), host.cell(for: .item(path)) != nil, let frame = host.rect(for: .item(path)), frame.height > 0 {
                    let part = min(frame.maxY, bottom) - max(frame.minY, top)
                    expected = part > 0 ? min(1, part / frame.height) : 0
                    // A carousel's item past the viewport's side edge: the part of its width inside.
                    if config.carousel(of: section, hostLayout: reference.hostLayout) != nil,
                       frame.minX < 0 || frame.maxX > host.viewportSize.width, frame.width > 0 {
                        let across = min(frame.maxX, host.viewportSize.width) - max(frame.minX, 0)
                        expected = across > 0 ? expected * min(1, across / frame.width) : 0
                    }
                }
                let fraction: Double
                do {
                    fraction = try host.visibleFraction(ofItemAt: path)
                } catch {
                    found.append(Violation("visibility.fraction", "visibleFraction(ofItemAt: \(path)) threw \(error)"))
                    continue
                }
                if fraction != expected {
                    found.append(Violation("visibility.fraction", "\(item) at \(path) is \(fraction) visible; its frame \(host.rect(for: .item(path)).map { "\($0)" } ?? "?") shows \(expected) between \(top) and \(bottom)"))
                }
                if let cell = host.cell(for: .item(path)), cell.visibleFraction != fraction {
                    found.append(Violation("visibility.fraction", "the cell of \(item) at \(path) says \(cell.visibleFraction) visible, the host \(fraction)"))
                }
                let past = config.thresholds(of: item.id).filter { $0 <= expected }
                let reported = recorder.pastThresholds[item.id] ?? []
                if reported != past {
                    found.append(Violation("visibility.crossings", "\(item) at \(path), \(expected) visible, was reported past \(reported); its thresholds \(config.thresholds(of: item.id)) say \(past)"))
                }
            }
        }
        // Items of no screen any more were reported down too.
        let ids = Set(data.allItems.map(\.id))
        for (id, past) in recorder.pastThresholds where !ids.contains(id) {
            found.append(Violation("visibility.crossings", "#\(id), no longer on the screen, is still past \(past)"))
        }
        let past = ItemPath(item: data.sections.first?.items.count ?? 0, section: 0)
        if (try? host.visibleFraction(ofItemAt: past)) != nil {
            found.append(Violation("visibility.fraction", "visibleFraction(ofItemAt: \(past)), out of range, did not throw"))
        }
        checkSectionDisplay(&found, visible: visible)
        checkScrollEvents(&found)
    }

    /// The sections with a displayed element are those the section events say.
    private func checkSectionDisplay(_ found: inout [Violation], visible: [ItemPath]) {
        var displayed = Set(visible.filter { host.cell(for: .item($0)) != nil }.map(\.section))
        for section in 0..<host.numberOfSections {
            if SupplementaryKind.allCases.contains(where: { host.cell(for: .supplementary($0, section: section)) != nil }) { displayed.insert(section) }
        }
        let events = recorder.sectionEvents
        recorder.sectionEvents = []
        defer {
            checkedSections = displayed
            checkedSectionIDs = reference.data.sectionIDs
        }
        // Event by event while the sections keep their indices (no apply, same sections).
        if appliesDuringOperation == 0, checkedSectionIDs == reference.data.sectionIDs {
            var sections = checkedSections
            for event in events {
                if event.will, !sections.insert(event.section).inserted {
                    found.append(Violation("visibility.sections", "section \(event.section) will display, but it was displayed (events \(events))"))
                } else if !event.will, sections.remove(event.section) == nil {
                    found.append(Violation("visibility.sections", "section \(event.section) ended displaying, but it was not displayed (events \(events))"))
                }
            }
            if sections != displayed {
                found.append(Violation("visibility.sections", "the section events \(events) from \(checkedSections.sorted()) give \(sections.sorted()); the sections displayed are \(displayed.sorted())"))
            }
        } else {
            let count = checkedSections.count + events.filter(\.will).count - events.filter { !$0.will }.count
            if count != displayed.count {
                found.append(Violation("visibility.sections", "the section events \(events) from \(checkedSections.count) sections give \(count); \(displayed.count) are displayed \(displayed.sorted())"))
            }
        }
    }

    /// `didScroll` came once per change of the offset since the last check, ending at the
    /// offset now.
    private func checkScrollEvents(_ found: inout [Violation]) {
        let scrolls = recorder.scrolls
        recorder.scrolls = []
        let before = checkedOffset
        checkedOffset = host.contentOffset.y
        var previous = before
        for offset in scrolls {
            if offset == previous {
                found.append(Violation("visibility.scroll", "didScroll reported \(offset) twice in a row (from \(before): \(scrolls))"))
            }
            previous = offset
        }
        if previous != host.contentOffset.y {
            found.append(Violation("visibility.scroll", "the offset went from \(before) to \(host.contentOffset.y), but didScroll reported \(scrolls)"))
        }
    }
}
