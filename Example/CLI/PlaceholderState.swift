/// A screen shown instead of data: `--state loading`, `--state empty` or `--state error`.
enum PlaceholderState: String, CaseIterable, Sendable {
    /// The data is still on its way.
    case loading
    /// There is no data to show.
    case empty
    /// The data could not be loaded; tapping the message retries.
    case error
}
