/// Why a ``LayoutGroup`` cannot be laid out.
public enum LayoutGroupError: Error, Hashable, Sendable {
    /// A group has no subitems. Give it at least one item or group.
    case emptyGroup
    /// A dimension is zero, negative or not finite. Use a positive length or fraction.
    case nonPositiveDimension(LayoutDimension)
    /// The fractional sizes of a group's subitems along its axis add up to more than 1
    /// (`total`). Make the fractions sum to 1 or less.
    case fractionsExceedContainer(total: Double)
}
