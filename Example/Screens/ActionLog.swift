/// Collects the actions a screen's controllers produce while the CLI simulates taps and long
/// presses, as lines of text (such as `3. Rite Aid — call (617) 555-0100`).
///
/// A screen creates one, gives its controllers (through their factory) a handler that records
/// into it, and passes it to ``ListingRenderer``, which prints what each interaction recorded.
@MainActor
final class ActionLog {
    /// Everything recorded, in order.
    private(set) var lines: [String] = []

    /// Records one action.
    func record(_ line: String) {
        lines.append(line)
    }
}
