// POSITIVE CONTROL for the documentation checks: a complete program in the README usage
// block's shape, type-checked as main.swift (CompileFailTests), so that a broken harness cannot
// make the documentation tests pass. DocumentationTests compiles the README's own blocks.
import CellControllers

struct Photo: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

final class PhotoCell: TableCell {
    var title = ""
    override func render(width: Int) -> [String] { [TextRendering.fit("Photo: \(title)", width: width)] }
}

final class PhotoCellController: ModelCellController<PhotoCell, Photo> {
    var photo: Photo { model }
    override func configureCell(_ cell: PhotoCell) { cell.title = photo.title }
    override func didChangeSelection(_ isSelected: Bool) { if isSelected { print("Selected \(photo.title)") } }
}

struct PhotoFactory: CellControllerFactory {
    func cellController(for photo: Photo) -> CellController<TableHost> { PhotoCellController(model: photo) }
}

let host = TableHost(viewportSize: Size(width: 30, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
let factory = PhotoFactory()
var photos = [Photo(id: 1, title: "Sunset"), Photo(id: 2, title: "Harbour")]
let adapter = CellControllerAdapter(host: host, sections: [
    ControllerSection(id: "photos", items: factory.cellControllers(for: photos)),
])
print(host.renderText())

photos.insert(Photo(id: 3, title: "Lighthouse"), at: 0)
do {
    try adapter.apply([ControllerSection(id: "photos", items: factory.cellControllers(for: photos))])
    try host.tap(at: .item(ItemPath(item: 1, section: 0)))
} catch {
    print(error)
}
print(host.renderText())
