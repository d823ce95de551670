import CellControllers
import CellControllersTestSupport
import Testing

/// One invalid batch per rule UIKit enforces: each must throw its typed error and leave the host
/// exactly as it was.
@MainActor
@Suite("Batch update validation")
struct BatchUpdateValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var newData: [[String]]
        var update: BatchUpdate
        var error: BatchUpdateError
        var testDescription: String { name }
    }

    nonisolated static let old = [["a", "b", "c"], ["d", "e"], ["f"]]
    nonisolated static func p(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    nonisolated static let cases: [Case] = [
        Case(name: "item count mismatch (insert missing from batch)",
             newData: [["a", "b", "c", "x"], ["d", "e"], ["f"]], update: BatchUpdate(),
             error: .invalidNumberOfItems(section: 0, before: 3, after: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)),
        Case(name: "item count mismatch with moves",
             newData: [["a", "b"], ["d", "c", "e", "z"], ["f"]], update: BatchUpdate(movedItems: [Move(from: p(0, 2), to: p(1, 1))]),
             error: .invalidNumberOfItems(section: 1, before: 2, after: 4, inserted: 0, deleted: 0, movedIn: 1, movedOut: 0)),
        Case(name: "section count mismatch",
             newData: [["a", "b", "c"], ["d", "e"]], update: BatchUpdate(),
             error: .invalidNumberOfSections(before: 3, after: 2, inserted: 0, deleted: 0)),
        Case(name: "deleted section out of range",
             newData: [["a", "b", "c"], ["d", "e"]], update: BatchUpdate(deletedSections: [3]),
             error: .sectionOutOfRange(3, operation: .delete, sectionCount: 3)),
        Case(name: "inserted section out of range",
             newData: old + [[]], update: BatchUpdate(insertedSections: [4]),
             error: .sectionOutOfRange(4, operation: .insert, sectionCount: 4)),
        Case(name: "section deleted twice",
             newData: [["a", "b", "c"]], update: BatchUpdate(deletedSections: [1, 1]),
             error: .sectionUsedTwice(1, first: .delete, second: .delete)),
        Case(name: "section deleted and moved",
             newData: [["a", "b", "c"], ["f"]], update: BatchUpdate(deletedSections: [1], movedSections: [Move(from: 1, to: 0)]),
             error: .sectionUsedTwice(1, first: .delete, second: .moveSource)),
        Case(name: "section moved to an inserted position",
             newData: [["a", "b", "c"], ["d", "e"], ["f"], []], update: BatchUpdate(insertedSections: [0], movedSections: [Move(from: 2, to: 0)]),
             error: .sectionDestinationUsedTwice(0, first: .moveDestination, second: .insert)),
        Case(name: "reload of a deleted section",
             newData: [["a", "b", "c"], ["d", "e"]], update: BatchUpdate(deletedSections: [2], reloadedSections: [2]),
             error: .sectionUsedTwice(2, first: .delete, second: .reload)),
        Case(name: "deleted item out of range",
             newData: [["a", "b"], ["d", "e"], ["f"]], update: BatchUpdate(deletedItems: [p(0, 3)]),
             error: .itemOutOfRange(p(0, 3), operation: .delete, itemCount: 3)),
        Case(name: "inserted item out of range",
             newData: [["a", "b", "c", "x"], ["d", "e"], ["f"]], update: BatchUpdate(insertedItems: [p(0, 5)]),
             error: .itemOutOfRange(p(0, 5), operation: .insert, itemCount: 4)),
        Case(name: "item deleted twice",
             newData: [["a"], ["d", "e"], ["f"]], update: BatchUpdate(deletedItems: [p(0, 1), p(0, 1)]),
             error: .itemUsedTwice(p(0, 1), first: .delete, second: .delete)),
        Case(name: "item inserted twice",
             newData: [["a", "b", "c", "x", "y"], ["d", "e"], ["f"]], update: BatchUpdate(insertedItems: [p(0, 3), p(0, 3)]),
             error: .itemDestinationUsedTwice(p(0, 3), first: .insert, second: .insert)),
        Case(name: "move from a deleted item",
             newData: [["b", "c"], ["d", "a", "e"], ["f"]], update: BatchUpdate(deletedItems: [p(0, 0)], movedItems: [Move(from: p(0, 0), to: p(1, 1))]),
             error: .itemUsedTwice(p(0, 0), first: .delete, second: .moveSource)),
        Case(name: "move to an inserted item",
             newData: [["b", "c"], ["a", "d", "e"], ["f"]], update: BatchUpdate(insertedItems: [p(1, 0)], movedItems: [Move(from: p(0, 0), to: p(1, 0))]),
             error: .itemDestinationUsedTwice(p(1, 0), first: .moveDestination, second: .insert)),
        Case(name: "reload of a deleted item",
             newData: [["a", "c"], ["d", "e"], ["f"]], update: BatchUpdate(deletedItems: [p(0, 1)], reloadedItems: [p(0, 1)]),
             error: .itemUsedTwice(p(0, 1), first: .delete, second: .reload)),
        Case(name: "reload of a moved item",
             newData: [["b", "a", "c"], ["d", "e"], ["f"]], update: BatchUpdate(movedItems: [Move(from: p(0, 0), to: p(0, 1))], reloadedItems: [p(0, 0)]),
             error: .itemUsedTwice(p(0, 0), first: .moveSource, second: .reload)),
        Case(name: "reconfigure out of range",
             newData: old, update: BatchUpdate(reconfiguredItems: [p(2, 1)]),
             error: .itemOutOfRange(p(2, 1), operation: .reconfigure, itemCount: 1)),
        Case(name: "item delete inside a deleted section",
             newData: [["a", "b", "c"], ["f"]], update: BatchUpdate(deletedSections: [1], deletedItems: [p(1, 0)]),
             error: .itemInDeletedSection(p(1, 0), operation: .delete)),
        Case(name: "item insert inside an inserted section",
             newData: [["a", "b", "c"], ["x"], ["d", "e"], ["f"]], update: BatchUpdate(insertedSections: [1], insertedItems: [p(1, 0)]),
             error: .itemInInsertedSection(p(1, 0), operation: .insert)),
        Case(name: "item operation in a section that does not exist",
             newData: old, update: BatchUpdate(reloadedItems: [p(7, 0)]),
             error: .sectionOutOfRange(7, operation: .reload, sectionCount: 3)),
    ]

    @Test(arguments: cases)
    func invalidBatchThrowsAndLeavesHostUnchanged(_ testCase: Case) throws {
        let host = TableHost(viewportSize: Size(width: 10, height: 4), layout: TableLayout(separator: .none))
        let dataSource = ArrayDataSource(Self.old)
        host.dataSource = dataSource
        host.delegate = dataSource
        host.reloadData()
        host.contentOffset = Point(x: 0, y: 1)
        try host.tap(at: .item(ItemPath(item: 1, section: 0)))
        let before = host.observable
        let events = (dataSource.displayed, dataSource.ended)
        #expect(throws: testCase.error) {
            try host.performBatchUpdates(testCase.update) { dataSource.data = testCase.newData }
        }
        #expect(host.observable == before)
        #expect(dataSource.displayed == events.0 && dataSource.ended == events.1, "no display events")
        #expect(!testCase.error.description.isEmpty && testCase.error.description.hasPrefix("Invalid update"))
    }

    @Test func aBatchFromADisplayCallbackIsRejectedAsReentrant() throws {
        final class Reentrant: CellHostDelegate {
            var error: BatchUpdateError?
            func host(_ host: TableHost, didChangeDisplayOf cell: TableCell, for element: LayoutElement, to isDisplayed: Bool) {
                guard isDisplayed, element.itemPath != nil else { return }
                do { try host.performBatchUpdates(BatchUpdate()) } catch { self.error = error }
            }
        }
        let host = TableHost(viewportSize: Size(width: 10, height: 4))
        let dataSource = ArrayDataSource([["a"]])
        let delegate = Reentrant()
        host.dataSource = dataSource
        host.delegate = delegate
        host.reloadData()
        try host.performBatchUpdates(BatchUpdate(insertedItems: [ItemPath(item: 1, section: 0)])) { dataSource.data = [["a", "b"]] }
        #expect(delegate.error == .reentrantUpdate)
        #expect(host.numberOfItems(inSection: 0) == 2)
    }

    @Test func aHostWithoutDataSourceRejectsBatches() {
        let host = TableHost(viewportSize: Size(width: 10, height: 4))
        #expect(throws: BatchUpdateError.missingDataSource) { try host.performBatchUpdates(BatchUpdate()) }
    }
}
