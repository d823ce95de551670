import CellControllers

extension CellControllerAdapter {
    /// Shows the sections built by `sections`, diffed against the current ones (see the core's
    /// `apply(_:)` of controller sections).
    ///
    /// - Throws: `SnapshotError` for duplicate identifiers; nothing changes.
    public func apply(@SectionsBuilder<Host> _ sections: () -> [ControllerSection<Host>]) throws(SnapshotError) {
        try apply(sections())
    }
}
