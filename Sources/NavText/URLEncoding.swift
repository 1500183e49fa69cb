/// Percent-encoding for every URL the site writes, so that a link in a page and a
/// link in the sidebar to the same file agree.
package enum URLEncoding {
    /// What a string is, which decides the bytes it may keep.
    package enum Part: Sendable {
        /// A link destination an author wrote, encoded as cmark does: reserved characters
        /// and `%` (the author's own escapes) are kept, everything else is `%XX`.
        case href
        /// A path of the site, `/`-separated, encoded by `PathEncoding`: each segment's `#`, `?`,
        /// `%`, `:`, spaces and non-ASCII bytes are `%XX`, so `c#.html` is reached at `c%23.html`.
        case path
    }

    /// `text` with each UTF-8 byte that `part` does not keep written as `%XX` (upper-case hex).
    package static func percentEncoded(_ text: String, as part: Part) -> String {
        // A site path has one rule, the one every path-derived href and src uses.
        if part == .path { return PathEncoding.encoded(text) }
        let keep = hrefBytes
        guard !text.utf8.allSatisfy({ keep.contains($0) }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if keep.contains(byte) { out.append(byte) }
            else { out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]] }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// cmark's `houdini_escape_href` set: letters, digits and ``-_.+!*'(),%#@?=;:/,&$~``.
    private static let hrefBytes = ByteSet("-_.+!*'(),%#@?=;:/&$~")

    private struct ByteSet {
        private var low: UInt64 = 0, high: UInt64 = 0

        init(_ punctuation: String) {
            for byte in punctuation.utf8 { insert(byte) }
            for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { insert(byte) }
            for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { insert(byte) }
            for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { insert(byte) }
        }

        private mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }
    }
}
