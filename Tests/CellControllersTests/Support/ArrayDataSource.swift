import CellControllers
import CellControllersTestSupport

/// A plain data source over nested arrays of titles, driving a host without controllers.
@MainActor
final class ArrayDataSource: CellHostDataSource, CellHostDelegate {
    var data: [[String]]
    var displayed: [String] = []
    var ended: [String] = []
    var reconfigured: [String] = []

    init(_ data: [[String]]) { self.data = data }

    func numberOfSections(in host: TableHost) -> Int { data.count }
    func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { data[section].count }
    func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
        let cell = host.dequeueReusableCell(LabelCell.self, withReuseIdentifier: "label", for: itemPath)
        cell.text = data[itemPath.section][itemPath.item]
        return cell
    }
    func host(_ host: TableHost, heightForItemAt itemPath: ItemPath, width: Double) -> Double? { 1 }
    func host(_ host: TableHost, reconfigure cell: TableCell, forItemAt itemPath: ItemPath) {
        cell.text = data[itemPath.section][itemPath.item]
        reconfigured.append(cell.text ?? "")
    }
    func host(_ host: TableHost, willDisplay cell: TableCell, forItemAt itemPath: ItemPath) {
        displayed.append(cell.text ?? "")
    }
    func host(_ host: TableHost, didEndDisplaying cell: TableCell, forItemAt itemPath: ItemPath) {
        ended.append(cell.text ?? "")
    }
}

extension CellHost {
    /// What a test can observe of a host: counts, visible cells (identity and text), selection,
    /// offset and rendering.
    struct Observable: Equatable {
        var counts: [Int]
        var visible: [ItemPath]
        var cells: [ObjectIdentifier]
        var selected: [ItemPath]
        var offset: Point
        var text: String
    }

    var observable: Observable {
        Observable(
            counts: (0..<numberOfSections).map { numberOfItems(inSection: $0) },
            visible: indexPathsForVisibleItems,
            cells: indexPathsForVisibleItems.compactMap { cellForItem(at: $0).map(ObjectIdentifier.init) },
            selected: indexPathsForSelectedItems,
            offset: contentOffset,
            text: renderText())
    }
}
