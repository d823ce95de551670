/// State and behaviour shared by every headless cell: reuse, state, frame and text rendering.
///
/// You can't subclass `CellView` directly (its initialiser is internal, so a subclass outside
/// CellControllers could never be instantiated, and so could never be a ``ReusableCell``):
/// subclass ``TableCell`` or ``GridCell``, which pair it with a host. Override
/// ``render(width:)`` to draw your content as text and, for self-sizing cells,
/// ``preferredHeight(forWidth:)``. To draw highlighted, selected, disabled or swiped cells
/// differently, override ``updateState(_:)`` (UIKit's `updateConfiguration(using:)`).
@MainActor
open class CellView {
    /// The identifier of the reuse queue this cell belongs to.
    public let reuseIdentifier: String
    /// The cell's frame in its host's content coordinates, set by the host's layout.
    public internal(set) var frame = Rect()
    /// The controller that configured the cell (or adopted it), while the cell is out of the
    /// reuse pool: the adapter's one record of which controller owns which cell. The adapter
    /// sets it; the cell's end of display and its return to the pool clear it, so a cell that
    /// was only measured does not keep its controller alive in the pool.
    var owner: AnyObject?
    /// The fraction of the cell's height on screen (0 to 1), set by the host's layout with
    /// ``frame`` while the cell is displayed, and 0 once it ends displaying. An item's fraction
    /// is `host.cell(for: .item(path))?.visibleFraction ?? 0` (0 when it is not displayed).
    ///
    /// It is the part of the item's frame inside the viewport and not covered by the bars over
    /// its ends (``CellHost/setPinnedInsets(_:)``) or by a pinned section header or footer (held at the
    /// ends of what the bars leave, they are drawn over the rows under them), divided by its
    /// height; an item of height 0 has 0. Items span the viewport's width (a grid's columns are
    /// inside it), so only heights count, except in a carousel, whose items scrolled partly
    /// past the viewport's left or right edge count the part of their width inside it too: the
    /// fraction is then the height's times the width's. Every layout pass that moves or changes
    /// what is shown (a scroll, an apply or batch update, a resize, a re-measure, a reload)
    /// works it out again for the displayed cells, before their display event.
    public internal(set) var visibleFraction: Double = 0
    /// The cell's state: highlighted, selected, disabled, swiped. The host sets the first,
    /// second and fourth, and tells the cell through ``updateState(_:)``; the cell's controller
    /// sets ``isEnabled``, which is `!state.isDisabled`.
    public private(set) var state = CellState()
    /// Whether the cell shows its selected state: `state.isSelected`, set by the host.
    public var isSelected: Bool { state.isSelected }
    /// Whether the cell shows its highlighted state: `state.isHighlighted`, set by the host.
    public var isHighlighted: Bool { state.isHighlighted }
    /// The cell's primary text, drawn by the default rendering of ``TableCell`` (on the left,
    /// like `textLabel.text`) and ``GridCell`` (wrapped to the cell's width). Reset by
    /// ``prepareForReuse()``.
    public var text: String?
    /// The identifier that UI tests use to find this cell. Reset by ``prepareForReuse()``.
    public var accessibilityIdentifier: String?
    /// What an assistive technology reads for the cell, or `nil` (the default) to read its
    /// rendered text (see ``CellHost/accessibilityElements()``). Reset by ``prepareForReuse()``.
    public var accessibilityLabel: String?
    /// The cell's current value, read after its label (a count, a setting). Reset by
    /// ``prepareForReuse()``.
    public var accessibilityValue: String?
    /// What happens when the cell is activated, read after a pause. Reset by
    /// ``prepareForReuse()``.
    public var accessibilityHint: String?
    /// What the cell is (``AccessibilityTraits/button``, ``AccessibilityTraits/link``, ...).
    /// The host adds the state traits from ``state`` (selected, not enabled) and the header
    /// trait for headers; the cell's own values of those three are ignored. Reset by
    /// ``prepareForReuse()``.
    public var accessibilityTraits: AccessibilityTraits = []
    /// The cell's own named actions, offered before its item's swipe and context menu actions.
    /// Reset by ``prepareForReuse()``.
    public var accessibilityCustomActions: [AccessibilityCustomAction] = []
    /// The controls in the cell (switches, buttons, an info button; see ``CellControl``), drawn
    /// at the trailing edge of its first line, whose taps run their actions apart from the
    /// row's selection. Set them while configuring the cell; reset by ``prepareForReuse()``.
    /// (Only items' cells show them: a header's or footer's are ignored.)
    public var controls: [CellControl] = []
    /// Whether the cell renders as enabled. A host draws a disabled cell dimmed: `·` replaces the
    /// first column of each of its lines (see ``CellHost/renderText()``), so a cell that can be
    /// disabled should keep its first column free.
    ///
    /// It is `!state.isDisabled`: changing it changes ``state`` and calls ``updateState(_:)``.
    public var isEnabled: Bool {
        get { !state.isDisabled }
        set {
            guard newValue == state.isDisabled else { return }
            var changed = state
            changed.isDisabled = !newValue
            setState(changed)
        }
    }

    /// Sets the app-defined part of ``state`` for `key` (`nil` removes it), and calls
    /// ``updateState(_:)`` if it changed, as UIKit's `setNeedsUpdateConfiguration()` after a
    /// custom state change does. Call it from the cell's controller, usually in
    /// `configureCell`, with what the model says (a favourite, a download in progress). The host
    /// keeps it as it changes the other flags (selection, highlight, editing);
    /// ``prepareForReuse()`` clears it.
    ///
    /// - Complexity: O(1) expected.
    public func setCustomState<Value>(_ value: Value?, for key: CellStateKey<Value>) {
        var changed = state
        changed[key] = value
        setState(changed)
    }

    /// Creates a cell for the given reuse queue. Internal: only the library's cell families
    /// (``TableCell``, ``GridCell``) subclass `CellView`, which is what seals ``ReusableCell``.
    init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called by the host just before the cell is handed out again by a dequeue.
    ///
    /// Subclasses that override it must call `super`.
    /// `state` goes back to the default (enabled, not highlighted, selected or swiped) without
    /// a call to ``updateState(_:)``: the host calls it when it displays the cell again. A
    /// ``TableCell`` also clears its ``TableCell/detailText`` and ``TableCell/accessory``.
    open func prepareForReuse() {
        text = nil
        accessibilityIdentifier = nil
        accessibilityLabel = nil
        accessibilityValue = nil
        accessibilityHint = nil
        accessibilityTraits = []
        accessibilityCustomActions = []
        controls = []
        state = CellState()
        clearFamilyContent()
    }

    /// Clears what the cell family adds to the base cell (a table cell's detail text and
    /// accessory), at the end of ``prepareForReuse()``.
    func clearFamilyContent() {}

    /// Called with the cell's new ``state`` whenever it changes, and whenever a host displays the
    /// cell for an item (with that item's state, even if it equals the previous one). UIKit's
    /// `updateConfiguration(using:)`: update how the cell looks for the state here.
    ///
    /// The default does nothing; ``state``, ``isSelected``, ``isHighlighted`` and ``isEnabled``
    /// already hold the new values when it is called.
    open func updateState(_ state: CellState) {}

    /// Sets ``state`` and calls ``updateState(_:)`` if it changed, or in any case with `force`
    /// (when a host displays the cell).
    func setState(_ newState: CellState, force: Bool = false) {
        guard force || newState != state else { return }
        state = newState
        updateState(newState)
    }

    /// The cell's content as lines of text, each at most `width` characters.
    ///
    /// The default is the family's: a ``TableCell`` renders one line, ``text`` on the left and
    /// ``TableCell/detailText`` and ``TableCell/accessory`` on the right (UIKit's "value1"
    /// style); a ``GridCell`` wraps ``text`` to `width`. Hosts clip the lines to the cell's frame.
    open func render(width: Int) -> [String] { familyLines(width: width) }

    /// The family's default rendering (see ``render(width:)``): nothing for the base cell.
    func familyLines(width: Int) -> [String] { [] }

    /// The height the cell needs at `width` once configured; used for self-sizing items.
    ///
    /// The default is the number of lines ``render(width:)`` produces (at least one).
    open func preferredHeight(forWidth width: Double) -> Double {
        Double(max(1, render(width: Int(width)).count))
    }
}
