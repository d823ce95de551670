import CellControllers

/// Grapheme clusters of every width class, with their width in terminal columns, for property
/// tests that build random strings from them.
package enum TextSamples {
    /// (cluster, columns).
    package static let clusters: [(String, Int)] = [
        ("a", 1), ("Z", 1), ("7", 1), (" ", 1), ("-", 1), ("…", 1), ("─", 1), ("é", 1), ("e\u{301}", 1),
        ("東", 2), ("京", 2), ("薬", 2), ("局", 2), ("한", 2), ("Ａ", 2), ("ｱ", 1),
        ("🏥", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2),
        ("a\u{301}\u{302}", 1), ("\u{200B}", 0), ("\u{200D}", 0),
    ]

    /// A random string of up to `maxLength` clusters drawn from ``clusters`` (mostly ASCII
    /// words, so that wrapping has spaces to break at), and its width.
    package static func string(_ random: inout DiffTestRandom, maxLength: Int) -> (text: String, columns: Int) {
        var text = ""
        var columns = 0
        for _ in 0..<random.int(0...maxLength) {
            let (cluster, width) = random.chance(0.3) ? (" ", 1) : random.pick(clusters)
            // Keep clusters apart: a combining sequence or a ZWJ next to the previous cluster
            // could merge with it.
            let before = text
            text += cluster
            if text.count != before.count + 1 {
                text = before + "x"
                columns += 1
            } else {
                columns += width
            }
        }
        return (text, columns)
    }
}
