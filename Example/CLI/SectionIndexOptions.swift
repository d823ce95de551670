/// The options of the countries screen: a jump through its section index, and an update that
/// keeps the row on top by identity (read before the apply, restored after).
struct SectionIndexOptions: Equatable, Sendable {
    /// The most made-up countries `--insert-above` adds.
    static let insertRange = 1...CountriesCatalog.inventedAbove.count

    /// `--jump TITLE`: jump to the section of index title TITLE.
    var jump: String?
    /// `--insert-above K`: insert K countries at the top of the list.
    var insertAbove: Int?
    /// `--delete NAME`: delete the country NAME, in the same apply as `--insert-above`.
    var delete: String?
    /// `--side-labels`: each letter in a pinned side label column left of its countries
    /// (`SideLabelLayout`), as a contacts list shows it, instead of a header above them.
    var sideLabels = false

    /// Whether any of these options was given.
    var isEmpty: Bool { self == SectionIndexOptions() }

    /// A sample value for "needs a value" messages.
    static func sample(for option: OptionParser.Option) -> String {
        switch option {
        case .jump: "B"
        case .insertAbove: "2"
        default: "Brazil"
        }
    }
}
