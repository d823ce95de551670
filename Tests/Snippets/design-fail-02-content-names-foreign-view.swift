// MISUSE: a content that names another content's view as its own.
// Content and view are tied one-to-one: `View.Content == Self`. ProfileView displays
// ProfileContent, so no other content can declare it as its View.
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

struct BannerContent: ContainerContent { // expected-error: requires the types 'BannerContent' and 'ProfileContent' be equivalent
    typealias View = ProfileView
    var text: String
}
