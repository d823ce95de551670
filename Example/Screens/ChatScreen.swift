import CellControllers

/// A chat: a bottom-anchored list (``ScrollAnchoring/bottom``) that starts at the latest
/// message, loads older messages at the top through a top pagination trigger
/// (``CellControllerAdapter/loadMoreAtTop``) without moving what is on screen, and stays pinned
/// to the end as new messages arrive unless the user scrolled up.
///
/// The command line drives it (see ``ChatOptions``), in this order: `--scroll-up N`, `--older`,
/// `--receive N`; `--events` prints what happened after the listing.
struct ChatScreen: ExampleScreen {
    let name = "chat"
    let summary = "a bottom-anchored chat: older messages load at the top"
    var supportedLayouts: [ListLayout] { [.table] }
    var supportsChatOptions: Bool { true }

    /// The viewport height without `--height`.
    static let defaultHeight = 8

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        if options.interactive {
            let app = ChatApp(viewport: Size(width: Double(options.width), height: Double(Self.defaultHeight)))
            let host = TableHost(viewportSize: Size(width: Double(options.width), height: 1), layout: TableLayout(rowHeight: 1, separator: .none))
            host.scrollAnchoring = .bottom  // the terminal shows the latest messages first
            try InteractiveMode.present(InteractiveListing(sections: app.sections(), host: host, actions: ActionLog(), owner: app))
            return ""
        }
        if options.offset != 0 {
            throw .usage("--offset does not apply to the chat, which starts at its end: use --scroll-up \(options.offset)")
        }
        let app = ChatApp(viewport: Size(width: Double(options.width), height: Double(options.height ?? Self.defaultHeight)))
        let chat = options.chat
        if let lines = chat.scrollUp { app.scrollUp(lines) }
        if chat.older { app.loadOlder() }
        for _ in 0..<chat.receive { app.receive() }
        var output = [app.host.renderText()]
        if options.interactions.events {
            output.append("events:")
            output += app.events
        }
        return output.joined(separator: "\n")
    }
}
