import CellControllers
import CellControllersDesignSystem

/// Draws a ``FeedPostContent``: the author, the text wrapped to the width, likes and comments.
final class FeedPostView: ContainerContentView {
    private var content = FeedPostContent(author: "", text: "", likes: 0, comments: 0)

    func update(with content: FeedPostContent) {
        self.content = content
    }

    func render(width: Int) -> [String] {
        let comments = content.comments == 1 ? "1 comment" : "\(content.comments) comments"
        return [TextRendering.fit("@\(content.author)", width: width)]
            + TextRendering.wrap(content.text, width: width)
            + [TextRendering.fit("♥ \(content.likes) · \(comments)", width: width)]
    }
}
