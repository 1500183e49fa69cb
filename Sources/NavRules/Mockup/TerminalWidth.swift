/// Display width of text in terminal columns, as a monospaced terminal or a
/// `<pre>` block draws it: East Asian wide characters and emoji take two columns,
/// combining marks and other zero-width scalars none, everything else one.
///
/// Width is decided per grapheme cluster (a `Character`), so an emoji ZWJ
/// sequence, a flag or a letter with its combining accents is counted once.
public enum TerminalWidth {
    /// The columns `text` occupies: the sum over its user-perceived characters.
    public static func columns(of text: String) -> Int {
        // In ASCII a byte is a character (CR LF aside, and it has no width either way):
        // count without splitting into grapheme clusters.
        var total = 0
        for byte in text.utf8 {
            if byte >= 0x80 { total = -1; break }
            if byte >= 0x20 && byte != 0x7F { total += 1 }
        }
        if total >= 0 { return total }
        total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// The columns one grapheme cluster occupies: 0, 1 or 2.
    public static func columns(of character: Character) -> Int {
        // ASCII is the common case; skip the property lookups.
        if let ascii = character.asciiValue {
            return ascii < 0x20 || ascii == 0x7F ? 0 : 1
        }
        let scalars = character.unicodeScalars
        let base = scalars.first!
        if scalars.count > 1 {
            var hasEmojiSelector = false
            var hasTextSelector = false
            var hasJoiner = false
            for scalar in scalars.dropFirst() {
                switch scalar.value {
                case 0xFE0F: hasEmojiSelector = true
                case 0xFE0E: hasTextSelector = true
                case 0x200D: hasJoiner = true
                default: break
                }
            }
            // "❤️", "🏳️‍🌈", "1️⃣": a text-default emoji asked to draw as emoji is wide.
            if base.properties.isEmoji && (hasEmojiSelector || hasJoiner) { return 2 }
            if hasTextSelector && base.properties.isEmoji { return 1 }
        }
        return columns(ofBase: base)
    }

    /// Cuts `text` to at most `limit` columns, ending it with `ellipsis` when
    /// anything was cut. Never splits a grapheme cluster; the result may be one
    /// column short when a wide character would straddle the limit.
    public static func truncate(_ text: String, toColumns limit: Int, ellipsis: String = "…") -> String {
        if limit <= 0 { return "" }
        if columns(of: text) <= limit { return text }
        let ellipsisWidth = columns(of: ellipsis)
        if ellipsisWidth >= limit { return prefix(of: ellipsis, columns: limit) }
        var kept = prefix(of: text, columns: limit - ellipsisWidth)
        // "Account …" reads worse than "Account…".
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        return kept + ellipsis
    }

    /// The longest leading part of `text` that fits in `limit` columns.
    static func prefix(of text: String, columns limit: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let width = columns(of: character)
            if used + width > limit { break }
            used += width
            result.append(character)
        }
        return result
    }

    private static func columns(ofBase scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        // Hangul medial vowels and final consonants join the preceding initial.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth blocks (UAX #11), block by block; emoji
    /// are left to `isEmojiPresentation`, unassigned gaps inside a block are harmless.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,    // Hangul Jamo initial consonants
        0x2329...0x232A,    // angle brackets
        0x2E80...0x303E,    // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x3247,    // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun
        0x3250...0x4DBF,    // enclosed CJK, CJK compatibility, CJK extension A
        0x4E00...0xA4CF,    // CJK unified ideographs, Yi
        0xA960...0xA97F,    // Hangul Jamo extended A
        0xAC00...0xD7A3,    // Hangul syllables
        0xF900...0xFAFF,    // CJK compatibility ideographs
        0xFE10...0xFE19,    // vertical forms
        0xFE30...0xFE6F,    // CJK compatibility forms, small form variants
        0xFF00...0xFF60,    // fullwidth forms
        0xFFE0...0xFFE6,    // fullwidth signs
        0x16FE0...0x18D7F,  // Tangut, Khitan
        0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B to F
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        // The table is short and sorted: stop at the first range past the value.
        for range in wideRanges {
            if value < range.lowerBound { return false }
            if value <= range.upperBound { return true }
        }
        return false
    }
}
