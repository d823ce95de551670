/// The options that drive a list's interactions from the command line (the inbox screen's):
/// swipe actions, interactive moves, pagination and the event log.
///
/// Rows are counted across sections in display order, from 0; headers do not count.
struct ListInteractionOptions: Equatable, Sendable {
    /// `--swipe N`: reveal the trailing swipe actions of row N.
    var swipe: Int?
    /// `--swipe-action N:TITLE`: perform the swipe action TITLE of row N.
    var swipeAction: SwipeActionRequest?
    /// `--move FROM:TO`: move row FROM to row TO.
    var move: MoveRequest?
    /// `--scroll-to-end`: scroll down until nothing more loads.
    var scrollToEnd = false
    /// `--events`: print the run's events after the listing.
    var events = false
    /// `--confirm yes|no`: the answer to the confirmation a `--swipe-action ROW:Delete` asks for.
    var confirm: Bool?

    /// `--swipe-action N:TITLE`.
    struct SwipeActionRequest: Equatable, Sendable {
        var row: Int
        var title: String
    }

    /// `--move FROM:TO`.
    struct MoveRequest: Equatable, Sendable {
        var from: Int
        var to: Int
    }

    /// Whether any of these options was given.
    var isEmpty: Bool { self == ListInteractionOptions() }

    /// The options that take no value.
    static let flags: Set<OptionParser.Option> = [.scrollToEnd, .events]

    /// A sample value for "needs a value" messages.
    static func sample(for option: OptionParser.Option) -> String {
        switch option {
        case .swipeAction: "2:Archive"
        case .move: "0:1"
        case .confirm: "yes"
        default: "2"
        }
    }

    /// Records a flag.
    static func setFlag(_ option: OptionParser.Option, in options: inout ListInteractionOptions) {
        switch option {
        case .scrollToEnd: options.scrollToEnd = true
        case .events: options.events = true
        default: break
        }
    }

    /// Parses the value of `option`.
    ///
    /// - Throws: ``ExampleError/usage(_:)`` for a value that is not a row, `N:TITLE` or `FROM:TO`.
    static func parse(_ option: OptionParser.Option, value: String, into options: inout ListInteractionOptions) throws(ExampleError) {
        switch option {
        case .swipe:
            options.swipe = try row(value, option: option.rawValue)
        case .swipeAction:
            guard let colon = value.firstIndex(of: ":"), let row = Int(value[..<colon]), row >= 0,
                  !value[value.index(after: colon)...].isEmpty else {
                throw .usage("--swipe-action must be ROW:TITLE, as in --swipe-action 2:Archive, but got '\(value)'")
            }
            options.swipeAction = SwipeActionRequest(row: row, title: String(value[value.index(after: colon)...]))
        case .move:
            let parts = value.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let from = Int(parts[0]), let to = Int(parts[1]), from >= 0, to >= 0 else {
                throw .usage("--move must be FROM:TO, two row numbers, as in --move 0:1, but got '\(value)'")
            }
            options.move = MoveRequest(from: from, to: to)
        case .confirm:
            switch value.lowercased() {
            case "yes": options.confirm = true
            case "no": options.confirm = false
            default: throw .usage("--confirm must be yes or no, but got '\(value)'")
            }
        default:
            break
        }
    }

    private static func row(_ value: String, option: String) throws(ExampleError) -> Int {
        guard let row = Int(value), row >= 0 else {
            throw .usage("\(option) must be a row number, 0 or more, but got '\(value)'")
        }
        return row
    }
}
