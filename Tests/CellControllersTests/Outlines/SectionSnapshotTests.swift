import CellControllers
import CellControllersTestSupport
import Testing

/// A node of the test trees: its id is its name.
private struct Node: Identifiable, Equatable, Sendable {
    var id: String
    var size = 0
}

private func nodes(_ ids: String...) -> [Node] { ids.map { Node(id: $0) } }

/// a ▸ (a1, a2 ▸ (a21)), b, c ▸ (c1)
private func sampleTree() throws -> SectionSnapshot<Node> {
    var tree = SectionSnapshot<Node>()
    try tree.append(nodes("a", "b", "c"))
    try tree.append(nodes("a1", "a2"), to: "a")
    try tree.append(nodes("a21"), to: "a2")
    try tree.append(nodes("c1"), to: "c")
    return tree
}

@Suite("SectionSnapshot: a typed tree with expansion states")
struct SectionSnapshotTests {
    @Test("items are depth first, visibleItems follow the expansion states, levels and parents")
    func structure() throws {
        var tree = try sampleTree()
        #expect(tree.items.map(\.id) == ["a", "a1", "a2", "a21", "b", "c", "c1"])
        #expect(tree.visibleItems.map(\.id) == ["a", "b", "c"])
        #expect(tree.rootItems.map(\.id) == ["a", "b", "c"])
        try tree.expand(["a2"])
        #expect(tree.visibleItems.map(\.id) == ["a", "b", "c"], "a2 is expanded but hidden under a")
        try tree.expand(["a"])
        #expect(tree.visibleItems.map(\.id) == ["a", "a1", "a2", "a21", "b", "c"])
        #expect(tree.level(of: "a21") == 2)
        #expect(tree.level(of: "b") == 0)
        #expect(tree.level(of: "zz") == nil)
        #expect(tree.parent(of: "a21")?.id == "a2")
        #expect(tree.parent(of: "a") == nil)
        #expect(tree.index(of: "a21") == 3)
        #expect(tree.index(of: "c1") == 6)
        #expect(tree.isVisible("a21"))
        #expect(!tree.isVisible("c1"))
        #expect(tree.children(of: "a").map(\.id) == ["a1", "a2"])
        #expect(tree.count == 7)
    }

    @Test("collapsing a parent keeps its descendants' states: expanding it again shows them as they were")
    func statesSurviveCollapse() throws {
        var tree = try sampleTree()
        try tree.expand(["a", "a2"])
        try tree.collapse(["a"])
        #expect(tree.visibleItems.map(\.id) == ["a", "b", "c"])
        #expect(tree.isExpanded("a2"))
        try tree.expand(["a"])
        #expect(tree.visibleItems.map(\.id) == ["a", "a1", "a2", "a21", "b", "c"])
    }

    @Test("insert before and after a sibling, at any level")
    func insertSiblings() throws {
        var tree = try sampleTree()
        try tree.insert(nodes("a0"), at: .before("a1"))
        try tree.insert(nodes("a3"), at: .after("a2"))
        try tree.insert(nodes("z"), at: .after("c"))
        #expect(tree.items.map(\.id) == ["a", "a0", "a1", "a2", "a21", "a3", "b", "c", "c1", "z"])
        #expect(tree.parent(of: "a3")?.id == "a")
    }

    @Test("delete removes subtrees and their expansion states; deleteAll empties")
    func deleteSubtrees() throws {
        var tree = try sampleTree()
        try tree.expand(["a", "a2"])
        try tree.delete(["a2", "a21", "c"])
        #expect(tree.items.map(\.id) == ["a", "a1", "b"])
        #expect(!tree.contains("a21"))
        try tree.append(nodes("a2"), to: "a")
        #expect(!tree.isExpanded("a2"), "a new item with a deleted one's id starts collapsed")
        tree.deleteAll()
        #expect(tree.isEmpty)
        #expect(tree == SectionSnapshot())
    }

    @Test("snapshot(of:) is the subtree with its states, with or without the parent")
    func subtree() throws {
        var tree = try sampleTree()
        try tree.expand(["a2"])
        let children = try tree.snapshot(of: "a")
        #expect(children.rootItems.map(\.id) == ["a1", "a2"])
        #expect(children.visibleItems.map(\.id) == ["a1", "a2", "a21"])
        let withParent = try tree.snapshot(of: "a", includingParent: true)
        #expect(withParent.rootItems.map(\.id) == ["a"])
        #expect(withParent.items.map(\.id) == ["a", "a1", "a2", "a21"])
        #expect(withParent.level(of: "a21") == 2)
    }

    @Test("replace(childrenOf:using:) swaps a subtree, keeping the new one's states")
    func replaceChildren() throws {
        var tree = try sampleTree()
        var loaded = SectionSnapshot<Node>()
        try loaded.append(nodes("x", "y"))
        try loaded.append(nodes("y1"), to: "y")
        try loaded.expand(["y"])
        try tree.replace(childrenOf: "a", using: loaded)
        try tree.expand(["a"])
        #expect(tree.visibleItems.map(\.id) == ["a", "x", "y", "y1", "b", "c"])
        #expect(!tree.contains("a21"))
        #expect(throws: SnapshotEditError.itemAlreadyPresent(DiffIdentifier(type: Node.self, id: "b"))) {
            try tree.replace(childrenOf: "a", using: try SectionSnapshot(nodes("b")))
        }
    }

    /// Each refused edit, and the error that names its identifier.
    private static let refusals: [(String, @Sendable (inout SectionSnapshot<Node>) throws -> Void, SnapshotEditError)] = [
        ("append under an unknown parent", { try $0.append(nodes("n"), to: "nope") }, .unknownParent(DiffIdentifier(type: Node.self, id: "nope"))),
        ("append an item already there", { try $0.append(nodes("a21")) }, .itemAlreadyPresent(DiffIdentifier(type: Node.self, id: "a21"))),
        ("append one item twice", { try $0.append(nodes("n", "n")) }, .duplicateInArguments(DiffIdentifier(type: Node.self, id: "n"))),
        ("insert before an unknown item", { try $0.insert(nodes("n"), at: .before("nope")) }, .unknownItem(DiffIdentifier(type: Node.self, id: "nope"))),
        ("insert after an item with an existing one", { try $0.insert(nodes("b"), at: .after("a")) }, .itemAlreadyPresent(DiffIdentifier(type: Node.self, id: "b"))),
        ("delete an unknown item", { try $0.delete(["a", "nope"]) }, .unknownItem(DiffIdentifier(type: Node.self, id: "nope"))),
        ("expand an unknown item", { try $0.expand(["a", "nope"]) }, .unknownItem(DiffIdentifier(type: Node.self, id: "nope"))),
        ("collapse an unknown item", { try $0.collapse(["nope"]) }, .unknownItem(DiffIdentifier(type: Node.self, id: "nope"))),
        ("snapshot of an unknown item", { _ = try $0.snapshot(of: "nope") }, .unknownItem(DiffIdentifier(type: Node.self, id: "nope"))),
        ("replace the children of an unknown parent", { try $0.replace(childrenOf: "nope", using: SectionSnapshot()) }, .unknownParent(DiffIdentifier(type: Node.self, id: "nope"))),
    ]

    @Test("a refused edit throws a typed error naming the identifier and leaves the tree as it was", arguments: 0..<refusals.count)
    func refusedEdits(index: Int) throws {
        let (name, edit, expected) = Self.refusals[index]
        let before = try sampleTree()
        var tree = before
        #expect(throws: expected, "\(name)") { try edit(&tree) }
        #expect(tree == before, "\(name)")
        #expect(!expected.description.isEmpty)
    }

    @Test("a flat section snapshot is its items as roots; description draws the tree")
    func flatAndDescription() throws {
        var tree = try SectionSnapshot(nodes("p", "q"))
        #expect(tree.visibleItems.map(\.id) == ["p", "q"])
        try tree.append(nodes("q1"), to: "q")
        try tree.expand(["q"])
        #expect(tree.description == "SectionSnapshot(\n  p\n▾ q\n    q1\n)")
    }
}
