/// What an accessibility element is and what state it is in, like `UIAccessibilityTraits`.
///
/// A cell declares what it is (``button``, ``link``, ``image``, ...) in
/// ``CellView/accessibilityTraits``; the host adds the state traits itself, from the cell's
/// ``CellState``: ``selected`` for a selected item, ``notEnabled`` for a disabled cell, and
/// ``header`` for a section header (see ``CellHost/accessibilityElements()``). A cell cannot
/// declare those three: they would contradict the state, which is the one place the host
/// knows them from.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: Int
    /// Creates traits from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The element acts as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 3)
    // 1 << 4 was `adjustable`: a host has no increment or decrement to offer for it.
    /// The element's content changes often (a timer).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 5)
    /// The element heads a section (set by the host for section headers).
    public static let header = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is selected (set by the host from the item's selection).
    public static let selected = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled (set by the host from the cell's ``CellView/isEnabled``).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// The element is a switch, on or off (its value says which): a cell's
    /// ``CellControl/toggle(_:isOn:isEnabled:action:)``.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 9)

    /// The traits only the host sets, from the element's state and kind.
    static let stateTraits: AccessibilityTraits = [.header, .selected, .notEnabled]

    /// The traits' names, in declaration order: `[button, selected]`.
    public var description: String {
        let names: [(AccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.staticText, "staticText"),
            (.updatesFrequently, "updatesFrequently"), (.header, "header"),
            (.selected, "selected"), (.notEnabled, "notEnabled"), (.toggleButton, "toggleButton"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
