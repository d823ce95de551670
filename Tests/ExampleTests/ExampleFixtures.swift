import Foundation

/// Expected outputs and helpers shared by the example's tests.
enum ExampleFixtures {
    /// `example` with no arguments: the demo results as a 60-column table sized to its content.
    static let defaultListing = """
        Pharmacy search results                             12 found
        ════════════════════════════════════════════════════════════
        1. CVS                                            0.38 miles
           587 Boylston Street
           Boston MA 02116
           Phone  (617) 555-0142
           Fax    (617) 555-0143
           Email  store0587@cvs.example
           ─────────────────────────────────────────────────────────
        2. Walgreens                                      0.51 miles
           24 School Street
           Boston MA 02108
           Phone  (617) 555-0118
           Fax    (617) 555-0119
           Email  store2271@walgreens.example
           ─────────────────────────────────────────────────────────
        3. Rite Aid                                       0.74 miles
           12 Cambridge Street
           Boston MA 02114
           Phone  (617) 555-0100
           Fax    (617) 555-0101
           Email  store1042@riteaid.example
           ─────────────────────────────────────────────────────────
        4. Beacon Hill Pharmacy                           0.92 miles
           88 Charles Street
           Boston MA 02114
           Phone  (617) 555-0164
           Fax    (617) 555-0165
           Email  hello@beaconhillrx.example
           ─────────────────────────────────────────────────────────
        5. North End Apothecary                           1.13 miles
           215 Hanover Street
           Boston MA 02113
           Phone  (617) 555-0177
           Fax    (617) 555-0178
           Email  info@northendrx.example
           ─────────────────────────────────────────────────────────
        6. Back Bay Compounding Pharmacy & Wellness Cent… 1.27 miles
           350 Newbury Street
           Boston MA 02115
           Phone  (617) 555-0123
           Fax    (617) 555-0124
           Email  rx@backbaycompounding.example
           ─────────────────────────────────────────────────────────
        7. Walgreens                                      1.46 miles
           530 Commonwealth Avenue
           Boston MA 02215
           Phone  (617) 555-0190
           Fax    (617) 555-0191
           Email  store1185@walgreens.example
           ─────────────────────────────────────────────────────────
        8. South End Family Pharmacy                      1.68 miles
           601 Tremont Street
           Boston MA 02118
           Phone  (617) 555-0131
           Fax    (617) 555-0132
           Email  care@southendrx.example
           ─────────────────────────────────────────────────────────
        9. Harborside Pharmacy                            1.85 miles
           45 Seaport Boulevard
           Boston MA 02210
           Phone  (617) 555-0186
           Fax    (617) 555-0187
           Email  desk@harborsiderx.example
           ─────────────────────────────────────────────────────────
        10. CVS                                           2.34 miles
           631 Massachusetts Avenue
           Cambridge MA 02139
           Phone  (617) 555-0155
           Fax    (617) 555-0156
           Email  store0631@cvs.example
           ─────────────────────────────────────────────────────────
        11. Kendall Square Pharmacy                       2.57 miles
           290 Main Street
           Cambridge MA 02142
           Phone  (617) 555-0149
           Fax    (617) 555-0150
           Email  team@kendallrx.example
           ─────────────────────────────────────────────────────────
        12. Brookline Village Apothecary                  3.06 miles
           19 Harvard Street
           Brookline MA 02445
           Phone  (617) 555-0172
           Fax    (617) 555-0173
           Email  shop@brooklinevillage.example
           ─────────────────────────────────────────────────────────

        """
}

extension ExampleFixtures {
    /// One pharmacy record as JSON, with `overrides` replacing fields (a `nil` value removes the
    /// field; strings are given already JSON-encoded, such as `"\"Boston\""` or `"12"`).
    static func recordJSON(name: String = "Corner Drug", overrides: [String: String?] = [:]) -> String {
        var fields: [(String, String)] = [
            ("name", "\"\(name)\""),
            ("address1", "\"9 Elm Street\""),
            ("city", "\"Salem\""),
            ("state", "\"MA\""),
            ("zipCode", "\"01970\""),
            ("phone", "\"9785550111\""),
            ("email", "\"desk@cornerdrug.example\""),
            ("fax", "\"9785550112\""),
            ("distance", "7.5"),
        ]
        for (key, value) in overrides {
            if let index = fields.firstIndex(where: { $0.0 == key }) {
                if let value { fields[index].1 = value } else { fields.remove(at: index) }
            } else if let value {
                fields.append((key, value))
            }
        }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// Writes `contents` to a new file in a new temporary directory, calls `body` with the file's
    /// path, then removes the directory.
    static func withTemporaryFile(_ contents: String, body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("example-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("pharmacies.json")
        try Data(contents.utf8).write(to: url)
        try body(url.path)
    }
}
