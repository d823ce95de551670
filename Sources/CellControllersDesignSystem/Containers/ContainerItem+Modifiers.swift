import CellControllers

extension ContainerItem {
    /// A copy with ``accessibilityIdentifier`` set.
    public func accessibilityIdentifier(_ identifier: String?) -> Self {
        var copy = self
        copy.accessibilityIdentifier = identifier
        return copy
    }

    /// A copy with ``insets`` set.
    public func insets(_ insets: EdgeInsets) -> Self {
        var copy = self
        copy.insets = insets
        return copy
    }

    /// A copy that is disabled when `isDisabled` is true (no taps, rendered dimmed).
    public func disabled(_ isDisabled: Bool = true) -> Self {
        var copy = self
        copy.isEnabled = !isDisabled
        return copy
    }

    /// A copy with ``showsSelectionBackground`` set.
    public func selectionBackground(_ isShown: Bool) -> Self {
        var copy = self
        copy.showsSelectionBackground = isShown
        return copy
    }

    /// A copy that runs `handler` when tapped.
    public func onSelect(_ handler: @escaping @MainActor () -> Void) -> Self {
        var copy = self
        copy.selectHandler = handler
        return copy
    }

    /// A copy that runs `handler` when long-pressed.
    public func onLongPress(_ handler: @escaping @MainActor () -> Void) -> Self {
        var copy = self
        copy.longPressHandler = handler
        return copy
    }

    /// A copy that runs `handler` just before its cell appears.
    public func onWillDisplay(_ handler: @escaping @MainActor () -> Void) -> Self {
        var copy = self
        copy.willDisplayHandler = handler
        return copy
    }

    /// A copy that runs `handler` after its cell left the screen.
    public func onDidEndDisplay(_ handler: @escaping @MainActor () -> Void) -> Self {
        var copy = self
        copy.didEndDisplayHandler = handler
        return copy
    }
}
