// MISUSE: a content given to another content's view.
// Each ContainerContentView is updated only by its own Content, so a product cannot configure a
// profile view, nor be arranged as one.
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

@MainActor func misuse() {
    let view = ProfileView()
    view.update(with: ProductContent(title: "Socks")) // expected-error: cannot convert value of type 'ProductContent' to expected argument type 'ProfileContent'
    let stack = ContainerStack()
    let arranged: ProfileView = stack.addArrangedContent(ProductContent(title: "Hat")) // expected-error: (aka 'ProductView') to specified type 'ProfileView'
    _ = arranged
}
