import CellControllers
import LibraryFeature
import Testing

// Context menus, pull to refresh and accessibility through the adapter, from the public API only:
// a list of photos with a menu per row, refreshed by a pull, read by an assistive technology.

@MainActor
final class MenuPhotos {
    let host = TableHost(viewportSize: Size(width: 24, height: 8), layout: TableLayout(rowHeight: 1, separator: .none))
    let adapter: CellControllerAdapter<TableHost>
    var photos = (0..<3).map { Photo(id: $0, title: "Photo \($0)") }
    var shared: [Int] = []

    init() {
        adapter = CellControllerAdapter(host: host)
        show()
        host.refreshHandler = { [unowned self] in
            photos.insert(Photo(id: 9, title: "Photo 9"), at: 0)
            show()
        }
    }

    var rows: CellRegistration<TableCell, Photo> {
        CellRegistration<TableCell, Photo> { cell, photo in
            cell.text = photo.title
            cell.accessibilityTraits = [.image]
        }
        .contextMenu { [unowned self] photo in
            ContextMenu(title: photo.title, actions: [
                ContextMenuAction("Share") { [unowned self] in shared.append(photo.id) },
                ContextMenuAction("Delete", style: .destructive) { [unowned self] in
                    photos.removeAll { $0.id == photo.id }
                    show()
                },
            ])
        }
    }

    func show() {
        try? adapter.apply([ControllerSection(id: "photos", items: rows.cellControllers(for: photos))], completion: nil)
    }
}

@MainActor
@Suite("Context menus, pull to refresh and accessibility, from the public API")
struct MenusRefreshAccessibilityTests {
    @Test("A long press presents the row's menu; its typed actions run once it is dismissed")
    func menus() throws {
        let screen = MenuPhotos()
        #expect(try screen.host.longPress(at: .item(ItemPath(item: 1, section: 0))))
        #expect(screen.host.presentedContextMenu?.menu.actions.map(\.title) == ["Share", "Delete"])
        try screen.host.performContextMenuAction(titled: "Share")
        #expect(screen.shared == [1])
        try screen.host.showContextMenu(at: ItemPath(item: 2, section: 0))
        try screen.host.performContextMenuAction(titled: "Delete")
        #expect(screen.photos.map(\.id) == [0, 1])
        #expect(throws: ContextMenuError.noMenuPresented) { try screen.host.performContextMenuAction(titled: "Share") }
    }

    @Test("A pull refreshes until the handler returns")
    func refresh() async throws {
        let screen = MenuPhotos()
        let task = try #require(try screen.host.pullToRefresh())
        #expect(screen.host.isRefreshing)
        await task.value
        #expect(!screen.host.isRefreshing)
        #expect(screen.host.renderText().hasPrefix("Photo 9"))
    }

    @Test("The elements read their state, and offer the menu's actions")
    func accessibility() throws {
        let screen = MenuPhotos()
        try screen.host.selectItem(at: ItemPath(item: 0, section: 0))
        let first = try #require(screen.host.accessibilityElements().first)
        #expect(first.label == "Photo 0")
        #expect(first.traits == [.image, .selected])
        #expect(first.actionNames == ["Share", "Delete"])
        try screen.host.performAccessibilityAction(named: "Share", on: .item(ItemPath(item: 0, section: 0)))
        #expect(screen.shared == [0])
    }
}
