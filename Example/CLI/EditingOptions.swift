/// The options that drive the inbox's editing mode from the command line: enter it, check rows
/// (multiple selection by checkmark), check all, and delete the checked rows.
///
/// Rows are counted across sections in display order, from 0; headers do not count.
struct EditingOptions: Equatable, Sendable {
    /// `--edit`: enter editing mode (a checkmark on every row that can be edited).
    var edit = false
    /// `--check ROW,ROW,...`: tap these rows in editing mode, toggling their checkmarks.
    var check: [Int] = []
    /// `--check-all`: check every row that can be edited.
    var checkAll = false
    /// `--delete-selected`: delete the checked rows, through the adapter's diff.
    var deleteSelected = false
    /// `--delete-row ROW`: in editing mode without checkmarks, tap the row's delete control (⊖)
    /// and its revealed Delete, which deletes it through the diff.
    var deleteRow: Int?

    /// Whether any of these options was given.
    var isEmpty: Bool { self == EditingOptions() }

    /// The options that take no value.
    static let flags: Set<OptionParser.Option> = [.edit, .checkAll, .deleteSelected]

    /// The options of editing mode, for messages and for `--interactive`.
    static let all: [OptionParser.Option] = [.edit, .check, .checkAll, .deleteSelected, .deleteRow]

    /// Records a flag.
    static func setFlag(_ option: OptionParser.Option, in options: inout EditingOptions) {
        switch option {
        case .edit: options.edit = true
        case .checkAll: options.checkAll = true
        case .deleteSelected: options.deleteSelected = true
        default: break
        }
    }

    /// Parses `--check ROW,ROW,...`.
    ///
    /// - Throws: ``ExampleError/usage(_:)`` for a value that is not a comma-separated list of rows.
    static func parseCheck(_ value: String, into options: inout EditingOptions) throws(ExampleError) {
        let rows = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !rows.isEmpty, rows.allSatisfy({ ($0 ?? -1) >= 0 }) else {
            throw .usage("--check must be rows separated by commas, as in --check 1,3, but got '\(value)'")
        }
        options.check = rows.compactMap { $0 }
    }

    /// Checks that the options make sense together: every editing option needs `--edit`, and
    /// `--delete-row` (delete controls) goes without the checkmark options.
    ///
    /// - Throws: ``ExampleError/usage(_:)`` naming the option that needs `--edit`, or the two
    ///   that do not go together.
    func validate() throws(ExampleError) {
        if deleteRow != nil, let checking = !check.isEmpty ? "--check" : checkAll ? "--check-all" : deleteSelected ? "--delete-selected" : nil {
            throw .usage("--delete-row uses the rows' delete controls, which editing mode shows without checkmarks: "
                + "leave out \(checking), or --delete-row")
        }
        guard !edit else { return }
        let needing = !check.isEmpty ? "--check" : checkAll ? "--check-all" : deleteSelected ? "--delete-selected"
            : deleteRow != nil ? "--delete-row" : nil
        if let needing { throw .usage("\(needing) works in editing mode: add --edit") }
    }
}
