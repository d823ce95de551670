import CellControllers
import CellControllersTestSupport

// Typed screens whose sections carry their own layouts (issue 26): a snapshot of models gets
// each section's layout from its factory (`ModelFactory.layout(forSection:in:)`), given the
// section's model and the host's width, as a compositional layout's section provider does.
//
// The reference keeps a section's layout in its model (`SectionModel.layout`, an index into the
// configuration's section layouts), so that changing it is a change of the section's content,
// which the adapter asks the factory about again; and a grid layout may have columns that
// follow the width (`LayoutSpec.wideColumns`), which the adapter asks about again for every
// section when the host's width changes. Everything the other parts predict of section layouts
// (lists, grids, backgrounds, side labels, groups, carousels with every paging kind) then runs
// on typed screens as on screens of controllers: the fresh host the checks compare with is
// given the layout the factory should have answered for the reference's width.

extension InteractionModel.Configuration {
    /// Typed screens: now and then, two or three section layouts (grids of their own columns,
    /// some following the width, some with a background; lists of their own heights and
    /// separators), given to some sections of the first screen. Drawn from a generator of its
    /// own, so that the rest of each seed's configuration stays what it was. The carousels, side
    /// labels and groups are added to them by their own parts.
    mutating func addTypedSectionLayouts(seed: UInt64) {
        var random = DiffTestRandom(seed: seed &* 0xBF58_476D_1CE4_E5B9 &+ 67)
        guard kind == .models, random.chance(0.6) else { return }
        let base = hostLayouts[0]
        sectionLayouts = (0..<random.int(2...3)).map { _ in
            var spec = Self.sectionLayout(from: base, &random)
            if family == .grid, random.chance(0.5) {
                // Within the widths the sequence resizes to (20 to 40), so that resizes cross it.
                spec.wideColumns = InteractionModel.LayoutSpec.WideColumns(
                    minimumWidth: Double(random.int(24...34)), columns: random.pick([1, 2, 3, 4]))
            }
            if family == .grid, random.chance(0.3) { spec.background = random.pick([SectionBackground.box, .fill("░")]) }
            return spec
        }
        for index in initial.sections.indices where random.chance(0.6) {
            initial.sections[index].layout = random.int(0..<sectionLayouts.count)
        }
    }
}
