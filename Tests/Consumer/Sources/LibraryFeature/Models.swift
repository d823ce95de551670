/// A photo in the user's library.
public struct Photo: Identifiable, Equatable, Sendable {
    public let id: Int
    public var title: String
    /// A hidden photo is shown dimmed and cannot be opened.
    public var isHidden: Bool

    public init(id: Int, title: String, isHidden: Bool = false) {
        self.id = id
        self.title = title
        self.isHidden = isHidden
    }
}

/// An album of photos.
public struct Album: Identifiable, Equatable, Sendable {
    public let id: String
    public var name: String
    public var photoCount: Int

    public init(id: String, name: String, photoCount: Int) {
        self.id = id
        self.name = name
        self.photoCount = photoCount
    }
}

/// A text note.
public struct Note: Identifiable, Equatable, Sendable {
    public let id: Int
    public var text: String
    /// A locked note is shown dimmed and ignores taps.
    public var isLocked: Bool

    public init(id: Int, text: String, isLocked: Bool = false) {
        self.id = id
        self.text = text
        self.isLocked = isLocked
    }
}

/// Everything the library screen shows.
public struct Library: Equatable, Sendable {
    public var photos: [Photo]
    public var albums: [Album]
    public var notes: [Note]

    public init(photos: [Photo] = [], albums: [Album] = [], notes: [Note] = []) {
        self.photos = photos
        self.albums = albums
        self.notes = notes
    }
}

/// The sections of the library screen; also the section identifiers.
public enum LibrarySection: String, Hashable, Sendable, CaseIterable {
    case photos, albums, notes

    public var title: String {
        switch self {
        case .photos: "Photos"
        case .albums: "Albums"
        case .notes: "Notes"
        }
    }
}

/// What the user asked for. The app (or a test) decides what to do with it.
public enum LibraryAction: Equatable, Sendable {
    case openPhoto(Photo.ID)
    case openAlbum(Album.ID)
    case openNote(Note.ID)
    case seeAll(LibrarySection)
}

/// One row or tile of the screen: the factory's model, so that one factory maps all three types.
public enum LibraryEntry: Sendable {
    case photo(Photo)
    case album(Album)
    case note(Note)
}
