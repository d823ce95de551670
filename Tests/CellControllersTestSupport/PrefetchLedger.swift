import CellControllers

/// The prefetch rules a host must keep with its prefetching data source, checked call by call:
/// batches in display order, never a visible item, never a second prefetch without a cancel or a
/// display between, never a cancel without a prefetch. Broken rules are collected, not trapped,
/// so a test reports them all.
package struct PrefetchLedger {
    /// Prefetched paths, neither cancelled nor displayed since.
    package private(set) var outstanding: Set<ItemPath> = []
    /// The rules broken so far, in words.
    package private(set) var violations: [String] = []

    package init() {}

    /// The host prefetched `paths` while `visible` were on screen.
    package mutating func prefetch(_ paths: [ItemPath], visible: [ItemPath]) {
        if paths != paths.sorted() { violations.append("batch out of order \(paths)") }
        let visible = Set(visible)
        for path in paths {
            if visible.contains(path) { violations.append("prefetch of visible \(path)") }
            if !outstanding.insert(path).inserted { violations.append("second prefetch of \(path)") }
        }
    }

    /// The host cancelled the prefetch of `paths`.
    package mutating func cancel(_ paths: [ItemPath]) {
        for path in paths where outstanding.remove(path) == nil {
            violations.append("cancel without prefetch \(path)")
        }
    }

    /// The item at `path` is displayed: its prefetch ended without a cancel.
    package mutating func display(_ path: ItemPath) {
        outstanding.remove(path)
    }
}
