import Foundation

/// How pharmacy fields are shown: "1. CVS", "0.42 miles", "(617) 555-0142",
/// "Boston MA 02108".
enum PharmacyFormatting {
    /// "3. Rite Aid".
    static func title(number: Int, name: String) -> String {
        "\(number). \(name)"
    }

    /// The distance with two decimals: "0.42 miles".
    static func distance(_ miles: Double) -> String {
        String(format: "%.2f miles", miles)
    }

    /// A North American number as "(617) 555-0142". Only digits count; a leading country
    /// code 1 is dropped. Anything that is not ten digits is shown as given.
    static func phone(_ raw: String) -> String {
        var digits = raw.filter(\.isASCIIDigit)
        if digits.count == 11 && digits.first == "1" { digits.removeFirst() }
        guard digits.count == 10 else { return raw }
        let area = digits.prefix(3)
        let exchange = digits.dropFirst(3).prefix(3)
        let line = digits.suffix(4)
        return "(\(area)) \(exchange)-\(line)"
    }

    /// The street line, then "City ST 02108".
    static func addressLines(_ pharmacy: Pharmacy) -> [String] {
        let cityLine = [pharmacy.city, pharmacy.state, pharmacy.zipCode].filter { !$0.isEmpty }.joined(separator: " ")
        return [pharmacy.address1, cityLine].filter { !$0.isEmpty }
    }
}

extension Character {
    /// Whether the character is one of 0–9.
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
