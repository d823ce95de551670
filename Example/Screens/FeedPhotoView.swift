import CellControllers
import CellControllersDesignSystem

/// Draws a ``FeedPhotoContent``: the author, the picture in a frame, the caption and the likes.
final class FeedPhotoView: ContainerContentView {
    private var content = FeedPhotoContent(author: "", caption: "", scene: .sea, likes: 0)

    func update(with content: FeedPhotoContent) {
        self.content = content
    }

    func render(width: Int) -> [String] {
        let inner = max(0, width - 2)
        let picture = Self.picture(content.scene).map { line in
            "│" + TextRendering.fit(TextRendering.centered(line, width: inner), width: inner) + "│"
        }
        return [TextRendering.fit("@\(content.author) · photo", width: width),
                "┌" + String(repeating: "─", count: inner) + "┐"]
            + picture
            + ["└" + String(repeating: "─", count: inner) + "┘",
               TextRendering.leftRight(content.caption, "♥ \(content.likes)", width: width)]
    }

    /// Two lines of landscape.
    static func picture(_ scene: FeedPhoto.Scene) -> [String] {
        switch scene {
        case .mountains: ["  /\\    /\\  ☼", " /  \\/\\/  \\  "]
        case .sea: ["      ☼      ", "~~~~~~~~~~~~~"]
        case .city: [" ▖▗  ▟▙ ▗▖  ", "▐█▌▐███▌█▙▟█"]
        }
    }
}
