import CellControllers
import CellControllersDesignSystem

/// One product view, four containers: the catalogue as a table, the same products as a
/// horizontally paged grid row (one section of `.fixed(n)` columns showing the first page), a
/// shop of one grid with a carousel of cards above the list (``ProductsShop``,
/// `--carousel-offset` scrolls it sideways), and two products in a static stack, the upsell
/// pop-up. Nothing about ``ProductsView`` changes.
///
/// `--layout` picks which list is interactive (`--select`, `--long-press`, `--height`,
/// `--offset`): the table, or the paged row, whose page size is `--columns`.
struct ProductsScreen: ExampleScreen {
    let name = "products"
    let summary = "one product view in a table, a grid row, a carousel, a stack"
    var supportedStates: [PlaceholderState] { PlaceholderState.allCases }
    var supportsCarouselOptions: Bool { true }

    /// The narrowest product in the paged row.
    static let minimumProductWidth = 12

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        let log = ActionLog()
        let actions = ActionDispatcher<ProductsCatalog.Action> { log.record($0.description) }
        let state = Self.state(for: options.state)
        var shown = options
        shown.select = nil
        shown.longPress = nil
        shown.height = nil
        shown.offset = 0
        shown.interactive = false
        let tableOptions = options.layout == .table ? options : shown
        let rowOptions = options.layout == .grid ? options : shown

        let table = ListingRenderer.tableHost(tableOptions, layout: TableLayout(separator: .line(inset: .m)))
        let tableSections = state.sections(actions: actions) { catalog in
            ControllerSection<TableHost>(id: "catalogue") {
                for product in catalog.products {
                    ProductsCatalog.item(product, insets: EdgeInsets(left: .m, right: .m), actions: actions)
                }
            }
        }
        var blocks = ["Catalogue (table)", try ListingRenderer.render(tableSections, in: table, options: tableOptions, actions: log)]
        guard case .content(let catalog) = state else { return blocks[1] }

        let row = try ListingRenderer.gridHost(rowOptions, minimumColumnWidth: Self.minimumProductWidth)
        guard case .fixed(let pageSize) = row.layout.columns else { return blocks.joined(separator: "\n") }
        let pages = (catalog.products.count + pageSize - 1) / pageSize
        let rowSections = [ControllerSection<GridHost>(id: "row") {
            for product in catalog.products.prefix(pageSize) {
                ProductsCatalog.item(product, insets: EdgeInsets(left: .s, right: .s), actions: actions)
            }
        }]
        blocks.append("Paged row (grid, page 1 of \(pages))")
        blocks.append(try ListingRenderer.render(rowSections, in: row, options: rowOptions, actions: log))

        blocks.append("Shop (one grid: a carousel of cards above the list)")
        blocks.append(try ProductsShop.render(catalog, width: options.width, carouselOffset: options.carouselOffset, actions: actions))

        let popUp = ContainerStack(spacing: .s, insets: EdgeInsets(top: .s, left: .m, bottom: .s, right: .m))
        for product in catalog.upsell { popUp.addArrangedContent(product.content) }
        blocks.append("Upsell pop-up (stack)")
        blocks.append(Self.framed(popUp, title: "You may also need", width: min(options.width, Self.popUpWidth)))
        return blocks.joined(separator: "\n")
    }

    /// The widest the pop-up is drawn.
    static let popUpWidth = 32

    /// `stack` in a rounded box `width` wide with `title` in its top border, as a pop-up.
    static func framed(_ stack: ContainerStack, title: String, width: Int) -> String {
        let inner = max(0, width - 2)
        let heading = "─ \(title) "
        let label = TextRendering.columnWidth(of: heading) <= inner ? heading : TextRendering.fit(heading, width: inner)
        let top = "╭" + label + String(repeating: "─", count: inner - TextRendering.columnWidth(of: label)) + "╮"
        let body = stack.render(width: inner).map { "│" + TextRendering.fit($0, width: inner) + "│" }
        let bottom = "╰" + String(repeating: "─", count: inner) + "╯"
        return ([top] + body + [bottom]).joined(separator: "\n")
    }

    /// The screen's state for `--state`: the demo catalogue without one.
    static func state(for placeholder: PlaceholderState?) -> ScreenState<ProductsCatalog, ProductsCatalog.Action> {
        switch placeholder {
        case nil: .content(.demo)
        case .loading: .loading
        case .empty: .empty(message: "No products match your search")
        case .error: .error(message: "Could not load the products", retry: .retry)
        }
    }
}
