import CellControllers

/// The model-based interaction test (issue 17): random sequences of what a user and an app do
/// together, run against a real adapter and host and checked after every operation against a
/// simple reference model. Its types live in this namespace; see `InteractionModelTests` for the
/// suite and how to replay a seed.
enum InteractionModel {}

extension InteractionModel {
    /// What an item's controller does when a tap selects it (`didSelectCell`): nothing, or an
    /// apply of its own, as app code does.
    enum SelectHook: String, Hashable, Sendable {
        case none
        /// Toggles the item's `checked` content.
        case toggle
        /// Deletes the item.
        case delete
        /// Inserts a new item right after it.
        case insertAfter
    }

    /// An item of the reference screen: its identity is `id`, its content everything else (so a
    /// changed flag is a changed item, reconfigured by the adapter).
    struct Item: Identifiable, Hashable, Sendable, CustomStringConvertible {
        let id: Int
        var version = 0
        /// How many lines its cell renders (its self-sized height).
        var lines = 1
        /// Whether its controller allows highlighting (taps, long presses, swipes).
        var enabled = true
        /// Whether a tap may select it (`shouldChangeSelection(to:)`).
        var selectable = true
        /// Whether it can be moved interactively.
        var movable = true
        /// Whether it has swipe actions: trailing Delete and Archive, leading Flag (even ids).
        var swipeable = true
        /// What its controller does when a tap selects it.
        var selectHook = SelectHook.none
        /// Whether its controller applies `seen` from `willDisplayCell` (once: then it is seen).
        var marksSeenOnDisplay = false
        var seen = false
        var flagged = false
        var archived = false
        var checked = false

        init(id: Int) { self.id = id }

        /// Whether it can be edited (`canEditCell`): in editing mode only such items are in
        /// editing state, show a checkmark and may be selected. Every fifth id cannot.
        var editable: Bool { id % 5 != 3 }

        /// The lines its cell shows (without the selection mark the cell draws).
        var cellLines: [String] {
            var first = "\(id).\(version)"
            let marks = (seen ? "s" : "") + (flagged ? "f" : "") + (archived ? "a" : "") + (checked ? "c" : "")
                + (selectHook == .none ? "" : "h") + (marksSeenOnDisplay && !seen ? "w" : "")
            if !marks.isEmpty { first += " " + marks }
            return [first] + (1..<max(1, lines)).map { "\(id)/\($0)" }
        }

        /// The lines its cell shows when its "read more" is on (`grown`): two more.
        func cellLines(grown: Bool) -> [String] {
            grown ? cellLines + ["\(id)+1", "\(id)+2"] : cellLines
        }

        /// The titles of its swipe actions at `edge`.
        func swipeTitles(_ edge: SwipeEdge) -> [String] {
            guard swipeable else { return [] }
            switch edge {
            case .trailing: return ["Delete", "Archive"]
            case .leading: return id.isMultiple(of: 2) ? ["Flag"] : []
            }
        }

        var description: String {
            var flags: [String] = []
            if version != 0 { flags.append("v\(version)") }
            if lines != 1 { flags.append("lines \(lines)") }
            if !enabled { flags.append("disabled") }
            if !selectable { flags.append("unselectable") }
            if !movable { flags.append("immovable") }
            if !swipeable { flags.append("unswipeable") }
            if selectHook != .none { flags.append("onSelect \(selectHook)") }
            if marksSeenOnDisplay { flags.append(seen ? "seen" : "marksSeenOnDisplay") }
            if flagged { flags.append("flagged") }
            if archived { flags.append("archived") }
            if checked { flags.append("checked") }
            return flags.isEmpty ? "#\(id)" : "#\(id)(\(flags.joined(separator: " ")))"
        }
    }

    /// A section's identity (`id`) and content (its header's and footer's lines, and its own
    /// layout): the model both kinds of screens show, so a changed header reloads the section's
    /// header and footer. The layout is content too (issue 26): a typed screen's factory gives
    /// it from the model (`ModelFactory.layout(forSection:in:)`), so changing it is a change of
    /// the section's content, which the adapter asks the factory about again; a screen of
    /// controller sections hands the same layout over with the section.
    struct SectionModel: Identifiable, Hashable, Sendable, CustomStringConvertible {
        let id: Int
        var header: [String]?
        var footer: [String]?
        /// The section's own layout: an index into the configuration's section layouts, or
        /// `nil` for the host's (see `Configuration.sectionSpec(_:width:)`).
        var layout: Int?

        var description: String {
            "S\(id)" + (header.map { " header \($0)" } ?? "") + (footer.map { " footer \($0)" } ?? "")
                + (layout.map { " layout \($0)" } ?? "")
        }
    }

    /// A section of the reference screen: its model (with its own layout) and its items.
    struct Section: Hashable, Sendable {
        var model: SectionModel
        var items: [Item]

        /// A section of `model` whose own layout is `layout` (an index into the configuration's
        /// section layouts, or `nil` for the host's).
        init(model: SectionModel, layout: Int?, items: [Item]) {
            self.model = model
            self.model.layout = layout
            self.items = items
        }

        var id: Int { model.id }

        /// The section's own layout, which its model holds.
        var layout: Int? {
            get { model.layout }
            set { model.layout = newValue }
        }
    }

    /// The reference screen: what the app shows, and what a freshly loaded host must show.
    struct Screen: Hashable, Sendable, CustomStringConvertible {
        var sections: [Section] = []

        var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
        var itemIDs: [[Int]] { sections.map { $0.items.map(\.id) } }
        var sectionIDs: [Int] { sections.map(\.id) }

        func sectionIndex(of id: Int) -> Int? { sections.firstIndex { $0.id == id } }

        func path(of id: Int) -> ItemPath? {
            for (section, content) in sections.enumerated() {
                if let item = content.items.firstIndex(where: { $0.id == id }) { return ItemPath(item: item, section: section) }
            }
            return nil
        }

        func item(at path: ItemPath) -> Item? {
            guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else { return nil }
            return sections[path.section].items[path.item]
        }

        func item(_ id: Int) -> Item? { path(of: id).flatMap(item(at:)) }

        var allItems: [Item] { sections.flatMap(\.items) }

        /// Whether the screens are the same for a diff: section identities and models (their
        /// layouts too), item identities, contents and order.
        func isDiffablyEqual(to other: Screen) -> Bool {
            sections.count == other.sections.count
                && zip(sections, other.sections).allSatisfy { $0.model == $1.model && $0.items == $1.items }
        }

        /// Whether the item `id` is the same item in both screens for the diff: it is in both,
        /// and it neither left a section that is gone nor entered a section that is new (the diff
        /// deletes and inserts those).
        func keepsItem(_ id: Int, from old: Screen) -> Bool {
            guard let oldPath = old.path(of: id), let newPath = path(of: id) else { return false }
            return sectionIndex(of: old.sections[oldPath.section].id) != nil
                && old.sectionIndex(of: sections[newPath.section].id) != nil
        }

        /// The screen after `edits`, each applied in turn; an edit whose item or section is
        /// missing (or whose new identity exists already) does nothing, so a shrunk sequence
        /// still replays.
        func applying(_ edits: [Edit]) -> Screen {
            var screen = self
            for edit in edits { screen.apply(edit) }
            return screen
        }

        mutating func apply(_ edit: Edit) {
            switch edit {
            case let .insert(item, section, index):
                guard path(of: item.id) == nil, let s = sectionIndex(of: section) else { return }
                sections[s].items.insert(item, at: min(max(0, index), sections[s].items.count))
            case let .delete(id):
                guard let path = path(of: id) else { return }
                sections[path.section].items.remove(at: path.item)
            case let .move(id, section, index):
                guard let path = path(of: id), let s = sectionIndex(of: section) else { return }
                let item = sections[path.section].items.remove(at: path.item)
                sections[s].items.insert(item, at: min(max(0, index), sections[s].items.count))
            case let .update(id, change):
                guard let path = path(of: id) else { return }
                change.apply(to: &sections[path.section].items[path.item])
            case let .insertSection(model, index, layout, items):
                guard sectionIndex(of: model.id) == nil else { return }
                let fresh = items.filter { path(of: $0.id) == nil }
                sections.insert(Section(model: model, layout: layout, items: fresh), at: min(max(0, index), sections.count))
            case let .deleteSection(id):
                guard let s = sectionIndex(of: id) else { return }
                sections.remove(at: s)
            case let .moveSection(id, index):
                guard let s = sectionIndex(of: id) else { return }
                let section = sections.remove(at: s)
                sections.insert(section, at: min(max(0, index), sections.count))
            case let .setHeader(id, lines):
                guard let s = sectionIndex(of: id) else { return }
                sections[s].model.header = lines
            case let .setFooter(id, lines):
                guard let s = sectionIndex(of: id) else { return }
                sections[s].model.footer = lines
            case let .setSectionLayout(id, layout):
                guard let s = sectionIndex(of: id) else { return }
                sections[s].layout = layout
            }
        }

        /// The screen with the item at `source` moved to `destination` (in the coordinates after
        /// the move, as an interactive move's target).
        func moving(_ source: ItemPath, to destination: ItemPath) -> Screen {
            var screen = self
            guard let item = item(at: source), screen.sections.indices.contains(destination.section) else { return self }
            screen.sections[source.section].items.remove(at: source.item)
            let items = screen.sections[destination.section].items
            screen.sections[destination.section].items.insert(item, at: min(max(0, destination.item), items.count))
            return screen
        }

        var description: String {
            sections.map { section in
                "\(section.model): "
                    + section.items.map(\.description).joined(separator: " ")
            }.joined(separator: "\n")
        }
    }

    /// A change of an item's content.
    enum Change: Hashable, Sendable, CustomStringConvertible {
        case bump
        case lines(Int)
        case enabled(Bool)
        case selectable(Bool)
        case movable(Bool)
        case swipeable(Bool)
        case selectHook(SelectHook)
        case marksSeenOnDisplay(Bool)
        case seen
        case toggleFlagged
        case toggleArchived
        case toggleChecked

        func apply(to item: inout Item) {
            switch self {
            case .bump: item.version += 1
            case .lines(let lines): item.lines = lines
            case .enabled(let value): item.enabled = value
            case .selectable(let value): item.selectable = value
            case .movable(let value): item.movable = value
            case .swipeable(let value): item.swipeable = value
            case .selectHook(let hook): item.selectHook = hook
            case .marksSeenOnDisplay(let value): item.marksSeenOnDisplay = value; item.seen = false
            case .seen: item.seen = true
            case .toggleFlagged: item.flagged.toggle()
            case .toggleArchived: item.archived.toggle()
            case .toggleChecked: item.checked.toggle()
            }
        }

        var description: String {
            switch self {
            case .bump: "bump"
            case .lines(let lines): "lines \(lines)"
            case .enabled(let value): "enabled \(value)"
            case .selectable(let value): "selectable \(value)"
            case .movable(let value): "movable \(value)"
            case .swipeable(let value): "swipeable \(value)"
            case .selectHook(let hook): "onSelect \(hook)"
            case .marksSeenOnDisplay(let value): "marksSeenOnDisplay \(value)"
            case .seen: "seen"
            case .toggleFlagged: "toggle flagged"
            case .toggleArchived: "toggle archived"
            case .toggleChecked: "toggle checked"
            }
        }
    }

    /// One edit of the app's data; sections and items are named by identity, so that an edit
    /// means the same thing whatever ran before it.
    enum Edit: Hashable, Sendable, CustomStringConvertible {
        case insert(Item, section: Int, at: Int)
        case delete(Int)
        case move(Int, section: Int, at: Int)
        case update(Int, Change)
        case insertSection(SectionModel, at: Int, layout: Int?, items: [Item])
        case deleteSection(Int)
        case moveSection(Int, to: Int)
        case setHeader(Int, [String]?)
        case setFooter(Int, [String]?)
        case setSectionLayout(Int, Int?)

        /// Whether it changes an existing item's content (reloaded with `contentChanges = .reload`).
        var changesContent: Bool {
            if case .update = self { true } else { false }
        }

        var description: String {
            switch self {
            case let .insert(item, section, index): "insert \(item) in S\(section) at \(index)"
            case let .delete(id): "delete #\(id)"
            case let .move(id, section, index): "move #\(id) to S\(section) at \(index)"
            case let .update(id, change): "update #\(id) \(change)"
            case let .insertSection(model, index, layout, items):
                "insert section \(model) at \(index)\(layout.map { " layout \($0)" } ?? "") items [\(items.map(\.description).joined(separator: " "))]"
            case let .deleteSection(id): "delete section S\(id)"
            case let .moveSection(id, index): "move section S\(id) to \(index)"
            case let .setHeader(id, lines): "set header of S\(id) to \(lines.map { "\($0)" } ?? "none")"
            case let .setFooter(id, lines): "set footer of S\(id) to \(lines.map { "\($0)" } ?? "none")"
            case let .setSectionLayout(id, layout): "set layout of S\(id) to \(layout.map { "\($0)" } ?? "the host's")"
            }
        }
    }
}
