/// Which ends a ``LoadMoreTrigger`` watches.
public enum LoadMoreScope: Hashable, Sendable {
    /// The end of the whole list (the last section's last item): one feed of pages.
    case list
    /// The end of each section: every section loads its own pages.
    case eachSection
}
