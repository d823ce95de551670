import CellControllers
import CellControllersDesignSystem
import Testing

@MainActor
@Suite("Actions")
struct ActionTests {
    /// Notification settings, and what the app does with their actions: plain logic, no cells.
    struct Notifications {
        var enabled: [String: Bool]

        mutating func handle(_ action: DSRoute) {
            if case .open(let name) = action { enabled[name]?.toggle() }
        }

        @MainActor
        @SectionsBuilder<TableHost>
        func sections(actions: ActionDispatcher<DSRoute>) -> [ControllerSection<TableHost>] {
            ControllerSection(id: "push") {
                for name in enabled.keys.sorted() {
                    ContainerItem(id: name, content: LeftRightContent(left: .checkboxTitle(name, isChecked: enabled[name] ?? false)))
                        .action(.open(name), to: actions)
                }
            }
        }
    }

    @Test("Taps and long presses deliver typed actions to the one handler")
    func actionsReachHandler() throws {
        var received: [DSRoute] = []
        let host = DesignFixtures.table(width: 20, height: 3)
        let screen = Screen<TableHost, [String], DSRoute>(host: host, onAction: { received.append($0) }) { names, actions in
            ControllerSection(id: 0) {
                for name in names {
                    ContainerItem(id: name, content: DSNoteContent(text: name))
                        .action(.open(name), to: actions)
                        .longPressAction(.remove(name), to: actions)
                }
                ContainerItem(id: "inert", content: DSNoteContent(text: "inert"))
            }
        }
        try screen.setState(.content(["a", "b"]))
        try host.tap(at: .item(ItemPath(item: 1, section: 0)))
        try host.longPress(at: .item(ItemPath(item: 0, section: 0)))
        #expect(try host.tap(at: .item(ItemPath(item: 2, section: 0))) == false)
        #expect(received == [.open("b"), .remove("a")])
        screen.actions.send(.retry)
        #expect(received.last == .retry)
    }

    @Test("App logic runs on actions alone: sections built without a host, tapped through their controllers")
    func logicWithoutCells() throws {
        var model = Notifications(enabled: ["Messages": true, "Offers": false])
        var received: [DSRoute] = []
        let actions = ActionDispatcher<DSRoute> { received.append($0) }

        let before = model.sections(actions: actions)
        before[0].items[1].didChangeSelection(true)
        #expect(received == [.open("Offers")])

        for action in received { model.handle(action) }
        #expect(model.enabled == ["Messages": true, "Offers": true])
        let after = model.sections(actions: actions)
        let checkbox = try #require(after[0].items[1] as? ContainerTableCellController<LeftRightContent<LeftCheckboxTitle, RightEmpty>>)
        #expect(checkbox.item.content.left.isChecked)
        #expect(AnySnapshot(before) != AnySnapshot(after))
        #expect(try AnySnapshot.diff(from: AnySnapshot(before), to: AnySnapshot(after)).changeCount == 1)
    }

    @Test("An item keeps its dispatcher alive, so a dispatcher made only to build sections keeps working")
    func dispatcherLifetime() {
        var received: [DSRoute] = []
        weak var weakDispatcher: ActionDispatcher<DSRoute>?
        func build() -> CellController<TableHost> {
            let dispatcher = ActionDispatcher<DSRoute> { received.append($0) }
            weakDispatcher = dispatcher
            return ContainerItem(id: 1, content: DSNoteContent(text: "a")).action(.retry, to: dispatcher).cellController()
        }
        var controller: CellController<TableHost>? = build()
        #expect(weakDispatcher != nil)
        controller?.didChangeSelection(true)
        #expect(received == [.retry])
        controller = nil
        #expect(weakDispatcher == nil)
    }

    @Test("A spacer is exactly as tall as asked, even zero")
    func spacer() {
        let view = SpacerView()
        view.update(with: SpacerContent(lines: .l))
        #expect(view.preferredHeight(forWidth: 10) == 3 && view.render(width: 10) == ["", "", ""])
        view.update(with: SpacerContent(lines: 0))
        #expect(view.preferredHeight(forWidth: 10) == 0 && view.render(width: 10).isEmpty)
    }
}
