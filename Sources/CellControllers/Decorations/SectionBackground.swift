/// A decoration drawn behind a section's items, across the viewport's width (right of its side
/// label's column, if any: see ``SideLabelLayout``) from the bottom of its header to the top of
/// its footer, like `NSCollectionLayoutDecorationItem.background`: the
/// items (and their insets' spacing, where the cells draw spaces) are drawn over it. Set it on a
/// section's ``GridLayout/sectionBackground``.
///
/// ```swift
/// var featured = GridLayout.carousel(itemWidth: 12, itemHeight: 2, sectionInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
/// featured.sectionBackground = .box
/// ```
public enum SectionBackground: Hashable, Sendable {
    /// Every column of the section's body filled with the character (one column wide), where
    /// no cell draws.
    case fill(Character)
    /// A box drawn around the section's body, `┌─┐`, `│ │`, `└─┘`: give the section insets of 1
    /// so that the items stay inside it.
    case box
}
