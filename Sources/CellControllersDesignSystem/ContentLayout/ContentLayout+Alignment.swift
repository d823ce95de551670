import CellControllers

extension ContentLayout {
    /// Where content narrower than its space sits, left to right.
    public enum HorizontalAlignment: Hashable, Sendable {
        /// At the left edge.
        case leading
        /// In the middle (one column further left when the space left is odd).
        case center
        /// At the right edge.
        case trailing

        /// The columns before content `used` columns wide in `available` columns.
        func offset(used: Int, available: Int) -> Int {
            let free = max(0, available - used)
            switch self {
            case .leading: return 0
            case .center: return free / 2
            case .trailing: return free
            }
        }
    }

    /// What wrapping text does with a word wider than a line.
    public enum LongWords: Hashable, Sendable {
        /// Break it between grapheme clusters, over as many lines as it needs.
        case `break`
        /// Cut it to the line, ending in `…`.
        case cut
    }

    /// Where a child lower than its row sits, top to bottom.
    public enum VerticalAlignment: Hashable, Sendable {
        /// At the top: the first lines line up, as MarkupKit's baseline alignment of one-line
        /// labels.
        case top
        /// In the middle (one line higher when the space left is odd).
        case center
        /// At the bottom.
        case bottom

        /// The lines above content `used` lines high in `available` lines.
        func offset(used: Int, available: Int) -> Int {
            let free = max(0, available - used)
            switch self {
            case .top: return 0
            case .center: return free / 2
            case .bottom: return free
            }
        }
    }

    /// Margins in whole columns and lines, never negative.
    struct Margins: Hashable, Sendable {
        var top = 0
        var left = 0
        var bottom = 0
        var right = 0

        var horizontal: Int { left + right }
        var vertical: Int { top + bottom }
    }
}
