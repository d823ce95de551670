// MISUSE: a controller of CellView, which belongs to no host.
import CellControllers

final class AnyCellController: GenericCellController<CellView> {} // expected-error: type 'CellView' does not conform to protocol 'ReusableCell'
