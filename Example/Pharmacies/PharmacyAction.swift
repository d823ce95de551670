/// What the user asked for by touching a pharmacy screen; produced by its controllers and
/// delivered to the one handler the screen gives its factory.
enum PharmacyAction: Equatable, Sendable {
    /// Tap on a result: call the pharmacy.
    case call(title: String, phone: String)
    /// Long press on a result: copy its address.
    case copyAddress(title: String, address: String)
    /// Tap on the error message: load the results again.
    case retry
}

extension PharmacyAction: CustomStringConvertible {
    /// The action as one line: "3. Rite Aid — call (617) 555-0100".
    var description: String {
        switch self {
        case let .call(title, phone):
            phone.isEmpty ? "\(title) — no phone number to call" : "\(title) — call \(phone)"
        case let .copyAddress(title, address):
            "\(title) — copy address \(address)"
        case .retry:
            "retry loading pharmacies"
        }
    }
}
