import CellControllers
import CellControllersDesignSystem

/// The products screen's data, and what its items ask for.
struct ProductsCatalog: Equatable, Sendable {
    /// One product.
    struct Product: Equatable, Sendable {
        var id: Int
        var title: String
        var price: String
        var rating: String

        var content: ProductsContent { ProductsContent(title: title, price: price, rating: rating) }
    }

    /// What a product item asks for.
    enum Action: Equatable, Sendable, CustomStringConvertible {
        case open(Int)
        case addToCart(Int)
        case retry

        var description: String {
            switch self {
            case .open(let id): "open product \(id)"
            case .addToCart(let id): "add product \(id) to the cart"
            case .retry: "retry"
            }
        }
    }

    var products: [Product]
    /// The two products of the upsell pop-up.
    var upsell: [Product]

    /// The demo data.
    static let demo = ProductsCatalog(
        products: [
            Product(id: 1, title: "Wool socks", price: "€9", rating: "4.6"),
            Product(id: 2, title: "Rain jacket", price: "€79", rating: "4.8"),
            Product(id: 3, title: "Trail shoes", price: "€120", rating: "4.5"),
            Product(id: 4, title: "Beanie", price: "€15", rating: "4.2"),
            Product(id: 5, title: "Thermos", price: "€25", rating: "4.9"),
        ],
        upsell: [
            Product(id: 6, title: "Shoe spray", price: "€7", rating: "4.1"),
            Product(id: 7, title: "Spare laces", price: "€3", rating: "4.4"),
        ])

    /// An item for `product`: tap opens it, long press adds it to the cart.
    @MainActor
    static func item(_ product: Product, insets: EdgeInsets, actions: ActionDispatcher<Action>) -> ContainerItem<ProductsContent> {
        ContainerItem(id: product.id, content: product.content, insets: insets)
            .accessibilityIdentifier("product.\(product.id)")
            .action(.open(product.id), to: actions)
            .longPressAction(.addToCart(product.id), to: actions)
    }
}
