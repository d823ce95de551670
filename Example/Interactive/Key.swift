/// One key press in the interactive example, decoded from the terminal's bytes by
/// ``KeyDecoder``.
enum Key: Hashable, Sendable {
    /// ↑ (`ESC [ A` or `ESC O A`).
    case up
    /// ↓.
    case down
    /// ←.
    case left
    /// →.
    case right
    /// Page Up (`ESC [ 5 ~`).
    case pageUp
    /// Page Down (`ESC [ 6 ~`).
    case pageDown
    /// Home (`ESC [ H`, `ESC [ 1 ~`, `ESC [ 7 ~`, `ESC O H`).
    case home
    /// End (`ESC [ F`, `ESC [ 4 ~`, `ESC [ 8 ~`, `ESC O F`).
    case end
    /// Return or Enter (CR or LF).
    case enter
    /// Escape on its own (not the start of a sequence).
    case escape
    /// Backspace (DEL or BS).
    case backspace
    /// Delete (`ESC [ 3 ~`).
    case delete
    /// Tab.
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Ctrl-C, which arrives as the byte 0x03 while the terminal's signals are off.
    case interrupt
    /// A printable character (ASCII or a decoded UTF-8 scalar).
    case character(Character)
    /// A control byte or escape sequence the example does not use, as it arrived.
    case unknown([UInt8])
}
