import CellControllers

/// Builds the children of a ``ContentRow`` or ``ContentColumn``: elements written one per line,
/// with `if`, `if`/`else`, `switch` and `for`.
///
/// ```swift
/// let contacts = [("Phone", "(617) 555-0142"), ("Fax", "")]
/// let details = ContentColumn {
///     for (label, value) in contacts {
///         if !value.isEmpty {
///             ContentRow {
///                 ContentText(label).width(7)
///                 ContentText(value).weight(1)
///             }
///         }
///     }
/// }
/// ```
@resultBuilder
public enum ContentLayoutBuilder {
    /// An element, as one child.
    public static func buildExpression(_ element: some ContentLayoutElement) -> [ContentLayout] {
        [element.layout]
    }

    /// Elements made elsewhere, such as by `map`, as children in order.
    public static func buildExpression<Element: ContentLayoutElement>(_ elements: [Element]) -> [ContentLayout] {
        elements.map(\.layout)
    }

    /// The children of each statement, in order.
    public static func buildBlock(_ parts: [ContentLayout]...) -> [ContentLayout] {
        parts.flatMap { $0 }
    }

    /// The children of an `if` whose condition held, or none.
    public static func buildOptional(_ part: [ContentLayout]?) -> [ContentLayout] {
        part ?? []
    }

    /// The children of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [ContentLayout]) -> [ContentLayout] {
        part
    }

    /// The children of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [ContentLayout]) -> [ContentLayout] {
        part
    }

    /// The children of every iteration of a `for` loop, in order.
    public static func buildArray(_ parts: [[ContentLayout]]) -> [ContentLayout] {
        parts.flatMap { $0 }
    }

    /// The children of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: [ContentLayout]) -> [ContentLayout] {
        part
    }
}
