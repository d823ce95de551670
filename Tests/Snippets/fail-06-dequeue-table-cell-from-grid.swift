// MISUSE: dequeuing a table cell class from a grid host.
import CellControllers

final class ProfileCell: TableCell {}

@MainActor func dequeue(from grid: GridHost) -> GridCell {
    // expected-error@+2: instance method 'dequeueReusableCell(_:withReuseIdentifier:for:)' requires the types
    // expected-error@+1: 'TableHost') and 'GridHost' be equivalent
    grid.dequeueReusableCell(ProfileCell.self, withReuseIdentifier: "profile", for: ItemPath(item: 0, section: 0))
}
