/// How a screen lays out its items: `--layout table` or `--layout grid`.
enum ListLayout: String, CaseIterable, Sendable {
    /// One item per row, in a ``TableHost``.
    case table
    /// Items in columns, in a ``GridHost``.
    case grid
}
