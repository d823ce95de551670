import CellControllers
import CellControllersTestSupport
import Testing

/// A cell that describes itself to assistive technologies.
private final class ContactCell: TableCell {
    var name = ""
    var unread = 0
    override func render(width: Int) -> [String] { [TextRendering.leftRight(" " + name, unread > 0 ? "(\(unread))" : "", width: width)] }
}

private struct Contact: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var unread = 0
    var enabled = true
}

@MainActor
private final class ContactLog {
    var entries: [String] = []
}

@MainActor
@Suite("Accessibility")
struct AccessibilityTests {
    private static let contacts = [
        Contact(id: 0, name: "Ada", unread: 2), Contact(id: 1, name: "Bob"), Contact(id: 2, name: "Cy", enabled: false), Contact(id: 3, name: "Di"),
    ]

    private func makeScreen(_ kind: ScreenKind, log: ContactLog, height: Double = 7) -> CellControllerAdapter<TableHost> {
        let registration = CellRegistration<ContactCell, Contact> { cell, contact in
            cell.name = contact.name
            cell.unread = contact.unread
            cell.accessibilityTraits = [.button, .selected]   // `.selected` is the host's to say
            if contact.id == 0 {
                cell.accessibilityLabel = "Ada Lovelace"
                cell.accessibilityValue = "2 unread"
                cell.accessibilityHint = "Opens the conversation"
                cell.accessibilityCustomActions = [AccessibilityCustomAction("Call") { log.entries.append("call \(contact.name)"); return true }]
            }
        }
        .enabled { $0.enabled }
        .swipeActions(.trailing) { contact in [SwipeAction("Archive") { log.entries.append("archive \(contact.name)"); return true }] }
        .swipeActions(.leading) { contact in
            [SwipeAction("Pin", completingLater: { completion in log.entries.append("pin \(contact.name)"); completion(true) })]
        }
        .contextMenu { contact in
            ContextMenu(actions: [
                ContextMenuAction("Call") { log.entries.append("menu call \(contact.name)") },
                ContextMenuAction("Share") { log.entries.append("share \(contact.name)") },
                ContextMenuAction("Block", isEnabled: false) { log.entries.append("block \(contact.name)") },
            ])
        }
        let header = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: height), layout: TableLayout(rowHeight: 1, separator: .none)))
        switch kind {
        case .controllers:
            try? adapter.apply([ControllerSection(
                id: 0, header: header.cellController(for: Row(id: 100, title: "Contacts")), footer: header.cellController(for: Row(id: 101, title: "4 contacts")),
                items: registration.cellControllers(for: Self.contacts))])
        case .models:
            var snapshot = Snapshot<Row, Contact>()
            try? snapshot.appendSections([Row(id: 0, title: "Contacts")])
            try? snapshot.appendItems(Self.contacts, toSection: 0)
            try? DiffableDataSource(host: adapter.host, factory: ContactFactory(registration: registration, header: header)).apply(snapshot)
        }
        adapter.host.layoutIfNeeded()
        return adapter
    }

    @Test("The visible elements, in reading order, with labels, values, hints, traits and actions", arguments: ScreenKind.allCases)
    func elements(kind: ScreenKind) throws {
        let log = ContactLog()
        let adapter = makeScreen(kind, log: log)
        try adapter.host.tap(at: .item(ItemPath(item: 1, section: 0)))
        let elements = adapter.host.accessibilityElements()
        #expect(elements.map(\.target) == [
            .header(section: 0), .item(ItemPath(item: 0, section: 0)), .item(ItemPath(item: 1, section: 0)),
            .item(ItemPath(item: 2, section: 0)), .item(ItemPath(item: 3, section: 0)), .footer(section: 0),
        ])
        #expect(elements[0].label == "Contacts")
        #expect(elements[0].traits == [.header])
        #expect(elements[1].label == "Ada Lovelace")
        #expect(elements[1].value == "2 unread")
        #expect(elements[1].hint == "Opens the conversation")
        #expect(elements[1].traits == [.button])
        // Its own action first, then the swipe actions, then the menu's enabled ones: every one
        // kept, as UIKit does, so the menu's Call is there beside the cell's (issue 27, bug 6).
        #expect(elements[1].actionNames == ["Call", "Archive", "Pin", "Call", "Share"])
        // No label: the rendered text, trimmed.
        #expect(elements[2].label == "Bob")
        #expect(elements[2].traits == [.button, .selected])
        // A disabled item: not enabled, and no swipe or menu actions.
        #expect(elements[3].traits == [.button, .notEnabled])
        #expect(elements[3].actionNames.isEmpty)
        #expect(elements[5].label == "4 contacts")
        #expect(elements[5].traits.isEmpty)
        #expect(elements[1].description == "item [0, 0] \"Ada Lovelace\" value \"2 unread\" [button] actions: Call, Archive, Pin, Call, Share")
    }

    @Test("The selected trait follows the selection, from taps and from code")
    func selectedFollowsState() throws {
        let log = ContactLog()
        let adapter = makeScreen(.models, log: log)
        let bob = ItemPath(item: 1, section: 0)
        func traits() -> AccessibilityTraits? { adapter.host.accessibilityElements().first { $0.target == .item(bob) }?.traits }
        #expect(traits() == [.button])
        try adapter.host.selectItem(at: bob)
        #expect(traits() == [.button, .selected])
        try adapter.host.deselectItem(at: bob)
        #expect(traits() == [.button])
    }

    @Test("Only displayed elements are listed")
    func onlyVisible() {
        let log = ContactLog()
        let adapter = makeScreen(.controllers, log: log, height: 3)
        #expect(adapter.host.accessibilityElements().map(\.label) == ["Contacts", "Ada Lovelace", "Bob"])
        adapter.host.contentOffset = Point(x: 0, y: 3)
        #expect(adapter.host.accessibilityElements().map(\.label) == ["Cy", "Di", "4 contacts"])
    }

    @Test("Performing actions runs the cell's, the swipe and the menu handlers, without revealing or presenting", arguments: ScreenKind.allCases)
    func perform(kind: ScreenKind) throws {
        let log = ContactLog()
        let adapter = makeScreen(kind, log: log)
        let ada = AccessibilityElement.Target.item(ItemPath(item: 0, section: 0))
        #expect(try adapter.host.performAccessibilityAction(named: "Call", on: ada))
        #expect(try adapter.host.performAccessibilityAction(named: "Archive", on: ada))
        #expect(try adapter.host.performAccessibilityAction(named: "Pin", on: ada))
        #expect(try adapter.host.performAccessibilityAction(named: "Share", on: ada))
        #expect(log.entries == ["call Ada", "archive Ada", "pin Ada", "share Ada"])
        #expect(adapter.host.revealedSwipeActions == nil)
        #expect(adapter.host.presentedContextMenu == nil)
        // Bob has no action of his own: his Call is the menu's.
        #expect(try adapter.host.performAccessibilityAction(named: "Call", on: .item(ItemPath(item: 1, section: 0))))
        #expect(log.entries.last == "menu call Bob")
    }

    @Test("Swipe actions are not offered in editing mode")
    func editing() {
        let log = ContactLog()
        let adapter = makeScreen(.models, log: log)
        adapter.host.isEditing = true
        #expect(adapter.host.accessibilityElements()[1].actionNames == ["Call", "Call", "Share"])
    }

    @Test("Actions of the same name are all kept and each performable by index (issue 27, bug 6)", arguments: ScreenKind.allCases)
    func sameNameActions(kind: ScreenKind) throws {
        let log = ContactLog()
        let adapter = makeScreen(kind, log: log)
        let ada = AccessibilityElement.Target.item(ItemPath(item: 0, section: 0))
        let names = try #require(adapter.host.accessibilityElements().first { $0.target == ada }?.actionNames)
        #expect(names == ["Call", "Archive", "Pin", "Call", "Share"])
        // By name: the first of the name (the cell's own). By index: each one, the menu's too.
        #expect(try adapter.host.performAccessibilityAction(named: "Call", on: ada))
        #expect(try adapter.host.performAccessibilityAction(at: 3, on: ada))
        #expect(try adapter.host.performAccessibilityAction(at: 0, on: ada))
        #expect(try adapter.host.performAccessibilityAction(at: 4, on: ada))
        #expect(log.entries == ["call Ada", "menu call Ada", "call Ada", "share Ada"])
        let before = adapter.host.renderText()
        #expect(throws: CellHostError.accessibilityActionIndexOutOfRange(5, available: names)) {
            try adapter.host.performAccessibilityAction(at: 5, on: ada)
        }
        #expect(throws: CellHostError.accessibilityActionIndexOutOfRange(-1, available: names)) {
            try adapter.host.performAccessibilityAction(at: -1, on: ada)
        }
        #expect(throws: CellHostError.accessibilityActionIndexOutOfRange(0, available: [])) {
            try adapter.host.performAccessibilityAction(at: 0, on: .header(section: 0))
        }
        let hidden = AccessibilityElement.Target.item(ItemPath(item: 9, section: 0))
        #expect(throws: CellHostError.accessibilityElementNotVisible(hidden)) { try adapter.host.performAccessibilityAction(at: 0, on: hidden) }
        #expect(log.entries.count == 4)
        #expect(adapter.host.renderText() == before)
        let message = CellHostError.accessibilityActionIndexOutOfRange(5, available: ["Call", "Call"]).description
        #expect(message.contains("index 5") && message.contains("0...1"))
    }

    @Test("An element not displayed, or an action it does not offer, throws and changes nothing")
    func errors() throws {
        let log = ContactLog()
        let adapter = makeScreen(.controllers, log: log, height: 3)
        let before = adapter.host.renderText()
        let hidden = AccessibilityElement.Target.item(ItemPath(item: 3, section: 0))
        #expect(throws: CellHostError.accessibilityElementNotVisible(hidden)) { try adapter.host.performAccessibilityAction(named: "Call", on: hidden) }
        #expect(throws: CellHostError.unknownAccessibilityAction("Block", available: ["Archive", "Pin", "Call", "Share"])) {
            try adapter.host.performAccessibilityAction(named: "Block", on: .item(ItemPath(item: 1, section: 0)))
        }
        #expect(throws: CellHostError.unknownAccessibilityAction("Call", available: [])) {
            try adapter.host.performAccessibilityAction(named: "Call", on: .header(section: 0))
        }
        #expect(log.entries.isEmpty)
        #expect(adapter.host.renderText() == before)
        #expect(CellHostError.accessibilityElementNotVisible(hidden).description.contains("Scroll"))
        #expect(CellHostError.unknownAccessibilityAction("Block", available: ["Call"]).description.contains("'Call'"))
    }

    @Test("A reused cell forgets its accessibility description")
    func reuse() {
        let cell = LabelCell(reuseIdentifier: "label")
        cell.accessibilityLabel = "Label"
        cell.accessibilityValue = "Value"
        cell.accessibilityHint = "Hint"
        cell.accessibilityTraits = [.button]
        cell.accessibilityCustomActions = [AccessibilityCustomAction("Do") { true }]
        cell.prepareForReuse()
        #expect(cell.accessibilityLabel == nil)
        #expect(cell.accessibilityValue == nil)
        #expect(cell.accessibilityHint == nil)
        #expect(cell.accessibilityTraits.isEmpty)
        #expect(cell.accessibilityCustomActions.isEmpty)
    }

    @Test("Traits describe themselves by name")
    func traitNames() {
        #expect(AccessibilityTraits([.button, .selected]).description == "[button, selected]")
        #expect(AccessibilityTraits().description == "[]")
    }
}

/// Contacts under a header and a footer made from the section's `Row`.
@MainActor
private struct ContactFactory: CellControllerFactory {
    let registration: CellRegistration<ContactCell, Contact>
    let header: CellRegistration<LabelCell, Row>
    func cellController(for contact: Contact) -> CellController<TableHost> { registration.cellController(for: contact) }
    func supplementaryController(_ kind: SupplementaryKind, forSection section: Row) -> CellController<TableHost>? {
        kind == .header ? header.cellController(for: section) : header.cellController(for: Row(id: 101, title: "4 contacts"))
    }
}
