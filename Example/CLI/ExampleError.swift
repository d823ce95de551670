/// Why the example could not show a screen: a bad command line or a bad input file.
///
/// The CLI prints ``message`` as one `error: ` line on standard error and exits with
/// ``exitCode``.
enum ExampleError: Error, Equatable, Sendable {
    /// The command line is wrong: an unknown option, a bad option value, a missing value.
    case usage(String)
    /// The input is wrong: a missing or unreadable file, malformed JSON, a bad record.
    case input(String)

    /// What went wrong, in one line, without the `error: ` prefix.
    var message: String {
        switch self {
        case .usage(let message), .input(let message): message
        }
    }

    /// 2 for usage errors, 1 for input errors (as many Unix tools do).
    var exitCode: Int32 {
        switch self {
        case .usage: 2
        case .input: 1
        }
    }
}
