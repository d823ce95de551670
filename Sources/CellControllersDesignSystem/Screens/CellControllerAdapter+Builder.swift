import CellControllers

extension CellControllerAdapter {
    /// Shows the sections built by `sections`, diffed against the current ones (see
    /// ``apply(_:)-([ControllerSection<Host>])``).
    ///
    /// - Throws: ``SnapshotError`` for duplicate identifiers; nothing changes.
    public func apply(@SectionsBuilder<Host> _ sections: () -> [ControllerSection<Host>]) throws(SnapshotError) {
        try apply(sections())
    }
}
