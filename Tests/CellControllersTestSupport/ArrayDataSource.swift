import CellControllers

/// A plain data source over nested arrays of titles, driving a host without controllers.
@MainActor
package final class ArrayDataSource: CellHostDataSource, CellHostDelegate {
    package var data: [[String]]
    package var displayed: [String] = []
    package var ended: [String] = []
    package var reconfigured: [String] = []

    package init(_ data: [[String]]) { self.data = data }

    package func numberOfSections(in host: TableHost) -> Int { data.count }
    package func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { data[section].count }
    package func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
        let cell = host.dequeueReusableCell(LabelCell.self, withReuseIdentifier: "label", for: itemPath)
        cell.text = data[itemPath.section][itemPath.item]
        return cell
    }
    package func host(_ host: TableHost, heightForItemAt itemPath: ItemPath, width: Double) -> Double? { 1 }
    package func host(_ host: TableHost, reconfigure cell: TableCell, forItemAt itemPath: ItemPath) {
        cell.text = data[itemPath.section][itemPath.item]
        reconfigured.append(cell.text ?? "")
    }
    package func host(_ host: TableHost, didChangeDisplayOf cell: TableCell, for element: LayoutElement, to isDisplayed: Bool) {
        guard element.itemPath != nil else { return }
        if isDisplayed { displayed.append(cell.text ?? "") } else { ended.append(cell.text ?? "") }
    }
}

extension CellHost {
    /// What a test can observe of a host: counts, visible cells (identity and text), selection,
    /// offset and rendering.
    package struct Observable: Equatable {
        package var counts: [Int]
        package var visible: [ItemPath]
        package var cells: [ObjectIdentifier]
        package var selected: [ItemPath]
        package var offset: Point
        package var text: String
    }

    package var observable: Observable {
        Observable(
            counts: (0..<numberOfSections).map { numberOfItems(inSection: $0) },
            visible: indexPathsForVisibleItems,
            cells: indexPathsForVisibleItems.compactMap { cell(for: .item($0)).map(ObjectIdentifier.init) },
            selected: indexPathsForSelectedItems,
            offset: contentOffset,
            text: renderText())
    }
}
