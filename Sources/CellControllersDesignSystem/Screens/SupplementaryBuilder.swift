import CellControllers

/// Builds a section's header or footer: at most one ``ContainerItem`` or cell controller,
/// optionally under an `if`, `if`/`else` or `switch`.
///
/// ```swift
/// ControllerSection<GridHost>(id: "push") {
///     ...
/// } header: {
///     ContainerItem.header("Push notifications", style: .large)
/// }
/// ```
@resultBuilder
@MainActor
public enum SupplementaryBuilder<Host: CellHosting> {
    /// A controller.
    public static func buildExpression(_ controller: CellController<Host>) -> CellController<Host>? {
        controller
    }

    /// A container item, as its controller for `Host`.
    public static func buildExpression<Content: ContainerContent>(_ item: ContainerItem<Content>) -> CellController<Host>?
    where Host: ContainerHosting {
        Host.containerController(for: item)
    }

    /// No header or footer.
    public static func buildBlock() -> CellController<Host>? {
        nil
    }

    /// The one header or footer.
    public static func buildBlock(_ part: CellController<Host>?) -> CellController<Host>? {
        part
    }

    /// The header or footer of an `if` whose condition held, or none.
    public static func buildOptional(_ part: CellController<Host>??) -> CellController<Host>? {
        part ?? nil
    }

    /// The header or footer of the first branch.
    public static func buildEither(first part: CellController<Host>?) -> CellController<Host>? {
        part
    }

    /// The header or footer of the second branch.
    public static func buildEither(second part: CellController<Host>?) -> CellController<Host>? {
        part
    }
}
