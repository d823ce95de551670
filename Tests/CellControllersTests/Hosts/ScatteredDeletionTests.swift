import CellControllers
import CellControllersTestSupport
import Testing

/// A batch of scattered deletions, which a host removes from its layout in one sweep, leaves the
/// host as the same deletions made one batch each (run by run) and as a host loaded with the
/// rows that are left: every row's frame, the content size, the visible cells and selection.
@MainActor
@Suite struct ScatteredDeletionTests {
    /// Rows of heights 1 to 3 (by their number), the rows themselves given by their numbers.
    final class Rows: CellHostDataSource {
        var rows: [[Int]]
        init(_ rows: [[Int]]) { self.rows = rows }
        func numberOfSections(in host: TableHost) -> Int { rows.count }
        func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { rows[section].count }
        func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
            let cell = host.dequeueReusableCell(LabelCell.self, withReuseIdentifier: "row", for: itemPath)
            cell.text = "\(rows[itemPath.section][itemPath.item])"
            return cell
        }
        func host(_ host: TableHost, heightForItemAt itemPath: ItemPath, width: Double) -> Double? {
            Double(1 + rows[itemPath.section][itemPath.item] % 3)
        }
    }

    func host(_ rows: [[Int]], offset: Double) -> (TableHost, Rows) {
        let host = TableHost(viewportSize: Size(width: 10, height: 12), layout: TableLayout(separator: .none))
        let source = Rows(rows)
        host.dataSource = source
        host.reloadData()
        host.contentOffset = Point(x: 0, y: offset)
        return (host, source)
    }

    @Test(arguments: [0x5CA7_0001, 0x5CA7_0002, 0x5CA7_0003] as [UInt64])
    func scatteredDeletionsInOneBatchLeaveTheHostAsOneByOne(seed: UInt64) throws {
        var random = DiffTestRandom(seed: seed)
        for round in 0..<6 {
            // Two sections, one of thousands of rows (a tree of several levels), one small.
            let large = random.int(3_000...6_000)
            let rows = [Array(0..<large), Array(large..<(large + random.int(0...80)))]
            let density = [0.002, 0.02, 0.1, 0.3][round % 4]
            var deleted: [ItemPath] = []
            for (section, items) in rows.enumerated() {
                for item in items.indices where random.chance(density) {
                    deleted.append(ItemPath(item: item, section: section))
                }
            }
            let gone = Set(deleted)
            let left = rows.enumerated().map { section, items in
                items.enumerated().filter { !gone.contains(ItemPath(item: $0.offset, section: section)) }.map(\.element)
            }
            let offset = Double(random.int(0...(large / 2)))
            let (batched, batchedRows) = host(rows, offset: offset)
            let selected = ItemPath(item: random.int(0...(large - 1)), section: 0)
            batched.allowsMultipleSelection = true
            try batched.selectItem(at: selected)
            try batched.performBatchUpdates(BatchUpdate(deletedItems: deleted.shuffled(using: &random))) { batchedRows.rows = left }

            let (oneByOne, oneByOneRows) = host(rows, offset: offset)
            oneByOne.allowsMultipleSelection = true
            try oneByOne.selectItem(at: selected)
            for path in deleted.reversed() {
                try oneByOne.performBatchUpdates(BatchUpdate(deletedItems: [path])) {
                    oneByOneRows.rows[path.section].remove(at: path.item)
                }
            }
            let (loaded, _) = host(left, offset: batched.contentOffset.y)

            let context: Comment = "seed \(seed), round \(round): \(large) rows, \(deleted.count) deleted"
            #expect(batched.contentSize == loaded.contentSize, context)
            #expect(batched.contentSize == oneByOne.contentSize, context)
            #expect(batched.indexPathsForSelectedItems == oneByOne.indexPathsForSelectedItems, context)
            #expect(batched.indexPathsForVisibleItems == loaded.indexPathsForVisibleItems, context)
            #expect(batched.renderText() == loaded.renderText(), context)
            for (section, items) in left.enumerated() {
                for item in items.indices where item % 5 == 0 || item == items.count - 1 {
                    let path = ItemPath(item: item, section: section)
                    #expect(batched.rect(for: .item(path)) == loaded.rect(for: .item(path)), context)
                    #expect(batched.rect(for: .item(path)) == oneByOne.rect(for: .item(path)), context)
                }
            }
        }
    }
}
