/// A typed screen of models over a ``CellControllerAdapter``: shows `Snapshot<Section, Item>`s
/// through one factory and reads the screen back typed, like UIKit's
/// `UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`.
///
/// ```swift
/// let dataSource = DiffableDataSource<Album, Song, TableHost>(host: host, factory: songs)
/// try dataSource.apply(snapshot)
/// let shown: Snapshot<Album, Song> = dataSource.snapshot()
/// let first: Song? = dataSource.snapshot().item(at: ItemPath(item: 0, section: 0))
/// let path: ItemPath? = dataSource.indexPath(for: first?.id ?? 0)
/// ```
///
/// While applies may be in flight (a page loading while the user deletes a row), change the screen
/// with ``update(completion:_:)`` or ``update(_:)``, which edit ``requestedSnapshot()``, the
/// screen the host is going to show, so that the edits compose (see <doc:ApplyingSnapshots>).
///
/// The data source owns its ``adapter`` (which keeps the host's data source and delegate) and
/// keeps no copy of the screen: ``snapshot()`` reads what the adapter shows, so interactive
/// moves and queued applies are always reflected. Configure interactions (``CellControllerAdapter/loadMore``,
/// ``CellControllerAdapter/onEvent``, ...) on the adapter. Showing another kind of screen
/// through the adapter directly (controller sections), or through another data source for the
/// same host (say with another factory), is allowed; until this data
/// source applies again, its reads then see an empty snapshot when that screen is of other types.
@MainActor
public final class DiffableDataSource<Section: Identifiable & Equatable & Sendable, Item: Identifiable & Equatable & Sendable, Host: CellHosting>
where Section.ID: Sendable, Item.ID: Sendable {
    /// The adapter that drives the host.
    public let adapter: CellControllerAdapter<Host>
    /// The factory of the snapshots' items, headers and footers.
    let factory: ErasedControllerFactory<Host>
    /// The typed section index (``sectionIndex``), which the adapter's reads through.
    var typedSectionIndex: (@MainActor (Snapshot<Section, Item>) -> [SectionIndexTitle<Section.ID>])?
    /// What is asked and told when the user expands or collapses an item of a section shown as
    /// a tree (UIKit's `sectionSnapshotHandlers`): a tap on its disclosure
    /// (``CellHost/tapDisclosure(at:)``).
    /// Changing them changes them for every section this data source shows as a tree.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<Item>() {
        didSet {
            for outline in adapter.shown.outlines.values { (outline as? ShownOutline<Item>)?.handlers = sectionSnapshotHandlers }
        }
    }

    /// What is asked and told about drags of this data source's items (UIKit's drag delegate):
    /// which items can be dragged, and when a drag begins and ends (see
    /// ``beginDrag(at:adding:)``); and about drags hovering over this data source and dropped on
    /// it (UIKit's drop delegate): the proposal for a place, and the drop (see ``DragSession``).
    public var dragDropHandlers = DragDropHandlers<Item>()
    /// The drag of this data source's items in progress, if any (one at a time).
    weak var activeDrag: DragSession<Item>?

    /// A data source for `host` whose items, headers and footers come from `factory`.
    ///
    /// When an adapter already drives `host` (another data source's, or one made with
    /// ``CellControllerAdapter/init(host:sections:)``), the data source shows its screens through
    /// that adapter, which keeps the host's data source and delegate: to show the same screen
    /// through another factory, make a data source for the same host and apply through it. The
    /// controllers of the items that an apply leaves unchanged are kept, whichever factory made
    /// them. Otherwise it makes an adapter that becomes the host's data source and delegate.
    ///
    /// ```swift
    /// let compact = DiffableDataSource(host: dataSource.adapter.host, factory: CompactSongs())
    /// try compact.apply(dataSource.snapshot())   // the same songs, new cells for changed ones
    /// ```
    public init<Factory: CellControllerFactory>(host: Host, factory: Factory)
    where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        adapter = CellControllerAdapter.driving(host)
        self.factory = ErasedControllerFactory(factory, for: Snapshot<Section, Item>.self)
    }

    /// A data source for `host` whose items come from `factory`, which makes no headers or
    /// footers (a ``CellRegistration``, say); otherwise as the form for a factory of headers and
    /// footers.
    public init<Factory: CellControllerFactory>(host: Host, factory: Factory)
    where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        adapter = CellControllerAdapter.driving(host)
        self.factory = ErasedControllerFactory(factory, for: Snapshot<Section, Item>.self)
    }

    /// Not available: `factory` makes headers and footers for another section model than this
    /// data source's `Section`. Give the factory's `supplementaryController(_:forSection:)` (and
    /// its other section requirements) a parameter of the snapshot's `Section` type.
    @available(*, unavailable, message: "the factory's headers and footers take another section model than this data source's Section: give its supplementaryController(_:forSection:) a parameter of the snapshot's Section type")
    public init<Factory: CellControllerFactory>(host: Host, factory: Factory) where Factory.Host == Host, Factory.Model == Item {
        fatalError("unavailable")
    }

    /// Shows `snapshot` now, animating the difference from the screen shown as batch updates.
    ///
    /// Only the items that are displayed, measured or receive an event get a controller from the
    /// factory (like the cell provider of UIKit's diffable data source), and a controller is kept
    /// while its cell is displayed or its item selected: a million-item screen holds a few dozen
    /// controllers (see ``CellControllerAdapter/liveControllerCount``). Across applies, an item
    /// whose identity and content are unchanged keeps its controller object; a changed item gets
    /// a fresh one from its new model, which reconfigures its visible cell (or reloads it if it
    /// wants another cell class). Headers, footers, side labels and layouts come from the
    /// factory, asked per section; a section's model is its identity and content.
    ///
    /// The diff runs on the main actor; in an `async` context, `try await apply(snapshot)` is
    /// ``apply(_:reloadingData:)``, which diffs off the main actor (pass `completion: nil` there to apply now,
    /// as UIKit's `apply(_:animatingDifferences:completion:)` and `await apply(_:)` are told
    /// apart). The ordering and queueing rules are those of
    /// ``CellControllerAdapter/apply(_:completion:)``: a call made while the adapter updates the
    /// host is queued and runs right after it.
    ///
    /// With `reloadingData`, the snapshot is shown with `reloadData()` instead of a diff (UIKit's
    /// `applySnapshotUsingReloadData`): every visible cell is dequeued again. The items that stay
    /// keep their selection, measured heights and place on screen (see <doc:ApplyingSnapshots>);
    /// no controller is kept from the previous screen. Use it to replace a screen wholesale (for
    /// example when showing another account's data), where animating the difference means
    /// nothing; it costs O(n) to validate the snapshot and find the selected, measured and
    /// visible items in it, plus what `reloadData()` costs.
    ///
    /// - Parameters:
    ///   - snapshot: the new screen.
    ///   - reloadingData: whether to show it with `reloadData()` rather than a diff; `false` by
    ///     default.
    ///   - completion: called once the change is on the host: before this method returns, or,
    ///     for a call queued during another apply, once it has run.
    /// - Throws: ``SnapshotError`` for duplicate identifiers (or an item the factory does not
    ///   serve); nothing changes and `completion` is not called.
    /// - Complexity: what ``Snapshot/diff(from:to:contentChanges:)`` costs, plus O(k log n) to
    ///   update the host for k changes, plus the visible cells; no controller is made for an item
    ///   that is not shown.
    public func apply(_ snapshot: Snapshot<Section, Item>, reloadingData: Bool = false, completion: (() -> Void)? = nil) throws(SnapshotError) {
        try adapter.applyNow(factory, snapshot: snapshot.erased, reloading: reloadingData, completion: completion)
    }

    /// Shows `snapshot`, animating the difference from the screen shown; the diff runs off the
    /// main actor.
    ///
    /// The main actor does no work proportional to the number of items: the diff (and the
    /// release of the old snapshot) run on the global concurrent executor, and the main actor
    /// applies the batches, carries the live controllers over and touches the visible cells.
    /// Controllers behave as with ``apply(_:reloadingData:completion:)``. Calls take effect in call
    /// order, together with the synchronous applies:
    /// - A call overtaken by a later one before its diff finished may be skipped, so a burst
    ///   never shows a stale screen last. A skipped call throws ``ApplySupersededError``: its
    ///   screen is not on the host. (A later call made with ``update(_:)`` is built on the
    ///   newest requested screen and carries this one's edits: once it is shown, this call
    ///   returns normally.)
    /// - If every later call fails or is cancelled, the newest remaining call is shown; if the
    ///   screen changed while its diff ran, it is diffed again against the screen shown.
    /// - A synchronous apply is a later call: it supersedes the pending asynchronous ones it was
    ///   not built on.
    ///
    /// See <doc:ApplyingSnapshots>. With `reloadingData`, the snapshot is validated off the main
    /// actor and shown with `reloadData()`, as ``apply(_:reloadingData:completion:)`` shows it.
    ///
    /// - Throws: ``SnapshotError`` for duplicate identifiers, ``ApplySupersededError`` when a
    ///   later apply not built on this one was shown first, `CancellationError` when the task is
    ///   cancelled first; the host is then left as it was.
    public func apply(_ snapshot: Snapshot<Section, Item>, reloadingData: Bool = false) async throws {
        try await adapter.applyLater(factory, snapshot: snapshot.erased, reloading: reloadingData)
    }

    /// Edits the newest requested screen and shows the result now: the composing form of
    /// ``apply(_:reloadingData:completion:)``.
    ///
    /// `edit` receives ``requestedSnapshot()``: the screen of the newest apply still on its way to
    /// the host (a page of older items diffing off the main actor, say), or the one shown. The
    /// result is applied as built on it, so it carries that apply's edits, and that apply returns
    /// normally once the result is shown. Two edits in flight compose instead of overwriting each
    /// other:
    ///
    /// ```swift
    /// try dataSource.update { snapshot in
    ///     try snapshot.deleteItems([message.id])   // keeps a page that is still loading
    /// }
    /// ```
    ///
    /// In an `async` context, `try await update(_:)` is the asynchronous form; pass
    /// `completion: nil` to update now.
    ///
    /// When `edit` only deletes, inserts and moves items and nothing is in flight, the batch is
    /// what `edit` did, and the screen is not diffed: a swipe-delete in a million rows costs the
    /// edit and the batch. Otherwise (an edit of sections, a replaced model, a reconfigure or
    /// reload mark, an apply in flight) the diff runs here, on the main actor: on a screen of
    /// hundreds of thousands of items it takes longer than a frame. There, use
    /// `try await update(_:)`, whose diff runs off the main actor.
    ///
    /// - Parameters:
    ///   - completion: called once the change is on the host.
    ///   - edit: changes the snapshot; it runs once, now, on the main actor.
    /// - Complexity: `edit`, plus the batch update, plus, unless `edit` only deleted, inserted
    ///   and moved items with nothing in flight, the diff of the whole screen, O(n) for n items,
    ///   on the main actor.
    /// - Throws: what `edit` throws (a ``SnapshotEditError``, say), and then nothing is applied;
    ///   ``SnapshotError`` for duplicate identifiers, or
    ///   ``SnapshotError/screenOfAnotherType(shown:edited:)`` when the adapter was given a screen
    ///   of another kind directly; then nothing changes.
    public func update(completion: (() -> Void)? = nil, _ edit: (inout Snapshot<Section, Item>) throws -> Void) throws {
        try adapter.updateNow(factory, completion: completion, edit)
    }

    /// Edits the newest requested screen and shows the result with the diff off the main actor:
    /// the composing form of ``apply(_:reloadingData:)``.
    ///
    /// `edit` runs once, right away, on the main actor, on ``requestedSnapshot()``; only the diff
    /// and the wait for the host are asynchronous. A loader that appends its page this way keeps
    /// every edit made meanwhile with ``update(completion:_:)``, and such an edit keeps the page.
    ///
    /// - Throws: what `edit` throws, and then nothing is applied; ``SnapshotError`` for duplicate
    ///   identifiers; ``ApplySupersededError`` when a later apply that was not built on this one
    ///   was shown first (an ``apply(_:reloadingData:completion:)`` of an edited copy of ``snapshot()``, say);
    ///   `CancellationError` when the task is cancelled before the change is on the host (unless
    ///   a later `update` already carries it). The host is then left as it was.
    public func update(_ edit: (inout Snapshot<Section, Item>) throws -> Void) async throws {
        try await adapter.updateLater(factory, edit)
    }

    /// The screen shown, typed (UIKit's `snapshot()`): empty when the adapter shows another kind
    /// of screen.
    ///
    /// To change the screen while applies may be in flight (a page loading, a swipe-delete),
    /// edit ``requestedSnapshot()`` with ``update(completion:_:)`` instead of a copy of this one:
    /// an edited copy of the screen shown leaves out what the pending applies add, so it
    /// supersedes them (they throw ``ApplySupersededError``).
    /// - Complexity: O(1): the snapshot shares the adapter's storage until either is changed.
    public func snapshot() -> Snapshot<Section, Item> {
        guard adapter.shownScreenType == ScreenType(Snapshot<Section, Item>.self) else { return Snapshot() }
        return Snapshot(unchecked: adapter.snapshot)
    }

    /// The newest requested screen, typed: the snapshot of the newest apply still on its way to
    /// the host (diffing, or waiting for a later one), or, when there is none, ``snapshot()``.
    /// Empty when that screen is of another kind.
    ///
    /// It is what the host is going to show: read it to decide (which page is next, whether an
    /// item is there). To change it, use ``update(completion:_:)`` or ``update(_:)``, which edit it
    /// and apply the result as one step, built on it; an edited copy given to
    /// ``apply(_:reloadingData:completion:)`` is a new screen that supersedes the pending applies.
    /// - Complexity: O(l) for l applies in flight; the snapshot shares the adapter's storage.
    public func requestedSnapshot() -> Snapshot<Section, Item> {
        (try? adapter.requested(as: Snapshot<Section, Item>.self))?.snapshot ?? Snapshot()
    }

    /// The identifier of the item shown at `path` (UIKit's `itemIdentifier(for:)`), or `nil`. The
    /// item itself is `snapshot().item(at: path)`.
    /// - Complexity: O(1).
    public func itemIdentifier(for path: ItemPath) -> Item.ID? { snapshot().item(at: path)?.id }

    /// The path of the item `identifier` (UIKit's `indexPath(for:)`), or `nil` when it is not
    /// shown.
    /// - Complexity: O(1) expected.
    public func indexPath(for identifier: Item.ID) -> ItemPath? { snapshot().pathOfItem(identifier) }

    /// The identifier of the section shown at `index` (UIKit's `sectionIdentifier(for:)`), or
    /// `nil`: what a supplementary provider asks with an item path's `section`.
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> Section.ID? {
        let shown = snapshot()
        guard index >= 0, index < shown.numberOfSections else { return nil }
        return shown.sectionModel(at: index).id
    }
}
