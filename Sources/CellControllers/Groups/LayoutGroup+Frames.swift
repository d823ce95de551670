extension LayoutGroup {
    /// Checks that the group can be laid out: no empty group, every dimension positive and
    /// finite, and the fractions along each group's axis at most 1.
    /// - Throws: ``LayoutGroupError``.
    package func validate() throws(LayoutGroupError) {
        try Self.validate(size)
        guard !subitems.isEmpty else { throw .emptyGroup }
        var total = 0.0
        for subitem in subitems {
            let subSize: LayoutSize
            switch subitem {
            case let .item(width, height, _):
                subSize = LayoutSize(width: width, height: height)
                try Self.validate(subSize)
            case .group(let group):
                try group.validate()
                subSize = group.size
            }
            let fraction = axis == .horizontal ? subSize.width.widthFraction : subSize.height.heightFraction
            total += fraction ?? 0
        }
        // A small tolerance so that three thirds (0.333…) count as exactly 1.
        if total > 1 + 1e-9 { throw .fractionsExceedContainer(total: total) }
    }

    private static func validate(_ size: LayoutSize) throws(LayoutGroupError) {
        for dimension in [size.width, size.height] where !(dimension.value > 0 && dimension.value.isFinite) {
            throw .nonPositiveDimension(dimension)
        }
    }

    /// The frames of the group's items (content insets applied), in order, for the group placed
    /// at `origin` in a container of `container` size.
    ///
    /// Frames are whole points along each group's axis, so that a text host draws items of the
    /// same fraction the same width: each item is its length rounded down, starting at its
    /// running position rounded. Two 0.5 items in a 101-point row are both 50 wide (at 0 and
    /// 51), never 51 and 50; the last item still ends at the row's end, so no column is lost.
    /// - Complexity: O(n) in the number of items.
    package func itemFrames(at origin: Point = Point(x: 0, y: 0), in container: Size) throws(LayoutGroupError) -> [Rect] {
        try validate()
        return frames(at: origin, in: container)
    }

    /// ``itemFrames(at:in:)`` of a group already validated.
    func frames(at origin: Point, in container: Size) -> [Rect] {
        var frames: [Rect] = []
        frames.reserveCapacity(itemCount)
        let own = Size(width: size.width.resolved(in: container), height: size.height.resolved(in: container))
        place(in: Rect(origin: origin, size: own), into: &frames)
        return frames
    }

    /// The group's resolved size in a container of `container` size.
    package func resolvedSize(in container: Size) -> Size {
        Size(width: size.width.resolved(in: container), height: size.height.resolved(in: container))
    }

    private func place(in frame: Rect, into frames: inout [Rect]) {
        let horizontal = axis == .horizontal
        var cursor = horizontal ? frame.minX : frame.minY
        for (index, subitem) in subitems.enumerated() {
            let subSize: LayoutSize = switch subitem {
            case let .item(width, height, _): LayoutSize(width: width, height: height)
            case .group(let group): group.size
            }
            let width = subSize.width.resolved(in: frame.size)
            let height = subSize.height.resolved(in: frame.size)
            let start = cursor.rounded()
            // A tiny tolerance so that 0.3 × 100 (29.999…) is 30.
            let end = start + (horizontal ? width : height).advanced(by: 1e-9).rounded(.down)
            let slot = horizontal
                ? Rect(x: start, y: frame.minY, width: end - start, height: height)
                : Rect(x: frame.minX, y: start, width: width, height: end - start)
            switch subitem {
            case .item(_, _, let insets):
                frames.append(Rect(
                    x: slot.minX + insets.left, y: slot.minY + insets.top,
                    width: max(0, slot.width - insets.horizontal), height: max(0, slot.height - insets.vertical)))
            case .group(let group):
                group.place(in: slot, into: &frames)
            }
            cursor += (horizontal ? width : height)
            if index < subitems.count - 1 { cursor += interItemSpacing }
        }
    }
}
