/// What a pharmacy cell shows, already formatted by its controller: the cell only lays it out,
/// as a `UITableViewCell` lays out the texts its labels were given.
struct PharmacyCellContent: Equatable, Sendable {
    /// "1. CVS".
    var title: String
    /// "0.42 miles".
    var distance: String
    /// The street line, then "Boston MA 02108".
    var addressLines: [String]
    /// "(617) 555-0142".
    var phone: String
    /// "(617) 555-0143".
    var fax: String
    /// "store0587@cvs.example".
    var email: String

    /// The content of a numbered result.
    init(_ result: PharmacyResult) {
        let pharmacy = result.pharmacy
        title = PharmacyFormatting.title(number: result.number, name: pharmacy.name)
        distance = PharmacyFormatting.distance(pharmacy.distance)
        addressLines = PharmacyFormatting.addressLines(pharmacy)
        phone = PharmacyFormatting.phone(pharmacy.phone)
        fax = PharmacyFormatting.phone(pharmacy.fax)
        email = pharmacy.email
    }
}
