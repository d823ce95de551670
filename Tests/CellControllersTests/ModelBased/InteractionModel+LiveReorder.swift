import CellControllers

/// Live reorder in the reference model: while an interactive move is in progress, the host lays
/// its item out at the move's target (the other items shifted to make room), while every path
/// it reports stays in the data's order. The fresh host the checks compare with is loaded with
/// the data as displayed (`displayedData`), and each path of the host is compared with its place
/// there (`displayedPath(_:)`).
extension InteractionModel.Driver {
    /// The move the reference expects the host to show: the moving item's place now and its
    /// target, or `nil` when nothing moves or the target is the item's place.
    /// A move from or into a carousel is not shown: the layout keeps the data's order.
    var shownMove: (source: ItemPath, target: ItemPath)? {
        let data = reference.data
        guard let movement = reference.movement, let source = data.path(of: movement.id), movement.target != source,
              data.sections.indices.contains(movement.target.section) else { return nil }
        let sections = [data.sections[source.section], data.sections[movement.target.section]]
        guard sections.allSatisfy({ config.carousel(of: $0, hostLayout: reference.hostLayout) == nil }) else { return nil }
        return (source, movement.target)
    }

    /// The app's data as the host lays it out: the moving item at its target.
    var displayedData: InteractionModel.Screen {
        guard let (source, target) = shownMove else { return reference.data }
        return reference.data.moving(source, to: target)
    }

    /// Where the item at `path` (in the data's order, as the host reports it) is laid out.
    func displayedPath(_ path: ItemPath) -> ItemPath {
        guard let (source, target) = shownMove else { return path }
        if path == source { return target }
        var item = path.item
        if path.section == source.section, item > source.item { item -= 1 }
        if path.section == target.section, item >= target.item { item += 1 }
        return ItemPath(item: item, section: path.section)
    }

    /// The path in the data's order (as the host reports it) of the item laid out at `path`:
    /// the inverse of `displayedPath(_:)`.
    func dataPath(ofDisplayed path: ItemPath) -> ItemPath {
        guard let (source, target) = shownMove else { return path }
        if path == target { return source }
        var item = path.item
        if path.section == target.section, item > target.item { item -= 1 }
        if path.section == source.section, item >= source.item { item += 1 }
        return ItemPath(item: item, section: path.section)
    }
}

extension InteractionModel.Driver {
    /// `element` of the host (an item in the data's order) where a fresh host of the
    /// displayed data has it.
    func displayed(_ element: Element) -> Element {
        if case .item(let path) = element { return .item(displayedPath(path)) }
        return element
    }
}

extension InteractionModel.Driver {
    /// Whether the shown move involves a section shown as a tree: the moved item keeps its
    /// outline (level, disclosure) while it is laid out at its target, which no fresh host can
    /// show, so the comparison with a fresh host is left out until the move ends (the other
    /// checks still run).
    var showsMoveInvolvingTree: Bool {
        guard let (source, target) = shownMove else { return false }
        return [source.section, target.section].contains { reference.outlines[reference.data.sections[$0].id] != nil }
    }
}
