import CellControllers

/// The countries the screen lists, by letter, and the made-up ones `--insert-above` adds.
enum CountriesCatalog {
    /// Real countries and their capitals, alphabetical.
    static let countries: [Country] = [
        ("Afghanistan", "Kabul"), ("Albania", "Tirana"), ("Algeria", "Algiers"), ("Andorra", "Andorra la Vella"),
        ("Angola", "Luanda"), ("Argentina", "Buenos Aires"), ("Armenia", "Yerevan"), ("Australia", "Canberra"),
        ("Austria", "Vienna"), ("Bahamas", "Nassau"), ("Bangladesh", "Dhaka"), ("Belgium", "Brussels"),
        ("Bolivia", "Sucre"), ("Brazil", "Brasília"), ("Bulgaria", "Sofia"), ("Canada", "Ottawa"),
        ("Chile", "Santiago"), ("China", "Beijing"), ("Colombia", "Bogotá"), ("Croatia", "Zagreb"),
        ("Denmark", "Copenhagen"), ("Djibouti", "Djibouti"), ("Ecuador", "Quito"), ("Egypt", "Cairo"),
        ("Estonia", "Tallinn"), ("Fiji", "Suva"), ("Finland", "Helsinki"), ("France", "Paris"),
        ("Germany", "Berlin"), ("Ghana", "Accra"), ("Greece", "Athens"),
    ].map { Country(name: $0.0, capital: $0.1) }

    /// Made-up countries whose names sort before every real one of their letter, so that
    /// `--insert-above K` adds the first K at the top of the list.
    static let inventedAbove: [Country] = [
        ("Abaria", "Port Ab"), ("Abelund", "Elsby"), ("Abrovia", "Rovigrad"), ("Acadora", "Cadis"), ("Adrestia", "Resta"),
    ].map { Country(name: $0.0, capital: $0.1) }

    /// The countries as a snapshot: a section per first letter, in order.
    ///
    /// - Throws: ``SnapshotEditError`` for two countries of one name (the catalog has none).
    static func snapshot(_ countries: [Country]) throws(SnapshotEditError) -> Snapshot<CountryLetter, Country> {
        var snapshot = Snapshot<CountryLetter, Country>()
        var letters: [String] = []
        var byLetter: [String: [Country]] = [:]
        for country in countries.sorted(by: { $0.name < $1.name }) {
            let letter = String(country.name.prefix(1))
            if byLetter[letter] == nil { letters.append(letter) }
            byLetter[letter, default: []].append(country)
        }
        try snapshot.appendSections(letters.map { CountryLetter(letter: $0, count: byLetter[$0]?.count ?? 0) })
        for letter in letters {
            try snapshot.appendItems(byLetter[letter] ?? [], toSection: letter)
        }
        return snapshot
    }
}
