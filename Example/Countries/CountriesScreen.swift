import CellControllers

/// Countries by first letter, in a plain table whose letter headers pin to the top and whose
/// footers (how many countries a letter has) pin to the bottom, with a section index (one
/// title per letter) and an update that keeps the row on top by identity. With
/// `--side-labels`, each letter is a side label instead of a header: in a pinned column left of
/// its countries, as a contacts list shows it.
///
/// The first line lists the index titles; the listing follows, then one line per option, which
/// run in this order: `--offset`, `--jump TITLE` (the index jumps to the letter's section),
/// `--insert-above K` and `--delete NAME` (one apply; the scroll position is read by identity
/// before it and restored after, or the typed error says why it cannot be), `--select`,
/// `--long-press`.
struct CountriesScreen: ExampleScreen {
    let name = "countries"
    let summary = "countries by letter: section index, pinned footers"
    var supportedLayouts: [ListLayout] { [.table] }
    var supportsSectionIndexOptions: Bool { true }

    /// The viewport height without `--height`.
    static let defaultHeight = 10

    /// The table layout: pinned headers (plain) and pinned footers, one line per row.
    static let layout = TableLayout(rowHeight: 1, separator: .none, pinsSectionHeaders: true, pinsSectionFooters: true)

    /// The layout with `--side-labels`: a pinned column three wide for the letters.
    static var sideLabelLayout: TableLayout {
        var layout = Self.layout
        layout.sideLabel = SideLabelLayout(width: 3, pinsToVisibleBounds: true)
        return layout
    }

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        let actions = ActionLog()
        var factory = CountryFactory(actions: actions)
        factory.letterBeside = options.sectionIndex.sideLabels
        let layout = options.sectionIndex.sideLabels ? Self.sideLabelLayout : Self.layout
        let snapshot = Self.snapshot(CountriesCatalog.countries)
        if options.interactive {
            let sections = snapshot.sectionModels.map { letter in
                var section = ControllerSection<TableHost>(
                    id: letter.id,
                    header: factory.supplementaryController(.header, forSection: letter),
                    footer: factory.supplementaryController(.footer, forSection: letter),
                    items: factory.cellControllers(for: (try? snapshot.items(inSection: letter.id)) ?? []))
                section.sideLabel = factory.sideLabel(forSection: letter)
                return section
            }
            let host = TableHost(viewportSize: Size(width: Double(options.width), height: 1), layout: layout)
            try InteractiveMode.present(InteractiveListing(sections: sections, host: host, actions: actions))
            return ""
        }

        let height = options.height ?? Self.defaultHeight
        let host = TableHost(viewportSize: Size(width: Double(options.width), height: Double(height)), layout: layout)
        let dataSource = DiffableDataSource<CountryLetter, Country, TableHost>(host: host, factory: factory)
        defer { withExtendedLifetime(dataSource) {} }
        dataSource.sectionIndex = { snapshot in snapshot.sectionModels.map { SectionIndexTitle($0.letter, section: $0.id) } }
        do {
            try dataSource.apply(snapshot)
        } catch {
            throw .input("the countries could not be shown: \(error)")
        }

        let contentHeight = Int(host.contentSize.height.rounded(.up))
        let largestOffset = max(0, contentHeight - height)
        guard options.offset <= largestOffset else {
            throw .usage("--offset \(options.offset) is past the end: the countries are \(contentHeight) lines tall, "
                + "so with --height \(height) the largest offset is \(largestOffset)")
        }
        host.contentOffset = Point(x: 0, y: Double(options.offset))

        var lines: [String] = []
        let request = options.sectionIndex
        if let title = request.jump {
            do {
                let section = try host.scrollToSection(forIndexTitle: title)
                lines.append("jumped to \(title): section \(section), offset \(Int(host.contentOffset.y))")
            } catch {
                throw .usage("--jump \(title): \(error)")
            }
        }
        if request.insertAbove != nil || request.delete != nil {
            lines += try Self.update(request, in: dataSource)
        }
        if let index = options.select {
            guard let path = host.itemPath(atFlatIndex: index) else {
                throw .usage("--select \(index) is out of range: the screen has \(host.itemCount) items, numbered 0 to \(host.itemCount - 1)")
            }
            lines.append(ListingRenderer.interaction("selected", refusal: "cannot be selected", index: index, actions: actions) { () throws(CellHostError) in
                try host.tap(at: .item(path))
            })
        }
        if let index = options.longPress {
            guard host.itemPath(atFlatIndex: index) != nil else {
                throw .usage("--long-press \(index) is out of range: the screen has \(host.itemCount) items, numbered 0 to \(host.itemCount - 1)")
            }
            lines.append("long-pressed: item \(index) (no action)")
        }
        let index = "index: " + host.sectionIndexTitles.joined(separator: " ")
        return ([index, host.renderText()] + lines).joined(separator: "\n")
    }

    /// `--insert-above K` and `--delete NAME` in one apply, with the row on top kept by
    /// identity: the scroll position is read before the apply and restored after.
    private static func update(
        _ request: SectionIndexOptions, in dataSource: DiffableDataSource<CountryLetter, Country, TableHost>
    ) throws(ExampleError) -> [String] {
        var countries = dataSource.snapshot().items
        var done: [String] = []
        if let count = request.insertAbove {
            let added = CountriesCatalog.inventedAbove.prefix(count)
            countries += added
            done.append("inserted \(added.map(\.name).joined(separator: ", "))")
        }
        if let name = request.delete {
            guard let index = countries.firstIndex(where: { $0.name == name }) else {
                throw .usage("--delete \(name): no country of that name is listed (names are case-sensitive, as in --delete Brazil)")
            }
            countries.remove(at: index)
            done.append("deleted \(name)")
        }
        let host = dataSource.adapter.host
        let before = dataSource.itemScrollPosition
        let offsetBefore = Int(host.contentOffset.y)
        do {
            try dataSource.apply(snapshot(countries))
        } catch {
            throw .input("the countries could not be updated: \(error)")
        }
        var lines = ["updated: " + done.joined(separator: "; ")]
        guard let before else { return lines + ["scroll position: no row was on screen"] }
        let position = "\(before.item) \(before.offset >= 0 ? "+" : "")\(Int(before.offset))"
        do {
            try dataSource.restoreScrollPosition(before)
            lines.append("scroll position: \(position) read before the apply and restored after (offset \(offsetBefore) → \(Int(host.contentOffset.y)))")
        } catch {
            lines.append("scroll position: \(position) read before the apply, not restored: \(error)")
        }
        return lines
    }

    /// The snapshot of `countries` (their names are unique: the catalog's are).
    private static func snapshot(_ countries: [Country]) -> Snapshot<CountryLetter, Country> {
        (try? CountriesCatalog.snapshot(countries)) ?? Snapshot()
    }
}
