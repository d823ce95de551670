import CellControllers
import CellControllersDesignSystem
import LibraryFeature
import Testing

// Every test drives the feature headlessly, through its public API and the hosts' simulated
// gestures, and asserts on what a user would see (`renderText()`) or on the actions that arrive.

let sample = Library(
    photos: [Photo(id: 1, title: "Sunset"), Photo(id: 2, title: "Harbour"), Photo(id: 3, title: "Dunes", isHidden: true)],
    albums: [Album(id: "trips", name: "Trips", photoCount: 12)],
    notes: [Note(id: 1, text: "Buy film"), Note(id: 2, text: "Passwords", isLocked: true)]
)

/// Collects the actions a screen sends.
@MainActor
final class ActionLog {
    var actions: [LibraryAction] = []
    func record(_ action: LibraryAction) { actions.append(action) }
}

/// The rendered viewport as lines, without the blank lines below the content.
@MainActor
func lines<Host: ContainerHosting>(_ screen: LibraryScreen<Host>) -> [String] {
    var lines = screen.host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
}

@MainActor
@Suite struct TableScreenTests {
    let log = ActionLog()
    let screen: LibraryScreen<TableHost>

    init() throws {
        let log = self.log
        screen = .table(width: 24, height: 20) { log.record($0) }
        try screen.show(sample)
    }

    @Test func rendersEverySectionWithItsHeader() {
        #expect(lines(screen) == [
            "PHOTOS         See all ›",
            "▣ Sunset",
            "▣ Harbour",
            "· Dunes           hidden",
            "ALBUMS         See all ›",
            "Trips               12 ›",
            "NOTES          See all ›",
            "  Buy film           ›",
            "· Passwords          ›",
        ])
    }

    @Test func rendersTheDiffOfAChangedLibrary() throws {
        var library = sample
        library.photos.insert(Photo(id: 4, title: "Lighthouse"), at: 0)  // insert
        library.photos.remove(at: 2)                                     // delete Harbour
        library.photos[1].title = "Sunset at sea"                        // update
        library.notes.reverse()                                          // move
        library.albums = []                                              // delete a section
        try screen.show(library)

        #expect(lines(screen) == [
            "PHOTOS         See all ›",
            "▣ Lighthouse",
            "▣ Sunset at sea",
            "· Dunes           hidden",
            "NOTES          See all ›",
            "· Passwords          ›",
            "  Buy film           ›",
        ])
        #expect(screen.host.numberOfSections == 2)
        #expect(screen.host.numberOfItems(inSection: 0) == 3)
    }

    @Test func keptItemsKeepTheirCellsAcrossADiff() throws {
        let sunset = try #require(screen.host.cell(for: .item(ItemPath(item: 0, section: 0))))
        var library = sample
        library.photos.insert(Photo(id: 4, title: "Lighthouse"), at: 0)
        library.photos[1].title = "Sunset at sea"
        try screen.show(library)

        // Sunset moved down one row and changed content: reconfigured in place, same cell.
        #expect(screen.host.cell(for: .item(ItemPath(item: 1, section: 0))) === sunset)
    }

    @Test func tappingItemsSendsTypedActions() throws {
        #expect(try screen.host.tap(at: .item(ItemPath(item: 1, section: 0))))   // Harbour
        #expect(try screen.host.tap(at: .item(ItemPath(item: 0, section: 1))))   // Trips
        #expect(try screen.host.tap(at: .item(ItemPath(item: 0, section: 2))))   // Buy film
        #expect(log.actions == [.openPhoto(2), .openAlbum("trips"), .openNote(1)])
    }

    @Test func tappingAHeaderSendsSeeAll() throws {
        #expect(try screen.host.tap(at: .supplementary(.header, section: 1)))
        #expect(try screen.host.tap(at: .supplementary(.header, section: 2)))
        #expect(log.actions == [.seeAll(.albums), .seeAll(.notes)])
        #expect(screen.host.indexPathsForSelectedItems.isEmpty)  // headers are never selected
    }

    @Test func disabledItemsIgnoreTaps() throws {
        // A hidden photo (CellRegistration.enabled) and a locked note (ContainerItem.disabled).
        #expect(try screen.host.tap(at: .item(ItemPath(item: 2, section: 0))) == false)
        #expect(try screen.host.tap(at: .item(ItemPath(item: 1, section: 2))) == false)
        #expect(try screen.host.longPress(at: .item(ItemPath(item: 1, section: 2))) == false)
        #expect(log.actions.isEmpty)
        #expect(screen.host.indexPathsForSelectedItems.isEmpty)
    }

    @Test func unlockingANoteMakesItTappable() throws {
        var library = sample
        library.notes[1].isLocked = false
        try screen.show(library)
        #expect(lines(screen).last == "  Passwords          ›")
        #expect(try screen.host.tap(at: .item(ItemPath(item: 1, section: 2))))
        #expect(log.actions == [.openNote(2)])
    }

    @Test func tapsOutsideTheContentThrowAndSendNothing() {
        #expect(throws: CellHostError.self) { try screen.host.tap(at: .item(ItemPath(item: 9, section: 0))) }
        #expect(throws: CellHostError.self) { try screen.host.tap(at: .supplementary(.footer, section: 0)) }
        #expect(log.actions.isEmpty)
    }
}

@MainActor
@Suite struct GridScreenTests {
    let log = ActionLog()
    let screen: LibraryScreen<GridHost>

    init() throws {
        let log = self.log
        screen = .grid(width: 32, height: 20) { log.record($0) }
        try screen.show(sample)
    }

    @Test func rendersPhotosAsTilesThreeToARow() {
        #expect(lines(screen) == [
            "PHOTOS                 See all ›",
            "▒▒▒▒▒▒▒▒▒▒ ▒▒▒▒▒▒▒▒▒▒ ·▒▒▒▒▒▒▒▒▒",
            "Sunset     Harbour    ·unes",
            "ALBUMS                 See all ›",
            "Trips (12)",
            "NOTES                  See all ›",
            "  Buy film                   ›",
            "· Passwords                  ›",
        ])
    }

    @Test func rendersTheDiffOfAChangedLibrary() throws {
        var library = sample
        library.photos.removeFirst()
        library.photos.append(Photo(id: 5, title: "Pier"))
        library.albums.append(Album(id: "pets", name: "Pets", photoCount: 3))
        try screen.show(library)
        #expect(lines(screen).prefix(5) == [
            "PHOTOS                 See all ›",
            "▒▒▒▒▒▒▒▒▒▒ ·▒▒▒▒▒▒▒▒▒ ▒▒▒▒▒▒▒▒▒▒",
            "Harbour    ·unes      Pier",
            "ALBUMS                 See all ›",
            "Trips (12)       Pets (3)",
        ])
    }

    @Test func tapsAndHeaderTapsSendTypedActions() throws {
        #expect(try screen.host.tap(at: .item(ItemPath(item: 0, section: 0))))
        #expect(try screen.host.tap(at: .item(ItemPath(item: 2, section: 0))) == false)  // hidden
        #expect(try screen.host.tap(at: .supplementary(.header, section: 0)))
        #expect(log.actions == [.openPhoto(1), .seeAll(.photos)])
    }
}

@MainActor
@Suite struct FactoryTests {
    @Test func oneFactoryMakesTableAndGridControllers() throws {
        var actions: [LibraryAction] = []
        let dispatcher = ActionDispatcher<LibraryAction> { actions.append($0) }
        let entries: [LibraryEntry] = [.photo(Photo(id: 1, title: "Sunset")), .album(Album(id: "a", name: "Trips", photoCount: 2))]

        let rows: [CellController<TableHost>] = LibraryFactory<TableHost>(actions: dispatcher).cellControllers(for: entries)
        let tiles: [CellController<GridHost>] = LibraryFactory<GridHost>(actions: dispatcher).cellControllers(for: entries)

        // The same items, by identity and content, whatever the host.
        #expect(rows.map(\.diffable) == tiles.map(\.diffable))

        let table = TableHost(viewportSize: Size(width: 20, height: 2), layout: TableLayout(separator: .none))
        let tableAdapter = CellControllerAdapter(host: table, sections: [ControllerSection(id: 0, items: rows)])
        let grid = GridHost(viewportSize: Size(width: 20, height: 3), layout: .list())
        let gridAdapter = CellControllerAdapter(host: grid, sections: [ControllerSection(id: 0, items: tiles)])

        #expect(table.renderText() == "▣ Sunset\nTrips            2 ›")
        #expect(grid.renderText() == "▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒\nSunset\nTrips (2)")
        #expect(table.cell(for: .item(ItemPath(item: 0, section: 0)))?.accessibilityIdentifier == "photo-1")

        try table.tap(at: .item(ItemPath(item: 1, section: 0)))
        try grid.tap(at: .item(ItemPath(item: 0, section: 0)))
        #expect(actions == [.openAlbum("a"), .openPhoto(1)])
        #expect(tableAdapter.controller(at: ItemPath(item: 1, section: 0)) != nil && gridAdapter.controller(at: ItemPath(item: 0, section: 0)) != nil)
    }
}
