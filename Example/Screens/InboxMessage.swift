/// One message of the inbox screen: who sent it, what about, when, and whether it is flagged.
struct InboxMessage: Identifiable, Equatable, Sendable {
    let id: Int
    let sender: String
    let subject: String
    /// The time of day, as shown (the demo needs no dates).
    let time: String
    var isFlagged: Bool

    /// "Sender — Subject", for the lines the CLI prints.
    var summary: String { "\(sender) — \(subject)" }
}

/// One day of mail: a section of the inbox, with its title as the header.
struct InboxDay: Identifiable, Equatable, Sendable {
    /// 0 for today, 1 for yesterday, and so on.
    let id: Int
    let title: String
    var messages: [InboxMessage]
}
