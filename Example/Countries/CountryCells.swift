import CellControllers

/// A country's row: its name, then its capital from column 24.
final class CountryCell: TableCell {
    var name = ""
    var capital = ""

    override func prepareForReuse() {
        super.prepareForReuse()
        name = ""
        capital = ""
    }

    override func render(width: Int) -> [String] {
        [TextRendering.fit("  " + name.padding(to: 22) + capital, width: width)]
    }
}

/// A letter's header (`── B ───…`) or its footer (`   5 countries`), pinned to the top and the
/// bottom of the viewport while the letter's section is on screen.
final class LetterCell: TableCell {
    var label = ""
    var isHeader = true

    override func prepareForReuse() {
        super.prepareForReuse()
        label = ""
    }

    override func render(width: Int) -> [String] {
        guard isHeader else { return [TextRendering.fit("   " + label, width: width)] }
        let title = "── \(label) "
        return [TextRendering.fit(title + String(repeating: "─", count: max(0, width - TextRendering.columnWidth(of: title))), width: width)]
    }
}

/// The countries screen's controllers: a row per country (a tap records its capital), and per
/// letter a header and a footer that counts its countries.
@MainActor
struct CountryFactory: CellControllerFactory {
    let rows: CellRegistration<CountryCell, Country>
    let headers = CellRegistration<LetterCell, CountryLetter> { cell, letter in
        cell.label = letter.letter
        cell.isHeader = true
    }
    let footers = CellRegistration<LetterCell, CountryLetter> { cell, letter in
        cell.label = letter.count == 1 ? "1 country" : "\(letter.count) countries"
        cell.isHeader = false
    }

    /// A factory whose rows record their taps in `actions`.
    init(actions: ActionLog) {
        rows = CellRegistration<CountryCell, Country> { cell, country in
            cell.name = country.name
            cell.capital = country.capital
        }
        .onSelect { country in actions.record("\(country.name) (capital: \(country.capital))") }
    }

    func cellController(for country: Country) -> CellController<TableHost> {
        rows.cellController(for: country)
    }

    /// Whether each letter is a side label, left of its countries, rather than a header.
    var letterBeside = false

    func supplementaryController(_ kind: SupplementaryKind, forSection letter: CountryLetter) -> CellController<TableHost>? {
        switch kind {
        case .header: letterBeside ? nil : headers.cellController(for: letter)
        case .footer: footers.cellController(for: letter)
        }
    }

    /// The letter, as the side label of its section, with `letterBeside`.
    func sideLabel(forSection letter: CountryLetter) -> String? {
        letterBeside ? letter.letter : nil
    }
}
