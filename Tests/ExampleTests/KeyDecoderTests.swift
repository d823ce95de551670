import Testing
@testable import example

/// ``KeyDecoder``: terminal bytes to keys, whatever the way they are split across reads.
@Suite("Key decoder")
struct KeyDecoderTests {
    /// Bytes and the keys they mean.
    static let table: [(bytes: [UInt8], keys: [Key])] = [
        (Array("\u{1B}[A".utf8), [.up]),
        (Array("\u{1B}[B".utf8), [.down]),
        (Array("\u{1B}[C".utf8), [.right]),
        (Array("\u{1B}[D".utf8), [.left]),
        (Array("\u{1B}OA".utf8), [.up]),
        (Array("\u{1B}OB".utf8), [.down]),
        (Array("\u{1B}[5~".utf8), [.pageUp]),
        (Array("\u{1B}[6~".utf8), [.pageDown]),
        (Array("\u{1B}[H".utf8), [.home]),
        (Array("\u{1B}[F".utf8), [.end]),
        (Array("\u{1B}OH".utf8), [.home]),
        (Array("\u{1B}OF".utf8), [.end]),
        (Array("\u{1B}[1~".utf8), [.home]),
        (Array("\u{1B}[4~".utf8), [.end]),
        (Array("\u{1B}[7~".utf8), [.home]),
        (Array("\u{1B}[8~".utf8), [.end]),
        (Array("\u{1B}[3~".utf8), [.delete]),
        (Array("\u{1B}[Z".utf8), [.backTab]),
        (Array("\u{1B}[1;5A".utf8), [.unknown(Array("\u{1B}[1;5A".utf8))]),
        ([0x0D], [.enter]),
        ([0x0A], [.enter]),
        ([0x7F], [.backspace]),
        ([0x08], [.backspace]),
        ([0x09], [.tab]),
        ([0x03], [.interrupt]),
        ([0x01], [.unknown([0x01])]),
        (Array("jk/q G".utf8), [.character("j"), .character("k"), .character("/"), .character("q"), .character(" "), .character("G")]),
        (Array("é東🏥".utf8), [.character("é"), .character("東"), .character("🏥")]),
        ([0xFF, 0x61], [.unknown([0xFF]), .character("a")]),
        ([0xC3, 0x61], [.unknown([0xC3]), .character("a")]),
        (Array("\u{1B}[A\u{1B}[Bx".utf8), [.up, .down, .character("x")]),
    ]

    @Test("each sequence decodes to its keys", arguments: table.indices)
    func decodes(index: Int) {
        let (bytes, keys) = Self.table[index]
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes) == keys)
        #expect(!decoder.hasPending)
    }

    @Test("split into two reads at every position, the keys are the same", arguments: table.indices)
    func splitAnywhere(index: Int) {
        let (bytes, keys) = Self.table[index]
        for cut in 0...bytes.count {
            var decoder = KeyDecoder()
            let decoded = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
            #expect(decoded == keys, "cut at \(cut)")
            #expect(!decoder.hasPending)
        }
    }

    @Test("a byte at a time, every sequence of the table one after the other")
    func byteAtATime() {
        var decoder = KeyDecoder()
        var decoded: [Key] = []
        for (bytes, _) in Self.table {
            for byte in bytes { decoded += decoder.decode([byte]) }
        }
        #expect(decoded == Self.table.flatMap(\.keys))
    }

    @Test("a lone Escape waits for more bytes; flushed, it is the Escape key")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
        #expect(decoder.flush() == [])
    }

    @Test("Escape followed by an ordinary key is Escape, then the key")
    func escapeThenKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}q".utf8)) == [.escape, .character("q")])
        #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
        #expect(decoder.flush() == [.escape])
    }

    @Test("a cut sequence or character, flushed, is unknown, and decoding goes on after it")
    func cutSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[5".utf8)) == [])
        #expect(decoder.flush() == [.unknown(Array("\u{1B}[5".utf8))])
        #expect(decoder.decode([0xE6, 0x9D]) == [])
        #expect(decoder.flush() == [.unknown([0xE6, 0x9D])])
        #expect(decoder.decode(Array("j".utf8)) == [.character("j")])
    }
}
