import CellControllers
import Testing

// From the outside (issues 26 and 28): a table of a fixed row height shows 100,000 models through
// a registration without making a controller per row, and a screen's controller reads back as
// its own class, by identifier, with no cast.

struct Track: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

final class TrackCell: TableCell {
    var title = ""
    override func render(width: Int) -> [String] { [TextRendering.fit(title, width: width)] }
}

final class TrackController: ModelCellController<TrackCell, Track> {
    override func configureCell(_ cell: TrackCell) { cell.title = model.title }
}

struct TrackFactory: CellControllerFactory {
    // No track has a height of its own: the table's row height, asked of nobody.
    var itemHeights: ItemHeights<Track> { .layout }
    func cellController(for track: Track) -> CellController<TableHost> { TrackController(model: track) }
}

enum TrackList: Identifiable, Sendable { case all }

@MainActor
@Suite struct FixedRowsAndReadBackTests {
    static let tracks = (0..<100_000).map { Track(id: $0, title: "Track \($0)") }

    @Test func aFixedRowHeightMakesOnlyTheVisibleRowsControllers() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let rows = CellRegistration<TrackCell, Track> { cell, track in cell.title = track.title }
        let dataSource = DiffableDataSource<TrackList, Track, TableHost>(host: host, factory: rows)
        try dataSource.apply(Snapshot([(TrackList.all, Self.tracks)]))
        let adapter = dataSource.adapter
        #expect(adapter.controllerLookupCount < 20, "\(adapter.controllerLookupCount) lookups for 100,000 rows")
        #expect(host.contentSize.height == 100_000)
    }

    @Test func aControllerReadsBackAsItsOwnClass() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let source = DiffableDataSource<TrackList, Track, TableHost>(host: host, factory: TrackFactory())
        try source.apply(Snapshot([(TrackList.all, Self.tracks)]))
        #expect(source.adapter.controllerLookupCount < 20)
        let track: TrackController? = source.controller(of: 3, as: TrackController.self)
        #expect(track?.model.title == "Track 3")
        #expect(source.controller(of: 100_001, as: TrackController.self) == nil)
    }
}
