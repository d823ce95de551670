import CellControllers

/// A table cell that renders its title and counts its reuses.
final class LabelCell: TableCell {
    var title = ""
    var lines = 1
    private(set) var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        title = ""
    }

    override func render(width: Int) -> [String] {
        (0..<lines).map { $0 == 0 ? TextRendering.fit(title, width: width) : TextRendering.fit("  line \($0 + 1)", width: width) }
    }
}

/// A second table cell class, for tests that mix reuse identifiers.
final class BadgeCell: TableCell {
    var badge = ""
    override func render(width: Int) -> [String] { [TextRendering.leftRight("", "[\(badge)]", width: width)] }
}

/// A grid cell that renders its title.
final class TileCell: GridCell {
    var title = ""
    override func render(width: Int) -> [String] { [TextRendering.fit(title, width: width)] }
}

/// A shared, ordered log of controller events.
@MainActor
final class EventLog {
    var events: [String] = []
    func clear() { events.removeAll() }
}

/// A model for diffable rows.
struct Row: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    var lines = 1
}

/// A controller of `LabelCell` that records every event it receives.
final class LabelController: GenericCellController<LabelCell> {
    let row: Row
    let log: EventLog?
    var fixedHeight: Double?
    var highlightable = true

    init(_ row: Row, log: EventLog? = nil, height: Double? = nil) {
        self.row = row
        self.log = log
        self.fixedHeight = height
        super.init(model: row)
    }

    convenience init(id: Int, title: String? = nil, log: EventLog? = nil, height: Double? = nil) {
        self.init(Row(id: id, title: title ?? "Row \(id)"), log: log, height: height)
    }

    override func configureCell(_ cell: LabelCell) {
        cell.title = row.title
        cell.lines = row.lines
        log?.events.append("configure \(row.id)")
    }
    override func willDisplayCell(_ cell: LabelCell) { log?.events.append("willDisplay \(row.id)") }
    override func didEndDisplayingCell(_ cell: LabelCell) { log?.events.append("didEndDisplaying \(row.id)") }
    override func didSelectCell() { log?.events.append("select \(row.id)") }
    override func didDeselectCell() { log?.events.append("deselect \(row.id)") }
    override func didLongPressCell() { log?.events.append("longPress \(row.id)") }
    override func shouldHighlightCell() -> Bool { highlightable }
    override func height(forWidth width: Double) -> Double? { fixedHeight }
}

/// A controller of `TileCell`.
final class TileController: GenericCellController<TileCell> {
    let row: Row
    var fixedHeight: Double?
    init(_ row: Row, height: Double? = nil) {
        self.row = row
        self.fixedHeight = height
        super.init(model: row)
    }
    convenience init(id: Int, height: Double? = nil) { self.init(Row(id: id, title: "T\(id)"), height: height) }
    override func configureCell(_ cell: TileCell) { cell.title = row.title }
    override func height(forWidth width: Double) -> Double? { fixedHeight }
}

@MainActor
func tableSections(_ counts: [Int], log: EventLog? = nil, height: Double? = nil) -> [ControllerSection<TableHost>] {
    var next = 0
    return counts.enumerated().map { index, count in
        ControllerSection(id: index, items: (0..<count).map { _ in
            defer { next += 1 }
            return LabelController(id: next, log: log, height: height)
        })
    }
}
