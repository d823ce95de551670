/// A control inside a cell whose taps reach the app apart from the row's selection: a switch,
/// a button, or an info (detail disclosure) button, as a `UISwitch` accessory view, a button in
/// the cell's content or UIKit's `.detailButton` accessory.
///
/// A controller puts controls on its cell while configuring it (``CellView/controls``), each
/// with the action a tap runs, the way a `UISwitch` gets its target and action:
///
/// ```swift
/// final class WiFiController: ModelCellController<TableCell, WiFiSettings> {
///     var onChange: (Bool) -> Void = { _ in }
///     override func configureCell(_ cell: TableCell) {
///         cell.text = "Wi-Fi"
///         cell.controls = [.toggle("Wi-Fi", isOn: model.isOn) { [weak self] isOn in self?.onChange(isOn) }]
///     }
/// }
/// ```
///
/// The host draws the controls at the trailing edge of the cell's first line, after its
/// content (which it renders that much narrower), in order, one column apart: a switch as
/// `[ON ]` or `[off]`, a button as `[Title]`, an info button as `(i)`. A tap on one
/// (``CellHost/tapControl(named:inItemAt:)``, or ``CellHost/tap(at:)-(Point)`` on its columns)
/// runs its action and neither highlights nor selects the row; a switch flips first, as a
/// `UISwitch` does, and its action gets the new value. Each control is an accessibility element
/// of its own, after its cell's (``AccessibilityElement/Target/control(_:name:)``).
///
/// ``CellView/prepareForReuse()`` removes a cell's controls, so each item shows only those its
/// controller gave it.
public struct CellControl: Sendable {
    /// What a control is, and its state.
    public enum Kind: Hashable, Sendable {
        /// A switch, on or off (`UISwitch`).
        case toggle(isOn: Bool)
        /// A button showing `title`.
        case button(title: String)
        /// An info button (UIKit's detail disclosure button, `.detailButton`).
        case info
    }

    /// The control's name: what ``CellHost/tapControl(named:inItemAt:)`` takes and what an
    /// assistive technology reads. Unique among the controls of its cell.
    public let name: String
    /// What the control is, with its state (a switch's position).
    public internal(set) var kind: Kind
    /// Whether a tap reaches it (the `isEnabled` it was made with); a disabled cell's controls
    /// are disabled too.
    package var isEnabled: Bool
    /// What a tap runs, with the control after the tap (a switch already flipped).
    let action: @MainActor @Sendable (CellControl) -> Void

    /// A switch named `name`, on or off; a tap flips it, then calls `action` with the new value.
    public static func toggle(_ name: String, isOn: Bool, isEnabled: Bool = true, action: @escaping @MainActor @Sendable (Bool) -> Void) -> CellControl {
        CellControl(name: name, kind: .toggle(isOn: isOn), isEnabled: isEnabled) { control in
            if case .toggle(let isOn) = control.kind { action(isOn) }
        }
    }

    /// A button titled `title` (also its name); a tap calls `action`.
    public static func button(_ title: String, isEnabled: Bool = true, action: @escaping @MainActor @Sendable () -> Void) -> CellControl {
        CellControl(name: title, kind: .button(title: title), isEnabled: isEnabled) { _ in action() }
    }

    /// An info button named `name` (read as such, e.g. "More Info"); a tap calls `action`.
    public static func info(_ name: String = "More Info", isEnabled: Bool = true, action: @escaping @MainActor @Sendable () -> Void) -> CellControl {
        CellControl(name: name, kind: .info, isEnabled: isEnabled) { _ in action() }
    }

    /// Whether a switch is on; `nil` for a button (users read ``kind``).
    package var isOn: Bool? {
        if case .toggle(let isOn) = kind { isOn } else { nil }
    }

    /// How the host draws the control.
    var glyph: String {
        switch kind {
        case .toggle(let isOn): isOn ? "[ON ]" : "[off]"
        case .button(let title): "[\(title)]"
        case .info: "(i)"
        }
    }

    /// The control after a tap: a switch flipped, anything else as it was.
    func tapped() -> CellControl {
        var copy = self
        if case .toggle(let isOn) = kind { copy.kind = .toggle(isOn: !isOn) }
        return copy
    }
}
