/// A country of the countries screen: its name (its identity) and its capital.
struct Country: Identifiable, Equatable, Sendable {
    let name: String
    let capital: String
    var id: String { name }
}

/// A section of the countries screen: the countries whose names start with `letter`, and how
/// many there are (which its pinned footer shows).
struct CountryLetter: Identifiable, Equatable, Sendable {
    let letter: String
    var count: Int
    var id: String { letter }
}
