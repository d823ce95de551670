import CellControllers
import CellControllersDesignSystem

// Photos and albums have a cell per family; notes and headers are design-system contents
// (`ContainerContent`), which need no cell class at all.

/// A photo as a table row: `▣ Sunset`, with `hidden` on the right for hidden photos.
final class PhotoRowCell: TableCell {
    var title = ""
    var isHiddenPhoto = false

    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
        isHiddenPhoto = false
    }

    override func render(width: Int) -> [String] {
        [TextRendering.leftRight("▣ " + title, isHiddenPhoto ? "hidden" : "", width: width)]
    }
}

/// A photo as a grid tile: a frame line and the title below it.
final class PhotoTileCell: GridCell {
    var title = ""

    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
    }

    override func render(width: Int) -> [String] {
        [String(repeating: "▒", count: max(0, width)), TextRendering.fit(title, width: width)]
    }
}

/// A section header with a "See all" button on the right.
public struct SectionHeaderContent: ContainerContent {
    public typealias View = SectionHeaderView
    public var title: String
    public var buttonTitle: String

    public init(title: String, buttonTitle: String = "See all") {
        self.title = title
        self.buttonTitle = buttonTitle
    }
}

/// Draws a ``SectionHeaderContent``: `Photos           See all ›`.
public final class SectionHeaderView: ContainerContentView {
    private var content = SectionHeaderContent(title: "")

    public init() {}

    public func update(with content: SectionHeaderContent) {
        self.content = content
    }

    public func render(width: Int) -> [String] {
        [TextRendering.leftRight(content.title.uppercased(), content.buttonTitle + " ›", width: width)]
    }
}
