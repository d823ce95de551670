import CellControllers

/// The identifiers of the sections that show a status, distinct from any content section's.
enum ScreenStatusSection: Hashable, Sendable {
    case loading
    case empty
    case error
}
