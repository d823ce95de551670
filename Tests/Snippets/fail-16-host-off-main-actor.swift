// MISUSE: driving a host from a nonisolated (background) context. Hosts, cells and controllers
// are @MainActor, like UIKit.
import CellControllers

nonisolated func refresh(_ table: TableHost) {
    table.reloadData() // expected-error: call to main actor-isolated instance method 'reloadData()' in a synchronous nonisolated context
}
