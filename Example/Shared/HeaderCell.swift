import CellControllers

/// A table section header: title and detail, then a double rule.
final class HeaderCell: TableCell, HeaderDisplaying {
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
