/// What the settings screen's items ask for: routes, as values, so the screen's logic is tested
/// without cells.
enum SettingsAction: Equatable, Sendable, CustomStringConvertible {
    /// Tap on the profile.
    case openProfile
    /// Long press on the profile.
    case shareProfile
    /// Tap on the search region, showing `current`.
    case chooseRegion(current: String)
    /// Tap on a menu entry.
    case openMenu(String)
    /// Tap on a push option: switch it to `isOn`.
    case setPush(String, isOn: Bool)
    /// Tap on Retry after an error.
    case retry

    var description: String {
        switch self {
        case .openProfile: "open profile"
        case .shareProfile: "share profile"
        case .chooseRegion(let current): "choose search region (now \(current))"
        case .openMenu(let id): "open \(id)"
        case .setPush(let id, let isOn): "turn \(isOn ? "on" : "off") push \(id)"
        case .retry: "retry"
        }
    }
}
