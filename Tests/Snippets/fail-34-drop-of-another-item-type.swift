// MISUSE: a drag session carries models of its source's item type. A destination that shows
// another item type takes them only through a conversion it declares
// (`dropReceiver(accepting:converting:)`); hovering with them over it as it is does not compile.
import CellControllers

struct Card: Identifiable, Equatable, Sendable { let id: Int }
struct Chore: Identifiable, Equatable, Sendable { let id: Int }
struct Column: Identifiable, Equatable, Sendable { let id: Int }

@MainActor
func dropCardsOnChores(_ session: DragSession<Card>, _ chores: DiffableDataSource<Column, Chore, TableHost>) throws {
    try session.hover(over: chores, at: ItemPath(item: 0, section: 0)) // expected-error: 'hover(over:at:)' is unavailable: the list shows another item type than the dragged items: hover over its dropReceiver(accepting:converting:), which converts each dragged item to one of its items
    let receiver: DropReceiver<Chore> = chores.dropReceiver(accepting: Chore.self) { $0 }
    try session.hover(over: receiver, at: ItemPath(item: 0, section: 0)) // expected-error: 'hover(over:at:)' is unavailable: the receiver takes another item type than the dragged items: make it with dropReceiver(accepting:converting:), which converts each dragged item to one of its items
}
