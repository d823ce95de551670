import CellControllers
import CellControllersDesignSystem

/// Maps library entries to controllers for either host: `LibraryFactory<TableHost>` makes table
/// rows, `LibraryFactory<GridHost>` grid tiles, from the same code and with no controller
/// subclass. Every tap becomes a ``LibraryAction`` sent to ``actions``.
@MainActor
public struct LibraryFactory<Host: ContainerHosting>: CellControllerFactory {
    public let actions: ActionDispatcher<LibraryAction>
    private let photos: DualCellRegistration<Photo>
    private let albums: DualCellRegistration<Album>

    public init(actions: ActionDispatcher<LibraryAction>) {
        self.actions = actions
        photos = DualCellRegistration(
            table: CellRegistration<PhotoRowCell, Photo> { cell, photo in
                cell.title = photo.title
                cell.isHiddenPhoto = photo.isHidden
                cell.isEnabled = !photo.isHidden
                cell.accessibilityIdentifier = "photo-\(photo.id)"
            }
            .enabled { !$0.isHidden }
            .action({ .openPhoto($0.id) }, to: actions),
            grid: CellRegistration<PhotoTileCell, Photo> { cell, photo in
                cell.title = photo.title
                cell.isEnabled = !photo.isHidden
                cell.accessibilityIdentifier = "photo-\(photo.id)"
            }
            .enabled { !$0.isHidden }
            .action({ .openPhoto($0.id) }, to: actions)
        )
        albums = DualCellRegistration(
            table: CellRegistration<TableCell, Album> { cell, album in
                cell.text = album.name
                cell.detailText = "\(album.photoCount)"
                cell.accessory = .disclosureIndicator
            }
            .action({ .openAlbum($0.id) }, to: actions),
            grid: CellRegistration<GridCell, Album> { cell, album in
                cell.text = "\(album.name) (\(album.photoCount))"
            }
            .action({ .openAlbum($0.id) }, to: actions)
        )
    }

    public func cellController(for entry: LibraryEntry) -> CellController<Host> {
        switch entry {
        case .photo(let photo):
            Host.cellController(for: photo, from: photos)
        case .album(let album):
            Host.cellController(for: album, from: albums)
        case .note(let note):
            ContainerItem(id: note.id, content: LeftRightContent(left: .title(note.text), right: .chevron))
                .action(.openNote(note.id), to: actions)
                .disabled(note.isLocked)
                .cellController()
        }
    }

    /// The header of `section`: its title and a "See all" button that sends `.seeAll(section)`.
    public func header(for section: LibrarySection) -> CellController<Host> {
        ContainerItem(id: section, content: SectionHeaderContent(title: section.title))
            .action(.seeAll(section), to: actions)
            .cellController()
    }
}
