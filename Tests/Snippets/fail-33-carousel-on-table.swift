// MISUSE: carousels are sections of a grid (a compositional layout); a table has no sideways
// scrolling, and a carousel layout is a GridLayout, which no table section accepts.
import CellControllers

struct Shelf: Identifiable, Equatable, Sendable { let id: Int }

@MainActor
func carouselOnTable(_ table: TableHost) throws {
    try table.scrollCarousel(section: 0, toX: 3) // expected-error: value of type 'TableHost' has no member 'scrollCarousel'
    let cards: TableLayout = .carousel(itemWidth: 9, itemHeight: 1) // expected-error: type 'TableLayout' has no member 'carousel'
    _ = cards
}
