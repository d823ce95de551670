import CellControllers

extension String {
    /// The string followed by spaces up to `width` terminal columns (unchanged if already as
    /// wide).
    func padding(to width: Int) -> String {
        let columns = TextRendering.columnWidth(of: self)
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}
