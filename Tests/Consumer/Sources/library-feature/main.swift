import CellControllers
import LibraryFeature

// Builds the library screen as a table and as a grid on headless hosts, applies a change, taps an
// item and a header on each, and prints what the user would see and the actions that arrived.

var received: [String] = []

let table = LibraryScreen<TableHost>.table(width: 32, height: 14) { received.append("table: \($0)") }
let grid = LibraryScreen<GridHost>.grid(width: 32, height: 14) { received.append("grid: \($0)") }

var library = Library(
    photos: [Photo(id: 1, title: "Sunset"), Photo(id: 2, title: "Harbour"), Photo(id: 3, title: "Dunes", isHidden: true)],
    albums: [Album(id: "trips", name: "Trips", photoCount: 12), Album(id: "family", name: "Family", photoCount: 30)],
    notes: [Note(id: 1, text: "Buy film"), Note(id: 2, text: "Passwords", isLocked: true)]
)

@MainActor func show(_ title: String) {
    print("== \(title): table ==")
    print(table.host.renderText())
    print("== \(title): grid ==")
    print(grid.host.renderText())
}

do {
    try table.show(library)
    try grid.show(library)
    show("initial")

    // Insert a photo at the top, delete an album, move a note, rename a photo.
    library.photos.insert(Photo(id: 4, title: "Lighthouse"), at: 0)
    library.albums.removeAll { $0.id == "family" }
    library.notes.swapAt(0, 1)
    library.photos[1].title = "Sunset (edited)"
    try table.show(library)
    try grid.show(library)
    show("after the change")

    // Tap the first photo (Lighthouse) and the photos header's "See all" on both hosts, and the
    // hidden photo (Dunes, now item 3) on the table, which must send nothing.
    try table.host.tap(at: .item(ItemPath(item: 0, section: 0)))
    try table.host.tap(at: .supplementary(.header, section: 0))
    let tappedHidden = try table.host.tap(at: .item(ItemPath(item: 3, section: 0)))
    try grid.host.tap(at: .item(ItemPath(item: 1, section: 0)))
    try grid.host.tap(at: .supplementary(.header, section: 1))
    print("== actions ==")
    for action in received { print(action) }
    print("hidden photo selected: \(tappedHidden)")
} catch {
    print("error: \(error)")
    fatalError("the library feature failed: \(error)")
}
