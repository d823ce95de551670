/// The options that drive the chat screen from the command line.
struct ChatOptions: Equatable, Sendable {
    /// `--scroll-up N`: scroll up N lines from the end first.
    var scrollUp: Int?
    /// `--older`: scroll to the top, where the older page is requested, and deliver it.
    var older = false
    /// `--receive N`: N new messages arrive at the bottom, one after the other.
    var receive = 0

    /// The most messages `--receive` takes.
    static let receiveRange = 1...100

    /// Whether any of these options was given.
    var isEmpty: Bool { self == ChatOptions() }
}
