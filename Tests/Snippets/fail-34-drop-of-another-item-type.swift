// MISUSE: a drag session carries models of its source's item type. A destination that shows
// another item type takes them only through a conversion it declares
// (`dropReceiver(accepting:converting:)`); hovering with them over it as it is does not compile:
// the session's `hover(over:at:)` takes only a data source or a receiver of its own item type.
import CellControllers

struct Card: Identifiable, Equatable, Sendable { let id: Int }
struct Chore: Identifiable, Equatable, Sendable { let id: Int }
struct Column: Identifiable, Equatable, Sendable { let id: Int }

@MainActor
func dropCardsOnChores(_ session: DragSession<Card>, _ chores: DiffableDataSource<Column, Chore, TableHost>) throws {
    try session.hover(over: chores, at: ItemPath(item: 0, section: 0)) // expected-error: cannot convert value of type 'DiffableDataSource<Column, Chore, TableHost>' to expected argument type 'DiffableDataSource<Column, Card, TableHost>'
    let receiver: DropReceiver<Chore> = chores.dropReceiver(accepting: Chore.self) { $0 }
    try session.hover(over: receiver, at: ItemPath(item: 0, section: 0)) // expected-error: cannot convert value of type 'DropReceiver<Chore>' to expected argument type 'DropReceiver<Card>'
}
