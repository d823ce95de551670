import CellControllers

extension GridLayout {
    /// A one-column list section: every item a full-width row, `lineSpacing` lines apart, inside
    /// `insets` (hh.ru's list sections in a collection).
    public static func list(insets: EdgeInsets = .zero, lineSpacing: Double = 0) -> GridLayout {
        GridLayout(columns: .fixed(1), interitemSpacing: 0, lineSpacing: lineSpacing, sectionInsets: insets)
    }
}
