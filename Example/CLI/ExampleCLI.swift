/// The example program as a function: arguments in, standard output, standard error and exit
/// code out. `main.swift` only prints the result; tests call ``run(arguments:registry:)``
/// directly.
enum ExampleCLI {
    /// What the program prints and how it exits.
    typealias Result = (output: String, error: String, exitCode: Int32)

    /// Runs the example with `arguments` (without the program name).
    ///
    /// - Returns: the screen (or the help) on `output` with exit code 0; or one `error: ` line on
    ///   `error` with exit code 1 (bad input) or 2 (bad command line).
    @MainActor
    static func run(arguments: [String], registry: ScreenRegistry = .standard) -> Result {
        do throws(ExampleError) {
            let options = try OptionParser.parse(arguments)
            if options.showHelp {
                return (HelpText.text(registry: registry), "", 0)
            }
            let screen = try screen(for: options, in: registry)
            if options.interactive {
                // The screen's listing runs in the terminal; what it would print is not shown.
                let exitCode = try InteractiveMode.run(options) { options throws(ExampleError) in
                    _ = try screen.render(options: options)
                }
                return ("", "", exitCode)
            }
            let output = try screen.render(options: options)
            return (output + "\n", "", 0)
        } catch {
            return ("", "error: \(error.message)\n", error.exitCode)
        }
    }

    /// The screen `--screen` names, after checking it supports the other options.
    @MainActor
    private static func screen(for options: ExampleOptions, in registry: ScreenRegistry) throws(ExampleError) -> any ExampleScreen {
        guard let screen = registry.screen(named: options.screen) else {
            throw .usage("unknown screen '\(options.screen)': choose one of \(registry.names.joined(separator: ", "))")
        }
        if let file = options.file, !screen.acceptsFile {
            throw .usage("the \(screen.name) screen does not read a FILE, but got '\(file)'")
        }
        if !screen.supportedLayouts.contains(options.layout) {
            throw .usage("the \(screen.name) screen has no \(options.layout.rawValue) layout; "
                + "use --layout \(screen.supportedLayouts.map(\.rawValue).joined(separator: " or --layout "))")
        }
        if !options.chat.isEmpty && !screen.supportsChatOptions {
            throw .usage("--scroll-up, --older and --receive apply to --screen chat, not to the \(screen.name) screen")
        }
        var onlyEvents = ListInteractionOptions()
        onlyEvents.events = true
        if !options.interactions.isEmpty && !screen.supportsListInteractions
            && !(options.interactions == onlyEvents && screen.supportsChatOptions) {
            throw .usage("--swipe, --swipe-action, --confirm, --move and --scroll-to-end apply to --screen inbox, "
                + "and --events to --screen inbox or chat, not to the \(screen.name) screen")
        }
        if !options.sectionIndex.isEmpty && !screen.supportsSectionIndexOptions {
            throw .usage("--jump, --insert-above, --delete and --side-labels apply to --screen countries, not to the \(screen.name) screen")
        }
        if !options.menus.isEmpty && !screen.supportsListInteractions {
            throw .usage("--menu, --menu-action, --refresh and --accessibility apply to --screen inbox, not to the \(screen.name) screen")
        }
        if !options.outline.isEmpty && !screen.supportsOutlineOptions {
            throw .usage("--expand, --collapse and --tap-disclosure apply to --screen files, not to the \(screen.name) screen")
        }
        if !options.drag.isEmpty && !screen.supportsDragOptions {
            throw .usage("--drag, --drop and --hold apply to --screen board, not to the \(screen.name) screen")
        }
        if options.carouselSwipe != nil && !(screen is CarouselsScreen) {
            throw .usage("--swipe-carousel applies to --screen carousels, not to the \(screen.name) screen")
        }
        if options.carouselOffset != nil && !screen.supportsCarouselOptions {
            throw .usage("--carousel-offset applies to --screen products or home, not to the \(screen.name) screen")
        }
        if !options.editing.isEmpty && !screen.supportsListInteractions {
            throw .usage("--edit, --check, --check-all and --delete-selected apply to --screen inbox, not to the \(screen.name) screen")
        }
        if let state = options.state {
            guard screen.supportedStates.contains(state) else {
                throw .usage("the \(screen.name) screen has no --state \(state.rawValue)")
            }
            if let file = options.file {
                throw .usage("--state shows a placeholder instead of data, so it cannot be combined with the FILE '\(file)'")
            }
        }
        return screen
    }
}
