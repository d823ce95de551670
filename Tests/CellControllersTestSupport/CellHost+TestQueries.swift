import CellControllers

extension CellHost {
    /// The header or footer shown under `point` (``CellHost/element(at:)``'s answer when it is
    /// one), as a pair that suites compare with their model's.
    package func supplementaryElement(at point: Point) -> (kind: SupplementaryKind, section: Int)? {
        if case .supplementary(let kind, let section)? = element(at: point) { return (kind, section) }
        return nil
    }
}

extension GridHost {
    /// Scrolls the carousel of `section` sideways by `distance` columns from its offset
    /// (``GridHost/scrollCarousel(section:toX:)`` from ``GridHost/carouselScroll(section:)``).
    package func scrollCarousel(section: Int, by distance: Double) throws(CellHostError) {
        try scrollCarousel(section: section, toX: (carouselScroll(section: section)?.offset ?? 0) + distance)
    }
}
