/// The inbox's made-up mail, in pages as a server would send them: the first page is today and
/// yesterday, each older page one more day, and then there is no older mail. Deterministic: no
/// clock, no randomness.
enum InboxDemo {
    /// The days of the first page and of each older page.
    static let pages: [[InboxDay]] = [
        [
            day(0, "Today", [
                (1, "Ana Lima", "Lunch on Friday?", "09:41", true),
                (2, "GitHub", "PR #42 merged", "09:12", false),
                (3, "Ben Okafor", "Quarterly report draft", "08:30", true),
                (4, "Travel Desk", "Your boarding pass", "07:55", false),
                (5, "Maya Patel", "Standup notes", "07:20", false),
                (6, "Calendar", "Reminder: dentist at 16:00", "06:00", false),
            ]),
            day(1, "Yesterday", [
                (7, "Chloé Martin", "Re: Design review notes", "18:20", false),
                (8, "Dan Park", "Photos from the weekend", "16:02", true),
                (9, "Billing", "Invoice 2026-114", "11:45", false),
                (10, "Eva Novak", "Coffee next week?", "10:10", false),
                (11, "Omar Aziz", "Moving boxes", "08:05", false),
            ]),
        ],
        [day(2, "Saturday 21 November", [
            (12, "Farid Haddad", "Conference schedule", "15:30", false),
            (13, "Newsletter", "This week in Swift", "09:00", false),
            (14, "Grace Kim", "The recipe you asked for", "08:15", true),
        ])],
        [day(3, "Friday 20 November", [
            (15, "Hugo Silva", "Contract signed", "17:45", false),
            (16, "IT Support", "Your password expires soon", "12:00", false),
            (17, "Inês Costa", "Slides for Monday", "10:30", false),
        ])],
        [day(4, "Thursday 19 November", [
            (18, "Jonas Berg", "Team offsite", "16:40", false),
            (19, "Kai Wong", "Re: Bug in the parser", "14:05", false),
            (20, "Lea Roth", "Birthday party!", "09:20", false),
        ])],
    ]

    /// The mail a pull to refresh brings: two messages that arrived this morning, newest first.
    static let newMail: [InboxMessage] = [
        InboxMessage(id: 21, sender: "Noor Haddad", subject: "Are we still on?", time: "09:58", isFlagged: false),
        InboxMessage(id: 22, sender: "Build Bot", subject: "Nightly build passed", time: "09:50", isFlagged: false),
    ]

    private static func day(_ id: Int, _ title: String, _ messages: [(Int, String, String, String, Bool)]) -> InboxDay {
        InboxDay(id: id, title: title, messages: messages.map {
            InboxMessage(id: $0.0, sender: $0.1, subject: $0.2, time: $0.3, isFlagged: $0.4)
        })
    }
}
