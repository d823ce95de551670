import CellControllers

/// Apple's "Nested Groups" screen as one typed screen: rows of one card 0.7 wide beside two
/// stacked cards 0.3 wide (a `LayoutGroup` nesting a vertical group in a horizontal one), then
/// "Orthogonal Sections": the same group, 0.85 of the width, in a carousel paged by group. The
/// factory gives each section its layout (`layout(forSection:in:)`); the layouts are made
/// once, since their sizes are fractions of the host's width.
///
/// `--select INDEX` taps a card (counted across sections), `--offset N` scrolls down.
struct GroupsScreen: ExampleScreen {
    let name = "groups"
    let summary = "nested layout groups, in rows and in a carousel"
    var supportedLayouts: [ListLayout] { [.grid] }

    /// The viewport height without `--height`.
    static let defaultHeight = 20

    /// The screen's sections, in order.
    enum GroupsSection: String, Identifiable, Equatable, Sendable {
        case nested, orthogonal
        var id: String { rawValue }

        var title: String {
            switch self {
            case .nested: "Nested groups"
            case .orthogonal: "Orthogonal section"
            }
        }
    }

    /// Makes the cards' controllers, the headers, and each section's layout of groups.
    final class GroupsFactory: CellControllerFactory {
        let actions: ActionLog
        let nested: GridLayout
        let orthogonal: GridLayout

        /// - Throws: ``LayoutGroupError`` if a group could not be laid out.
        init(actions: ActionLog) throws(LayoutGroupError) {
            self.actions = actions
            nested = try GridLayout(group: GroupsScreen.group(width: 1), interGroupSpacing: 1)
            orthogonal = try .carousel(group: GroupsScreen.group(width: 0.85), spacing: 1, paging: .item)
        }

        func cellController(for card: Card) -> CellController<GridHost> {
            CardController(card, actions: actions)
        }

        func supplementaryController(_ kind: SupplementaryKind, forSection section: GroupsSection) -> CellController<GridHost>? {
            kind == .header ? HeaderController<GridHeaderCell>(title: section.title) : nil
        }

        func layout(forSection section: GroupsSection, in environment: LayoutEnvironment) -> GridLayout? {
            switch section {
            case .nested: nested
            case .orthogonal: orthogonal
            }
        }
    }

    /// A group `width` of the section wide and 4 lines tall: one card 0.7 wide beside a
    /// vertical group 0.3 wide of two cards, each half as tall; one column after each card.
    static func group(width: Double) -> LayoutGroup {
        let gap = EdgeInsets(top: 0, left: 0, bottom: 0, right: 1)
        let pair = LayoutGroup.vertical(
            width: .fractionalWidth(0.3), height: .fractionalHeight(1),
            subitems: Array(repeating: .item(width: .fractionalWidth(1), height: .fractionalHeight(0.5), contentInsets: gap), count: 2))
        return LayoutGroup.horizontal(
            width: .fractionalWidth(width), height: .absolute(4),
            subitems: [
                .item(width: .fractionalWidth(0.7), height: .fractionalHeight(1), contentInsets: gap),
                .group(pair),
            ])
    }

    /// The whole screen: 12 nested cards (four rows of groups), 9 cards in the carousel.
    static func snapshot() -> Snapshot<GroupsSection, Card> {
        Snapshot([
            (.nested, (1...12).map { Card(id: $0, title: "Card \($0)") }),
            (.orthogonal, (1...9).map { Card(id: 100 + $0, title: "Page \($0)") }),
        ])
    }

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        let actions = ActionLog()
        let factory: GroupsFactory
        do {
            factory = try GroupsFactory(actions: actions)
        } catch {
            throw .input("the groups screen's layout is impossible: \(error)")
        }
        let host = GridHost(
            viewportSize: Size(width: Double(options.width), height: Double(options.height ?? Self.defaultHeight)),
            layout: GridLayout(columns: .fixed(1), itemHeight: 1))
        let dataSource = DiffableDataSource(host: host, factory: factory)
        defer { withExtendedLifetime(dataSource) {} }
        let screen = Self.snapshot()
        do {
            try dataSource.apply(screen)
        } catch {
            throw .input("the groups screen could not be shown: \(error)")
        }
        host.contentOffset = Point(x: 0, y: Double(options.offset))
        var lines = [host.renderText()]
        if let index = options.select {
            guard let path = screen.path(ofItemNumber: index) else { throw .usage("--select \(index): the groups screen has \(screen.numberOfItems) cards") }
            do {
                try host.tap(at: .item(path))
            } catch {
                throw .usage("--select \(index): \(error)")
            }
            lines += actions.lines
        }
        return lines.joined(separator: "\n")
    }
}
