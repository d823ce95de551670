/// Decodes the bytes a terminal in raw mode sends into ``Key``s: escape sequences (arrows,
/// Page Up/Down, Home/End, Delete, Shift-Tab), control bytes, and UTF-8 text.
///
/// Bytes may arrive split anywhere (a read can end in the middle of a sequence or of a UTF-8
/// character): what cannot be decoded yet stays pending until the next ``decode(_:)``. A lone
/// Escape is ambiguous (it starts every sequence), so it stays pending too; the input loop calls
/// ``flush()`` when no byte followed it within a short delay, which turns it into ``Key/escape``.
struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Whether bytes are waiting for more input (or for ``flush()``).
    var hasPending: Bool { !pending.isEmpty }

    /// The keys completed by `bytes`, in order.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Decodes what is pending as if no more bytes will follow: a lone Escape becomes
    /// ``Key/escape``, an Escape followed by a byte that starts no sequence becomes Escape and
    /// that key, and a cut sequence or character becomes ``Key/unknown(_:)``.
    mutating func flush() -> [Key] {
        guard !pending.isEmpty else { return [] }
        let bytes = pending
        pending = []
        if bytes == [0x1B] { return [.escape] }
        if bytes.first == 0x1B, bytes.count >= 2, bytes[1] != UInt8(ascii: "["), bytes[1] != UInt8(ascii: "O") {
            var rest = KeyDecoder()
            return [.escape] + rest.decode(bytes.dropFirst()) + rest.flush()
        }
        return [.unknown(bytes)]
    }

    /// The key starting at `start`, and how many bytes it takes; `nil` when more bytes are needed.
    private static func key(at start: Int, in bytes: [UInt8]) -> (Key, Int)? {
        let byte = bytes[start]
        switch byte {
        case 0x1B:
            return escapeSequence(at: start, in: bytes)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x09:
            return (.tab, 1)
        case 0x03:
            return (.interrupt, 1)
        case 0x00..<0x20:
            return (.unknown([byte]), 1)
        case 0x20..<0x7F:
            return (.character(Character(Unicode.Scalar(byte))), 1)
        default:
            return utf8Character(at: start, in: bytes)
        }
    }

    /// `ESC`, `ESC [ … final` (CSI) or `ESC O x` (SS3).
    private static func escapeSequence(at start: Int, in bytes: [UInt8]) -> (Key, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let introducer = bytes[start + 1]
        if introducer == UInt8(ascii: "O") {
            guard start + 2 < bytes.count else { return nil }
            let key: Key? = switch bytes[start + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            default: nil
            }
            return (key ?? .unknown(Array(bytes[start...start + 2])), 3)
        }
        guard introducer == UInt8(ascii: "[") else {
            // Escape then an ordinary key (Alt+key on many terminals): Escape alone first.
            return (.escape, 1)
        }
        // CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
        var end = start + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let sequence = Array(bytes[start...end])
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let key: Key? = switch (parameters, bytes[end]) {
        case ("", UInt8(ascii: "A")), ("1", UInt8(ascii: "A")): .up
        case ("", UInt8(ascii: "B")), ("1", UInt8(ascii: "B")): .down
        case ("", UInt8(ascii: "C")), ("1", UInt8(ascii: "C")): .right
        case ("", UInt8(ascii: "D")), ("1", UInt8(ascii: "D")): .left
        case ("", UInt8(ascii: "H")), ("1", UInt8(ascii: "H")): .home
        case ("", UInt8(ascii: "F")), ("1", UInt8(ascii: "F")): .end
        case ("", UInt8(ascii: "Z")): .backTab
        case ("1", UInt8(ascii: "~")), ("7", UInt8(ascii: "~")): .home
        case ("4", UInt8(ascii: "~")), ("8", UInt8(ascii: "~")): .end
        case ("3", UInt8(ascii: "~")): .delete
        case ("5", UInt8(ascii: "~")): .pageUp
        case ("6", UInt8(ascii: "~")): .pageDown
        default: nil
        }
        return (key ?? .unknown(sequence), sequence.count)
    }

    /// One UTF-8 encoded scalar; an invalid byte becomes ``Key/unknown(_:)`` on its own.
    private static func utf8Character(at start: Int, in bytes: [UInt8]) -> (Key, Int)? {
        let lead = bytes[start]
        let length = switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
        guard length > 0 else { return (.unknown([lead]), 1) }
        guard start + length <= bytes.count else {
            // Wait for the rest, unless a byte already there cannot continue the character.
            let continuation = bytes[(start + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
            return continuation ? nil : (.unknown([lead]), 1)
        }
        let encoded = bytes[start..<(start + length)]
        var decoder = UTF8()
        var iterator = encoded.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return (.unknown([lead]), 1)
        }
        return (.character(Character(scalar)), length)
    }
}
