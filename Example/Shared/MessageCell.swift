import CellControllers

/// A table cell with one centred message between blank lines: the cell of a placeholder
/// screen ("Loading…", "Nothing found", "Could not load. Tap to retry.").
final class MessageCell: TableCell {
    /// The message, wrapped and centred.
    var message = ""

    override func prepareForReuse() {
        super.prepareForReuse()
        message = ""
    }

    override func render(width: Int) -> [String] {
        let body = TextRendering.wrap(message, width: width).map { TextRendering.centered($0, width: width) }
        return [""] + body + [""]
    }
}
