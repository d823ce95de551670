import CellControllers

/// A row of the inbox: a flag mark, the sender, the subject and the time.
final class InboxCell: TableCell {
    var message: InboxMessage?

    override func prepareForReuse() {
        super.prepareForReuse()
        message = nil
    }

    override func render(width: Int) -> [String] {
        guard let message else { return [""] }
        let mark = message.isFlagged ? "⚑" : " "
        return [TextRendering.leftRight(" \(mark) \(message.sender.padding(to: 13)) \(message.subject)", message.time, width: width)]
    }
}
