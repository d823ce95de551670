import CellControllers
import CellControllersDesignSystem

/// The product's plain view, built once and shown unchanged in a table cell, a grid cell and a
/// stack: the title, then the price and the rating.
final class ProductsView: ContainerContentView {
    private var content = ProductsContent(title: "", price: "", rating: "")

    func update(with content: ProductsContent) {
        self.content = content
    }

    func render(width: Int) -> [String] {
        [TextRendering.fit(content.title, width: width), TextRendering.leftRight(content.price, "★ \(content.rating)", width: width)]
    }
}
