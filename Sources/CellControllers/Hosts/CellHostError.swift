/// Misuse of a host that the compiler cannot catch: each case says what was wrong and how to fix it.
public enum CellHostError: Error, Hashable, Sendable {
    /// A dequeue asked for a reuse identifier that nothing is registered for.
    case unregisteredReuseIdentifier(String)
    /// A dequeued cell is not of the class a controller expects.
    ///
    /// Kept as the typed failure of the library's one checked cast, which the sealed
    /// ``ReusableCell`` and exact-class reuse queues make unreachable: no sequence of public
    /// calls produces it (see ``GenericCellController``).
    case cellTypeMismatch(reuseIdentifier: String, expected: String, actual: String)
    /// An item path outside the host's sections or items.
    case itemOutOfRange(ItemPath, sectionCount: Int, itemCount: Int?)
    /// A gesture on a section's header or footer that the section does not have (or a section
    /// that does not exist).
    case supplementaryNotFound(SupplementaryKind, section: Int, sectionCount: Int)
    /// The side label column of `section`'s layout (``SideLabelLayout``) is `width` columns
    /// wide, which a viewport `viewportWidth` wide cannot hold: the column takes at least one
    /// column and leaves the items at least one. The section is laid out without it (its
    /// items take the full width, no label is drawn); reported when the section is laid out.
    case sideLabelDoesNotFit(section: Int, width: Double, viewportWidth: Double)
    /// A section that the host does not have (``GridHost/scrollCarousel(section:toX:)``,
    /// ``GridHost/swipeCarousel(section:by:)``): it has `sectionCount`.
    case sectionOutOfRange(Int, sectionCount: Int)
    /// Section `section` is laid out as a grid or a list, not as a carousel: only a section
    /// whose layout is ``GridLayout/carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:)``
    /// scrolls sideways.
    case notACarousel(section: Int)
    /// A carousel offset or distance that is not a finite number.
    case invalidCarouselDistance(Double)
    /// Pinned insets (``CellHost/setPinnedInsets(_:)``) whose `top` or `bottom` is negative or
    /// not finite (NaN or infinite).
    case invalidPinnedInsets(EdgeInsets)
    /// No section index title is `title` (``CellHost/scrollToSection(forIndexTitle:)``);
    /// `available` lists the titles (empty when there is no index).
    case unknownSectionIndexTitle(String, available: [String])
    /// The data source answered, for the index title `title`, a section that the host does
    /// not have.
    case sectionIndexOutOfRange(title: String, section: Int, sectionCount: Int)
    /// An accessibility element that is not displayed, so an assistive technology cannot
    /// reach it.
    case accessibilityElementNotVisible(AccessibilityElement.Target)
    /// The accessibility element offers no action of that name.
    case unknownAccessibilityAction(String, available: [String])
    /// The accessibility element offers no action at that index
    /// (``CellHost/performAccessibilityAction(at:on:)``): `available` lists the names of the
    /// actions it offers, in order.
    case accessibilityActionIndexOutOfRange(Int, available: [String])
    /// The item has no displayed cell, so no control to tap (``CellHost/tapControl(named:inItemAt:)``):
    /// scroll to it first.
    case itemNotDisplayed(ItemPath)
    /// The item's cell has no control (``CellControl``) of that name; `available` are the names
    /// it has.
    case unknownControl(String, available: [String])
    /// The control, or its cell, is disabled.
    case controlDisabled(String)
}

extension CellHostError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case .unregisteredReuseIdentifier(let identifier):
            return "No cell class is registered for reuse identifier '\(identifier)'. Call "
                + "register(YourCell.self, forCellWithReuseIdentifier: \"\(identifier)\") before dequeuing, "
                + "or let a GenericCellController register its cell for you."
        case let .cellTypeMismatch(identifier, expected, actual):
            return "The cell dequeued for reuse identifier '\(identifier)' is a \(actual), but its controller "
                + "expects a \(expected). Register \(expected) for that identifier, or give the controller its own "
                + "reuse identifier."
        case let .itemOutOfRange(path, sectionCount, itemCount):
            if let itemCount {
                return "Item \(path) is out of range: section \(path.section) has \(itemCount) items."
            }
            return "Item \(path) is out of range: the host has \(sectionCount) sections."
        case let .supplementaryNotFound(kind, section, sectionCount):
            guard (0..<sectionCount).contains(section) else {
                return "Section \(section) is out of range: the host has \(sectionCount) sections."
            }
            return "Section \(section) has no \(kind): its data source gave no cell for it (or one of height 0). "
                + "Give the section a \(kind) (ControllerSection's `\(kind):`) before tapping it."
        case let .sideLabelDoesNotFit(section, width, viewportWidth):
            return "The side label column of section \(section) is \(width) columns wide, but the viewport is \(viewportWidth) wide: "
                + "a side label column takes at least 1 column and leaves the items at least 1. The section is laid out without it. "
                + "Give its SideLabelLayout a width from 1 to \(max(1, viewportWidth - 1)), or no side label."
        case let .sectionOutOfRange(section, sectionCount):
            return "Section \(section) does not exist: the host has \(sectionCount) section\(sectionCount == 1 ? "" : "s"). "
                + "Scroll a carousel of a section from 0 to \(max(0, sectionCount - 1)), after the data source or the adapter shows it."
        case let .notACarousel(section):
            return "Section \(section) does not scroll sideways: its layout is not a carousel. "
                + "Give the section the layout GridLayout.carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:), "
                + "or scroll the list itself with contentOffset."
        case let .invalidCarouselDistance(value):
            return "\(value) is not a distance a carousel can scroll: give a finite number of columns."
        case let .invalidPinnedInsets(insets):
            let edge = insets.top.isFinite && insets.top >= 0 ? "bottom" : "top"
            let value = edge == "top" ? insets.top : insets.bottom
            return "The pinned inset of the \(edge) edge is \(value), but an inset is how much of the viewport a bar covers: "
                + "give a finite value of 0 or more (0 for no bar)."
        case let .unknownSectionIndexTitle(title, available) where available.isEmpty:
            return "The section index has no title '\(title)': the host has no section index. Give its data source "
                + "sectionIndexTitles (the adapter's sectionIndex) first."
        case let .unknownSectionIndexTitle(title, available):
            return "The section index has no title '\(title)'. Its titles are: " + available.map { "'\($0)'" }.joined(separator: ", ") + "."
        case let .sectionIndexOutOfRange(title, section, sectionCount):
            return "The index title '\(title)' jumps to section \(section), but the host has \(sectionCount) sections. "
                + "Give the section index (the data source's sectionIndex(for:)) sections the host shows."
        case .accessibilityElementNotVisible(let target):
            return "The \(target.text) is not displayed, so no assistive technology can reach it. Scroll to it first."
        case let .unknownAccessibilityAction(name, available):
            return "The element offers no accessibility action named '\(name)'. "
                + (available.isEmpty ? "It offers none." : "It offers: " + available.map { "'\($0)'" }.joined(separator: ", ") + ".")
        case let .accessibilityActionIndexOutOfRange(index, available):
            return "The element offers no accessibility action at index \(index). "
                + (available.isEmpty
                    ? "It offers none."
                    : "It offers \(available.count), at 0...\(available.count - 1): " + available.map { "'\($0)'" }.joined(separator: ", ") + ".")
        case .itemNotDisplayed(let path):
            return "Item \(path) is not displayed, so its cell's controls cannot be tapped. Scroll to it first (scrollToItem(at:at:))."
        case let .unknownControl(name, available):
            return available.isEmpty
                ? "The cell has no control named '\(name)': its controller gave it none (CellView.controls)."
                : "The cell has no control named '\(name)'. Its controls are: " + available.map { "'\($0)'" }.joined(separator: ", ") + "."
        case .controlDisabled(let name):
            return "The control '\(name)' is disabled (or its cell is): a tap does not reach it."
        }
    }
}
