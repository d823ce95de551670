/// The options of the files screen: folders expanded and collapsed by path, and a tap on a
/// row's disclosure.
struct OutlineOptions: Equatable, Sendable {
    /// `--expand PATH,PATH,...`: expand these folders, in order (`expand`, no handler asked).
    var expand: [String] = []
    /// `--collapse PATH,PATH,...`: then collapse these folders, in order.
    var collapse: [String] = []
    /// `--tap-disclosure ROW`: then tap the disclosure (`▸` / `▾`) of ROW, which asks the
    /// handlers (the Trash refuses to open; Downloads loads its files on first opening).
    var tapDisclosure: Int?

    /// Whether any of these options was given.
    var isEmpty: Bool { self == OutlineOptions() }

    /// The paths of a comma-separated list, or a usage error for an empty one.
    static func paths(_ value: String, for option: OptionParser.Option) throws(ExampleError) -> [String] {
        let paths = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !paths.contains(where: \.isEmpty) else {
            throw .usage("\(option.rawValue) takes folder paths separated by commas, as in \(option.rawValue) Documents,Documents/Taxes, but got '\(value)'")
        }
        return paths
    }
}
