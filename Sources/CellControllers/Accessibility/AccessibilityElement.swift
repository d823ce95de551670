/// One element an assistive technology reads on a host's screen: a displayed item, header or
/// footer, with what VoiceOver would say and offer (see ``CellHost/accessibilityElements()``).
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
    /// Which element of the host.
    public enum Target: Hashable, Sendable {
        /// An item.
        case item(ItemPath)
        /// A section's header.
        case header(section: Int)
        /// A section's footer.
        case footer(section: Int)
        /// A section's side label (see ``SideLabelLayout``): text, with no cell and no action.
        case sideLabel(section: Int)
        /// A control in an item's cell (see ``CellControl``), by name.
        case control(ItemPath, name: String)

        /// `item [0, 1]`, `header 2`, `footer 0`, `side label 1`: how ``description`` names the
        /// element.
        var text: String {
            switch self {
            case .item(let path): "item \(path)"
            case .header(let section): "header \(section)"
            case .footer(let section): "footer \(section)"
            case .sideLabel(let section): "side label \(section)"
            case let .control(path, name): "control '\(name)' of item \(path)"
            }
        }

        /// The target of a laid-out element.
        init(_ element: LayoutElement) {
            switch element {
            case .item(let path): self = .item(path)
            case .supplementary(.header, let section): self = .header(section: section)
            case .supplementary(.footer, let section): self = .footer(section: section)
            }
        }

        /// The laid-out element of this target, whose cell it reads; `nil` for a side label,
        /// which has no cell, and a control, which is not a cell of its own.
        var layoutElement: LayoutElement? {
            switch self {
            case .item(let path): .item(path)
            case .header(let section): .supplementary(.header, section: section)
            case .footer(let section): .supplementary(.footer, section: section)
            case .sideLabel, .control: nil
            }
        }
    }

    /// Which element this is.
    public let target: Target
    /// What is read first: the cell's ``CellView/accessibilityLabel``, or else its rendered
    /// text, its lines joined by ", " (as UIKit reads a cell's labels).
    public let label: String
    /// The cell's ``CellView/accessibilityValue``.
    public let value: String?
    /// The cell's ``CellView/accessibilityHint``.
    public let hint: String?
    /// The cell's declared traits with the host's state traits (selected, not enabled, header).
    public let traits: AccessibilityTraits
    /// The names of the custom actions, in the order offered: the cell's own, then the item's
    /// trailing and leading swipe actions, then its context menu's enabled actions. Every action
    /// is listed, as UIKit lists them, so a name can repeat (a swipe "Delete" and the menu's);
    /// ``CellHost/performAccessibilityAction(at:on:)`` performs one by its index here.
    public let actionNames: [String]
    /// The element's frame in content coordinates (the host's ``CellHost/rect(for:)`` of its
    /// item, header or footer, or ``CellHost/rectForSideLabel(inSection:)``).
    package let frame: Rect

    /// One line: `item [0, 1] "Sunset" [button, selected] actions: Delete, Share`.
    public var description: String {
        var text = "\(target.text) \"\(label)\""
        if let value { text += " value \"\(value)\"" }
        if !traits.isEmpty { text += " \(traits)" }
        if !actionNames.isEmpty { text += " actions: " + actionNames.joined(separator: ", ") }
        return text
    }
}
