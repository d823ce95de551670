/// One entry of the feed, as the domain models it (Busuu's example): a photo or a post.
enum FeedItem: Equatable, Sendable {
    case photo(FeedPhoto)
    case post(FeedPost)
}

/// A photo someone shared.
struct FeedPhoto: Equatable, Sendable {
    /// What the picture shows, drawn as a small landscape.
    enum Scene: Equatable, Sendable {
        case mountains, sea, city
    }

    var id: Int
    var author: String
    var caption: String
    var scene: Scene
    var likes: Int
}

/// A text post.
struct FeedPost: Equatable, Sendable {
    var id: Int
    var author: String
    var text: String
    var likes: Int
    var comments: Int
}
