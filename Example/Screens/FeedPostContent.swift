import CellControllers
import CellControllersDesignSystem

/// A text post in the feed: the content of a ``FeedPostView``.
struct FeedPostContent: ContainerContent {
    typealias View = FeedPostView

    var author: String
    var text: String
    var likes: Int
    var comments: Int
}
