/// Where loading the next page of an end stands.
public enum LoadMoreState: Hashable, Sendable {
    /// Nothing is loading: the trigger fires when the end comes near.
    case idle
    /// The handler was called and has not finished: the end shows the loading footer.
    case loading
    /// The last load failed with `message`: the end shows the error footer, whose tap retries.
    case failed(message: String)
}
