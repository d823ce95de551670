import CellControllers

extension ContentLayoutElement {
    /// The element with a fixed width of `columns` (margins included): in a row it gets that
    /// width (cut only when the row's fixed children alone do not fit); in a column it is placed
    /// by the column's alignment. Negative widths count as 0.
    public func width(_ columns: Int) -> ContentLayout {
        var copy = layout
        copy.fixedWidth = max(0, columns)
        return copy
    }

    /// The element's share of the width its row has left after its fixed and intrinsic
    /// children, as MarkupKit's `weight`: with two weighted children of weights 1 and 2, the
    /// first gets a third of it. Weights that are not positive numbers remove the weight.
    /// Weights mean nothing outside a row.
    public func weight(_ weight: Double) -> ContentLayout {
        var copy = layout
        copy.weight = weight.isFinite && weight > 0 ? weight : nil
        return copy
    }

    /// The element with a fixed height of `lines` (margins included): its content is cut to it
    /// or padded with blank lines. Negative heights count as 0.
    public func height(_ lines: Int) -> ContentLayout {
        var copy = layout
        copy.fixedHeight = max(0, lines)
        return copy
    }

    /// The element with blank margins around its content, as MarkupKit's layout margins, in
    /// columns (left, right) and lines (top, bottom), rounded; negative insets count as 0.
    public func margins(_ insets: EdgeInsets) -> ContentLayout {
        func whole(_ length: Double) -> Int {
            length.isFinite ? max(0, Int(length.rounded())) : 0
        }
        var copy = layout
        copy.margins = ContentLayout.Margins(top: whole(insets.top), left: whole(insets.left), bottom: whole(insets.bottom), right: whole(insets.right))
        return copy
    }

    /// A text with another line limit (see ``ContentText/init(_:lineLimit:alignment:longWords:)``); other elements are
    /// returned unchanged.
    public func lineLimit(_ lines: Int) -> ContentLayout {
        guard case .text(let text, _, let alignment, let longWords) = layout.kind else { return layout }
        var copy = layout
        copy.kind = .text(text, lineLimit: max(0, lines), alignment: alignment, longWords: longWords)
        return copy
    }

    /// A text or a column with another horizontal alignment (of a text's lines, or of a
    /// column's fixed-width children); other elements are returned unchanged.
    public func alignment(_ alignment: ContentLayout.HorizontalAlignment) -> ContentLayout {
        var copy = layout
        switch copy.kind {
        case .text(let text, let lineLimit, _, let longWords):
            copy.kind = .text(text, lineLimit: lineLimit, alignment: alignment, longWords: longWords)
        case .column(let spacing, _, let children):
            copy.kind = .column(spacing: spacing, alignment: alignment, children: children)
        case .row, .spacer:
            break
        }
        return copy
    }
}
