/// Live reorder: while an interactive move is in progress, the layout shows the order the user
/// gets if they let go now, as UIKit's placeholder does. The moved item's metrics are taken out
/// of its place and put in at the move's target (the other items shift to make room, within a
/// section or across two), and every query maps paths between the data's order, which the host
/// and its data source keep until the move ends, and the order laid out.
///
/// The engine keeps no move of its own: ``SectionedLayoutEngine/shownMovement`` is the host's
/// gesture's, set by ``show(_:source:)`` whenever the gesture changes.
extension SectionedLayoutEngine {
    /// Lays out `movement`'s item at its target, or everything in the data's order for `nil`
    /// (or a move whose target is its source).
    ///
    /// - Complexity: O(log n) for a table (a row taken out and put back in its height tree);
    ///   a grid also re-flows the rows of the sections involved, as a batch move does.
    func show(_ movement: InteractiveMovement?, source: LayoutSource<Configuration>) {
        let wanted = movement.flatMap { $0.source == $0.target ? nil : $0 }
        guard wanted != shownMovement?.movement else { return }
        if let shown = shownMovement {
            shownMovement = nil
            let element = sections[shown.movement.target.section].items.remove(at: shown.movement.target.item)
            place(shown.original ?? element, at: shown.movement.source, from: shown.movement.target.section)
        }
        // A movement the layout cannot show (the host checked it against the data's counts, so
        // this is only a defence) is left in the data's order, and so is a move from or into a
        // carousel: its sideways queries (what meets the viewport's columns) are ranges of items.
        guard let wanted, contains(wanted.source),
              rangeViolation(of: wanted.target, acceptingEnd: wanted.target.section != wanted.source.section) == nil,
              sections[wanted.source.section].carousel == nil, sections[wanted.target.section].carousel == nil else { return }
        let from = wanted.source, to = wanted.target
        let element = sections[from.section].items.remove(at: from.item)
        // Metrics are relative to their section's layout: into a section of another layout,
        // the item is laid out as that section lays out an item entering it, as a batch move
        // does; its own metrics are kept to put back.
        if sections[from.section].layout == sections[to.section].layout {
            place(element, at: to, from: from.section)
            shownMovement = ShownMovement(movement: wanted, original: nil)
        } else {
            // Shown first, so that the item's height is resolved in its target section's layout.
            shownMovement = ShownMovement(movement: wanted, original: element)
            place(sections[to.section].newItem(at: from, source: source), at: to, from: from.section)
        }
    }

    /// While ``shownMovement`` lays its item out in a section of another layout, replaces the
    /// metrics it gets back in its own section with those of its new height there: a re-measure
    /// of the item while it is shown at its target measures it there, and the metrics kept from
    /// before the move would put its old height back. (They cannot be measured when they are
    /// put back: a batch update does that once the data has changed.)
    ///
    /// - Complexity: O(1) plus `height`.
    func setOwnMeasuredHeight(ofMovedItemAt path: ItemPath, _ height: () -> Double) {
        guard let shown = shownMovement, shown.original != nil, shown.movement.source == path else { return }
        // Measured before any access to the layout begins: measuring reads it.
        let measured = height()
        shownMovement?.original = sections[path.section].measuredItem(height: measured)
    }

    /// Inserts `element` at `path` (taken out of `section`), and updates the rows and extents
    /// of the sections involved.
    private func place(_ element: HeightTree.Element, at path: ItemPath, from section: Int) {
        sections[path.section].items.insert(element, at: path.item)
        sections[section].itemsDidMove()
        offsets[section] = sections[section].extent
        if path.section != section {
            sections[path.section].itemsDidMove()
            offsets[path.section] = sections[path.section].extent
        }
    }

    /// How many more items `section` has in the data than laid out: one more in the moved
    /// item's section, one fewer in its target's.
    ///
    /// - Complexity: O(1).
    func displacedCount(inSection section: Int) -> Int {
        guard let shown = shownMovement?.movement else { return 0 }
        return (section == shown.source.section ? 1 : 0) - (section == shown.target.section ? 1 : 0)
    }

    /// Where the item at `path` in the data's order is laid out.
    ///
    /// - Complexity: O(1).
    func layoutPath(_ path: ItemPath) -> ItemPath {
        guard let shown = shownMovement?.movement else { return path }
        return shown.layoutPath(ofDataPath: path)
    }

    /// The width the item at `path` (in the data's order) is laid out at: its section's, or
    /// while it is moved, its target section's.
    ///
    /// - Complexity: O(1).
    func itemWidth(forItemAt path: ItemPath) -> Double {
        let shown = layoutPath(path)
        return sections[shown.section].itemWidth(of: shown.item)
    }

    /// The section the item at `path` (in the data's order) is laid out in.
    ///
    /// - Complexity: O(1).
    func shownSection(ofItemAt path: ItemPath) -> Int {
        layoutPath(path).section
    }

    /// The path in the data's order of the item laid out at `path`.
    ///
    /// - Complexity: O(1).
    func dataPath(_ path: ItemPath) -> ItemPath {
        guard let shown = shownMovement?.movement else { return path }
        return shown.dataPath(ofLayoutPath: path)
    }
}

/// The interactive move a layout engine shows, and the moved item's own metrics when its
/// target section lays it out otherwise (to put back when the move is no longer shown).
struct ShownMovement {
    /// The host's move.
    var movement: InteractiveMovement
    /// The item's metrics in its own section, when its target section has another layout.
    var original: HeightTree.Element?
}

extension InteractiveMovement {
    /// Where the item at `path` (before the move) is once the move is made: the moved item at
    /// the target, the others shifted to make room.
    ///
    /// - Complexity: O(1).
    func layoutPath(ofDataPath path: ItemPath) -> ItemPath {
        if path == source { return target }
        var item = path.item
        if path.section == source.section, item > source.item { item -= 1 }
        if path.section == target.section, item >= target.item { item += 1 }
        return ItemPath(item: item, section: path.section)
    }

    /// Where the item at `path` once the move is made was before it: the inverse of
    /// ``layoutPath(ofDataPath:)``.
    ///
    /// - Complexity: O(1).
    func dataPath(ofLayoutPath path: ItemPath) -> ItemPath {
        if path == target { return source }
        var item = path.item
        if path.section == target.section, item > target.item { item -= 1 }
        if path.section == source.section, item >= source.item { item += 1 }
        return ItemPath(item: item, section: path.section)
    }
}
