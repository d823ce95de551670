import CellControllers
import CellControllersDesignSystem

/// The sections of the settings screen, built declaratively from design-system items, for a
/// table or a grid (the items are the same; only the section layouts differ).
@MainActor
enum SettingsSections {
    /// The sections' identifiers.
    enum Section: Hashable, Sendable {
        case main, menu, push
    }

    /// How one kind of host lays out the screen's sections.
    struct Style<Host: ContainerHosting> {
        /// The layout of a plain list section.
        var list: Host.Layout?
        /// The layout of a list section with large space above and below.
        var spacedList: Host.Layout?
        /// Whether that space must come from spacer headers and footers (tables have no
        /// section insets).
        var spacesWithSupplementaries: Bool
    }

    /// A table: separators come from the content, spacing from spacer header and footer.
    static let table = Style<TableHost>(list: nil, spacedList: nil, spacesWithSupplementaries: true)
    /// A grid of one column, as hh.ru builds it: spacing from the section insets.
    static let grid = Style<GridHost>(
        list: .list(), spacedList: .list(insets: EdgeInsets(top: .l, bottom: .l)), spacesWithSupplementaries: false)

    /// The screen for `model`, sending its actions to `actions`.
    @SectionsBuilder<Host>
    static func sections<Host>(
        _ model: SettingsModel,
        style: Style<Host>,
        actions: ActionDispatcher<SettingsAction>
    ) -> [ControllerSection<Host>] {
        ControllerSection(id: Section.main, layout: style.list) {
            ContainerItem(id: "profile", content: LeftRightContent(
                left: .imageTitleSubtitle(.avatar(model.initials), title: model.name, subtitle: model.profileHint),
                right: .chevron,
                separator: .inset(.m)))
                .accessibilityIdentifier("settings.profile")
                .action(.openProfile, to: actions)
                .longPressAction(.shareProfile, to: actions)
            ContainerItem(id: "region", content: LeftRightContent(
                left: .title("Search region"),
                right: .detailChevron(model.region)))
                .accessibilityIdentifier("settings.region")
                .action(.chooseRegion(current: model.region), to: actions)
        }
        ControllerSection(id: Section.menu, layout: style.spacedList) {
            for entry in model.menu {
                ContainerItem(id: entry.id, content: LeftRightContent(left: .iconTitle(entry.icon, entry.title)))
                    .accessibilityIdentifier("settings.menu.\(entry.id)")
                    .action(.openMenu(entry.id), to: actions)
            }
        } header: {
            if style.spacesWithSupplementaries { ContainerItem.spacer(id: "menu.top", lines: .l) }
        } footer: {
            if style.spacesWithSupplementaries { ContainerItem.spacer(id: "menu.bottom", lines: .l) }
        }
        ControllerSection(id: Section.push, layout: style.list) {
            for option in model.push {
                ContainerItem(id: option.id, content: LeftRightContent(left: .checkboxTitle(option.title, isChecked: option.isOn)))
                    .accessibilityIdentifier("settings.push.\(option.id)")
                    .action(.setPush(option.id, isOn: !option.isOn), to: actions)
                    .disabled(!option.isEditable)
            }
        } header: {
            ContainerItem.header("Push notifications", style: .large)
        }
    }
}
