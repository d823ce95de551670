extension AnySnapshot {
    /// The item operations of a sectioned diff, read off the section and item matchings.
    internal struct ItemChanges {
        /// Old paths of deleted items, ascending (none inside deleted sections).
        var deleted: [ItemPath] = []
        /// New paths of inserted items, ascending (none inside inserted sections).
        var inserted: [ItemPath] = []
        /// Moved items, in ascending order of destination.
        var moved: [Move<ItemPath>] = []
        /// New paths of kept items whose content changed, ascending.
        var updated: [ItemPath] = []

        /// Classifies every item. See ``AnySnapshot/diff(from:to:contentChanges:)`` for the rules.
        /// - Complexity: O(s + n) plus O(k log k) for sections whose kept items changed order,
        ///   plus one content comparison per kept item.
        init(
            oldSections: [AnySnapshot.Section],
            newSections: [AnySnapshot.Section],
            old: SnapshotItemTable,
            new: SnapshotItemTable,
            matching: SnapshotMatching,
            contentChanged: [UInt64]?,
            sectionOldToNew: [Int32],
            sectionNewToOld: [Int32]
        ) {
            let context = Context(
                oldSections: oldSections, newSections: newSections, old: old, new: new,
                contentChanged: contentChanged,
                sectionOldToNew: sectionOldToNew, sectionNewToOld: sectionNewToOld)
            matching.oldToNew.withUnsafeBufferPointer { oldToNew in
                matching.newToOld.withUnsafeBufferPointer { newToOld in
                    collectDeletes(context, oldToNew: oldToNew)
                    collectInsertsMovesAndUpdates(context, newToOld: newToOld)
                }
            }
        }

        /// What every pass reads.
        private struct Context {
            let oldSections: [AnySnapshot.Section]
            let newSections: [AnySnapshot.Section]
            let old: SnapshotItemTable
            let new: SnapshotItemTable
            /// See ``AnySnapshot/ItemMatching/contentChanged``.
            let contentChanged: [UInt64]?
            let sectionOldToNew: [Int32]
            let sectionNewToOld: [Int32]

            var oldStarts: [Int] { old.starts }
            var newStarts: [Int] { new.starts }
        }

        /// Deletes: items of kept old sections that are gone, or whose new section is inserted.
        private mutating func collectDeletes(
            _ context: Context,
            oldToNew: UnsafeBufferPointer<Int32>
        ) {
            for oldSection in context.oldSections.indices where context.sectionOldToNew[oldSection] >= 0 {
                let start = context.oldStarts[oldSection]
                // Where the section continues in the new snapshot: most kept items stay there
                // (one unsigned comparison tells, and also rejects -1, "gone").
                let continuation = Int(context.sectionOldToNew[oldSection])
                let stayingStart = context.newStarts[continuation]
                let stayingCount = UInt(bitPattern: context.newStarts[continuation + 1] &- stayingStart)
                for flat in start..<context.oldStarts[oldSection + 1] {
                    let newFlat = Int(oldToNew[flat])
                    if UInt(bitPattern: newFlat &- stayingStart) < stayingCount { continue }
                    if newFlat < 0 || context.sectionNewToOld[Int(context.new.position(of: newFlat).section)] < 0 {
                        deleted.append(ItemPath(item: flat &- start, section: oldSection))
                    }
                }
            }
        }

        /// Inserts, moves and updates, section by section in new order.
        private mutating func collectInsertsMovesAndUpdates(
            _ context: Context,
            newToOld: UnsafeBufferPointer<Int32>
        ) {
            var largestSection = 0
            for section in context.newSections { largestSection = max(largestSection, section.count) }
            let staying = UnsafeMutableBufferPointer<Int32>.allocate(capacity: largestSection)
            let stayingDestinations = UnsafeMutableBufferPointer<Int32>.allocate(capacity: largestSection)
            let isMember = UnsafeMutableBufferPointer<Bool>.allocate(capacity: largestSection)
            defer {
                staying.deallocate()
                stayingDestinations.deallocate()
                isMember.deallocate()
            }
            for newSection in context.newSections.indices {
                let sourceSection = Int(context.sectionNewToOld[newSection])
                guard sourceSection >= 0 else { continue }
                let newItems = context.newSections[newSection].storage
                if let contentChanged = context.contentChanged {
                    // The match compared every matched pair already: read its bits.
                    contentChanged.withUnsafeBufferPointer { bits in
                        collectSection(
                            newSection, sourceSection: sourceSection, context,
                            newItems: newItems, content: .compared(bits),
                            newToOld: newToOld,
                            staying: staying, stayingDestinations: stayingDestinations, isMember: isMember)
                    }
                    continue
                }
                // Compare content in place, through the two sections' storage (typed models
                // compare directly), where almost every kept item comes from.
                newItems.withContentComparer(source: context.oldSections[sourceSection].storage) { comparer in
                    collectSection(
                        newSection, sourceSection: sourceSection, context,
                        newItems: newItems, content: .comparer(comparer),
                        newToOld: newToOld,
                        staying: staying, stayingDestinations: stayingDestinations, isMember: isMember)
                }
            }
        }

        /// Where a section's content changes come from.
        private enum SectionContent {
            /// The match's bits (see ``AnySnapshot/ItemMatching/contentChanged``), by new flat
            /// index.
            case compared(UnsafeBufferPointer<UInt64>)
            /// A comparer of the section's staying items with its source's.
            case comparer(any _ItemContentComparer)
        }

        private mutating func collectSection(
            _ newSection: Int,
            sourceSection: Int,
            _ context: Context,
            newItems: any _SectionItems,
            content: SectionContent,
            newToOld: UnsafeBufferPointer<Int32>,
            staying: UnsafeMutableBufferPointer<Int32>,
            stayingDestinations: UnsafeMutableBufferPointer<Int32>,
            isMember: UnsafeMutableBufferPointer<Bool>
        ) {
            let start = context.newStarts[newSection]
            let sourceStart = context.oldStarts[sourceSection]
            let sourceCount = UInt(bitPattern: context.oldStarts[sourceSection + 1] &- sourceStart)

            /// Whether the match found the item at `item` changed (with `.compared` content).
            func isChanged(_ bits: UnsafeBufferPointer<UInt64>, _ item: Int) -> Bool {
                bits.isBitSet(start &+ item)
            }
            var comparedBits: UnsafeBufferPointer<UInt64>?
            if case .compared(let bits) = content { comparedBits = bits }

            // Pass 1: inserts; note the old and new indices of the items that stay in this
            // section, and the moves in from other sections (in destination order). With the
            // match's bits, the updates too, in order.
            var stayingCount = 0
            var isSorted = true
            var movedIn: [Move<ItemPath>] = []
            var movedInUpdated: [Int] = []
            let count = newItems.count
            var previousStaying: Int32 = -1
            for item in 0..<count {
                let oldFlat = Int(newToOld[start &+ item])
                // From the source section (most items): one unsigned comparison, which also
                // rejects -1 ("new").
                let sourceItem = oldFlat &- sourceStart
                if UInt(bitPattern: sourceItem) < sourceCount {
                    let oldItem = Int32(truncatingIfNeeded: sourceItem)
                    if oldItem < previousStaying { isSorted = false }
                    previousStaying = oldItem
                    staying[stayingCount] = oldItem
                    stayingDestinations[stayingCount] = Int32(truncatingIfNeeded: item)
                    stayingCount &+= 1
                    if let comparedBits, isChanged(comparedBits, item) { updated.append(ItemPath(item: item, section: newSection)) }
                    continue
                }
                if oldFlat < 0 {
                    inserted.append(ItemPath(item: item, section: newSection))
                    continue
                }
                let oldPosition = context.old.position(of: oldFlat)
                if context.sectionOldToNew[Int(oldPosition.section)] < 0 {
                    // From a deleted section: inserted here.
                    inserted.append(ItemPath(item: item, section: newSection))
                } else {
                    // From another kept section: moved.
                    if let comparedBits {
                        if isChanged(comparedBits, item) { updated.append(ItemPath(item: item, section: newSection)) }
                    } else if !newItems.isContentEqual(
                        at: item, to: context.oldSections[Int(oldPosition.section)].storage, at: Int(oldPosition.item)) {
                        movedInUpdated.append(item)
                    }
                    movedIn.append(Move(from: oldPosition.path, to: ItemPath(item: item, section: newSection)))
                }
            }
            if case .comparer(let comparer) = content {
                // Content: the staying items in one comparison call (typed sections compare
                // their models in a loop specialised for them), merged with the moves in, in new
                // order.
                let changed = comparer.changedPairs(
                    old: UnsafeBufferPointer(rebasing: staying[0..<stayingCount]),
                    new: UnsafeBufferPointer(rebasing: stayingDestinations[0..<stayingCount]))
                var nextMovedInUpdate = 0
                for pair in changed {
                    let destination = Int(stayingDestinations[Int(pair)])
                    while nextMovedInUpdate < movedInUpdated.count && movedInUpdated[nextMovedInUpdate] < destination {
                        updated.append(ItemPath(item: movedInUpdated[nextMovedInUpdate], section: newSection))
                        nextMovedInUpdate += 1
                    }
                    updated.append(ItemPath(item: destination, section: newSection))
                }
                for item in movedInUpdated[nextMovedInUpdate...] { updated.append(ItemPath(item: item, section: newSection)) }
            }

            if isSorted {
                moved.append(contentsOf: movedIn)
                return
            }

            // Pass 2, over the staying items only: those outside a longest increasing run of old
            // indices move; merged with the moves in, in destination order.
            _LongestIncreasingSubsequence.markMembers(
                of: UnsafeBufferPointer(rebasing: staying[0..<stayingCount]),
                in: isMember)
            var nextMovedIn = 0
            for index in 0..<stayingCount where !isMember[index] {
                let destination = Int(stayingDestinations[index])
                while nextMovedIn < movedIn.count && movedIn[nextMovedIn].destination.item < destination {
                    moved.append(movedIn[nextMovedIn])
                    nextMovedIn += 1
                }
                moved.append(Move(
                    from: ItemPath(item: Int(staying[index]), section: sourceSection),
                    to: ItemPath(item: destination, section: newSection)))
            }
            moved.append(contentsOf: movedIn[nextMovedIn...])
        }
    }
}
