/// The type-erased form of a cell controller: what a list of controllers for one kind of host
/// holds.
///
/// A `CellController<TableHost>` can control any ``TableCell`` subclass; a
/// `CellController<GridHost>` any ``GridCell`` subclass. The host type is part of the
/// controller's type, so a grid cell's controller cannot be put in a table's list: the mistake
/// is a compile error.
///
/// You don't subclass `CellController` directly (its initialiser is internal): subclass
/// ``GenericCellController``, whose methods receive your exact cell type. The event methods here
/// (``didChangeSelection(_:)``, ``shouldHighlightCell()``, ``height(forWidth:)``, ...) are the ones an
/// adapter calls; ``GenericCellController`` lets you override them.
@MainActor
open class CellController<Host: ReusableCellHolder> {
    /// The controller's identity and content in a snapshot's storage: what diffing compares.
    ///
    /// A ``ModelCellController``'s is its model's: two controllers with models of the same type
    /// and id are the same item, updated when the models differ. Any other controller's is the
    /// controller itself: it is the same item only as itself.
    /// - Complexity: O(1); one allocation (the erased model). Where the identity is enough, the
    ///   library reads it without the allocation.
    nonisolated public var diffable: AnyDiffable { AnyDiffable(ControllerIdentity(self)) }

    /// The identity of ``diffable``, without erasing the model: what the adapter looks
    /// controllers up by.
    /// - Complexity: O(1), no allocation for ids of type `Int` or `String`.
    nonisolated var diffIdentifier: DiffIdentifier { DiffIdentifier(ControllerIdentity(self)) }

    /// `controllers` (this controller first, all of one snapshot section) in section storage
    /// that keeps their models beside them (``_ControllerSectionItems``), or `nil` when they
    /// have no common model type. Only a ``ModelCellController`` has models to store.
    /// - Complexity: O(n).
    nonisolated func controllerItems(of controllers: [CellController<Host>]) -> (any _SectionItems)? { nil }

    /// Whether `other` (an item of the same identity) shows the same content: what a diff of
    /// controller items asks of each kept item. A controller without a model is equal only to
    /// itself.
    nonisolated func hasContent(equalTo other: CellController<Host>) -> Bool {
        diffable.isContentEqual(to: other.diffable)
    }

    init() {}

    /// Tells the host that shows this controller's item that the item's height changed (a
    /// "read more" that grows the row), like IGListKit's `invalidateLayout` or UIKit's
    /// self-sizing invalidation, without applying a snapshot.
    ///
    /// The host asks ``height(forWidth:)`` again (or, for a self-sizing item, measures a cell
    /// configured by this controller: its displayed cell, configured again, or a cell dequeued
    /// for the purpose), updates its layout (content size, the frames of everything below) and
    /// lays out the visible cells again. When the item's row (in a grid, with the items beside
    /// it) is wholly above the viewport, what is on screen stays where it is (the content offset
    /// moves by the change); otherwise the offset stays and what is below the row moves. Nothing is applied or diffed, no
    /// controller is made, and a displayed cell is configured again only when it must be
    /// measured: when the height comes from ``height(forWidth:)``, update what the displayed cell
    /// shows yourself (``GenericCellController/currentCell()``) before or after the call.
    ///
    /// An item the host does not know the real height of yet (estimated heights, not measured
    /// since it was laid out) is left as it is: the host measures it when it shows it. The call
    /// does nothing for a controller that no adapter shows as an item (never applied, replaced
    /// by a later apply, a header or footer, or made by a factory and since dropped), and before
    /// the host has loaded. Called while the adapter is applying (from a controller event during
    /// a batch update), it takes effect when the apply is over.
    ///
    /// For a snapshot of models, keep what the height depends on (expanded or not) outside the
    /// controller, where the factory reads it: a controller made on demand is dropped when its
    /// item is no longer in use, and the next one is made from the model.
    ///
    /// - Complexity: O(log n) for n items, plus the visible cells; for a snapshot of models, plus
    ///   O(c) for c live controllers at worst to find the item.
    public func invalidateHeight() {
        HeightInvalidators.invalidateHeight(of: self)
    }

    /// The reuse identifier of the controller's cells: by default the fully qualified name of
    /// its ``GenericCellController``'s cell class (so that two modules' `PhotoCell` never
    /// collide). Asked at every dequeue and for every displayed cell an apply hands to a new
    /// controller: return a constant or stored string.
    open var reuseIdentifier: String { cellClassReuseIdentifier }

    /// The default of ``reuseIdentifier``: the cell class's name, which ``GenericCellController``
    /// gives.
    var cellClassReuseIdentifier: String { "" }


    /// Dequeues a cell from `host` and configures it. Implemented by ``GenericCellController``.
    func cell(from host: Host, for itemPath: ItemPath) throws(CellHostError) -> Host.CellType {
        try host.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: itemPath)
    }

    /// Whether `cell` can be one of this controller's cells: its reuse identifier, and (for a
    /// ``GenericCellController``) exactly its cell class. The adapter hands a displayed cell to a
    /// new controller only when this holds, and reloads the item otherwise.
    func canConfigure(_ cell: Host.CellType) -> Bool {
        cell.reuseIdentifier == reuseIdentifier
    }

    /// Configures an already displayed cell again for new content (UIKit's reconfigure).
    func reconfigure(_ cell: Host.CellType, at itemPath: ItemPath) {}
    /// Takes over `cell`, already displayed and configured with equal content, without events.
    func adopt(_ cell: Host.CellType) {}
    /// Gives up `cell`, which another controller now owns (it adopted it), without events.
    func relinquish(_ cell: Host.CellType) {}
    /// Forwards `willDisplay` for `cell`.
    func willDisplay(_ cell: Host.CellType) {}
    /// Forwards `didEndDisplaying` for `cell`.
    func didEndDisplaying(_ cell: Host.CellType) {}

    /// Called when the item's selection changes: `true` when the user taps the item and it
    /// becomes selected, `false` when it is deselected. A tap on the header or footer this
    /// controller shows calls it with `true` too (headers and footers are never selected, so they
    /// are never told `false`). Does nothing by default.
    ///
    /// ```swift
    /// override func didChangeSelection(_ isSelected: Bool) {
    ///     if isSelected { print("Open \(model.title)") }
    /// }
    /// ```
    open func didChangeSelection(_ isSelected: Bool) {}
    /// Called when the item's highlight changes: `true` when a tap's finger comes down on the
    /// item (which ``shouldHighlightCell()`` allowed) and its cell now shows it highlighted;
    /// `false` when the finger lifts, before the item is selected, and its cell no longer shows
    /// it highlighted. Does nothing by default.
    ///
    /// ```swift
    /// override func didChangeHighlight(_ isHighlighted: Bool) { pressed = isHighlighted }
    /// ```
    open func didChangeHighlight(_ isHighlighted: Bool) {}
    /// Called when the user long-presses the item.
    open func didLongPressCell() {}
    /// The badge attached to the item, drawn over its cell's top-right corner (a count, "NEW";
    /// a compositional layout's supplementary item anchored to the item), read from the
    /// controller's own state or model each time the host draws; `nil`, the default, for none.
    open var badge: String? { nil }
    /// Whether a touch highlights the item (and so may select it). Defaults to `true`.
    open func shouldHighlightCell() -> Bool { true }
    /// The item's height at `width`, or `nil` (the default) to use the layout's row height or
    /// measure the configured cell.
    open func height(forWidth width: Double) -> Double? { nil }

    /// Whether a tap may select the item (`isSelected` true, UIKit's `shouldSelectItemAt`) or the
    /// user may deselect the selected item (`false`, UIKit's `shouldDeselectItemAt`). Defaults to
    /// `true`. Programmatic selection and deselection
    /// (``CellHost/selectItem(at:animated:scrollPosition:)``) do not ask.
    ///
    /// ```swift
    /// override func shouldChangeSelection(to isSelected: Bool) -> Bool { !isSelected || !model.isLocked }
    /// ```
    open func shouldChangeSelection(to isSelected: Bool) -> Bool { true }

    /// Called with `true` when the item entered the host's prefetch window: it is not visible
    /// yet, but will soon be (``CellHost/prefetchDistance``); start loading what its cell needs.
    /// Called with `false` when it left the window without being displayed (the user scrolled
    /// the other way, or it was deleted): stop what the `true` call started. A prefetch that
    /// ends with the item displayed gets no `false` call (its display follows); there is never a
    /// second `true` in between. Does nothing by default (UIKit's `prefetchItemsAt` and
    /// `cancelPrefetchingForItemsAt`).
    ///
    /// ```swift
    /// override func didChangePrefetching(_ isPrefetching: Bool) {
    ///     isPrefetching ? loader.start() : loader.cancel()
    /// }
    /// ```
    open func didChangePrefetching(_ isPrefetching: Bool) {}

    // MARK: Visibility

    /// The fractions of the item on screen at which ``didCrossVisibilityThreshold(_:)`` is
    /// called, up and down (`[0.5]` for an impression, `[0.5, 1]` to also learn when it is
    /// wholly on screen), or `nil` (the default) for the host's
    /// (``CellHost/visibilityThresholds``, empty unless the app sets them). Asked once each
    /// time the item is displayed, just before
    /// ``GenericCellController/didChangeDisplay(of:isDisplayed:)``;
    /// values outside `0 < t <= 1` are dropped.
    open var visibilityThresholds: [Double]? { nil }
    /// The item's visible fraction crossed one of its ``visibilityThresholds``: up (an
    /// impression, a video to play) or down (to pause it). Called after the item's
    /// `willDisplay` for the crossings up, and, when the item leaves the screen (scrolled away,
    /// deleted, reloaded), with its crossings down to 0 just before `didEndDisplaying`. Does
    /// nothing by default.
    open func didCrossVisibilityThreshold(_ crossing: VisibilityCrossing) {}
    // MARK: Swipe actions and interactive moves

    /// The actions a swipe reveals at `edge` of the item's row, or `nil` (the default) for none.
    /// A disabled item (``shouldHighlightCell()`` false) has none, whatever this returns.
    open func swipeActions(for edge: SwipeEdge) -> SwipeActionsConfiguration? { nil }
    /// The context menu a long press on the item presents (``CellHost/showContextMenu(at:)``,
    /// UIKit's `contextMenuConfigurationForItemAt`), or `nil` (the default) for none. A disabled
    /// item (``shouldHighlightCell()`` false) has none, whatever this returns. Its actions also
    /// become the item's accessibility custom actions (``AccessibilityElement/actionNames``).
    open func contextMenu() -> ContextMenu? { nil }
    /// Whether the item can be moved interactively. Defaults to `false`.
    open func canMoveCell() -> Bool { false }
    /// Whether the item can be edited (UIKit's `canEditRowAt`): in the host's editing mode
    /// (``CellHost/isEditing``) only such items are in editing state (``CellState/isEditing``),
    /// show a checkmark and may be selected, and ``DiffableDataSource/deleteSelectedItems(completion:)``
    /// deletes only them. Defaults to `true`.
    open func canEditCell() -> Bool { true }
    /// Called when an interactive move of the item ended, with where it was and where it is now.
    open func didMoveCell(_ move: Move<ItemPath>) {}
    /// Called with `nil` when a drag of the item begins
    /// (``DiffableDataSource/beginDrag(at:adding:)``), and with how it ended when the drag ends,
    /// if the item is still shown by this controller's data source (an item moved to another
    /// data source gets a controller there). Does nothing by default.
    ///
    /// ```swift
    /// override func didChangeDrag(endedWith outcome: DragOutcome?) { isLifted = outcome == nil }
    /// ```
    open func didChangeDrag(endedWith outcome: DragOutcome?) {}
    /// Called on the controller of an item a drop put here (moved within this data source,
    /// moved from another, or copied), after the drop was applied, if the adapter has a
    /// controller for it (a displayed item).
    open func didReceiveDrop(_ operation: DropOperation) {}
    /// Whether the item may reveal swipe actions: ``shouldHighlightCell()`` (a disabled item
    /// has none); design-system items answer their `isEnabled`, tappable or not (see
    /// `SwipeEnablement`: they live in another module, so they cannot override this).
    var isEnabledForSwipes: Bool { (self as? any SwipeEnablement)?.isEnabledForSwipes ?? shouldHighlightCell() }
}

/// What re-measures the item of a controller that asks (``CellController/invalidateHeight()``):
/// the adapter that shows it, found from its own records. A protocol, so that the registry
/// below, generic over a ``ReusableCellHolder``, can hold adapters, generic over a
/// ``CellHosting``.
@MainActor
protocol ItemHeightInvalidating<Host>: AnyObject {
    associatedtype Host: ReusableCellHolder
    /// Re-measures the item of `controller`, if this adapter shows it as an item.
    func invalidateHeight(of controller: CellController<Host>)
}

/// The live adapters, by host type: where ``CellController/invalidateHeight()`` finds the one
/// that shows the controller's item. Controllers keep no reference to an adapter (a screen of a
/// million controllers would pay for it in memory, and every apply would set it on each); each
/// adapter registers once, and answers from its own records whether it shows the controller.
@MainActor
enum HeightInvalidators {
    /// What tells whether an adapter is alive: the adapter owns it, and the registry keeps it
    /// weakly. (A weak reference to the adapter itself would give it a side table, which makes
    /// every retain and release of the adapter, one per dequeued cell, take the slow path.)
    final class Token {}

    /// The adapters of hosts of type `Host`.
    final class List<Host: ReusableCellHolder> {
        struct Entry {
            /// The adapter's token: `nil` once the adapter is freed.
            weak var token: Token?
            /// Asks the adapter to re-measure a controller's item (captured unowned: called
            /// only while `token` is alive, and the adapter outlives its token).
            let invalidate: @MainActor (CellController<Host>) -> Void
        }

        var entries: [Entry] = []
        /// The count at which ``entries`` drops its freed adapters next: twice the live count
        /// after the last drop, so registering costs O(1) amortised.
        var pruneAt = 16

        func prune() {
            entries.removeAll { $0.token == nil }
            pruneAt = Swift.max(16, 2 * entries.count)
        }
    }

    /// One list per host type, keyed by the type (a generic type has no static storage).
    private static var lists: [ObjectIdentifier: AnyObject] = [:]

    /// The list of `Host`'s adapters, made on first use.
    private static func list<Host: ReusableCellHolder>(for _: Host.Type) -> List<Host> {
        if let existing = lists[ObjectIdentifier(Host.self)] {
            // Keyed by `Host`: the list stored there is a `List<Host>`.
            return ControllerReferences.downcast(existing, to: List<Host>.self)
        }
        let list = List<Host>()
        lists[ObjectIdentifier(Host.self)] = list
        return list
    }

    /// Registers `adapter`, alive as long as `token`, which it owns.
    ///
    /// - Complexity: O(1) amortised.
    static func register<Adapter: ItemHeightInvalidating>(_ adapter: Adapter, token: Token) {
        let list = list(for: Adapter.Host.self)
        if list.entries.count >= list.pruneAt { list.prune() }
        list.entries.append(.init(token: token) { [unowned adapter] controller in adapter.invalidateHeight(of: controller) })
    }

    /// Asks every live adapter of `Host` to re-measure `controller`'s item; the one that shows
    /// it does.
    ///
    /// - Complexity: O(a) for a live adapters of the host type, each O(1) expected to find
    ///   (or not) the controller.
    static func invalidateHeight<Host>(of controller: CellController<Host>) {
        let list = list(for: Host.self)
        list.prune()
        for entry in list.entries where entry.token != nil { entry.invalidate(controller) }
    }
}

/// The identity of a controller that has no model: the controller object itself, so two
/// controllers are never the same item. It holds the controller, so the address it is
/// identified by stays the controller's for as long as the identity exists (a snapshot that
/// outlives the screen cannot mistake a later controller at the same address for this one).
struct ControllerIdentity: Identifiable, Equatable, Sendable {
    /// The controller (a main-actor class, so `Sendable`), held only for its identity.
    private let controller: AnyObject & Sendable

    init<Host>(_ controller: CellController<Host>) {
        self.controller = controller
    }

    /// The controller's address: an `Int`, which an identifier stores inline.
    var id: Int { Int(bitPattern: ObjectIdentifier(controller)) }

    static func == (lhs: ControllerIdentity, rhs: ControllerIdentity) -> Bool { lhs.controller === rhs.controller }
}

/// A controller that answers itself whether its item may reveal swipe actions, instead of
/// ``CellController/shouldHighlightCell()``: the design system's container controllers, whose
/// items are enabled for swipes when they are enabled, tappable or not.
///
/// `package`, not `public`: it is how `CellControllersDesignSystem` customizes an internal
/// question of the adapter, which a controller outside this package has no need to answer.
@MainActor
package protocol SwipeEnablement: AnyObject {
    /// Whether the item may reveal swipe actions.
    var isEnabledForSwipes: Bool { get }
}
