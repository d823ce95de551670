import CellControllers

/// A grid section header, spanning every column: title and detail, then a double rule.
final class GridHeaderCell: GridCell, HeaderDisplaying {
    var title = ""
    var detail = ""

    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
        detail = ""
    }

    override func render(width: Int) -> [String] {
        headerLines(width: width)
    }
}
