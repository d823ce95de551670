/// The layout family of a ``CellHost``: ``TableLayout`` (rows) or ``GridLayout`` (columns).
///
/// A layout is a `Sendable` value describing *how* to place items. It also fixes the host's cell
/// family through ``Host``: ``TableHost`` holds ``TableCell``s and ``GridHost`` holds
/// ``GridCell``s. A data source may return a different layout value per section
/// (``CellHostDataSource/host(_:layoutForSection:)``).
///
/// Hosts are created only for the two families that ship with CellControllers, so conforming
/// your own types has no use.
public protocol CellLayout: Hashable, Sendable {
    /// The final host class with this layout (``TableHost`` or ``GridHost``): the type its data
    /// source and delegate are generic over, which lets the shared ``CellHost`` code hand them
    /// the host itself.
    associatedtype Host: CellHosting where Host.Layout == Self

    /// Whether a section's header stays pinned to the top of the viewport while the section is
    /// on screen (see <doc:HostInteractions#Pinned-headers-and-footers>).
    var pinsSectionHeaders: Bool { get }

    /// Whether a section's footer stays pinned to the bottom of the viewport while the section is
    /// on screen (see <doc:HostInteractions#Pinned-headers-and-footers>).
    var pinsSectionFooters: Bool { get }

    /// The column left of a section's items where its side label is drawn (see
    /// ``SideLabelLayout``), or `nil` for none.
    var sideLabel: SideLabelLayout? { get }

    /// The space between neighbouring sections, below one section's footer and above the next
    /// one's header (none above the first section or below the last), as
    /// `UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing`.
    ///
    /// It is read from the **host's** layout (``CellHost/layout``) and separates every pair of
    /// sections, those with a layout of their own (from the data source) too, since it belongs
    /// to the list rather than to a section, as in UIKit. The gap is empty: it belongs to no
    /// element, hit testing finds nothing there, and section backgrounds and pinned headers and
    /// footers stop at their section's edges.
    var interSectionSpacing: Double { get }
}

extension CellLayout {
    /// The base cell class of hosts with this layout (``TableCell`` or ``GridCell``): its host's
    /// ``ReusableCellHolder/CellType``.
    package typealias Cell = Host.CellType
}
