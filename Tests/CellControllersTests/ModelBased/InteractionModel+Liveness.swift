import CellControllers

extension InteractionModel {
    /// Every item controller the app made for its host, held weakly: after every operation, the
    /// ones still alive must be ones the adapter says it keeps (issue 27: controllers the adapter
    /// dropped stayed alive, held by cells back in the reuse pool).
    @MainActor
    final class ControllerLedger<Host: CellHosting> {
        private struct Entry {
            weak var controller: CellController<Host>?
            let item: Int
        }

        private var entries: [Entry] = []

        func record(_ controller: CellController<Host>, item: Int) {
            entries.append(Entry(controller: controller, item: item))
            if entries.count > 4_096 { entries.removeAll { $0.controller == nil } }
        }

        /// The controllers alive, by identity, with their items.
        var alive: [(id: ObjectIdentifier, item: Int)] {
            entries.compactMap { entry in entry.controller.map { (ObjectIdentifier($0), entry.item) } }
        }
    }
}

extension InteractionModel.Driver {
    /// The adapter's own records agree with the host's, and no item controller outlives them:
    /// each one alive is kept by the adapter (or, for controller sections, by the app's kept
    /// controllers and the drag session it keeps).
    func checkLiveness(_ found: inout [Violation]) {
        for violation in adapter.invariantViolations() {
            found.append(Violation("adapter.invariants", violation))
        }
        let kept = adapter.keptControllerIdentifiers.union(reusable.values.map(ObjectIdentifier.init)).union(drag.heldControllers)
        let leaked = ledger.alive.filter { !kept.contains($0.id) }
        if !leaked.isEmpty {
            found.append(Violation(
                "controllers.leak",
                "\(leaked.count) item controller(s) alive that the adapter does not keep (items \(leaked.prefix(8).map { "#\($0.item)" }))"))
        }
    }
}
