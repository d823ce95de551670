/// The adapter's side of the host: the data source, delegate and prefetching data source that a
/// ``CellControllerAdapter`` installs on its host. Its methods *are* the adapter's answers to the
/// host's questions and its handlers of the host's events: each event is declared once (the
/// requirement, with its default, in ``CellHostDataSource``, ``CellHostDelegate`` or
/// ``CellHostDataSourcePrefetching``) and handled here, reaching the adapter's collaborators
/// (its store, shown screen, apply queue, callbacks) through ``adapter``. The extensions group
/// them by concern: cells and heights here, display (`HostConnection+Display`), selection
/// (`+Selection`), swipes, menus, moves and outlines (`+Interactions`), prefetching
/// (`+Prefetching`).
///
/// It keeps these conformances off the adapter's public surface: an app talks to the adapter
/// (`apply`, `controller(at:)`, ...), and only the host talks to its data source. The adapter
/// owns its connection; the host keeps it weakly, as UIKit keeps its data source, so the host
/// stops asking once the adapter is gone.
@MainActor
final class HostConnection<Host: CellHosting>: CellHostDataSource, CellHostDelegate, CellHostDataSourcePrefetching, InteractiveMoveObserving {
    /// The adapter, which owns this connection.
    unowned let adapter: CellControllerAdapter<Host>
    /// The adapter's controller store (``CellControllerAdapter/store``, which never changes),
    /// held here too: the host's question for every cell it dequeues reaches it without going
    /// through the unowned reference to the adapter (a checked retain and a release per cell).
    private let store: ControllerStore<Host>

    init(adapter: CellControllerAdapter<Host>) {
        self.adapter = adapter
        self.store = adapter.store
    }

    // MARK: Sections, cells and heights

    /// The number of sections.
    func numberOfSections(in host: Host) -> Int { adapter.shown.parts.count }

    /// The number of items in `section`.
    ///
    /// - Complexity: O(1).
    func host(_ host: Host, numberOfItemsInSection section: Int) -> Int {
        adapter.snapshot.numberOfItems(inSection: section)
    }

    /// A cell dequeued and configured by the item's controller.
    ///
    /// - Complexity: O(1): one virtual call, one dequeue, one checked cast, one configure (for
    ///   a snapshot of models, plus one expected-O(1) lookup of the live controller).
    func host(_ host: Host, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> Host.CellType {
        guard let controller = store.controller(at: itemPath, in: adapter.snapshot) else {
            let snapshot = adapter.snapshot
            let violation = snapshot.rangeViolation(of: itemPath) ?? ItemRangeViolation(sectionCount: snapshot.numberOfSections)
            throw .itemOutOfRange(itemPath, sectionCount: violation.sectionCount, itemCount: violation.itemCount)
        }
        let cell = try controller.cell(from: host, for: itemPath)
        // A controller made on demand owns the cell from the dequeue, so that a sweep while the
        // host lays out (measuring, dequeuing more) keeps it until the cell is displayed (and
        // owned for good, in `willDisplay`). Controllers the screen holds (made up front, or
        // items themselves) are never swept, so their cells are owned from the display only: a
        // dequeue records nothing (no reference stored in the cell and dropped by the reuse
        // pool, for every cell the host measures or displays).
        if store.sweepsControllers { adapter.own(cell, by: controller) }
        return cell
    }

    /// A cell dequeued and configured by the header's or footer's controller, if the section has one.
    func host(_ host: Host, cellForSupplementary kind: SupplementaryKind, inSection section: Int) throws(CellHostError) -> Host.CellType? {
        guard let controller = adapter.supplementaryController(kind, inSection: section) else { return nil }
        return try controller.cell(from: host, for: ItemPath(item: 0, section: section))
    }

    /// The item's height: its model's or its controller's, as the shown factory's
    /// ``ItemHeights`` say (no controller is made for a factory whose items have none).
    func host(_ host: Host, heightForItemAt itemPath: ItemPath, width: Double) -> Double? {
        let adapter = self.adapter
        switch adapter.shown.factory.itemHeights {
        case .layout: return nil
        case .models(let height):
            guard adapter.snapshot.rangeViolation(of: itemPath) == nil else { return nil }
            return height(adapter.snapshot, itemPath, width)
        case .controllers: return adapter.store.controller(at: itemPath, in: adapter.snapshot)?.height(forWidth: width)
        }
    }

    /// Whether items of the section may have heights of their own: not for a factory whose
    /// ``ItemHeights`` are the layout's.
    func host(_ host: Host, givesItemHeightsInSection section: Int) -> Bool {
        if case .layout = adapter.shown.factory.itemHeights { return false }
        return true
    }

    /// The section's layout. A section of a snapshot of models whose layout was asked for
    /// another width than the host's now is asked again first (the host lays every section out
    /// again when its width changes, so each is asked once per change).
    func host(_ host: Host, layoutForSection section: Int) -> Host.Layout? {
        let adapter = self.adapter
        if let asked = adapter.shown.parts[section].environment, asked.width != host.viewportSize.width {
            let factory = adapter.shown.factory
            let environment = adapter.layoutEnvironment
            adapter.shown.parts[section].layout = factory.layout(adapter.shown.parts[section].model, environment)
            adapter.shown.parts[section].environment = environment
        }
        return adapter.shown.parts[section].layout
    }

    /// Lets the item's (new) controller configure its displayed cell again.
    func host(_ host: Host, reconfigure cell: Host.CellType, forItemAt itemPath: ItemPath) {
        // A cell of another class is left to `rebindVisibleCells`, which reloads it.
        guard let controller = adapter.controller(at: itemPath), controller.canConfigure(cell) else { return }
        adapter.own(cell, by: controller)
        controller.reconfigure(cell, at: itemPath)
    }
}
