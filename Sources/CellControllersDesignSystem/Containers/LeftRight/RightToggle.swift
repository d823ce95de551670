import CellControllers

/// A right part showing a switch: `[ ●]` when on, `[○ ]` when off.
public struct RightToggle: RightPart {
    /// Whether the switch is on.
    public var isOn: Bool

    /// Creates a switch.
    public init(isOn: Bool) {
        self.isOn = isOn
    }

    /// The switch, knob on the right when on.
    public var trailingText: String { isOn ? "[ ●]" : "[○ ]" }
}
