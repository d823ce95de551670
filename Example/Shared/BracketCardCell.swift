import CellControllers

/// A card of a grid: its title in brackets (the home and carousels screens' cards).
final class BracketCardCell: GridCell {
    var title = ""

    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
    }

    override func render(width: Int) -> [String] { ["[" + TextRendering.fit(title, width: max(0, width - 2)) + "]"] }
}
