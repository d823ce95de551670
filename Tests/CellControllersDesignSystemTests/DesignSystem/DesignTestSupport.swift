import CellControllers
import CellControllersDesignSystem

/// A product as the design-system tests show it: a title line and a price line.
struct DSProductContent: ContainerContent {
    typealias View = DSProductView
    var title: String
    var price: String
}

/// The product's plain view, used unchanged in tables, grids, stacks and cards.
final class DSProductView: ContainerContentView {
    private(set) var content = DSProductContent(title: "", price: "")
    private(set) var updateCount = 0

    func update(with content: DSProductContent) {
        self.content = content
        updateCount += 1
    }

    func render(width: Int) -> [String] {
        [content.title, content.price]
    }
}

/// A one-line content, to mix content types in one section.
struct DSNoteContent: ContainerContent {
    typealias View = DSNoteView
    var text: String
}

/// Draws a ``DSNoteContent`` as `# text`.
final class DSNoteView: ContainerContentView {
    private var text = ""

    func update(with content: DSNoteContent) { text = content.text }

    func render(width: Int) -> [String] { ["# \(text)"] }
}

/// What a test item's handlers were told, by the item's id.
enum DSEvent: Hashable, Sendable {
    case select(String)
    case longPress(String)
    case willDisplay(String)
    case didEndDisplay(String)
}

/// Records events (``DSEvent``s, or a screen's routes) in order.
@MainActor
final class DSEventLog<Entry> {
    private(set) var events: [Entry] = []

    func record(_ event: Entry) { events.append(event) }

    /// The events recorded since the last `take()`; forgets them.
    func take() -> [Entry] {
        defer { events.removeAll() }
        return events
    }
}

/// Helpers shared by the design-system tests.
@MainActor
enum DesignFixtures {
    /// A table without separators, `width` × `height`.
    static func table(width: Double = 24, height: Double = 10) -> TableHost {
        TableHost(viewportSize: Size(width: width, height: height), layout: TableLayout(separator: .none))
    }

    /// A product item whose handlers record their ``DSEvent``s into `log`.
    static func product(_ id: String, price: String = "€1", log: DSEventLog<DSEvent>? = nil) -> ContainerItem<DSProductContent> {
        var item = ContainerItem(id: id, content: DSProductContent(title: id, price: price))
        if let log {
            item = item
                .onSelect { log.record(.select(id)) }
                .onLongPress { log.record(.longPress(id)) }
                .onWillDisplay { log.record(.willDisplay(id)) }
                .onDidEndDisplay { log.record(.didEndDisplay(id)) }
        }
        return item
    }
}
