// MISUSE: a grid's data source assigned to a table.
import CellControllers

final class GridSource: CellHostDataSource {
    func numberOfSections(in host: GridHost) -> Int { 1 }
    func host(_ host: GridHost, numberOfItemsInSection section: Int) -> Int { 0 }
    func host(_ host: GridHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> GridCell {
        try host.dequeueReusableCell(withReuseIdentifier: "cell", for: itemPath)
    }
}

@MainActor func connect(_ table: TableHost, to source: GridSource) {
    table.dataSource = source // expected-error: cannot assign value of type 'GridSource' to type 'any CellHostDataSource<TableLayout.Host>' (aka 'any CellHostDataSource<TableHost>')
}
