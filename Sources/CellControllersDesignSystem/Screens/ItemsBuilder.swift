import CellControllers

/// Builds the items of a section declaratively: ``ContainerItem``s, cell controllers and arrays
/// of either, with `if`, `if`/`else`, `switch` and `for`.
///
/// ```swift
/// ControllerSection<TableHost>(id: "menu") {
///     ContainerItem(id: "saved", content: LeftRightContent(left: .iconTitle(.star, "Saved")))
///     if user.hasMessages {
///         ContainerItem(id: "messages", content: LeftRightContent(left: .iconTitle(.mail, "Messages")))
///     }
///     for vacancy in vacancies { VacancyController(vacancy: vacancy) }
///     factory.cellControllers(for: ads)
/// }
/// ```
@resultBuilder
@MainActor
public enum ItemsBuilder<Host: CellHosting> {
    /// A controller, as one item.
    public static func buildExpression(_ controller: CellController<Host>) -> [CellController<Host>] {
        [controller]
    }

    /// Controllers, such as a factory's, as items.
    public static func buildExpression(_ controllers: [CellController<Host>]) -> [CellController<Host>] {
        controllers
    }

    /// A container item, as its controller for `Host`.
    public static func buildExpression<Content: ContainerContent>(_ item: ContainerItem<Content>) -> [CellController<Host>]
    where Host: ContainerHosting {
        [Host.containerController(for: item)]
    }

    /// Container items, as their controllers for `Host`.
    public static func buildExpression<Content: ContainerContent>(_ items: [ContainerItem<Content>]) -> [CellController<Host>]
    where Host: ContainerHosting {
        items.map { Host.containerController(for: $0) }
    }

    /// The items of each statement, in order.
    public static func buildBlock(_ parts: [CellController<Host>]...) -> [CellController<Host>] {
        parts.flatMap { $0 }
    }

    /// The items of an `if` whose condition held, or none.
    public static func buildOptional(_ part: [CellController<Host>]?) -> [CellController<Host>] {
        part ?? []
    }

    /// The items of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [CellController<Host>]) -> [CellController<Host>] {
        part
    }

    /// The items of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [CellController<Host>]) -> [CellController<Host>] {
        part
    }

    /// The items of every iteration of a `for` loop, in order.
    public static func buildArray(_ parts: [[CellController<Host>]]) -> [CellController<Host>] {
        parts.flatMap { $0 }
    }

    /// The items of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: [CellController<Host>]) -> [CellController<Host>] {
        part
    }
}
