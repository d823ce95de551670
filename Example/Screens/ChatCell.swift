import CellControllers

/// A chat row: the other person's messages on the left ("Ana: …"), the user's on the right.
final class ChatCell: TableCell {
    var message: ChatMessage?

    override func prepareForReuse() {
        super.prepareForReuse()
        message = nil
    }

    override func render(width: Int) -> [String] {
        guard let message else { return [TextRendering.fit("", width: width)] }
        if message.isMine {
            let text = message.text.count < width ? message.text : TextRendering.fit(message.text, width: max(1, width - 1))
            return [String(repeating: " ", count: max(0, width - 1 - text.count)) + text + " "]
        }
        return [TextRendering.fit(" \(message.author): \(message.text)", width: width)]
    }
}
