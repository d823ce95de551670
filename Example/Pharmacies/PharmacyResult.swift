/// A pharmacy at its position in the results: the model a ``PharmacyFactory`` maps to a cell
/// controller. Its identity is its position (the input has no ids, and two records may be equal).
struct PharmacyResult: Identifiable, Equatable, Sendable {
    /// The position in the results, from 1.
    let number: Int
    /// The record.
    let pharmacy: Pharmacy

    var id: Int { number }

    /// The records numbered from 1, in order.
    static func numbered(_ pharmacies: [Pharmacy]) -> [PharmacyResult] {
        pharmacies.enumerated().map { PharmacyResult(number: $0.offset + 1, pharmacy: $0.element) }
    }
}
