/// Turns command-line arguments into ``ExampleOptions``.
///
/// Options take their value as the next argument or after `=` (`--width 40`, `--width=40`).
/// Each option may appear once. The one argument that does not start with `-` is the FILE;
/// after `--`, every argument is a FILE. `--help` anywhere wins over everything else.
enum OptionParser {
    /// The options the example understands.
    enum Option: String, CaseIterable {
        case help = "--help"
        case screen = "--screen"
        case layout = "--layout"
        case columns = "--columns"
        case width = "--width"
        case height = "--height"
        case offset = "--offset"
        case carouselOffset = "--carousel-offset"
        case swipeCarousel = "--swipe-carousel"
        case select = "--select"
        case longPress = "--long-press"
        case control = "--control"
        case state = "--state"
        case interactive = "--interactive"
        case swipe = "--swipe"
        case swipeAction = "--swipe-action"
        case move = "--move"
        case scrollToEnd = "--scroll-to-end"
        case events = "--events"
        case confirm = "--confirm"
        case scrollUp = "--scroll-up"
        case older = "--older"
        case receive = "--receive"
        case jump = "--jump"
        case insertAbove = "--insert-above"
        case delete = "--delete"
        case sideLabels = "--side-labels"
        case edit = "--edit"
        case check = "--check"
        case checkAll = "--check-all"
        case deleteSelected = "--delete-selected"
        case deleteRow = "--delete-row"
        case menu = "--menu"
        case menuAction = "--menu-action"
        case refresh = "--refresh"
        case accessibility = "--accessibility"
        case expand = "--expand"
        case collapse = "--collapse"
        case tapDisclosure = "--tap-disclosure"
        case drag = "--drag"
        case drop = "--drop"
        case hold = "--hold"

        /// Whether the option takes a value.
        var takesValue: Bool {
            self != .help && self != .interactive && self != .older && self != .sideLabels && self != .hold
                && !ListInteractionOptions.flags.contains(self) && !EditingOptions.flags.contains(self)
                && !MenuOptions.flags.contains(self)
        }

        /// A sample value, for "needs a value" messages.
        var sample: String {
            switch self {
            case .help, .interactive, .older, .sideLabels, .hold: ""
            case .drag: "todo:0"
            case .drop: "done:0"
            case .scrollUp, .receive: "3"
            case .screen: "pharmacies"
            case .layout: "grid"
            case .columns: "3"
            case .width: "40"
            case .height: "20"
            case .offset: "10"
            case .carouselOffset: "17"
            case .swipeCarousel: "page:30"
            case .select, .longPress: "0"
            case .control: "0:Wi-Fi"
            case .state: "loading"
            case .swipe, .swipeAction, .move, .scrollToEnd, .events, .confirm: ListInteractionOptions.sample(for: self)
            case .jump, .insertAbove, .delete: SectionIndexOptions.sample(for: self)
            case .edit, .check, .checkAll, .deleteSelected: self == .check ? "1,3" : ""
            case .deleteRow: "3"
            case .menu, .menuAction, .refresh, .accessibility: MenuOptions.sample(for: self)
            case .expand, .collapse: "Documents"
            case .tapDisclosure: "0"
            }
        }
    }

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``ExampleError/usage(_:)`` naming the offending argument.
    static func parse(_ arguments: [String]) throws(ExampleError) -> ExampleOptions {
        var options = ExampleOptions()
        let beforeTerminator = arguments.prefix { $0 != "--" }
        if beforeTerminator.contains(where: { $0 == "--help" || $0 == "-h" }) {
            options.showHelp = true
            return options
        }
        var seen: Set<Option> = []
        var remaining = arguments[...]
        var onlyFiles = false
        while let argument = remaining.popFirst() {
            if !onlyFiles && argument == "--" {
                onlyFiles = true
                continue
            }
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                if let file = options.file {
                    throw .usage("unexpected argument '\(argument)': only one FILE can be given (already have '\(file)')")
                }
                options.file = argument
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = Option(rawValue: name) else {
                throw .usage(unknownOptionMessage(name))
            }
            guard seen.insert(option).inserted else {
                throw .usage("option \(name) is given more than once")
            }
            guard option.takesValue else {
                if option == .interactive { options.interactive = true }
                if option == .older { options.chat.older = true }
                if option == .sideLabels { options.sectionIndex.sideLabels = true }
                if option == .hold { options.drag.hold = true }
                ListInteractionOptions.setFlag(option, in: &options.interactions)
                EditingOptions.setFlag(option, in: &options.editing)
                MenuOptions.setFlag(option, in: &options.menus)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw .usage("option \(name) needs a value, as in \(name) \(option.sample)")
            }
            try apply(option, value: value, to: &options)
        }
        if options.columns != nil && options.layout != .grid {
            throw .usage("--columns only applies to grids: add --layout grid")
        }
        if options.interactive, let option = Option.notInteractive.first(where: seen.contains) {
            throw .usage("\(option.rawValue) cannot be combined with --interactive: the terminal is the viewport, "
                + "and keys scroll, tap (Enter) and long-press (l)")
        }
        try options.editing.validate()
        try options.menus.validate()
        try options.drag.validate()
        return options
    }

    private static func apply(_ option: Option, value: String, to options: inout ExampleOptions) throws(ExampleError) {
        switch option {
        case .help, .interactive, .older, .sideLabels, .hold:
            break
        case .drag:
            options.drag.drag = try DragOptions.place(value, for: option)
        case .drop:
            options.drag.drop = try DragOptions.place(value, for: option)
        case .scrollUp:
            options.chat.scrollUp = try number(value, for: option, in: 0...Int.max)
        case .receive:
            options.chat.receive = try number(value, for: option, in: ChatOptions.receiveRange)
        case .screen:
            options.screen = value
        case .layout:
            guard let layout = ListLayout(rawValue: value) else {
                throw .usage("unknown layout '\(value)': use --layout table or --layout grid")
            }
            options.layout = layout
        case .columns:
            options.columns = try number(value, for: option, in: ExampleOptions.columnsRange)
        case .width:
            options.width = try number(value, for: option, in: ExampleOptions.widthRange)
        case .height:
            options.height = try number(value, for: option, in: ExampleOptions.heightRange)
        case .offset:
            options.offset = try number(value, for: option, in: 0...Int.max)
        case .carouselOffset:
            options.carouselOffset = try number(value, for: option, in: 0...Int.max)
        case .swipeCarousel:
            options.carouselSwipe = try CarouselSwipe.parse(value)
        case .select:
            options.select = try number(value, for: option, in: 0...Int.max)
        case .longPress:
            options.longPress = try number(value, for: option, in: 0...Int.max)
        case .control:
            let parts = value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let row = try number(String(parts[0]), for: option, in: 0...Int.max)
            let name = parts.count > 1 ? String(parts[1]) : nil
            if name?.isEmpty == true { throw .usage("--control \(value): give a control's name after the colon, as in --control 0:Wi-Fi") }
            options.control = ExampleOptions.ControlRequest(index: row, name: name)
        case .state:
            guard let state = PlaceholderState(rawValue: value) else {
                let names = PlaceholderState.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("unknown state '\(value)': use one of \(names)")
            }
            options.state = state
        case .swipe, .swipeAction, .move, .scrollToEnd, .events, .confirm:
            try ListInteractionOptions.parse(option, value: value, into: &options.interactions)
        case .jump:
            options.sectionIndex.jump = value
        case .insertAbove:
            options.sectionIndex.insertAbove = try number(value, for: option, in: SectionIndexOptions.insertRange)
        case .delete:
            options.sectionIndex.delete = value
        case .check:
            try EditingOptions.parseCheck(value, into: &options.editing)
        case .expand:
            options.outline.expand = try OutlineOptions.paths(value, for: option)
        case .collapse:
            options.outline.collapse = try OutlineOptions.paths(value, for: option)
        case .tapDisclosure:
            options.outline.tapDisclosure = try number(value, for: option, in: 0...Int.max)
        case .deleteRow:
            options.editing.deleteRow = try number(value, for: option, in: 0...Int.max)
        case .edit, .checkAll, .deleteSelected:
            break
        case .menu, .menuAction:
            try MenuOptions.parse(option, value: value, into: &options.menus)
        case .refresh, .accessibility:
            break
        }
    }

    /// `value` as a whole number in `range`.
    private static func number(_ value: String, for option: Option, in range: ClosedRange<Int>) throws(ExampleError) -> Int {
        let expected = range.upperBound == Int.max
            ? "a whole number, 0 or more"
            : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard let number = Int(value), range.contains(number) else {
            throw .usage("\(option.rawValue) must be \(expected), but got '\(value)'")
        }
        return number
    }

    /// "unknown option", with the closest known option when one is near.
    private static func unknownOptionMessage(_ name: String) -> String {
        let suggestion = Option.allCases
            .map { (option: $0, distance: editDistance(name, $0.rawValue)) }
            .filter { $0.distance <= 2 }
            .min { $0.distance < $1.distance }
        if let suggestion {
            return "unknown option '\(name)' (did you mean \(suggestion.option.rawValue)?)"
        }
        return "unknown option '\(name)' (run with --help to see the options)"
    }

    /// The Levenshtein distance between two short strings.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs), rhs = Array(rhs)
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1]
            current.reserveCapacity(rhs.count + 1)
            for (j, right) in rhs.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}

extension OptionParser.Option {
    /// The options `--interactive` replaces: the terminal's size and the keys do their work.
    static let notInteractive: [Self] = [
        .width, .height, .offset, .carouselOffset, .swipeCarousel, .select, .longPress, .control, .swipe, .swipeAction, .move, .scrollToEnd, .events, .confirm,
        .scrollUp, .older, .receive, .jump, .insertAbove, .delete, .expand, .collapse, .tapDisclosure, .drag, .drop, .hold,
    ] + EditingOptions.all + MenuOptions.all
}
