/// Everything the command line asked for, parsed and range-checked by ``OptionParser``.
///
/// Screens receive it in ``ExampleScreen/render(options:)``. Values that depend on the data (the
/// range of `--select`, `--offset` against the content height) are checked when the screen is
/// rendered, by ``ListingRenderer``.
struct ExampleOptions: Equatable, Sendable {
    /// The default viewport width, in characters.
    static let defaultWidth = 60
    /// The accepted viewport widths.
    static let widthRange = 16...400
    /// The accepted viewport heights; also the most lines shown when `--height` is not given.
    static let heightRange = 1...5_000
    /// The accepted grid column counts.
    static let columnsRange = 1...20
    /// The default grid column count.
    static let defaultColumns = 2

    /// `--help` or `-h`: print the help instead of a screen.
    var showHelp = false
    /// `--screen NAME`.
    var screen = "pharmacies"
    /// The FILE argument, if any.
    var file: String?
    /// `--layout table|grid`.
    var layout: ListLayout = .table
    /// `--columns N`, for grids; `nil` for ``defaultColumns``.
    var columns: Int?
    /// `--width N`: the viewport width in characters.
    var width = ExampleOptions.defaultWidth
    /// `--height N`: the viewport height in lines; `nil` to fit the content.
    var height: Int?
    /// `--offset N`: how many lines the viewport is scrolled down.
    var offset = 0
    /// `--carousel-offset N`: how many columns the products screen's carousel of cards is
    /// scrolled sideways; `nil` when not given.
    var carouselOffset: Int?
    /// `--swipe-carousel KIND:DISTANCE[,DISTANCE…]`: the swipes of a carousel of the carousels
    /// screen; `nil` when not given.
    var carouselSwipe: CarouselSwipe?
    /// `--select INDEX`: the item (0-based, counted across sections) to tap.
    var select: Int?
    /// `--long-press INDEX`: the item (0-based, counted across sections) to long-press.
    var longPress: Int?
    /// `--control INDEX[:NAME]`: the control of an item (0-based, counted across sections) to
    /// tap: the one named NAME, or the item's first.
    var control: ControlRequest?

    /// A control to tap: the item's index, counted across sections, and the control's name
    /// (`nil` for the item's first control).
    struct ControlRequest: Equatable, Sendable {
        var index: Int
        var name: String?
    }
    /// `--state loading|empty|error`: a placeholder screen instead of data.
    var state: PlaceholderState?
    /// `--interactive`: show the screen in the terminal, with keys to scroll, tap and filter.
    var interactive = false

    // The list interactions of the inbox screen (see `ListInteractionOptions`).
    /// `--swipe N`, `--swipe-action N:TITLE`, `--move FROM:TO`, `--scroll-to-end`, `--events`.
    var interactions = ListInteractionOptions()
    /// The chat screen's `--scroll-up N`, `--older` and `--receive N` (see `ChatOptions`).
    var chat = ChatOptions()

    /// `--jump TITLE`, `--insert-above K`, `--delete NAME`: the countries screen's options (see
    /// `SectionIndexOptions`).
    var sectionIndex = SectionIndexOptions()

    /// The inbox's editing mode: `--edit`, `--check ROW,...`, `--check-all`, `--delete-selected`.
    var editing = EditingOptions()

    /// The inbox's context menu, pull to refresh and accessibility: `--menu ROW`,
    /// `--menu-action TITLE`, `--refresh`, `--accessibility` (see `MenuOptions`).
    var menus = MenuOptions()
    /// `--expand PATHS`, `--collapse PATHS`, `--tap-disclosure ROW`: the files screen's options
    /// (see `OutlineOptions`).
    var outline = OutlineOptions()
    /// `--drag LIST:ROW`, `--drop LIST:ROW`, `--hold`: the board screen's drag and drop (see
    /// `DragOptions`).
    var drag = DragOptions()
}
