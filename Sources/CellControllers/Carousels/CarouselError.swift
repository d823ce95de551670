/// A request to scroll a carousel (``GridHost/scrollCarousel(section:toX:)``,
/// ``GridHost/swipeCarousel(section:by:)``) that the
/// host cannot carry out. The host is left exactly as it was: no offset changed, no cell
/// displayed or ended.
public enum CarouselError: Error, Hashable, Sendable {
    /// The host has no section `section`: it has `sectionCount`.
    case sectionOutOfRange(Int, sectionCount: Int)
    /// Section `section` is laid out as a grid or a list, not as a carousel: only a section
    /// whose layout is ``GridLayout/carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:)``
    /// scrolls sideways.
    case notACarousel(section: Int)
    /// The offset or distance asked for is not a finite number.
    case invalidDistance(Double)
}

extension CarouselError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .sectionOutOfRange(section, sectionCount):
            "Section \(section) does not exist: the host has \(sectionCount) section\(sectionCount == 1 ? "" : "s"). "
                + "Scroll a carousel of a section from 0 to \(max(0, sectionCount - 1)), after the data source or the adapter shows it."
        case let .notACarousel(section):
            "Section \(section) does not scroll sideways: its layout is not a carousel. "
                + "Give the section the layout GridLayout.carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:), "
                + "or scroll the list itself with setContentOffset(_:)."
        case let .invalidDistance(value):
            "\(value) is not a distance a carousel can scroll: give a finite number of columns."
        }
    }
}
