/// What the feed's items ask for.
enum FeedAction: Equatable, Sendable, CustomStringConvertible {
    case openPhoto(Int)
    case openPost(Int)
    case like(Int)
    case retry

    var description: String {
        switch self {
        case .openPhoto(let id): "open photo \(id)"
        case .openPost(let id): "open post \(id)"
        case .like(let id): "like \(id)"
        case .retry: "retry"
        }
    }
}
