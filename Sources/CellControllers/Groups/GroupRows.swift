/// How a grid section of a ``LayoutGroup`` (``GridLayout/group``) places its items: one
/// repetition of the group per row, its items' frames relative to the row's origin.
///
/// A group of fixed height has one template of frames, computed once per section (O(k) for k
/// items per repetition); a group of estimated height computes a row's frames at the row's
/// height, O(k) per query.
struct GroupRows {
    let group: LayoutGroup
    /// The width of the section inside its insets: the group's container.
    let width: Double
    /// The frames of one repetition at the group's own height, or `nil` when it is estimated.
    let template: [Rect]?
    /// The width each item of a repetition is laid out (and measured) at.
    let itemWidths: [Double]

    init(group: LayoutGroup, width: Double) {
        self.group = group
        self.width = width
        if case .estimated(let estimate) = group.size.height {
            template = nil
            itemWidths = group.frames(at: Point(x: 0, y: 0), in: Size(width: width, height: estimate)).map(\.width)
        } else {
            let frames = group.frames(at: Point(x: 0, y: 0), in: Size(width: width, height: width))
            template = frames
            itemWidths = frames.map(\.width)
        }
    }

    /// The number of items in one repetition.
    var itemsPerRow: Int { itemWidths.count }

    /// The group's size, its height the estimate when it is estimated.
    var groupSize: Size { group.resolvedSize(in: Size(width: width, height: width)) }

    /// The height of every repetition, or `nil` when it follows its measured items.
    var fixedHeight: Double? {
        template == nil ? nil : group.resolvedSize(in: Size(width: width, height: width)).height
    }

    /// The frames of a repetition `height` tall, relative to its origin.
    ///
    /// - Complexity: O(1) for a group of fixed height, O(k) otherwise.
    func frames(rowHeight height: Double) -> [Rect] {
        if let template { return template }
        var group = group
        group.size.height = .absolute(max(height, 1))
        return group.frames(at: Point(x: 0, y: 0), in: Size(width: width, height: height))
    }
}

extension Rect {
    /// The rect moved by `dx` and `dy`.
    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
