/// A named action an assistive technology offers on an element, like
/// `UIAccessibilityCustomAction`: VoiceOver's actions rotor lists it, and
/// ``CellHost/performAccessibilityAction(named:on:)`` performs it.
///
/// A cell lists its own in ``CellView/accessibilityCustomActions`` (set them where the cell is
/// configured, so the handler captures the typed model); the host adds the item's swipe actions
/// and its context menu's enabled actions, as UIKit does (see
/// ``CellHost/accessibilityElements()``).
///
/// ```swift
/// let favourite = AccessibilityCustomAction("Favourite") {
///     print("favourited")
///     return true
/// }
/// ```
public struct AccessibilityCustomAction {
    /// The name an assistive technology reads, and that finds the action.
    package var name: String
    /// Performs the action; returns whether it succeeded.
    let handler: @MainActor () -> Bool

    /// Creates an action named `name` that runs `handler`, which returns whether it succeeded.
    public init(_ name: String, handler: @escaping @MainActor () -> Bool) {
        self.name = name
        self.handler = handler
    }
}
