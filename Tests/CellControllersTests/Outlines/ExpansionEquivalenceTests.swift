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

    @Test("The visible descendants and the children stay the traversal's after inserts, deletes and replaced children", arguments: 0..<40)
    func descendantsMatchTheTraversalAfterEdits(seed: Int) throws {
        var random = DiffTestRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 2_828_29)
        var tree = try Self.tree(&random)
        var next = 100
        for _ in 0..<6 {
            let ids = tree.items.map(\.id)
            guard let anchor = ids.isEmpty ? nil : ids[random.int(0..<ids.count)] else { break }
            switch random.int(0..<4) {
            case 0:
                let placement: Placement<Int> = random.chance(0.5) ? .before(anchor) : .after(anchor)
                try tree.insert([Row(id: next, title: "New"), Row(id: next + 1, title: "New")], at: placement)
                next += 2
            case 1:
                try tree.delete([anchor])
            case 2:
                var children = SectionSnapshot<Row>()
                try children.append([Row(id: next, title: "Loaded"), Row(id: next + 1, title: "Loaded")])
                try children.append([Row(id: next + 2, title: "Inner")], to: next)
                try children.expand([next])
                try tree.replace(childrenOf: anchor, using: children)
                try tree.expand([anchor])
                next += 3
            default:
                try tree.append([Row(id: next, title: "Appended")], to: anchor)
                try tree.expand([anchor])
                next += 1
            }
        }
        for row in tree.items {
            let walked = Self.walked(tree, below: row.id)
            #expect(tree.visibleDescendants(of: row.id) == walked, "\(row.id) in \(tree)")
            #expect(tree.visibleDescendantCount(of: row.id) == walked.count, "\(row.id) in \(tree)")
            #expect(tree.children(of: row.id).map(\.id) == tree.nodes[row.id]?.children, "\(row.id) in \(tree)")
        }
    }

    @Test("The visible descendants of a wide node with few expanded children (2 or 12 of them) are the traversal's", arguments: [2, 12])
    func descendantsOfAWideNode(expandedChildren: Int) throws {
        var tree = SectionSnapshot<Row>()
        try tree.append([Row(id: -1, title: "Folder"), Row(id: -2, title: "Other")])
        try tree.append((0..<200).map { Row(id: $0, title: "Child \($0)") }, to: -1)
        // Every 10th child has two children of its own; `expandedChildren` of them are expanded
        // (and one of their children too), and so are an item elsewhere and a leaf child.
        for parent in stride(from: 5, to: 200, by: 10) {
            try tree.append([Row(id: 1_000 + 2 * parent, title: "Inner"), Row(id: 1_001 + 2 * parent, title: "Inner")], to: parent)
        }
        try tree.append([Row(id: 5_000, title: "Deep")], to: 1_010)
        try tree.append([Row(id: 6_000, title: "Elsewhere")], to: -2)
        try tree.expand(Array(stride(from: 5, to: 200, by: 10).prefix(expandedChildren)) + [-1, -2, 1_010, 7])
        let walked = Self.walked(tree, below: -1)
        #expect(walked.count == 200 + 2 * expandedChildren + 1)
        #expect(tree.visibleDescendants(of: -1) == walked)
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
