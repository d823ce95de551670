@testable import CellControllers
import CellControllersTestSupport
import Testing

/// The synchronous expansion's short paths against the paths they replace:
/// - `SectionSnapshot.visibleDescendants(of:)` (a walk without closures) and
///   `visibleDescendantCount(of:)` (a collapse counts the rows it hides from the expanded
///   items alone) against the tree's depth-first traversal;
/// - an expand, a collapse or a disclosure tap shown as its batch (the identifier index
///   updated without asking the locations shared with the screen's copies) against applying
///   the resulting tree to a second host through the section's diff.
@MainActor
@Suite("Expansion against the diff")
struct ExpansionEquivalenceTests {
    /// A random tree of up to 60 rows, up to 4 levels deep, some of them expanded: often a
    /// few wide nodes and few expanded rows (where a collapse counts from the expanded rows),
    /// else many expanded rows (where it walks).
    static func tree(_ random: inout DiffTestRandom) throws -> SectionSnapshot<Row> {
        var tree = SectionSnapshot<Row>()
        var ids: [Int] = []
        for id in 0..<random.int(1...60) {
            let row = Row(id: id, title: "Row \(id)")
            // A root, or a child of an earlier row that is at most 3 levels deep (half the
            // time one of the first three such rows, which makes wide nodes).
            let parents = ids.filter { (tree.level(of: $0) ?? 0) < 3 }
            if random.chance(0.3) || parents.isEmpty {
                try tree.append([row])
            } else {
                let choices = random.chance(0.5) ? min(3, parents.count) : parents.count
                try tree.append([row], to: parents[random.int(0..<choices)])
            }
            ids.append(id)
        }
        let expanding = [0.1, 0.25, 0.6][random.int(0..<3)]
        try tree.expand(ids.filter { _ in random.chance(expanding) })
        return tree
    }

    /// The rows shown below `id` while it is expanded, by the tree's depth-first traversal.
    static func walked(_ tree: SectionSnapshot<Row>, below id: Int) -> [Row] {
        var rows: [Row] = []
        tree.forEachItem(under: tree.nodes[id]?.children ?? [], visibleOnly: true) { node, _ in rows.append(node.item) }
        return rows
    }

    @Test("The visible descendants and their count are the traversal's, for every item of random trees", arguments: 0..<40)
    func descendantsMatchTheTraversal(seed: Int) throws {
        var random = DiffTestRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 2_828_28)
        let tree = try Self.tree(&random)
        for row in tree.items {
            let walked = Self.walked(tree, below: row.id)
            #expect(tree.visibleDescendants(of: row.id) == walked, "\(row.id) in \(tree)")
            #expect(tree.visibleDescendantCount(of: row.id) == walked.count, "\(row.id) in \(tree)")
        }
    }

    /// A host showing rows 1000… and then a section "tree", through a data source.
    @MainActor
    struct Screen {
        let host: TableHost
        let dataSource: DiffableDataSource<String, Row, TableHost>

        init(_ tree: SectionSnapshot<Row>) throws {
            host = TableHost(viewportSize: Size(width: 20, height: 10), layout: TableLayout(estimatedRowHeight: 1, separator: .none))
            dataSource = DiffableDataSource(host: host, factory: CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title })
            var screen = Snapshot<String, Row>()
            try screen.appendSections(["flat", "tree"])
            try screen.appendItems((1_000..<1_012).map { Row(id: $0, title: "Flat \($0)") }, toSection: "flat")
            try dataSource.apply(screen, completion: nil)
            try dataSource.apply(tree, to: "tree", completion: nil)
            host.layoutIfNeeded()
        }
    }

    @Test("Expanding, collapsing and tapping disclosures shows what the diff of the same tree shows", arguments: 0..<60)
    func expansionMatchesTheDiff(seed: Int) throws {
        var random = DiffTestRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 2_828)
        let start = try Self.tree(&random)
        let tested = try Screen(start)
        let diffing = try Screen(start)
        let ids = start.items.map(\.id)
        // A copy of the screen kept now and then, so that the index is shared with a copy.
        var kept: [Snapshot<String, Row>] = []
        for _ in 0..<random.int(1...12) {
            if random.chance(0.3) { kept.append(tested.dataSource.snapshot()) }
            let id = ids[random.int(0..<ids.count)]
            switch random.int(0..<3) {
            case 0: try tested.dataSource.setExpanded(true, for: id, completion: nil)
            case 1: try tested.dataSource.setExpanded(false, for: id, completion: nil)
            default:
                guard let path = tested.dataSource.indexPath(for: id) else { continue }
                _ = try tested.host.tapDisclosure(at: path)
            }
            let tree = try tested.dataSource.snapshot(for: "tree")
            try diffing.dataSource.apply(tree, to: "tree", completion: nil)

            let shown = tested.dataSource.snapshot()
            #expect(shown == diffing.dataSource.snapshot())
            #expect(try diffing.dataSource.snapshot(for: "tree") == tree)
            #expect(try shown.itemIdentifiers(inSection: "tree") == tree.visibleItems.map(\.id))
            #expect(tested.host.numberOfItems(inSection: 1) == diffing.host.numberOfItems(inSection: 1))
            #expect(tested.host.renderText() == diffing.host.renderText())
            #expect(tested.dataSource.adapter.invariantViolations().isEmpty)
            // The identifier index locates every row shown, and holds no other.
            let identifiers = shown.itemIdentifiers
            for (position, id) in identifiers.enumerated() {
                #expect(tested.dataSource.indexPath(for: id) == (position < 12 ? ItemPath(item: position, section: 0) : ItemPath(item: position - 12, section: 1)))
            }
            let index = tested.dataSource.adapter.snapshot.withIndex { $0.itemCount }
            #expect(index == identifiers.count)
            for id in ids where !tree.isVisible(id) { #expect(tested.dataSource.indexPath(for: id) == nil) }
        }
        #expect(kept.allSatisfy { $0.numberOfSections == 2 })
    }
}
