import CellControllers

/// An element of a ``ContentLayout``: ``ContentText``, ``ContentRow``, ``ContentColumn``,
/// ``ContentSpacer``, or a layout made by a modifier.
///
/// Modifiers (``width(_:)``, ``weight(_:)``, ``height(_:)``, ``margins(_:)``, ``lineLimit(_:)``,
/// ``alignment(_:)``) return a ``ContentLayout``; ``height(forWidth:)`` measures any element and
/// ``render(width:)`` draws it.
public protocol ContentLayoutElement: Sendable {
    /// The element as a layout.
    var layout: ContentLayout { get }
}

extension ContentLayoutElement {
    /// The width the element takes on one line when nothing constrains it, margins included: a
    /// fixed ``width(_:)``, or the width of a text's widest line (its first, with a line limit
    /// of 1), a spacer's length, the sum of a row's children with their spacing, or the widest
    /// child of a column.
    ///
    /// - Complexity: O(n) in the number of elements and the length of their texts.
    public var intrinsicWidth: Int {
        layout.naturalWidth
    }

    /// The number of lines ``render(width:)`` returns at `width` columns: the layout's height,
    /// for a self-sizing cell's `CellView.preferredHeight(forWidth:)`. No line is built.
    ///
    /// A layout with a fixed ``width(_:)`` narrower than `width` is measured at its fixed width.
    ///
    /// - Complexity: O(n) in the number of elements (times the depth of nested rows) and the
    ///   length of their texts.
    public func height(forWidth width: Int) -> Int {
        layout.measure(forWidth: width)
    }

    /// The layout drawn in `width` columns: ``height(forWidth:)`` lines, each exactly `width`
    /// columns wide (padded with spaces; measured with
    /// `TextRendering.columnWidth(of:)`). A negative width counts as 0.
    ///
    /// - Complexity: that of ``height(forWidth:)``, plus the lines drawn.
    public func render(width: Int) -> [String] {
        layout.lines(forWidth: width)
    }
}
