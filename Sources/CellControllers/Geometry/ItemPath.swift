/// The position of an item in a sectioned host: a section index and an item index within it.
///
/// `ItemPath` plays the role of UIKit's `IndexPath` for ``TableHost`` and ``GridHost``. It is a
/// two-word value type (no heap storage), so it hashes and compares in constant time, and it is
/// `Sendable`, so diffs that produce it can run off the main actor. It is named `ItemPath` rather
/// than `IndexPath` so that it never collides with Foundation's type in files that import both.
public struct ItemPath: Hashable, Comparable, Sendable {
    /// The index of the section that contains the item.
    public var section: Int
    /// The index of the item within its section.
    public var item: Int

    /// Creates a path to `item` in `section`.
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// The item index, under the name UIKit's table views use.
    public var row: Int { item }

    /// Orders paths by section, then by item, as they appear in a host.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension ItemPath: CustomStringConvertible {
    /// `[section, item]`, as UIKit prints index paths.
    public var description: String { "[\(section), \(item)]" }
}
