// MISUSE: a grid layout for a table's section.
import CellControllers

@MainActor func makeSection() -> ControllerSection<TableHost> {
    // expected-error@+2: cannot convert value of type 'GridLayout' to expected argument type
    // expected-error@+1: 'TableLayout'
    ControllerSection<TableHost>(id: "grid", layout: GridLayout(columns: .fixed(3)), items: [])
}
