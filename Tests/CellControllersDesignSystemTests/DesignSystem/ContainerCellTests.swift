import CellControllers
import CellControllersDesignSystem
import Testing

@MainActor
@Suite("Container cells")
struct ContainerCellTests {
    @Test("The same content view shows in a table, a grid and a stack")
    func sameViewEverywhere() throws {
        let socks = DSProductContent(title: "Socks", price: "€5")
        let hat = DSProductContent(title: "Hat", price: "€12")
        let insets = EdgeInsets(left: 1)

        let tableAdapter = CellControllerAdapter(host: DesignFixtures.table(width: 13, height: 4), sections: [ControllerSection(id: 0) {
            ContainerItem(id: 1, content: socks, insets: insets)
            ContainerItem(id: 2, content: hat, insets: insets)
        }])
        #expect(tableAdapter.host.renderText() == " Socks\n €5\n Hat\n €12")
        let tableCell = try #require(tableAdapter.host.cell(for: .item(ItemPath(item: 0, section: 0))) as? ContainerTableCell<DSProductView>)
        #expect(tableCell.contentView.content == socks)

        let gridAdapter = CellControllerAdapter(
            host: GridHost(viewportSize: Size(width: 13, height: 2), layout: GridLayout(columns: .fixed(2))),
            sections: [ControllerSection(id: 0) {
                ContainerItem(id: 1, content: socks, insets: insets)
                ContainerItem(id: 2, content: hat, insets: insets)
            }])
        #expect(gridAdapter.host.renderText() == " Socks  Hat\n €5     €12")
        let gridCell = try #require(gridAdapter.host.cell(for: .item(ItemPath(item: 1, section: 0))) as? ContainerGridCell<DSProductView>)
        #expect(gridCell.contentView.content == hat)

        let stack = ContainerStack(spacing: 1, insets: insets)
        let view: DSProductView = stack.addArrangedContent(socks)
        stack.addArrangedContent(hat)
        #expect(stack.renderText(width: 13) == " Socks\n €5\n\n Hat\n €12")
        #expect(view.content == socks)
        #expect(stack.preferredHeight(forWidth: 13) == 5)
    }

    @Test("Insets frame the content view inside the cell, and measure it")
    func insets() throws {
        let adapter = CellControllerAdapter(host: DesignFixtures.table(width: 10, height: 6), sections: [ControllerSection(id: 0) {
            ContainerItem(id: 1, content: DSProductContent(title: "Socks", price: "€5"), insets: EdgeInsets(top: 1, left: 2, bottom: 2, right: 3))
            ContainerItem(id: 2, content: DSNoteContent(text: "end"))
        }])
        #expect(adapter.host.rect(for: .item(ItemPath(item: 0, section: 0)))?.height == 5)
        #expect(adapter.host.renderText() == "\n  Socks\n  €5\n\n\n# end")
        let cell = try #require(adapter.host.cell(for: .item(ItemPath(item: 0, section: 0))) as? ContainerTableCell<DSProductView>)
        #expect(cell.render(width: 8) == ["", "  So…", "  €5", "", ""])
    }

    @Test("Accessibility identifiers reach the rendered cell, also after reuse")
    func accessibilityIdentifiers() throws {
        let adapter = CellControllerAdapter(host: DesignFixtures.table(width: 12, height: 2), sections: [ControllerSection(id: 0) {
            for index in 0..<6 {
                ContainerItem(id: index, content: DSNoteContent(text: "\(index)"))
                    .accessibilityIdentifier(index == 4 ? nil : "note.\(index)")
            }
        }])
        #expect(adapter.host.visibleCells.map(\.accessibilityIdentifier) == ["note.0", "note.1"])
        adapter.host.contentOffset = Point(x: 0, y: 3)
        #expect(adapter.host.statistics.reused > 0)
        #expect(adapter.host.visibleCells.map(\.accessibilityIdentifier) == ["note.3", nil])
        #expect(adapter.host.cell(for: .item(ItemPath(item: 3, section: 0)))?.accessibilityIdentifier == "note.3")
    }

    @Test("A container holds a container: cards nest around any content view")
    func nestedContainers() throws {
        let nested = CardContent(title: "Deal", CardContent(DSProductContent(title: "Socks", price: "€5")))
        let row = CardContent(LeftRightContent(left: .title("Hat"), right: .badge("2")))
        let adapter = CellControllerAdapter(host: DesignFixtures.table(width: 16, height: 9), sections: [ControllerSection(id: 0) {
            ContainerItem(id: "deal", content: nested)
            ContainerItem(id: "row", content: row)
        }])
        #expect(adapter.host.renderText() == """
            ┌─ Deal ───────┐
            │ ┌──────────┐ │
            │ │ Socks    │ │
            │ │ €5       │ │
            │ └──────────┘ │
            └──────────────┘
            ┌──────────────┐
            │   Hat  (2)   │
            └──────────────┘
            """)
        let cell = try #require(adapter.host.cell(for: .item(ItemPath(item: 0, section: 0))) as? ContainerTableCell<CardView<CardContent<DSProductContent>>>)
        #expect(cell.contentView.innerView.innerView.content.title == "Socks")
    }

    @Test("Each content view type has its own reuse queue")
    func reuseQueues() {
        let adapter = CellControllerAdapter(host: DesignFixtures.table(width: 12, height: 4), sections: [ControllerSection(id: 0) {
            ContainerItem(id: 1, content: DSNoteContent(text: "a"))
            ContainerItem(id: 2, content: DSProductContent(title: "b", price: "1"))
            ContainerItem(id: 3, content: DSNoteContent(text: "c"))
        }])
        adapter.host.layoutIfNeeded()
        #expect(adapter.host.statistics.createdByIdentifier[ContainerTableCell<DSNoteView>.defaultReuseIdentifier] == 2)
        #expect(adapter.host.statistics.createdByIdentifier[ContainerTableCell<DSProductView>.defaultReuseIdentifier] == 1)
        #expect(ContainerTableCell<DSNoteView>.defaultReuseIdentifier != ContainerTableCell<DSProductView>.defaultReuseIdentifier)
    }

    @Test("A selected cell shows a selection background only when asked to")
    func selectionBackground() throws {
        let adapter = CellControllerAdapter(host: DesignFixtures.table(width: 10, height: 2), sections: [ControllerSection(id: 0) {
            ContainerItem(id: 1, content: DSNoteContent(text: "shown")).onSelect {}
            ContainerItem(id: 2, content: DSNoteContent(text: "hidden")).selectionBackground(false).onSelect {}
        }])
        #expect(adapter.host.renderText() == "# shown\n# hidden")
        #expect(try adapter.host.tap(at: .item(ItemPath(item: 0, section: 0))))
        #expect(adapter.host.renderText() == "▌ shown\n# hidden")
        #expect(try adapter.host.tap(at: .item(ItemPath(item: 1, section: 0))))
        #expect(adapter.host.indexPathsForSelectedItems == [ItemPath(item: 1, section: 0)])
        #expect(adapter.host.renderText() == "# shown\n# hidden")
    }

    @Test("The stack measures and cuts each view at its preferred height, and updates through the typed view")
    func stack() {
        let stack = ContainerStack(insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let first = stack.addArrangedContent(DSNoteContent(text: "a long note"))
        stack.addArrangedView(CardView<DSNoteContent>())
        #expect(stack.arrangedViews.count == 2)
        #expect(stack.render(width: 10) == ["", " # a lon…", " ┌──────┐", " │ #    │", " └──────┘", ""])
        first.update(with: DSNoteContent(text: "b"))
        #expect(stack.render(width: 10)[1] == " # b")
        stack.removeAllArrangedViews()
        #expect(stack.render(width: 10) == ["", ""])
        #expect(stack.preferredHeight(forWidth: 10) == 2)
    }
}
