/// A headless container of reusable cells that behaves like `UITableView` / `UICollectionView`.
///
/// You use it through its two final subclasses, ``TableHost`` and ``GridHost``; you cannot
/// subclass it yourself. A host has a viewport (``viewportSize`` and
/// ``contentOffset``); ``reloadData()`` and every scroll lay out only what the viewport shows:
/// visible items are dequeued from a real reuse pool and configured by the data source, items
/// that leave go back to the pool with a `didEndDisplaying` event, items that enter get
/// `willDisplay`. Taps (``tap(at:)-(LayoutElement)``), long presses and batch updates
/// (``performBatchUpdates(_:updatingData:)``) behave as in UIKit, with typed errors where UIKit
/// would raise an exception.
///
/// ## Why a base class and two final subclasses
/// ``ReusableCellHolder`` requires `CellType.Host == Self`, which Swift 6 accepts only for
/// final classes, and a generic final class `CellHost<Layout>` cannot name itself in its own
/// requirements ("self-referential generic requirements"). So the shared behaviour lives here,
/// generic over the layout, and ``TableHost`` and ``GridHost`` are final subclasses that add only
/// their cell pairing. The layout names its final host (``CellLayout/Host``), so the data
/// source and delegate declared here are typed by it (`any CellHostDelegate<TableHost>` on a
/// table), and the shared code calls them directly, handing them the host as its final class.
///
/// - Complexity: scrolling, hit-testing and frame queries cost O(log n) plus the number of
///   visible cells, whatever the number of items n.
@MainActor
public class CellHost<Layout: CellLayout> {
    /// Provides sections, items and cells. Held weakly, as in UIKit.
    public weak var dataSource: (any CellHostDataSource<Layout.Host>)?
    /// Receives display and interaction events. Held weakly, as in UIKit.
    public weak var delegate: (any CellHostDelegate<Layout.Host>)?
    /// Learns which items will soon be displayed (see ``prefetchDistance``). Held weakly, as in
    /// UIKit. A new one starts from an empty prefetch window; the old one is told to cancel what
    /// it was told to prefetch.
    public weak var prefetchDataSource: (any CellHostDataSourcePrefetching<Layout.Host>)? {
        didSet { prefetchDataSourceDidChange(from: oldValue) }
    }

    /// The layout of every section the data source does not override.
    ///
    /// Setting it lays everything out again like ``reloadData()`` (cells displayed anew,
    /// measured heights forgotten, swipe actions hidden, the prefetch window updated), but it
    /// keeps the selection and an interactive move in progress, as UIKit keeps them across
    /// `setCollectionViewLayout(_:animated:)`.
    public var layout: Layout {
        didSet { relayout() }
    }

    /// The size of the visible area. Changing the height only shows more or less, and keeps the
    /// offset within the content as a scroll view does: a taller viewport at the end of the
    /// content moves up rather than show space past the end. Changing the width lays everything
    /// out again like ``reloadData()`` (cells displayed anew, measured heights forgotten, since
    /// they depend on the width, swipe actions hidden, the prefetch window updated), but it keeps
    /// the selection and an interactive move in progress (for the items that still exist), as
    /// UIKit keeps them across a size change (a rotation).
    public var viewportSize: Size {
        get { viewport.size }
        set {
            let oldWidth = viewport.size.width
            // A bottom-anchored list at its end stays there (a keyboard shortens the viewport).
            let keepsEnd = scrollAnchoring == .bottom && isScrolledToEnd
            viewport.size = newValue
            if newValue.width != oldWidth {
                reload(keepingSelectionAndMove: true, keepingEnd: keepsEnd)
            } else if phase.isLoaded {
                viewport.offset = keepsEnd ? viewport.end(contentHeight: engine.contentSize.height) : clamped(contentOffset)
                layoutVisibleElements(keepingEnd: keepsEnd)
            }
        }
    }

    /// The position of the viewport's top-left corner in content coordinates.
    ///
    /// Setting it scrolls there (clamped to the content), updating the visible cells, as
    /// `UIScrollView.contentOffset = _:animated:` does without animation.
    /// Only a scroll (setting it, ``scrollToItem(at:at:animated:)``) hides revealed
    /// swipe actions; the host's own adjustments of the offset leave them on their row.
    ///
    /// - Complexity: setting it is O(log n) plus the cells that enter or leave.
    public var contentOffset: Point {
        get { viewport.offset }
        set {
            loadIfNeeded()
            scroll(to: clamped(newValue))
            layoutVisibleElements()
        }
    }

    /// What stays in place on screen when the content above the viewport changes (see
    /// ``ScrollAnchoring``): by default the first visible item, where UIKit keeps the offset
    /// (``ScrollAnchoring/none``); ``ScrollAnchoring/bottom`` for a chat list that starts and
    /// stays at the end.
    ///
    /// A new value takes effect at the next change: setting it scrolls nothing (set it before
    /// the host loads for a bottom-anchored list to start at the end).
    public var scrollAnchoring = ScrollAnchoring.firstVisibleItem

    /// Whether taps select items.
    public var allowsSelection: Bool {
        get { selection.allowsSelection }
        set { selection.allowsSelection = newValue }
    }
    /// Whether a tap on an item leaves the other selected items selected.
    public var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set { selection.allowsMultipleSelection = newValue }
    }

    /// The bands of the viewport that bars over the list cover, which pinned headers and
    /// footers stay clear of: set them with ``setPinnedInsets(_:)``. None by default.
    package internal(set) var pinnedInsets = EdgeInsets()

    /// The last error the data source reported while the host was laying out (what the
    /// delegate's ``CellHostDelegate/host(_:didFailWith:)`` is told; kept for the tests).
    package internal(set) var lastError: CellHostError?

    /// How many cells the reuse pool created (rather than reused) since the host was made: what
    /// the package's tests read to check that scrolling a long list makes only about a screenful
    /// of cells (an app's own test counts its cell class's initialisations).
    package var createdCellCount: Int { pool.statistics.created }

    /// How many cells the reuse pool created and how many dequeues it served from reuse.
    package var statistics: ReuseStatistics { pool.statistics }

    let engine: any LayoutEngine<Layout>
    /// The registered cell classes and their free cells.
    let pool = ReusePool<Layout.Cell>()
    /// The viewport's size and offset.
    var viewport: Viewport
    /// Whether the host has loaded, and whether a batch update is running.
    var phase = HostPhase.unloaded
    /// The cells on screen, by element.
    var visible: [LayoutElement: DisplayedCell<Layout.Cell>] = [:]
    /// The selected items and the rules of selection (see `CellHost+Selection`).
    var selection = ItemSelection()
    /// The swipe actions shown or the interactive move in progress (see `CellHost+SwipeActions`
    /// and `CellHost+InteractiveMovement`). It owns the move: the layout shows the move's item
    /// at its target whenever it changes (live reorder; the visible cells follow at the next
    /// layout pass).
    var gesture = GestureState.idle {
        didSet { engine.show(gesture.movement, source: layoutSource()) }
    }
    /// The item, header or footer a tap's or long press's finger is down on, between its
    /// highlight and its unhighlight (see `CellHost+CellState`).
    var highlighted: LayoutElement?
    /// The refresh handler and the refresh running (see `CellHost+Refresh`).
    var refresh = RefreshState()
    /// The prefetching data source, the distance and the items prefetched (see
    /// `CellHost+Prefetching`).
    var prefetching = PrefetchWindow()
    /// The anchor the batch updates of one change keep together, while it runs (see
    /// `CellHost+ScrollAnchoring`).
    var scrollAnchorHold: ScrollAnchorHold?
    /// The host's visibility thresholds, the offset last reported and the displayed sections
    /// (see `CellHost+Visibility`).
    var visibility = VisibilityTracker()

    init(layout: Layout, viewportSize: Size, engine: any LayoutEngine<Layout>) {
        self.layout = layout
        self.viewport = Viewport(size: viewportSize)
        self.engine = engine
    }

    /// This host as its final class, ``CellLayout/Host`` (``TableHost`` or ``GridHost``): what
    /// the shared code hands its data source and delegate, as UIKit hands them `self`
    /// (`delegate?.host(typedSelf, didChangeSelectionOf: path, to: true)`).
    ///
    /// Every `CellHost<Layout>` is a `Layout.Host`: the initializer is internal, the class is not
    /// open, and its only subclasses are the final ``TableHost`` (`TableLayout.Host`) and
    /// ``GridHost`` (`GridLayout.Host`). So the downcast cannot fail (debug builds check it) and
    /// costs nothing in release builds.
    var typedSelf: Layout.Host { unsafeDowncast(self, to: Layout.Host.self) }

    /// Returns a cell for `reuseIdentifier` from the reuse pool (after `prepareForReuse()`), or a
    /// new instance of the registered class.
    ///
    /// - Throws: ``CellHostError/unregisteredReuseIdentifier(_:)`` when nothing is registered.
    /// - Complexity: O(1) amortised.
    public func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for itemPath: ItemPath) throws(CellHostError) -> Layout.Host.CellType {
        guard let cell = pool.dequeue(withReuseIdentifier: reuseIdentifier) else {
            throw .unregisteredReuseIdentifier(reuseIdentifier)
        }
        return cell
    }

    /// Returns a cell that was dequeued but will not be displayed (for example one used only to
    /// measure) to the reuse pool.
    ///
    /// A cell goes back to the queue of its ``CellView/reuseIdentifier`` only if it is an instance
    /// of exactly the class registered there now; any other cell (made by hand, or of a class the
    /// identifier was registered for before) is dropped. So a queue only ever hands out cells of
    /// its registered class, which is what makes a controller's typed dequeue infallible.
    ///
    /// - Complexity: O(1) amortised.
    public func enqueueReusableCell(_ cell: Layout.Host.CellType) {
        pool.enqueue(cell)
    }

    /// The cell displaying the element (an item, or a section's header or footer), or `nil`
    /// when it is not visible: UIKit's `cellForRow(at:)`, `headerView(forSection:)` and
    /// `footerView(forSection:)`.
    ///
    /// - Complexity: O(1) expected.
    public func cell(for element: LayoutElement) -> Layout.Host.CellType? {
        visible[element]?.cell
    }

    /// The number of sections laid out.
    public var numberOfSections: Int { engine.numberOfSections }

    /// The number of items laid out in `section`.
    public func numberOfItems(inSection section: Int) -> Int { engine.numberOfItems(inSection: section) }

    /// The number of cells in the reuse pool, waiting to be dequeued.
    package var pooledCellCount: Int { pool.pooledCount }

    /// The bytes of per-item layout bookkeeping the host keeps (heights and flags in its trees).
    package var layoutBookkeepingBytes: Int { engine.bookkeepingBytes }
}

/// A cell on screen, whether its `willDisplay` event was sent, and what its item's
/// visibility crossings were reported against (see `CellHost+Visibility`): it follows its item
/// through batch updates, as the cell does.
struct DisplayedCell<Cell> {
    let cell: Cell
    var announced: Bool
    /// The item's visibility thresholds for this display (ascending; empty for none, and for
    /// headers and footers).
    var thresholds: [Double] = []
    /// How many of ``thresholds`` the item was last reported past.
    var pastThresholds = 0

    init(cell: Cell, announced: Bool) {
        self.cell = cell
        self.announced = announced
    }
}

/// Where a host is in its life: not loaded yet, loaded, or applying a batch update.
///
/// A host loads on first use (``CellHost/layoutIfNeeded()`` and every query that lays out) and
/// never unloads. An update runs only on a loaded host, one at a time; a reload during an update
/// (from the data source, say) leaves the update in progress.
enum HostPhase: Hashable, Sendable {
    /// Nothing laid out yet: the first query loads the data source.
    case unloaded
    /// Laid out, and no batch update running.
    case loaded
    /// Inside ``CellHost/performBatchUpdates(_:updatingData:)``.
    case updating

    /// Whether the host has loaded (it may be updating).
    var isLoaded: Bool { self != .unloaded }

    /// Notes a load: an unloaded host is loaded; an update in progress stays one.
    mutating func markLoaded() {
        if self == .unloaded { self = .loaded }
    }
}

/// A host's viewport: its size and where its top-left corner is in content coordinates, with
/// the rule that keeps the corner within the content.
struct Viewport: Hashable, Sendable {
    /// The size of the visible area (``CellHost/viewportSize``).
    var size: Size
    /// The position of the top-left corner in content coordinates (``CellHost/contentOffset``).
    var offset = Point()

    /// The rectangle of content the viewport shows.
    var rect: Rect { Rect(origin: offset, size: size) }

    /// `offset` moved to where the viewport may be over content `contentHeight` high: at the
    /// left edge, and vertically between the top and the last position that still shows
    /// content (the top when the content is shorter than the viewport); a non-finite offset
    /// goes to the top.
    func clamped(_ offset: Point, contentHeight: Double) -> Point {
        let y = offset.y.isFinite ? min(max(0, offset.y), maxOffsetY(contentHeight: contentHeight)) : 0
        return Point(x: 0, y: y)
    }

    /// The last offset that still shows content `contentHeight` high: its last line at the
    /// viewport's bottom, or the top when the content is shorter than the viewport.
    func maxOffsetY(contentHeight: Double) -> Double {
        max(0, contentHeight - size.height)
    }

    /// The offset at the end of content `contentHeight` high.
    func end(contentHeight: Double) -> Point {
        Point(x: 0, y: maxOffsetY(contentHeight: contentHeight))
    }

    /// Whether the viewport is at the end of content `contentHeight` high (or past it).
    func isAtEnd(contentHeight: Double) -> Bool {
        offset.y >= maxOffsetY(contentHeight: contentHeight)
    }
}
