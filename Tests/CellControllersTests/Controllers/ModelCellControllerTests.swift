import CellControllers
import CellControllersTestSupport
import Testing

/// `ModelCellController`: the model, stored once and typed, is the controller's identity and
/// content, whatever the controller's class; a `GenericCellController` made without a model is
/// an item only as itself.
@MainActor
@Suite("Controllers with and without a model")
struct ModelCellControllerTests {
    /// Another controller class for `Row`s: the same models, another class.
    final class OtherRowController: ModelCellController<BadgeCell, Row> {}

    /// A controller whose model is erased.
    final class ErasedRowController: ModelCellController<LabelCell, AnyDiffable> {}

    @Test("A model controller's diffable is its model's; an erased model stands for the model it wraps")
    func diffableIsTheModels() {
        let row = Row(id: 3, title: "Three")
        #expect(LabelController(row).diffable == AnyDiffable(row))
        #expect(ErasedRowController(model: AnyDiffable(row)).diffable == AnyDiffable(row))
        #expect(LabelController(row).model == row)
    }

    @Test("Controllers of different classes with equal models are the same item: a diff between them changes nothing", arguments: [false, true])
    func sameModelsAcrossClasses(erased: Bool) throws {
        let rows = (0..<300).map { Row(id: $0, title: "Row \($0)") }
        let old = AnySnapshot([ControllerSection<TableHost>(id: 0, items: rows.map { LabelController($0) })])
        let mixed: [CellController<TableHost>] = rows.map { row in
            guard row.id % 7 == 0 else { return LabelController(row) }
            return erased ? ErasedRowController(model: AnyDiffable(row)) : OtherRowController(model: row)
        }
        let new = AnySnapshot([ControllerSection(id: 0, items: mixed)])
        // One class: the models are kept beside the controllers. More than one: the controllers
        // alone. Either way the identities are the models', and the items are the same.
        #expect((0..<rows.count).map(new.sections[0].identifier(at:)) == rows.map { DiffIdentifier($0) })
        #expect(new.sections[0].items == old.sections[0].items)
        #expect(try AnySnapshot.diff(from: old, to: new).changeCount == 0)
    }

    @Test("A changed model of the same id is an update of the item, not a delete and an insert")
    func changedModelIsAnUpdate() throws {
        let old = AnySnapshot([ControllerSection<TableHost>(id: 0, items: [LabelController(id: 1, title: "a"), LabelController(id: 2, title: "b")])])
        let new = AnySnapshot([ControllerSection<TableHost>(id: 0, items: [LabelController(id: 1, title: "a"), LabelController(id: 2, title: "B")])])
        let changes = try AnySnapshot.diff(from: old, to: new)
        #expect(changes.changeCount == 1)
        #expect(changes.moveCount == 0)
    }

    @Test("A controller without a model is an item only as itself, for as long as it lives")
    func controllerWithoutAModel() throws {
        let first = GenericCellController<LabelCell>()
        let second = GenericCellController<LabelCell>()
        #expect(first.diffable == first.diffable)
        #expect(first.diffable != second.diffable)
        let items: [CellController<TableHost>] = [first, second]
        let old = AnySnapshot([ControllerSection(id: 0, items: items)])
        #expect(try AnySnapshot.diff(from: old, to: AnySnapshot([ControllerSection(id: 0, items: items)])).changeCount == 0)
        let replaced = AnySnapshot([ControllerSection(id: 0, items: [first, GenericCellController<LabelCell>()])])
        let changes = try AnySnapshot.diff(from: old, to: replaced)
        #expect(changes.changeCount == 2) // the second deleted, the new one inserted
    }

    @Test("An adapter keeps an item whose new controller is of another class, and shows it with that class's cell")
    func adapterKeepsTheItemAcrossClasses() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let log = EventLog()
        let adapter = CellControllerAdapter(host: host, sections: [
            ControllerSection(id: 0, items: [LabelController(id: 1, title: "one", log: log), LabelController(id: 2, title: "two", log: log)]),
        ])
        host.layoutIfNeeded()
        let replacement = OtherRowController(model: Row(id: 2, title: "TWO"))
        try adapter.apply([ControllerSection(id: 0, items: [LabelController(id: 1, title: "one", log: log), replacement])])
        // The same item (no delete or insert: item 0 was not displayed again), now a badge cell.
        #expect(host.numberOfItems(inSection: 0) == 2)
        #expect(host.cell(for: .item(ItemPath(item: 1, section: 0))) is BadgeCell)
        #expect(replacement.currentCell() != nil)
        #expect(log.events.filter { $0 == .willDisplay(1) }.count == 1)
    }
}
