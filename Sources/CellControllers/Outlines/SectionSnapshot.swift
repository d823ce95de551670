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
        private(set) var children: [Item.ID]
        /// The children's models, in the order of `children` (`childItems[i].id == children[i]`):
        /// what an expansion shows, read in one run instead of one lookup in `nodes` per child
        /// (a hash and a copy of the node each, in code not specialised for the item type).
        /// A child's model never changes in place (the tree's edits add, replace and delete
        /// nodes), so this copy stays equal to its node's.
        private(set) var childItems: [Item]

        /// A node of `item` under `parent`, without children.
        init(item: Item, parent: Item.ID?) {
            self.item = item
            self.parent = parent
            children = []
            childItems = []
        }

        /// Appends `items` to the children.
        mutating func appendChildren(_ items: [Item]) {
            children.append(contentsOf: items.map { $0.id })
            childItems.append(contentsOf: items)
        }

        /// Inserts `items` among the children at `position`.
        mutating func insertChildren(_ items: [Item], at position: Int) {
            children.insert(contentsOf: items.map { $0.id }, at: position)
            childItems.insert(contentsOf: items, at: position)
        }

        /// Replaces the children with `items`.
        mutating func setChildren(_ items: [Item]) {
            children = items.map { $0.id }
            childItems = items
        }

        /// Removes the child `id`, if it is one.
        mutating func removeChild(_ id: Item.ID) {
            guard let position = children.firstIndex(of: id) else { return }
            children.remove(at: position)
            childItems.remove(at: position)
        }

        /// Whether both nodes hold equal models with the same parent and children (the
        /// children's models are their nodes' and are compared there).
        static func == (lhs: Node, rhs: Node) -> Bool {
            lhs.item == rhs.item && lhs.parent == rhs.parent && lhs.children == rhs.children
        }
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
        nodes[id]?.childItems ?? []
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
        guard let top = nodes[id], !top.children.isEmpty else { return [] }
        var result: [Item] = []
        result.reserveCapacity(top.children.count)
        // The lists of children being walked, outer ones on the stack with the position to
        // resume at and the positions of their children left to open; no closure, no tuple (in
        // unspecialised code each costs a metadata lookup or a call per item). A list's models
        // are copied in runs, up to its next child that shows children of its own.
        var outerLists: [Node] = []
        var outerPositions: [Int] = []
        var outerOpened: [[Int]] = []
        var list = top
        var position = 0
        var opened = openedChildren(of: list)
        while true {
            while position < list.children.count {
                guard let next = opened.popLast() else {
                    result.append(contentsOf: list.childItems[position...])
                    position = list.children.count
                    break
                }
                result.append(contentsOf: list.childItems[position...next])
                position = next + 1
                guard let node = nodes[list.children[next]] else { continue }
                outerLists.append(list)
                outerPositions.append(position)
                outerOpened.append(opened)
                list = node
                position = 0
                opened = openedChildren(of: list)
            }
            guard let outer = outerLists.popLast(), let resume = outerPositions.popLast(),
                  let rest = outerOpened.popLast() else { return result }
            list = outer
            position = resume
            opened = rest
        }
    }

    /// The positions of `node`'s children that are expanded and have children (whose own
    /// children an expansion shows), last first.
    ///
    /// When fewer items are expanded than the node has children, the expanded items are
    /// looked up instead of the children: most children are leaves, and none of them is then
    /// hashed.
    /// - Complexity: O(min(c, e)) expected for c children and e expanded items, plus O(c) to
    ///   find the ones that are children.
    private func openedChildren(of node: Node) -> [Int] {
        let children = node.children
        var positions: [Int] = []
        if expanded.count < children.count {
            let parent = node.item.id
            var found: [Item.ID] = []
            for other in expanded {
                guard let candidate = nodes[other], candidate.parent == parent, !candidate.children.isEmpty else { continue }
                found.append(other)
            }
            guard !found.isEmpty else { return [] }
            if found.count <= 8 {
                // A comparison per child and found item: no hash.
                positions = found.compactMap { children.firstIndex(of: $0) }
                positions.sort(by: >)
                return positions
            }
            let wanted = Set(found)
            for position in children.indices where wanted.contains(children[position]) {
                positions.append(position)
            }
        } else {
            for position in children.indices where expanded.contains(children[position]) {
                if nodes[children[position]]?.children.isEmpty == false { positions.append(position) }
            }
        }
        positions.reverse()
        return positions
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
