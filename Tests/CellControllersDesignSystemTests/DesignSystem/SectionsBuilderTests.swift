import CellControllers
import CellControllersDesignSystem
import Testing

/// A factory of note controllers, to mix factory output into a built section.
@MainActor
struct DSNoteFactory: CellControllerFactory {
    func cellController(for model: String) -> CellController<TableHost> {
        ContainerItem(id: "factory.\(model)", content: DSNoteContent(text: model)).cellController()
    }
}

/// A plain table cell and its controller, to mix non-container controllers into a built section.
final class DSPlainCellController: GenericCellController<TableCell> {
    override func configureCell(_ cell: TableCell) { cell.text = "plain" }
}

@MainActor
@Suite("Declarative sections")
struct SectionsBuilderTests {
    enum Mode { case compact, full }

    @SectionsBuilder<TableHost>
    func screen(names: [String], showsFooter: Bool, mode: Mode, groups: [Int]) -> [ControllerSection<TableHost>] {
        ControllerSection(id: "names") {
            for name in names {
                ContainerItem(id: name, content: DSNoteContent(text: name))
            }
        } header: {
            ContainerItem.header("Names")
        } footer: {
            if showsFooter {
                ContainerItem(id: "footer", content: DSNoteContent(text: "end"))
            }
        }
        if names.isEmpty {
            ControllerSection(id: "empty") { ContainerItem(id: "none", content: DSNoteContent(text: "none")) }
        } else if names.count > 2 {
            ControllerSection(id: "many") {}
        }
        switch mode {
        case .compact:
            []
        case .full:
            ControllerSection(id: "mixed") {
                DSPlainCellController()
                DSNoteFactory().cellControllers(for: ["x", "y"])
                [ContainerItem(id: 9, content: DSProductContent(title: "p", price: "1"))]
            }
        }
        for group in groups {
            ControllerSection(id: group) {
                if group.isMultiple(of: 2) {
                    ContainerItem(id: "even.\(group)", content: DSNoteContent(text: "even"))
                } else {
                    ContainerItem(id: "odd.\(group)", content: DSNoteContent(text: "odd"))
                }
            }
        }
    }

    func sectionIDs(_ sections: [ControllerSection<TableHost>]) -> [String] {
        sections.map { "\($0.model.identifier.id)" }
    }

    func noteTexts(_ section: ControllerSection<TableHost>) -> [String] {
        section.items.map { ($0 as? ContainerTableCellController<DSNoteContent>)?.item.content.text ?? "?" }
    }

    @Test("for, if, if/else and switch choose the sections and items")
    func controlFlow() {
        let full = screen(names: ["a", "b", "c"], showsFooter: true, mode: .full, groups: [1, 2])
        #expect(sectionIDs(full) == ["names", "many", "mixed", "1", "2"])
        #expect(noteTexts(full[0]) == ["a", "b", "c"])
        #expect(full[0].header is ContainerTableCellController<HeaderContent>)
        #expect(full[0].footer != nil)
        #expect(full[1].items.isEmpty)
        #expect(full[2].items.count == 4)
        #expect(full[2].items[0] is DSPlainCellController)
        #expect(noteTexts(full[2])[1...2] == ["x", "y"])
        #expect(full[2].items[3] is ContainerTableCellController<DSProductContent>)
        #expect(noteTexts(full[3]) == ["odd"])
        #expect(noteTexts(full[4]) == ["even"])

        let compact = screen(names: [], showsFooter: false, mode: .compact, groups: [])
        #expect(sectionIDs(compact) == ["names", "empty"])
        #expect(compact[0].items.isEmpty)
        #expect(compact[0].footer == nil)
        #expect(noteTexts(compact[1]) == ["none"])

        #expect(sectionIDs(screen(names: ["a"], showsFooter: false, mode: .compact, groups: [4])) == ["names", "4"])
    }

    @Test("Built sections are a snapshot the adapter diffs")
    func appliesThroughAdapter() throws {
        let host = DesignFixtures.table(width: 16, height: 8)
        let adapter = CellControllerAdapter(host: host)
        try adapter.apply(screen(names: ["a", "b"], showsFooter: true, mode: .compact, groups: []))
        #expect(host.renderText() == "  Names\n# a\n# b\n# end\n\n\n\n")
        let kept = try #require(host.cell(for: .item(ItemPath(item: 1, section: 0))))

        try adapter.apply(screen(names: ["b", "c", "d"], showsFooter: false, mode: .compact, groups: [2]))
        #expect(adapter.snapshot == AnySnapshot(screen(names: ["b", "c", "d"], showsFooter: false, mode: .compact, groups: [2])))
        #expect(host.cell(for: .item(ItemPath(item: 0, section: 0))) === kept)
        #expect(host.numberOfSections == 3)
        #expect((0..<3).map(host.numberOfItems(inSection:)) == [3, 0, 1])
        #expect(host.renderText() == "  Names\n# b\n# c\n# d\n# even\n\n\n")
    }

    @Test("A section's layout sets insets, spacing and fixed or adaptive columns in a grid")
    func gridLayouts() throws {
        let host = GridHost(viewportSize: Size(width: 20, height: 12))
        let adapter = CellControllerAdapter(host: host)
        try adapter.apply {
            ControllerSection(id: "list", layout: .list(insets: EdgeInsets(top: .l, bottom: .l), lineSpacing: .s)) {
                ContainerItem(id: 1, content: DSNoteContent(text: "one"))
                ContainerItem(id: 2, content: DSNoteContent(text: "two"))
            }
            ControllerSection(id: "tiles", layout: GridLayout(columns: .adaptive(minimum: 5), interitemSpacing: 1)) {
                for index in 3...5 { ContainerItem(id: index, content: DSNoteContent(text: "\(index)")) }
            }
        }
        #expect(host.rect(for: .item(ItemPath(item: 0, section: 0))) == Rect(x: 0, y: 3, width: 20, height: 1))
        #expect(host.rect(for: .item(ItemPath(item: 1, section: 0))) == Rect(x: 0, y: 5, width: 20, height: 1))
        #expect(host.rect(for: .item(ItemPath(item: 2, section: 1)))?.minX == 14)
        #expect(host.renderText() == "\n\n\n# one\n\n# two\n\n\n\n# 3    # 4    # 5\n\n")
    }

    func section(header shown: Bool) -> ControllerSection<GridHost> {
        ControllerSection(id: 1) {} header: {
            if shown { ContainerItem.header("shown") }
        }
    }

    @Test("A header builder with no statement or a false condition gives no header")
    func emptyHeader() {
        let section = ControllerSection<GridHost>(id: 1) {
            ContainerItem(id: 1, content: DSNoteContent(text: "a"))
        } header: {
        }
        #expect(section.header == nil)
        #expect(self.section(header: false).header == nil)
        #expect(self.section(header: true).header is ContainerGridCellController<HeaderContent>)
    }
}
