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
final class PhotoController: ModelCellController<PhotoCell, Photo> {
    var photo: Photo { model }
    // fail-04: configureCell receives exactly the controller's cell class.
    override func configureCell(_ cell: PhotoCell) { cell.title = photo.title }
    override func didChangeSelection(_ isSelected: Bool) { if isSelected {  } }
}
final class PhotoGridController: ModelCellController<PhotoGridCell, Photo> {}

@MainActor func pairings(table: TableHost, grid: GridHost, photos: [Photo]) throws {
    let photo = Photo(id: 1, title: "Sunset")
    let tableControllers: [CellController<TableHost>] = [PhotoController(model: photo)]
    let gridControllers: [CellController<GridHost>] = [PhotoGridController(model: photo)]
    let tableSection = ControllerSection<TableHost>(id: "photos", items: tableControllers)
    let gridSection = ControllerSection<GridHost>(id: "photos", items: gridControllers)
    let tableAdapter = CellControllerAdapter(host: table, sections: [tableSection])
    let gridAdapter = CellControllerAdapter<GridHost>(host: grid)
    try gridAdapter.apply([gridSection])
    try tableAdapter.apply([ControllerSection(id: "photos", items: [PhotoController(model: photo)])])

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

    // fail-17: a table's data source for a table.
    let source = TableSource()
    table.dataSource = source
    _ = source
    _ = (factorySection, tableLayoutSection, gridLayoutSection, gridAdapter)
}

struct PhotoGridFactory: CellControllerFactory {
    func cellController(for photo: Photo) -> CellController<GridHost> { PhotoGridController(model: photo) }
}

// fail-13, fail-14, fail-18 to fail-21: cells are TableCell and GridCell subclasses, with stored
// properties and initialisers of their own; they inherit init(reuseIdentifier:) and baseCell.
final class BadgeCell: TableCell {
    let badge: String
    var count = 0
    init(badge: String) {
        self.badge = badge
        super.init(reuseIdentifier: "badge")
    }
    required init(reuseIdentifier: String) {
        badge = "•"
        super.init(reuseIdentifier: reuseIdentifier)
    }
}
final class BadgeController: GenericCellController<BadgeCell> {
    override func configureCell(_ cell: BadgeCell) { cell.count = 1 }
}
@MainActor func badgeControllers() -> [CellController<TableHost>] { [BadgeController()] }

// A subclass cannot re-pair itself: a nested `Host` typealias only shadows the name, the
// conformance (and so the controller's host) stays TableCell's.
final class RepairingCell: TableCell {
    typealias Host = GridHost
}
final class RepairingController: GenericCellController<RepairingCell> {}
@MainActor func repairingControllers() -> [CellController<TableHost>] { [RepairingController()] }

// fail-22 to fail-24: registrations make controllers of their cell's host, configure exactly
// their cell class, and pair a table cell with a grid cell.
@MainActor func registrations(photos: [Photo]) -> (ControllerSection<TableHost>, ControllerSection<GridHost>) {
    let rows = CellRegistration<PhotoCell, Photo> { cell, photo in cell.title = photo.title }
    let tiles = CellRegistration<PhotoGridCell, Photo> { cell, photo in cell.text = photo.title }
    let both = DualCellRegistration(table: rows, grid: tiles)
    return (
        ControllerSection(id: "photos", items: rows.cellControllers(for: photos) + [TableHost.cellController(for: photos[0], from: both)]),
        ControllerSection(id: "photos", items: tiles.cellControllers(for: photos) + [GridHost.cellController(for: photos[0], from: both)])
    )
}

// fail-15: controllers are of ReusableCell classes.
final class AnyTableCellController: GenericCellController<TableCell> {}

/// fail-17's counterpart: a data source written for tables.
final class TableSource: CellHostDataSource {
    func numberOfSections(in host: TableHost) -> Int { 1 }
    func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { 0 }
    func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
        try host.dequeueReusableCell(withReuseIdentifier: "cell", for: itemPath)
    }
}

// fail-30: carousels are sections of a grid, scrolled through the grid.
@MainActor func carouselOnGrid(_ grid: GridHost) throws {
    let cards: GridLayout = .carousel(itemWidth: 9, itemHeight: 1, paging: .item)
    _ = cards
    try grid.scrollCarousel(section: 0, toX: 3)
}
