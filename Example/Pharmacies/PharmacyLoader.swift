import Foundation

/// Reads pharmacy results from a JSON file (or the built-in demo text) with `JSONDecoder`,
/// turning every failure into one ``ExampleError/input(_:)`` line that names the file, the
/// record (by its 0-based index in the array) and the field.
enum PharmacyLoader {
    /// The records in the file at `path`.
    static func load(path: String) throws(ExampleError) -> [Pharmacy] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .input("cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else {
            throw .input("cannot read '\(path)': it is a directory, not a JSON file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .input("cannot read '\(path)': permission denied or unreadable")
        }
        return try decode(data, source: "'\(path)'")
    }

    /// The records in `data`; `source` names the data in error messages.
    static func decode(_ data: Data, source: String) throws(ExampleError) -> [Pharmacy] {
        let pharmacies: [Pharmacy]
        do {
            pharmacies = try JSONDecoder().decode([Pharmacy].self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw .input("\(source): not valid JSON (\(syntaxDetail(data)))")
        } catch let error as DecodingError {
            throw .input("\(source): \(describe(error))")
        } catch {
            throw .input("\(source): \(error.localizedDescription)")
        }
        for (index, pharmacy) in pharmacies.enumerated() {
            guard pharmacy.distance.isFinite, pharmacy.distance >= 0 else {
                throw .input("\(source): record at index \(index) has distance \(pharmacy.distance); "
                    + "it must be 0 or more (miles)")
            }
        }
        return pharmacies
    }

    /// A decoding error in words: which record, which field, what was wrong.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context):
            return "\(record(context.codingPath)) is missing the field \"\(key.stringValue)\""
        case let .valueNotFound(_, context):
            return "\(location(context.codingPath)) is null; \(expectation(context.codingPath))"
        case let .typeMismatch(_, context):
            return "\(location(context.codingPath)) has the wrong type; \(expectation(context.codingPath))"
        case let .dataCorrupted(context):
            return "\(location(context.codingPath)) is not valid: \(context.debugDescription)"
        @unknown default:
            return "cannot be decoded (\(error.localizedDescription))"
        }
    }

    /// "record at index 3", or "the top level" for an empty path.
    private static func record(_ path: [any CodingKey]) -> String {
        guard let index = path.first?.intValue else { return "the top level" }
        return "record at index \(index)"
    }

    /// "field \"phone\" of record at index 3", "record at index 3" or "the top level".
    private static func location(_ path: [any CodingKey]) -> String {
        guard path.count >= 2 else { return record(path) }
        return "field \"\(path[1].stringValue)\" of \(record(path))"
    }

    /// What the value at `path` should have been.
    private static func expectation(_ path: [any CodingKey]) -> String {
        switch path.count {
        case 0: return "expected a JSON array of pharmacy records, like [{\"name\": …}, …]"
        case 1: return "expected a JSON object with the fields \(fieldList)"
        default:
            return path[1].stringValue == Pharmacy.CodingKeys.distance.stringValue
                ? "expected a number (miles)"
                : "expected a string"
        }
    }

    private static var fieldList: String {
        Pharmacy.CodingKeys.allCases.map(\.stringValue).joined(separator: ", ")
    }

    /// Where and why `data` is not JSON, such as "invalid value at line 3, column 5".
    ///
    /// `JSONDecoder` does not say where the syntax error is; `JSONSerialization` gives a
    /// character offset, which is turned into a line and column here.
    static func syntaxDetail(_ data: Data) -> String {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return "the file is empty"
        }
        guard String(data: data, encoding: .utf8) != nil else { return "the file is not UTF-8 text" }
        let detail: String
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return "a syntax error"
        } catch {
            detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "a syntax error"
        }
        var sentence = detail.hasSuffix(".") ? String(detail.dropLast()) : detail
        if let range = sentence.range(of: "around character "), let offset = Int(sentence[range.upperBound...]) {
            let (line, column) = position(ofByte: offset, in: data)
            sentence = sentence[..<range.lowerBound] + "at line \(line), column \(column)"
        }
        return sentence.prefix(1).lowercased() + sentence.dropFirst()
    }

    /// The 1-based line and column (in characters) of the byte at `offset` in UTF-8 `data`, as
    /// `JSONSerialization` counts offsets in bytes.
    private static func position(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
