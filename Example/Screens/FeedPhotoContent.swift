import CellControllers
import CellControllersDesignSystem

/// A photo in the feed: the content of a ``FeedPhotoView``.
struct FeedPhotoContent: ContainerContent {
    typealias View = FeedPhotoView

    var author: String
    var caption: String
    var scene: FeedPhoto.Scene
    var likes: Int
}
