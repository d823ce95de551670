import CellControllers

/// Controls a ``MessageCell``. With an `onTap` handler the message can be tapped (as a "retry"
/// message); without one it cannot be highlighted or selected.
final class MessageCellController: ModelCellController<MessageCell, MessageModel> {
    private let onTap: (@MainActor () -> Void)?

    init(message: String, onTap: (@MainActor () -> Void)? = nil) {
        self.onTap = onTap
        super.init(model: MessageModel(message: message))
    }

    override func configureCell(_ cell: MessageCell) {
        cell.message = model.message
    }

    override func shouldHighlightCell() -> Bool {
        onTap != nil
    }

    override func didChangeSelection(_ isSelected: Bool) {
        guard isSelected else { return }
        onTap?()
    }
}

/// A message's identity and content: its text.
struct MessageModel: Identifiable, Equatable, Sendable {
    let message: String
    var id: String { message }
}
