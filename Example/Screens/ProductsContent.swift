import CellControllers
import CellControllersDesignSystem

/// A product as every products listing shows it: the content of a ``ProductsView``.
struct ProductsContent: ContainerContent {
    typealias View = ProductsView

    var title: String
    var price: String
    var rating: String
}
