import CellControllers

/// A table cell that renders its title and counts its reuses.
package final class LabelCell: TableCell {
    package var title = ""
    package var lines = 1
    package private(set) var reuseCount = 0

    package override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        title = ""
    }

    package override func render(width: Int) -> [String] {
        (0..<lines).map { $0 == 0 ? TextRendering.fit(title, width: width) : TextRendering.fit("  line \($0 + 1)", width: width) }
    }
}

/// A second table cell class, for tests that mix reuse identifiers.
package final class BadgeCell: TableCell {
    package var badge = ""
    package override func render(width: Int) -> [String] { [TextRendering.leftRight("", "[\(badge)]", width: width)] }
}

/// A grid cell that renders its title.
package final class TileCell: GridCell {
    package var title = ""
    package override func render(width: Int) -> [String] { [TextRendering.fit(title, width: width)] }
}

/// A model for diffable rows.
package struct Row: Identifiable, Equatable, Sendable {
    package var id: Int
    package var title: String
    package var lines = 1

    package init(id: Int, title: String, lines: Int = 1) {
        self.id = id
        self.title = title
        self.lines = lines
    }
}

/// A controller of `LabelCell` that records every event it receives.
package final class LabelController: ModelCellController<LabelCell, Row> {
    package var row: Row { model }
    package let log: EventLog?
    package var fixedHeight: Double?
    package var highlightable = true

    package init(_ row: Row, log: EventLog? = nil, height: Double? = nil) {
        self.log = log
        self.fixedHeight = height
        super.init(model: row)
    }

    package convenience init(id: Int, title: String? = nil, log: EventLog? = nil, height: Double? = nil) {
        self.init(Row(id: id, title: title ?? "Row \(id)"), log: log, height: height)
    }

    package override func configureCell(_ cell: LabelCell) {
        cell.title = row.title
        cell.lines = row.lines
        log?.record(.configure(row.id))
    }
    package override func didChangeDisplay(of cell: LabelCell, isDisplayed: Bool) { if isDisplayed { log?.record(.willDisplay(row.id)) } else { log?.record(.didEndDisplaying(row.id)) } }
    package override func didChangeSelection(_ isSelected: Bool) { if isSelected { log?.record(.select(row.id)) } else { log?.record(.deselect(row.id)) } }
    package override func didLongPressCell() { log?.record(.longPress(row.id)) }
    package override func shouldHighlightCell() -> Bool { highlightable }
    package override func height(forWidth width: Double) -> Double? { fixedHeight }
}

/// A controller of `TileCell`.
package final class TileController: ModelCellController<TileCell, Row> {
    package var row: Row { model }
    package var fixedHeight: Double?
    package init(_ row: Row, height: Double? = nil) {
        self.fixedHeight = height
        super.init(model: row)
    }
    package convenience init(id: Int, height: Double? = nil) { self.init(Row(id: id, title: "T\(id)"), height: height) }
    package override func configureCell(_ cell: TileCell) { cell.title = row.title }
    package override func height(forWidth width: Double) -> Double? { fixedHeight }
}

@MainActor
package func tableSections(_ counts: [Int], log: EventLog? = nil, height: Double? = nil) -> [ControllerSection<TableHost>] {
    var next = 0
    return counts.enumerated().map { index, count in
        ControllerSection(id: index, items: (0..<count).map { _ in
            defer { next += 1 }
            return LabelController(id: next, log: log, height: height)
        })
    }
}

/// A text header/footer controller for layout tests.
package final class CaptionController: GenericCellController<LabelCell> {
    package let text: String
    package let lines: Int
    package init(_ text: String, lines: Int = 1) {
        self.text = text
        self.lines = lines
        super.init()
    }
    package override func configureCell(_ cell: LabelCell) {
        cell.title = text
        cell.lines = lines
    }
}

package final class GridCaptionController: GenericCellController<TileCell> {
    package let text: String
    package init(_ text: String) {
        self.text = text
        super.init()
    }
    package override func configureCell(_ cell: TileCell) { cell.title = text }
}
