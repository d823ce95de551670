import CellControllers

/// Builds a screen declaratively: `ControllerSection`s (and arrays of them) with `if`,
/// `if`/`else`, `switch` and `for`. The result is what `CellControllerAdapter.apply(_:)`
/// diffs.
///
/// ```swift
/// @SectionsBuilder<GridHost>
/// func sections(for profile: Profile) -> [ControllerSection<GridHost>] {
///     ControllerSection(id: "main") { ... }
///     if profile.isEmployer { ControllerSection(id: "company") { ... } }
/// }
/// ```
@resultBuilder
@MainActor
public enum SectionsBuilder<Host: CellHosting> {
    /// A section.
    public static func buildExpression(_ section: ControllerSection<Host>) -> [ControllerSection<Host>] {
        [section]
    }

    /// Sections.
    public static func buildExpression(_ sections: [ControllerSection<Host>]) -> [ControllerSection<Host>] {
        sections
    }

    /// The sections of each statement, in order.
    public static func buildBlock(_ parts: [ControllerSection<Host>]...) -> [ControllerSection<Host>] {
        parts.flatMap { $0 }
    }

    /// The sections of an `if` whose condition held, or none.
    public static func buildOptional(_ part: [ControllerSection<Host>]?) -> [ControllerSection<Host>] {
        part ?? []
    }

    /// The sections of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [ControllerSection<Host>]) -> [ControllerSection<Host>] {
        part
    }

    /// The sections of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [ControllerSection<Host>]) -> [ControllerSection<Host>] {
        part
    }

    /// The sections of every iteration of a `for` loop, in order.
    public static func buildArray(_ parts: [[ControllerSection<Host>]]) -> [ControllerSection<Host>] {
        parts.flatMap { $0 }
    }

    /// The sections of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: [ControllerSection<Host>]) -> [ControllerSection<Host>] {
        part
    }
}

extension CellControllerAdapter {
    /// Shows the sections built by `sections`, diffed against the current ones (see the core's
    /// `apply(_:)` of controller sections).
    ///
    /// - Throws: `SnapshotError` for duplicate identifiers; nothing changes.
    public func apply(@SectionsBuilder<Host> _ sections: () -> [ControllerSection<Host>]) throws(SnapshotError) {
        try apply(sections())
    }
}
