// POSITIVE CONTROL: the correct version of every fail-*.swift snippet. It must type-check with
// no errors and no warnings; if it does not, the harness (or the library) is broken and the
// compile-fail results mean nothing.
import CellControllers

struct Photo: Identifiable, Equatable, Sendable { var id: Int; var title: String }

final class PhotoCell: TableCell {
    var title = ""
    override func render(width: Int) -> [String] { [TextRendering.fit(title, width: width)] }
}
final class PhotoGridCell: GridCell {}

// fail-01, fail-02, fail-03: controllers and sections of the host they belong to.
final class PhotoController: GenericCellController<PhotoCell> {
    let photo: Photo
    init(photo: Photo) { self.photo = photo; super.init(model: photo) }
    // fail-04: configureCell receives exactly the controller's cell class.
    override func configureCell(_ cell: PhotoCell) { cell.title = photo.title }
    override func didSelectCell() {}
}
final class PhotoGridController: GenericCellController<PhotoGridCell> {
    init(photo: Photo) { super.init(model: photo) }
}

@MainActor func pairings(table: TableHost, grid: GridHost, photos: [Photo]) throws {
    let photo = Photo(id: 1, title: "Sunset")
    let tableControllers: [CellController<TableHost>] = [PhotoController(photo: photo)]
    let gridControllers: [CellController<GridHost>] = [PhotoGridController(photo: photo)]
    let tableSection = ControllerSection<TableHost>(id: "photos", items: tableControllers)
    let gridSection = ControllerSection<GridHost>(id: "photos", items: gridControllers)
    let tableAdapter = CellControllerAdapter(host: table, sections: [tableSection])
    let gridAdapter = CellControllerAdapter<GridHost>(host: grid)
    try gridAdapter.apply([gridSection])
    try tableAdapter.apply([ControllerSection(id: "photos", items: [PhotoController(photo: photo)])])

    // fail-05, fail-06, fail-11: raw registration, dequeue and enqueue on the right host.
    table.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    grid.register(PhotoGridCell.self, forCellWithReuseIdentifier: "photo")
    let tableCell: TableCell = table.dequeueReusableCell(PhotoCell.self, withReuseIdentifier: "photo", for: ItemPath(item: 0, section: 0))
    let gridCell: GridCell = grid.dequeueReusableCell(PhotoGridCell.self, withReuseIdentifier: "photo", for: ItemPath(item: 0, section: 0))
    table.enqueueReusableCell(tableCell)
    grid.enqueueReusableCell(gridCell)

    // fail-07, fail-08: a grid factory feeds grid sections.
    let factory = PhotoGridFactory()
    let factorySection = ControllerSection<GridHost>(id: "factory", items: factory.cellControllers(for: photos))
    let erased: any CellControllerFactory<Photo, GridHost> = factory
    _ = erased.cellController(for: photo)

    // fail-12: each host takes its own layout family per section.
    let tableLayoutSection = ControllerSection<TableHost>(id: "rows", layout: TableLayout(rowHeight: 1), items: [])
    let gridLayoutSection = ControllerSection<GridHost>(id: "grid", layout: GridLayout(columns: .fixed(3)), items: [])

    // fail-16: hosts are driven on the main actor.
    table.reloadData()

    // fail-17: a table's data source for a table (the adapter is one).
    table.dataSource = tableAdapter
    _ = (factorySection, tableLayoutSection, gridLayoutSection, gridAdapter)
}

struct PhotoGridFactory: CellControllerFactory {
    func cellController(for photo: Photo) -> CellController<GridHost> { PhotoGridController(photo: photo) }
}

// fail-09, fail-13, fail-14: a hand-written cell family is possible when the holder is final, its
// CellType names it as holder, and makeCell returns the holder's base cell.
class CustomCell: ReusableCell {
    typealias CellHolder = CustomHolder
    let reuseIdentifier: String
    required init(reuseIdentifier: String) { self.reuseIdentifier = reuseIdentifier }
    class func makeCell(reuseIdentifier: String) -> CustomCell { self.init(reuseIdentifier: reuseIdentifier) }
}
final class CustomHolder: ReusableCellHolder {
    typealias CellType = CustomCell
    private var makers: [String: (String) -> CustomCell] = [:]
    func register<Cell: ReusableCell>(_ cellClass: Cell.Type, forCellWithReuseIdentifier reuseIdentifier: String)
    where Cell.CellHolder == CustomHolder {
        makers[reuseIdentifier] = { Cell.makeCell(reuseIdentifier: $0) }
    }
    func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for itemPath: ItemPath) throws(CellHostError) -> CustomCell {
        guard let make = makers[reuseIdentifier] else { throw .unregisteredReuseIdentifier(reuseIdentifier) }
        return make(reuseIdentifier)
    }
    func dequeueReusableCell<Cell: ReusableCell>(_ cellClass: Cell.Type, withReuseIdentifier reuseIdentifier: String, for itemPath: ItemPath) -> CustomCell
    where Cell.CellHolder == CustomHolder {
        cellClass.makeCell(reuseIdentifier: reuseIdentifier)
    }
    func cellForItem(at itemPath: ItemPath) -> CustomCell? { nil }
}
// A controller of the custom family is a CellController<CustomHolder>.
final class CustomController: GenericCellController<CustomCell> {}
@MainActor func customControllers() -> [CellController<CustomHolder>] { [CustomController()] }

// fail-15: controllers are of ReusableCell classes.
final class AnyTableCellController: GenericCellController<TableCell> {}
