import CellControllers
import Testing

// Habits brought from UIKit, from the public API only (issue 27): every accessibility custom
// action kept even when names repeat, typed identifiers of erased screens, centred text as wide
// as its column.

private struct HabitConversation: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

@MainActor
private final class HabitLog {
    var entries: [String] = []
}

@MainActor
@Suite struct UIKitHabitsTests {
    @Test func theSwipeDeleteAndTheMenuDeleteAreBothReachable() throws {
        let log = HabitLog()
        let rows = CellRegistration<TableCell, HabitConversation> { cell, conversation in cell.text = conversation.title }
            .swipeActions(.trailing) { conversation in
                [SwipeAction("Delete", style: .destructive) { log.entries.append("swipe delete \(conversation.title)"); return true }]
            }
            .contextMenu { conversation in
                ContextMenu(actions: [ContextMenuAction("Delete") { log.entries.append("menu delete \(conversation.title)") }])
            }
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        try adapter.apply([ControllerSection(id: "inbox", items: rows.cellControllers(for: [HabitConversation(id: 1, title: "Ada")]))])
        host.layoutIfNeeded()
        let row = AccessibilityElement.Target.item(ItemPath(item: 0, section: 0))
        let element = try #require(host.accessibilityElements().first { $0.target == row })
        #expect(element.actionNames == ["Delete", "Delete"])
        #expect(try host.performAccessibilityAction(at: 1, on: row))
        #expect(log.entries == ["menu delete Ada"])
        #expect(throws: CellHostError.accessibilityActionIndexOutOfRange(2, available: ["Delete", "Delete"])) {
            try host.performAccessibilityAction(at: 2, on: row)
        }
    }

    @Test func anIdentifierTakesTheModelsOwnIDType() {
        // `DiffIdentifier(type: HabitConversation.self, id: "1")` does not compile: the id is an Int.
        #expect(DiffIdentifier(type: HabitConversation.self, id: 1) == AnyDiffable(HabitConversation(id: 1, title: "Ada")).id)
    }

    @Test func centredTextIsAsWideAsItsColumn() {
        #expect(TextRendering.centered("ok", width: 7) == "  ok   ")
        #expect(TextRendering.columnWidth(of: TextRendering.centered("ok", width: 7)) == TextRendering.columnWidth(of: TextRendering.fit("ok", width: 7)))
    }
}
