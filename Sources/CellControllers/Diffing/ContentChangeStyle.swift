/// How a diff reports a kept item whose identity is unchanged but whose content changed.
public enum ContentChangeStyle: Sendable, Hashable {
    /// Configure the existing cell again, in place (UIKit's `reconfigureItems`): cheap, keeps
    /// the cell's state, no cell animation. The default.
    case reconfigure
    /// Replace the cell with a newly dequeued one (UIKit's `reloadItems`): for content that
    /// changes the cell's kind or needs a fresh cell.
    case reload
}
