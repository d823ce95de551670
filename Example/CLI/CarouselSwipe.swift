/// `--swipe-carousel KIND:DISTANCE[,DISTANCE…]`: which carousel of the carousels screen to
/// swipe, and the swipes, in columns (negative: towards the first card), in order.
struct CarouselSwipe: Equatable, Sendable {
    var kind: String
    var distances: [Int]

    /// Parses `page:30` or `centered:5,5,-5`.
    ///
    /// - Throws: ``ExampleError/usage(_:)`` for a value of another form.
    static func parse(_ value: String) throws(ExampleError) -> CarouselSwipe {
        let parts = value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let distances = parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) } : []
        guard parts.count == 2, !parts[0].isEmpty, !distances.isEmpty, distances.allSatisfy({ $0 != nil }) else {
            throw .usage("--swipe-carousel must be KIND:DISTANCE[,DISTANCE...], as in --swipe-carousel page:30,30, but got '\(value)'")
        }
        return CarouselSwipe(kind: String(parts[0]), distances: distances.compactMap { $0 })
    }
}
