// POSITIVE CONTROL for the design-fail-*.swift snippets: each content with its own view, left
// parts on the left and right parts on the right. Must type-check with no error or warning.
import CellControllers
import CellControllersDesignSystem

struct ProfileContent: ContainerContent {
    typealias View = ProfileView
    var name: String
}

final class ProfileView: ContainerContentView {
    private var name = ""
    func update(with content: ProfileContent) { name = content.name }
    func render(width: Int) -> [String] { [name] }
}

struct ProductContent: ContainerContent {
    typealias View = ProductView
    var title: String
}

final class ProductView: ContainerContentView {
    private var title = ""
    func update(with content: ProductContent) { title = content.title }
    func render(width: Int) -> [String] { [title] }
}

enum Route: Sendable { case profile, region }

@MainActor func correctUse(table: TableHost, grid: GridHost) throws {
    let view = ProfileView()
    view.update(with: ProfileContent(name: "Jane"))
    let stack = ContainerStack()
    let arranged: ProductView = stack.addArrangedContent(ProductContent(title: "Hat"))
    arranged.update(with: ProductContent(title: "Cap"))
    _ = stack.renderText(width: 20)

    _ = LeftRightContent(left: LeftTitle("Region"), right: RightDetailChevron("Russia"))
    _ = LeftRightContent(left: .title("Region"), right: .detailChevron("Russia"))
    _ = LeftRightContent(left: .checkboxTitle("Offers", isChecked: true))

    let actions = ActionDispatcher<Route> { _ in }
    let tableAdapter = CellControllerAdapter(host: table)
    try tableAdapter.apply {
        ControllerSection(id: "main") {
            ContainerItem(id: "profile", content: ProfileContent(name: "Jane")).action(.profile, to: actions)
            ContainerItem(id: "region", content: LeftRightContent(left: .title("Region"), right: .chevron)).action(.region, to: actions)
        }
    }
    let gridAdapter = CellControllerAdapter(host: grid)
    try gridAdapter.apply {
        ControllerSection(id: "products", layout: .list()) {
            ContainerItem(id: 1, content: ProductContent(title: "Hat"))
        } header: {
            ContainerItem.header("Products", style: .large)
        }
    }
}
