import CellControllers
import CellControllersTestSupport
import Testing

extension CellStateKey where Value == Bool {
    fileprivate static var isFavourite: CellStateKey<Bool> { CellStateKey("isFavourite") }
}

extension CellStateKey where Value == Int {
    fileprivate static var unread: CellStateKey<Int> { CellStateKey("unread") }
    /// Same name as ``isFavourite``, another value type: another key.
    fileprivate static var isFavouriteCount: CellStateKey<Int> { CellStateKey("isFavourite") }
}

private struct Song: Identifiable, Equatable, Sendable {
    let id: Int
    var isFavourite: Bool
}

/// Draws a star for a favourite, read from its state only.
private final class SongCell: TableCell {
    var star = " "
    var reports: [CellState] = []
    override func updateState(_ state: CellState) {
        reports.append(state)
        star = state[.isFavourite] == true ? "*" : " "
    }
    override func render(width: Int) -> [String] { [TextRendering.fit(star + (state.isSelected ? "S" : " "), width: width)] }
}

private final class SongController: ModelCellController<SongCell, Song> {
    override func configureCell(_ cell: SongCell) { cell.setCustomState(model.isFavourite, for: .isFavourite) }
}

/// App-defined cell state (UIKit's `UIConfigurationStateCustomKey`): set by the controller,
/// kept by the host as the other flags change, cleared on reuse, typed by its key.
@MainActor
@Suite struct CustomCellStateTests {
    @Test func theStateIsTypedByItsKeyAndEqualityFollowsTheValues() {
        var state = CellState()
        #expect(state[.isFavourite] == nil)
        state[.isFavourite] = true
        state[.unread] = 3
        #expect(state[.isFavourite] == true)
        #expect(state[.unread] == 3)
        #expect(state[.isFavouriteCount] == nil)   // same name, another type: another key
        var other = CellState()
        other[.unread] = 3
        #expect(state != other)
        other[.isFavourite] = true
        #expect(state == other && state.hashValue == other.hashValue)
        state[.unread] = nil
        #expect(state[.unread] == nil && state != other)
    }

    @Test func theControllersValueReachesUpdateStateAndSurvivesSelectionAndReconfigure() throws {
        let host = TableHost(viewportSize: Size(width: 4, height: 2), layout: TableLayout(rowHeight: 1, separator: .none))
        let songs = [Song(id: 1, isFavourite: true), Song(id: 2, isFavourite: false)]
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0, items: songs.map { SongController(model: $0) })])
        host.layoutIfNeeded()
        #expect(host.renderText() == "*\n")
        try host.tap(at: .item(ItemPath(item: 0, section: 0)))
        // Selection changed the state; the favourite is kept, in the same report.
        let first = try #require(host.cell(for: .item(ItemPath(item: 0, section: 0))) as? SongCell)
        #expect(first.reports.last?.isSelected == true && first.reports.last?[.isFavourite] == true)
        #expect(host.renderText().hasPrefix("*S"))
        // A new model reconfigures the cell in place: the new value reaches updateState.
        try adapter.apply([ControllerSection(id: 0, items: [Song(id: 1, isFavourite: false), Song(id: 2, isFavourite: true)].map { SongController(model: $0) })])
        host.layoutIfNeeded()
        #expect(first.reports.last?[.isFavourite] == false && first.reports.last?.isSelected == true)
        #expect(host.renderText() == " S\n*")
    }

    @Test func aReusedCellStartsWithoutTheValuesOfItsPreviousItem() throws {
        let host = TableHost(viewportSize: Size(width: 4, height: 1), layout: TableLayout(rowHeight: 1, separator: .none))
        final class PlainController: GenericCellController<SongCell> {}
        let adapter = CellControllerAdapter(host: host, sections: [
            ControllerSection(id: 0, items: [SongController(model: Song(id: 1, isFavourite: true)), PlainController()]),
        ])
        host.layoutIfNeeded()
        let cell = try #require(host.cell(for: .item(ItemPath(item: 0, section: 0))) as? SongCell)
        #expect(cell.state[.isFavourite] == true)
        host.contentOffset = Point(x: 0, y: 1)
        host.layoutIfNeeded()
        let reused = try #require(host.cell(for: .item(ItemPath(item: 1, section: 0))) as? SongCell)
        #expect(reused === cell)
        #expect(reused.state[.isFavourite] == nil && reused.star == " ")
        withExtendedLifetime(adapter) {}
    }
}
