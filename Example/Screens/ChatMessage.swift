/// One message of the chat screen: its number in the conversation (from 1, oldest first), who
/// wrote it, and its text.
struct ChatMessage: Identifiable, Equatable, Sendable {
    let id: Int
    let author: String
    let text: String

    /// Whether the user of the app wrote it (drawn on the right).
    var isMine: Bool { author == ChatMessage.me }

    /// The app user's name.
    static let me = "Me"

    /// Message `id` of the made-up conversation: Ana and the user take turns.
    static func demo(_ id: Int) -> ChatMessage {
        let lines = ["Are we still on for Friday?", "Yes! 7pm?", "Perfect, I'll book.", "Bring the photos",
                     "Will do", "See you there", "Running late", "No rush"]
        return ChatMessage(id: id, author: id.isMultiple(of: 2) ? me : "Ana", text: "#\(id) " + lines[id % lines.count])
    }
}

/// The chat's one section: the conversation.
struct ChatThread: Identifiable, Equatable, Sendable {
    let id: String
}
