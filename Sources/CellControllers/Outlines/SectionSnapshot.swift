/// The content of one section as a tree, typed: items that may have children, each expanded
/// or collapsed, like UIKit's `NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>` but
/// holding the models themselves.
///
/// ```swift
/// struct Folder: Identifiable, Equatable, Sendable { let id: String; var name: String }
///
/// var tree = SectionSnapshot<Folder>()
/// try tree.append([Folder(id: "docs", name: "Documents")])
/// try tree.append([Folder(id: "cv", name: "CV.pdf"), Folder(id: "tax", name: "Tax")], to: "docs")
/// try tree.setExpanded(true, for: ["docs"])
/// let shown = tree.visibleItems.map(\.name)   // ["Documents", "CV.pdf", "Tax"]
/// ```
///
/// Items are appended under a parent (`nil` for the roots), inserted next to a sibling, and
/// deleted with their subtrees. Every item has an expansion state, kept per item: collapsing a
/// parent hides its descendants and keeps their own states, so expanding it again shows them as
/// they were. ``visibleItems`` (the roots, and the children of expanded items whose ancestors are
/// all expanded) is what a host shows of the section; ``items`` is the whole tree, depth first.
///
/// Where UIKit traps (an unknown item or parent, an identifier already there), the methods throw
/// a ``SnapshotEditError`` that names the identifier, and the snapshot stays as it was.
/// Identifiers are unique across the whole tree. Show it in a section of a screen with
/// ``DiffableDataSource/apply(_:to:completion:)``: only that section's visible items are diffed.
public struct SectionSnapshot<Item: Identifiable & Equatable & Sendable>: Sendable where Item.ID: Sendable {
    /// An item of the tree, with its place in it.
    struct Node: Sendable, Equatable {
        /// The model.
        var item: Item
        /// The parent's identifier, or `nil` for a root.
        var parent: Item.ID?
        /// The children's identifiers, in order.
        var children: [Item.ID]
    }

    /// Every item, by identifier.
    var nodes: [Item.ID: Node] = [:]
    /// The root items' identifiers, in order.
    var roots: [Item.ID] = []
    /// The items that are expanded (whether or not they are visible, or have children).
    var expanded: Set<Item.ID> = []

    /// An empty section snapshot.
    public init() {}

    /// A section snapshot of `items`, all roots: a flat list, as a plain section shows it.
    /// Inside the package, for its tests: users append the items to an empty one,
    /// `var tree = SectionSnapshot<Item>(); try tree.append(items)`.
    /// - Throws: ``SnapshotEditError/duplicateInArguments(_:)``.
    /// - Complexity: O(n) expected.
    package init(_ items: [Item]) throws(SnapshotEditError) {
        try append(items)
    }

    /// Whether the tree has no item.
    /// - Complexity: O(1).
    package var isEmpty: Bool { nodes.isEmpty }

    /// The number of items in the tree, visible or not.
    /// - Complexity: O(1).
    public var count: Int { nodes.count }

    /// Every item of the tree, depth first: each item followed by its descendants.
    /// - Complexity: O(n).
    public var items: [Item] {
        var result: [Item] = []
        result.reserveCapacity(nodes.count)
        forEachItem(under: roots, visibleOnly: false) { node, _ in result.append(node.item) }
        return result
    }

    /// The items a host shows: the roots, and the children of expanded items whose ancestors are
    /// all expanded, depth first.
    /// - Complexity: O(v) for the v visible items.
    public var visibleItems: [Item] {
        var result: [Item] = []
        forEachItem(under: roots, visibleOnly: true) { node, _ in result.append(node.item) }
        return result
    }

    /// The items at the top level, in order.
    /// - Complexity: O(r) for r roots.
    public var rootItems: [Item] { roots.compactMap { nodes[$0]?.item } }

    /// Whether the tree holds the item `id`: `item(id) != nil`, which users write (inside the
    /// package).
    /// - Complexity: O(1) expected.
    package func contains(_ id: Item.ID) -> Bool { nodes[id] != nil }

    /// The item `id`, or `nil` when the tree does not hold it.
    /// - Complexity: O(1) expected.
    public func item(_ id: Item.ID) -> Item? { nodes[id]?.item }

    /// The children of the item `id`, in order (empty for a leaf or an unknown item).
    /// - Complexity: O(c) for c children.
    package func children(of id: Item.ID) -> [Item] {
        (nodes[id]?.children ?? []).compactMap { nodes[$0]?.item }
    }

    /// Whether the item `id` is expanded. An unknown item is not.
    /// - Complexity: O(1) expected.
    public func isExpanded(_ id: Item.ID) -> Bool { expanded.contains(id) }

    /// Whether the item `id` is shown: it is a root, or every one of its ancestors is expanded.
    /// An unknown item is not.
    /// - Complexity: O(d) for its depth d.
    public func isVisible(_ id: Item.ID) -> Bool {
        guard var node = nodes[id] else { return false }
        while let parent = node.parent {
            guard expanded.contains(parent), let next = nodes[parent] else { return false }
            node = next
        }
        return true
    }

    /// How deep the item `id` is: 0 for a root, 1 for its children, and so on; `nil` for an item
    /// the tree does not hold.
    /// - Complexity: O(d) for its depth d.
    public func level(of id: Item.ID) -> Int? {
        guard var node = nodes[id] else { return nil }
        var level = 0
        while let parent = node.parent, let next = nodes[parent] {
            level += 1
            node = next
        }
        return level
    }

    /// The parent of the item `id`, or `nil` for a root or an unknown item.
    /// - Complexity: O(1) expected.
    public func parent(of id: Item.ID) -> Item? {
        nodes[id]?.parent.flatMap { nodes[$0]?.item }
    }

    /// The position of the item `id` in ``items`` (the whole tree, depth first), or `nil`.
    /// - Complexity: O(n).
    public func index(of id: Item.ID) -> Int? {
        guard nodes[id] != nil else { return nil }
        var position = 0
        var found: Int?
        forEachItem(under: roots, visibleOnly: false) { node, _ in
            if found == nil, node.item.id == id { found = position }
            position += 1
        }
        return found
    }

    /// The subtree of the item `parent`: its descendants, with their expansion states, as a
    /// section snapshot whose roots are `parent`'s children, or `parent` itself when
    /// `includingParent` is `true`.
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``.
    /// - Complexity: O(k) for the k items of the subtree.
    public func snapshot(of parent: Item.ID, includingParent: Bool = false) throws(SnapshotEditError) -> SectionSnapshot {
        guard let node = nodes[parent] else { throw .unknownItem(Self.key(parent)) }
        var subtree = SectionSnapshot()
        let top = includingParent ? [parent] : node.children
        subtree.roots = top
        forEachItem(under: top, visibleOnly: false) { node, _ in
            var copy = node
            if top.contains(node.item.id) { copy.parent = nil }
            subtree.nodes[node.item.id] = copy
            if expanded.contains(node.item.id) { subtree.expanded.insert(node.item.id) }
        }
        return subtree
    }

    // MARK: Traversal

    /// Calls `body` with each item under `top` (the items of `top` and their descendants), depth
    /// first, and its level below `top`; with `visibleOnly`, only the descendants of expanded
    /// items.
    /// - Complexity: O(k) for the k items visited.
    func forEachItem(under top: [Item.ID], visibleOnly: Bool, _ body: (Node, Int) -> Void) {
        var stack: [(id: Item.ID, level: Int)] = top.reversed().map { ($0, 0) }
        while let (id, level) = stack.popLast() {
            guard let node = nodes[id] else { continue }
            body(node, level)
            // A leaf has nothing to push: its expansion state is not looked up.
            if !node.children.isEmpty, !visibleOnly || expanded.contains(id) {
                for child in node.children.reversed() { stack.append((child, level + 1)) }
            }
        }
    }

    /// The items shown below `id` while it is expanded: its children and, under each expanded
    /// one, its own, depth first.
    /// - Complexity: O(k) for the k items returned.
    func visibleDescendants(of id: Item.ID) -> [Item] {
        guard let top = nodes[id]?.children, !top.isEmpty else { return [] }
        var result: [Item] = []
        result.reserveCapacity(top.count)
        // The lists of children being walked, outer ones on the stack with the position to
        // resume at; no closure, no tuple (in unspecialised code each costs a metadata lookup
        // or a call per item).
        var outerLists: [[Item.ID]] = []
        var outerPositions: [Int] = []
        var list = top
        var position = 0
        while true {
            while position < list.count {
                let child = list[position]
                position += 1
                guard let node = nodes[child] else { continue }
                result.append(node.item)
                if !node.children.isEmpty, expanded.contains(child) {
                    outerLists.append(list)
                    outerPositions.append(position)
                    list = node.children
                    position = 0
                }
            }
            guard let outer = outerLists.popLast(), let resume = outerPositions.popLast() else { return result }
            list = outer
            position = resume
        }
    }

    /// The number of items shown below `id` while it is expanded: `visibleDescendants(of:)`'s
    /// count, without reading a model. Every visible descendant is a child of `id` or of an
    /// expanded visible descendant, so when fewer items are expanded than `id` has children,
    /// the count is `id`'s children plus the children of each expanded item whose ancestors up
    /// to `id` are all expanded; else the visible descendants are walked.
    /// - Complexity: O(min(k, e · d)) expected for the k items returned, e expanded items and
    ///   depth d.
    func visibleDescendantCount(of id: Item.ID) -> Int {
        guard let top = nodes[id]?.children, !top.isEmpty else { return 0 }
        guard expanded.count <= top.count else { return visibleDescendants(of: id).count }
        var count = top.count
        for other in expanded where other != id {
            guard let node = nodes[other], !node.children.isEmpty else { continue }
            var parent = node.parent
            while let above = parent {
                if above == id {
                    count += node.children.count
                    break
                }
                guard expanded.contains(above) else { break }
                parent = nodes[above]?.parent
            }
        }
        return count
    }

    /// Whether the item `id` has children.
    /// - Complexity: O(1) expected.
    func hasChildren(_ id: Item.ID) -> Bool { !(nodes[id]?.children.isEmpty ?? true) }

    /// Whether the tree is roots only: no item has children.
    /// - Complexity: O(1).
    var isFlat: Bool { nodes.count == roots.count }

    /// The identifier errors name for `id`.
    static func key(_ id: Item.ID) -> DiffIdentifier { Snapshot<AnyDiffable, Item>.itemKey(id) }
}

extension SectionSnapshot: Equatable {
    /// Whether both trees hold equal items in the same places, with the same expansion states.
    /// - Complexity: O(n).
    public static func == (lhs: SectionSnapshot, rhs: SectionSnapshot) -> Bool {
        lhs.roots == rhs.roots && lhs.nodes == rhs.nodes && lhs.expanded == rhs.expanded
    }
}

extension SectionSnapshot: CustomStringConvertible {
    /// The tree, one item a line, indented per level, with `▸` (collapsed) or `▾` (expanded)
    /// before items that have children, for test failures and logs.
    public var description: String {
        var lines: [String] = []
        forEachItem(under: roots, visibleOnly: false) { node, level in
            let glyph = node.children.isEmpty ? " " : (expanded.contains(node.item.id) ? "▾" : "▸")
            lines.append(String(repeating: "  ", count: level) + glyph + " " + String(describing: node.item.id))
        }
        return "SectionSnapshot(\n" + lines.joined(separator: "\n") + "\n)"
    }
}
