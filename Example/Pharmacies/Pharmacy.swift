/// One pharmacy search result, as it appears in the JSON input.
///
/// ```json
/// {"name": "Rite Aid", "address1": "12 Cambridge Street", "city": "Boston", "state": "MA",
///  "zipCode": "02114", "phone": "6175550100", "email": "store1042@riteaid.example",
///  "fax": "6175550101", "distance": 0.74}
/// ```
///
/// Every field is required; phone and fax numbers are digits (other characters are ignored
/// when formatting), and the distance is in miles.
struct Pharmacy: Decodable, Equatable, Sendable {
    var name: String
    var address1: String
    var city: String
    var state: String
    var zipCode: String
    var phone: String
    var email: String
    var fax: String
    var distance: Double

    /// The JSON field names, in the order they are documented.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, address1, city, state, zipCode, phone, email, fax, distance
    }
}
