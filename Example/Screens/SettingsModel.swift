import CellControllers
import CellControllersDesignSystem

/// The data of the settings screen (hh.ru's demo): a profile, a search region, a menu and the
/// push-notification switches.
struct SettingsModel: Equatable, Sendable {
    /// One entry of the menu section.
    struct MenuEntry: Equatable, Sendable {
        var id: String
        var icon: Glyph
        var title: String
    }

    /// One push-notification option.
    struct PushOption: Equatable, Sendable {
        var id: String
        var title: String
        var isOn: Bool
        /// Whether the user may change it (a disabled option renders dimmed and ignores taps).
        var isEditable = true
    }

    var name: String
    var initials: String
    var profileHint: String
    var region: String
    var menu: [MenuEntry]
    var push: [PushOption]

    /// The demo data.
    static let demo = SettingsModel(
        name: "Jane Doe",
        initials: "JD",
        profileHint: "Edit profile",
        region: "Russia",
        menu: [
            MenuEntry(id: "favourites", icon: .star, title: "Favourite vacancies"),
            MenuEntry(id: "messages", icon: .mail, title: "Messages"),
            MenuEntry(id: "applications", icon: .flag, title: "Applications"),
        ],
        push: [
            PushOption(id: "messages", title: "New messages", isOn: true),
            PushOption(id: "status", title: "Application status", isOn: true),
            PushOption(id: "vacancies", title: "Recommended vacancies", isOn: false),
            PushOption(id: "partners", title: "Partner offers", isOn: false, isEditable: false),
        ])
}
