import CellControllers

extension ControllerSection {
    /// Creates a section declaratively (hh.ru's `CollectionViewSection`): an identifier, a
    /// layout, the items from an ``ItemsBuilder``, and a header and a footer from a
    /// ``SupplementaryBuilder``.
    ///
    /// ```swift
    /// ControllerSection<GridHost>(id: "menu", layout: .list(insets: EdgeInsets(top: .l, bottom: .l))) {
    ///     for entry in menu { ContainerItem(id: entry.id, content: LeftRightContent(left: .iconTitle(entry.icon, entry.title))) }
    /// } header: {
    ///     ContainerItem.header("Menu")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: the section's identifier, unique among the sections of a screen.
    ///   - layout: the section's layout (spacing, insets, columns), or `nil` for the host's.
    ///   - items: the items.
    ///   - header: the header, if any.
    ///   - footer: the footer, if any.
    public init<ID: Hashable & Sendable>(
        id: ID,
        layout: Host.Layout? = nil,
        @ItemsBuilder<Host> items: () -> [CellController<Host>],
        @SupplementaryBuilder<Host> header: () -> CellController<Host>? = { nil },
        @SupplementaryBuilder<Host> footer: () -> CellController<Host>? = { nil }
    ) {
        self.init(id: id, header: header(), footer: footer(), layout: layout, items: items())
    }
}
