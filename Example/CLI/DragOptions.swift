/// The options of the board screen: a card dragged from one list to a place in either list,
/// and whether it is dropped there or held over it.
struct DragOptions: Equatable, Sendable {
    /// A place on the board: a list (`todo` or `done`) and a row in it (0 is the first).
    struct Place: Equatable, Sendable, CustomStringConvertible {
        var list: BoardList
        var row: Int

        var description: String { "\(list.rawValue):\(row)" }
    }

    /// `--drag LIST:ROW`: the card the drag begins on.
    var drag: Place?
    /// `--drop LIST:ROW`: where the card is dragged to, and dropped unless `--hold`.
    var drop: Place?
    /// `--hold`: the drag stays over the place instead of dropping (the lists show the live
    /// reorder).
    var hold = false

    /// Whether any of these options was given.
    var isEmpty: Bool { self == DragOptions() }

    /// A place written `LIST:ROW`, or a usage error.
    static func place(_ value: String, for option: OptionParser.Option) throws(ExampleError) -> Place {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let list = BoardList(rawValue: String(parts[0])), let row = Int(parts[1]), row >= 0 else {
            throw .usage("\(option.rawValue) takes a list and a row, as in \(option.rawValue) todo:2 (lists: todo, done), but got '\(value)'")
        }
        return Place(list: list, row: row)
    }

    /// Checks that the options go together: `--drop` and `--hold` need `--drag`, and `--drag`
    /// needs `--drop`.
    func validate() throws(ExampleError) {
        if drag == nil, drop != nil || hold {
            throw .usage("--drop and --hold need a card to drag: add --drag LIST:ROW")
        }
        if drag != nil, drop == nil {
            throw .usage("--drag needs a place to drag the card to: add --drop LIST:ROW")
        }
    }
}
