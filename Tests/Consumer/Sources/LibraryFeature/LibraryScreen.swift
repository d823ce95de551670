import CellControllers
import CellControllersDesignSystem

/// The library screen on a host: photos, albums and notes, each section with a "See all" header.
/// ``show(_:)`` diffs the new library against the shown one.
@MainActor
public final class LibraryScreen<Host: ContainerHosting> {
    public let adapter: CellControllerAdapter<Host>
    public let factory: LibraryFactory<Host>
    private let layouts: (LibrarySection) -> Host.Layout?

    public var host: Host { adapter.host }

    /// - Parameters:
    ///   - layouts: a layout per section, or `nil` for the host's.
    ///   - onAction: receives every action the screen's items and headers send.
    public init(
        host: Host,
        layouts: @escaping (LibrarySection) -> Host.Layout? = { _ in nil },
        onAction: @escaping (LibraryAction) -> Void
    ) {
        factory = LibraryFactory(actions: ActionDispatcher(onAction))
        self.layouts = layouts
        adapter = CellControllerAdapter(host: host)
    }

    /// Shows `library`, animating the difference from what is shown as batch updates.
    public func show(_ library: Library) throws(SnapshotError) {
        try adapter.apply(sections(for: library))
    }

    /// The sections of `library`; empty sections are left out.
    @SectionsBuilder<Host>
    public func sections(for library: Library) -> [ControllerSection<Host>] {
        if !library.photos.isEmpty {
            section(.photos, library.photos.map(LibraryEntry.photo))
        }
        if !library.albums.isEmpty {
            section(.albums, library.albums.map(LibraryEntry.album))
        }
        if !library.notes.isEmpty {
            section(.notes, library.notes.map(LibraryEntry.note))
        }
    }

    private func section(_ id: LibrarySection, _ entries: [LibraryEntry]) -> ControllerSection<Host> {
        ControllerSection(id: id, layout: layouts(id)) {
            factory.cellControllers(for: entries)
        } header: {
            factory.header(for: id)
        }
    }
}

extension LibraryScreen where Host == TableHost {
    /// A table of `width` × `height` text cells: one row per entry, no separators.
    public static func table(width: Double, height: Double, onAction: @escaping (LibraryAction) -> Void) -> LibraryScreen<TableHost> {
        LibraryScreen(
            host: TableHost(viewportSize: Size(width: width, height: height), layout: TableLayout(rowHeight: 1, separator: .none)),
            onAction: onAction)
    }
}

extension LibraryScreen where Host == GridHost {
    /// A grid: photos three to a row, albums two to a row, notes as a list.
    public static func grid(width: Double, height: Double, onAction: @escaping (LibraryAction) -> Void) -> LibraryScreen<GridHost> {
        LibraryScreen(
            host: GridHost(viewportSize: Size(width: width, height: height)),
            layouts: { section in
                switch section {
                case .photos: GridLayout(columns: .fixed(3), interitemSpacing: 1)
                case .albums: GridLayout(columns: .fixed(2), interitemSpacing: 2)
                case .notes: .list()
                }
            },
            onAction: onAction)
    }
}
