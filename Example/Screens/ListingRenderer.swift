import CellControllers

/// Shows sections of cell controllers in a host sized by the options, and simulates the
/// interactions they ask for: the shared engine of every ``ExampleScreen``.
///
/// 1. An adapter connects the sections to the host, which lays out every item.
/// 2. The viewport becomes `--width` × `--height` (by default, as tall as the content below
///    `--offset`) and scrolls down `--offset` lines.
/// 3. The viewport is rendered as text.
/// 4. `--select` taps and `--long-press` presses an item, and a line says what the item's
///    controller did: `selected: …` / `long-pressed: …`.
///
/// With `--interactive`, it shows the sections in the terminal instead (``InteractiveMode``).
@MainActor
enum ListingRenderer {
    /// A table host as wide as `--width`.
    static func tableHost(_ options: ExampleOptions, layout: TableLayout = TableLayout()) -> TableHost {
        TableHost(viewportSize: Size(width: Double(options.width), height: 1), layout: layout)
    }

    /// A grid host as wide as `--width`, with `--columns` columns (default 2) of whole-character
    /// width: the leftover columns go to the right inset, so that cards are never cut.
    ///
    /// - Throws: ``ExampleError/usage(_:)`` when a column would be narrower than `minimumColumnWidth`.
    static func gridHost(_ options: ExampleOptions, minimumColumnWidth: Int, itemHeight: Double? = nil) throws(ExampleError) -> GridHost {
        let columns = options.columns ?? ExampleOptions.defaultColumns
        let spacing = 1
        let columnWidth = (options.width - (columns - 1) * spacing) / columns
        guard columnWidth >= minimumColumnWidth else {
            let neededWidth = columns * minimumColumnWidth + (columns - 1) * spacing
            let fix = columns > 1 ? "use fewer columns or --width \(neededWidth) or more" : "use --width \(neededWidth) or more"
            throw .usage("--columns \(columns) does not fit in --width \(options.width): each column would be "
                + "\(max(0, columnWidth)) characters wide, but a card needs \(minimumColumnWidth); \(fix)")
        }
        let leftover = options.width - columns * columnWidth - (columns - 1) * spacing
        let layout = GridLayout(
            columns: .fixed(columns),
            interitemSpacing: Double(spacing),
            lineSpacing: 0,
            sectionInsets: EdgeInsets(right: Double(leftover)),
            itemHeight: itemHeight)
        return GridHost(viewportSize: Size(width: Double(options.width), height: 1), layout: layout)
    }

    /// Renders `sections` in `host` as the options say, then performs `--select` and
    /// `--long-press`, reporting what `actions` recorded.
    ///
    /// - Throws: ``ExampleError/usage(_:)`` for an `--offset` past the end of the content or an
    ///   item index past the last item.
    static func render<Host: ExampleHost>(
        _ sections: [ControllerSection<Host>],
        in host: Host,
        options: ExampleOptions,
        actions: ActionLog
    ) throws(ExampleError) -> String {
        if options.interactive {
            // `--interactive`: the presenter shows the sections until the user quits.
            try InteractiveMode.present(InteractiveListing(sections: sections, host: host, actions: actions))
            return ""
        }
        let adapter = CellControllerAdapter(host: host, sections: sections)
        defer { withExtendedLifetime(adapter) {} }

        let contentHeight = Int(host.contentSize.height.rounded(.up))
        let height = try viewportHeight(options: options, contentHeight: contentHeight)
        host.viewportSize = Size(width: Double(options.width), height: Double(height))
        host.contentOffset = Point(x: 0, y: Double(options.offset))

        var lines = [host.renderText()]
        let hiddenBelow = contentHeight - options.offset - height
        if options.height == nil && hiddenBelow > 0 {
            lines.append("… \(hiddenBelow) more lines below; scroll with --offset \(options.offset + height)")
        }
        if let index = options.select {
            let path = try itemPath(at: index, in: host, option: "--select")
            lines.append(interaction("selected", refusal: "cannot be selected", index: index, actions: actions) { () throws(CellHostError) in
                try host.tap(at: .item(path))
            })
        }
        if let index = options.longPress {
            let path = try itemPath(at: index, in: host, option: "--long-press")
            lines.append(interaction("long-pressed", refusal: "does not respond to long presses", index: index, actions: actions) { () throws(CellHostError) in
                try host.longPress(at: .item(path))
            })
        }
        if let request = options.control {
            let path = try itemPath(at: request.index, in: host, option: "--control")
            lines.append(tapControl(request.name, ofItemAt: path, index: request.index, in: host, actions: actions))
        }
        return lines.joined(separator: "\n")
    }

    /// Taps the control `name` (or the first) of the item at `path`, and describes it: the
    /// control after the tap (a switch's new position), then what the actions recorded.
    static func tapControl<Host: ExampleHost>(_ name: String?, ofItemAt path: ItemPath, index: Int, in host: Host, actions: ActionLog) -> String {
        let controls = host.cell(for: .item(path))?.controls ?? []
        guard let name = name ?? controls.first?.name else {
            return "control: nothing (item \(index) has no control)"
        }
        let before = actions.lines.count
        do {
            let control = try host.tapControl(named: name, inItemAt: path)
            let state = if case .toggle(let isOn) = control.kind { isOn ? " (now on)" : " (now off)" } else { "" }
            let done = actions.lines.dropFirst(before)
            return "control: \(control.name)\(state) of item \(index)" + (done.isEmpty ? "" : ": " + done.joined(separator: "; "))
        } catch {
            return "control: nothing (\(error.description))"
        }
    }

    /// `--height`, or the content below `--offset` (at most the largest height allowed).
    private static func viewportHeight(options: ExampleOptions, contentHeight: Int) throws(ExampleError) -> Int {
        guard let height = options.height else {
            guard options.offset == 0 || options.offset < contentHeight else {
                throw .usage("--offset \(options.offset) is past the end: the listing is \(contentHeight) lines tall, "
                    + "so the largest offset is \(max(0, contentHeight - 1))")
            }
            return min(max(1, contentHeight - options.offset), ExampleOptions.heightRange.upperBound)
        }
        let largestOffset = max(0, contentHeight - height)
        guard options.offset <= largestOffset else {
            throw .usage("--offset \(options.offset) is past the end: the listing is \(contentHeight) lines tall, "
                + "so with --height \(height) the largest offset is \(largestOffset)")
        }
        return height
    }

    /// The path of the `index`th item, counting items across sections.
    private static func itemPath<Host: ExampleHost>(at index: Int, in host: Host, option: String) throws(ExampleError) -> ItemPath {
        if let path = host.itemPath(atFlatIndex: index) { return path }
        let total = host.itemCount
        let items = total == 1 ? "1 item, numbered 0" : "\(total) items, numbered 0 to \(total - 1)"
        throw .usage(total == 0
            ? "\(option) \(index) is out of range: the screen has no items"
            : "\(option) \(index) is out of range: the screen has \(items)")
    }

    /// Performs one interaction and describes what the controllers recorded.
    static func interaction(
        _ verb: String,
        refusal: String,
        index: Int,
        actions: ActionLog,
        perform: () throws(CellHostError) -> Bool
    ) -> String {
        let before = actions.lines.count
        let delivered: Bool
        do {
            delivered = try perform()
        } catch {
            return "\(verb): nothing (\(error.description))"
        }
        let recorded = actions.lines.dropFirst(before)
        guard !recorded.isEmpty else {
            return delivered ? "\(verb): item \(index) (no action)" : "\(verb): nothing (item \(index) \(refusal))"
        }
        return recorded.map { "\(verb): \($0)" }.joined(separator: "\n")
    }
}
