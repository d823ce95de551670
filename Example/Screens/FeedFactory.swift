import CellControllers
import CellControllersDesignSystem

/// Maps feed items to cell controllers for any host that shows container items (Busuu's
/// `CellControllerFactory`): a photo becomes a ``FeedPhotoContent`` item, a post a
/// ``FeedPostContent`` item; tap opens, long press likes.
@MainActor
struct FeedFactory<Host: ContainerHosting>: CellControllerFactory {
    /// Where the items' actions go.
    let actions: ActionDispatcher<FeedAction>
    /// The space inside each cell around its content.
    let insets: EdgeInsets

    func cellController(for model: FeedItem) -> CellController<Host> {
        switch model {
        case .photo(let photo):
            ContainerItem(id: photo.id, content: FeedPhotoContent(
                author: photo.author, caption: photo.caption, scene: photo.scene, likes: photo.likes), insets: insets)
                .accessibilityIdentifier("feed.photo.\(photo.id)")
                .action(.openPhoto(photo.id), to: actions)
                .longPressAction(.like(photo.id), to: actions)
                .cellController()
        case .post(let post):
            ContainerItem(id: post.id, content: FeedPostContent(
                author: post.author, text: post.text, likes: post.likes, comments: post.comments), insets: insets)
                .accessibilityIdentifier("feed.post.\(post.id)")
                .action(.openPost(post.id), to: actions)
                .longPressAction(.like(post.id), to: actions)
                .cellController()
        }
    }
}
