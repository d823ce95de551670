import CellControllers

/// Controls a section header in a table (`HeaderController<HeaderCell>`) or a grid
/// (`HeaderController<GridHeaderCell>`): the cell type decides which host it belongs to.
final class HeaderController<Cell: HeaderDisplaying>: ModelCellController<Cell, HeaderModel> {
    init(title: String, detail: String = "") {
        super.init(model: HeaderModel(title: title, detail: detail))
    }

    override func configureCell(_ cell: Cell) {
        cell.title = model.title
        cell.detail = model.detail
    }
}

/// A header's identity (its title) and content.
struct HeaderModel: Identifiable, Equatable, Sendable {
    let title: String
    let detail: String
    var id: String { title }
}
