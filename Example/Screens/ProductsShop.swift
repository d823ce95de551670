import CellControllers
import CellControllersDesignSystem

/// The products screen's shop, a compositional screen in one ``GridHost``: a carousel of
/// product cards that scrolls sideways, a swipe resting on a card (`--carousel-offset` scrolls
/// it to an exact column, as an app's scroll does),
/// above the catalogue as a one-column list. The cards are the same ``ProductsView`` as
/// everywhere else; only their section's layout makes them a carousel.
enum ProductsShop {
    /// The width of a card.
    static let cardWidth = 16.0

    /// The carousel's layout: cards one column apart, paging by card, with the screen's margin
    /// before the first card and after the last.
    static var carousel: GridLayout {
        .carousel(itemWidth: cardWidth, itemHeight: 2, spacing: .s, paging: .item, sectionInsets: EdgeInsets(left: .m, right: .m))
    }

    /// The shop at `width`, with the carousel scrolled `carouselOffset` columns, and a line
    /// saying which cards are in view.
    ///
    /// - Throws: ``ExampleError/usage(_:)`` for an offset past the carousel's end.
    @MainActor
    static func render(
        _ catalog: ProductsCatalog, width: Int, carouselOffset: Int?, actions: ActionDispatcher<ProductsCatalog.Action>
    ) throws(ExampleError) -> String {
        let host = GridHost(viewportSize: Size(width: Double(width), height: 1), layout: .list())
        let sections = [
            ControllerSection<GridHost>(id: "featured", layout: carousel) {
                for product in catalog.products {
                    ProductsCatalog.item(product, insets: EdgeInsets(left: .s, right: .s), actions: actions)
                }
            } header: {
                ContainerItem.header("Featured")
            },
            ControllerSection<GridHost>(id: "catalogue", layout: .list(insets: EdgeInsets(top: .s))) {
                for product in catalog.products {
                    ProductsCatalog.item(product, insets: EdgeInsets(left: .m, right: .m), actions: actions)
                }
            } header: {
                ContainerItem.header("All products")
            },
        ]
        let adapter = CellControllerAdapter(host: host, sections: sections)
        defer { withExtendedLifetime(adapter) {} }
        host.viewportSize = Size(width: Double(width), height: host.contentSize.height)
        let largest = Int(host.carouselScroll(section: 0)?.maximumOffset ?? 0)
        if let carouselOffset {
            guard carouselOffset <= largest else {
                throw .usage("--carousel-offset \(carouselOffset) is past the end: at --width \(width) the carousel "
                    + "scrolls at most \(largest) columns")
            }
            do {
                try host.scrollCarousel(section: 0, toX: Double(carouselOffset))
            } catch {
                throw .usage(error.description)
            }
        }
        let cards = host.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item)
        var lines = [host.renderText()]
        if let first = cards.first, let last = cards.last {
            let offset = Int(host.carouselScroll(section: 0)?.offset ?? 0)
            let next = min(largest, offset + Int(cardWidth) + 1)
            lines.append("Cards \(first + 1)–\(last + 1) of \(catalog.products.count) in view (offset \(offset) of \(largest))"
                + (offset < largest ? "; scroll sideways with --carousel-offset \(next)" : ""))
        }
        return lines.joined(separator: "\n")
    }
}
