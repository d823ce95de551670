/// The feed's demo data.
enum FeedDemo {
    static let items: [FeedItem] = [
        .photo(FeedPhoto(id: 1, author: "anna", caption: "Morning in the Alps", scene: .mountains, likes: 24)),
        .post(FeedPost(id: 2, author: "ben", text: "Finished my first 10k run today. Slow, but done!", likes: 12, comments: 3)),
        .photo(FeedPhoto(id: 3, author: "chloe", caption: "Low tide", scene: .sea, likes: 8)),
        .post(FeedPost(id: 4, author: "dev", text: "Anyone up for chess on Sunday?", likes: 2, comments: 1)),
        .photo(FeedPhoto(id: 5, author: "anna", caption: "City lights", scene: .city, likes: 31)),
    ]
}
