/// The options that show the inbox's context menus, pull to refresh and accessibility from the
/// command line.
///
/// Rows are counted across sections in display order, from 0; headers do not count.
struct MenuOptions: Equatable, Sendable {
    /// `--menu ROW`: long-press row ROW, which presents its context menu (drawn over the list).
    var menu: Int?
    /// `--menu-action TITLE`: perform the action TITLE (any case) of the menu `--menu` presented.
    var menuAction: String?
    /// `--refresh`: pull the list down at its top; new mail arrives while it refreshes.
    var refresh = false
    /// `--accessibility`: print the accessibility elements on screen after the list.
    var accessibility = false

    /// Whether any of these options was given.
    var isEmpty: Bool { self == MenuOptions() }

    /// The options that take no value.
    static let flags: Set<OptionParser.Option> = [.refresh, .accessibility]

    /// The options, for messages and for `--interactive`.
    static let all: [OptionParser.Option] = [.menu, .menuAction, .refresh, .accessibility]

    /// A sample value for "needs a value" messages.
    static func sample(for option: OptionParser.Option) -> String {
        switch option {
        case .menu: "2"
        case .menuAction: "Archive"
        default: ""
        }
    }

    /// Records a flag.
    static func setFlag(_ option: OptionParser.Option, in options: inout MenuOptions) {
        switch option {
        case .refresh: options.refresh = true
        case .accessibility: options.accessibility = true
        default: break
        }
    }

    /// Parses the value of `option`.
    ///
    /// - Throws: ``ExampleError/usage(_:)`` for a row that is not a number, or an empty title.
    static func parse(_ option: OptionParser.Option, value: String, into options: inout MenuOptions) throws(ExampleError) {
        switch option {
        case .menu:
            guard let row = Int(value), row >= 0 else {
                throw .usage("--menu must be a row number, 0 or more, but got '\(value)'")
            }
            options.menu = row
        case .menuAction:
            guard !value.isEmpty else { throw .usage("--menu-action needs an action's title, as in --menu-action Archive") }
            options.menuAction = value
        default:
            break
        }
    }

    /// Checks that the options make sense together: `--menu-action` needs `--menu`.
    ///
    /// - Throws: ``ExampleError/usage(_:)``.
    func validate() throws(ExampleError) {
        if menuAction != nil, menu == nil {
            throw .usage("--menu-action performs an action of the menu --menu ROW presents: add --menu")
        }
    }
}
