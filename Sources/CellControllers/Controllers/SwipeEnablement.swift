/// A controller that answers itself whether its item may reveal swipe actions, instead of
/// ``CellController/shouldHighlightCell()``: the design system's container controllers, whose
/// items are enabled for swipes when they are enabled, tappable or not.
///
/// `package`, not `public`: it is how `CellControllersDesignSystem` customizes an internal
/// question of the adapter, which a controller outside this package has no need to answer.
@MainActor
package protocol SwipeEnablement: AnyObject {
    /// Whether the item may reveal swipe actions.
    var isEnabledForSwipes: Bool { get }
}
