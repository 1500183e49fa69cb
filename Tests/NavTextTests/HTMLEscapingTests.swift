@testable import NavText
import Testing

/// Escaping copies runs of plain bytes at once; a special character anywhere, first, last
/// or next to another, must still be escaped, and everything else copied as it was.
@Suite struct HTMLEscapingTests {
    static func naive(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    @Test(arguments: ["&", "<", ">", "\"", "'"])
    func specialCharacterIsEscapedAtEveryOffset(special: String) {
        let plain = "Plain text, no specials—just words ✓ and more words."
        for offset in 0...plain.count {
            var text = plain
            text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: offset))
            #expect(HTMLEscaping.escape(text) == Self.naive(text), "offset \(offset)")
        }
    }

    @Test func runsOfSpecialsAndShortStrings() {
        for text in ["", "a", "<>", "&&&&&&&&&&&&&&&&&", "1234567<", "12345678<9", "'\"'\"'\"'\"'\"", "é<é>é&é"] {
            #expect(HTMLEscaping.escape(text) == Self.naive(text), "\(text)")
        }
    }

    @Test func theFiveSpecialCharactersAreEscaped() {
        #expect(HTMLEscaping.escape(#"a & <b> "c" 'd' é"#) == "a &amp; &lt;b&gt; &quot;c&quot; &#39;d&#39; é")
    }

    /// The word-at-a-time look says yes exactly when one of the eight bytes is special,
    /// whatever the other bytes are (the borrow of its subtraction never makes up a match).
    @Test func aWordHoldsASpecialByteExactlyWhenOneOfItsBytesIs() {
        let specials: Set<UInt8> = [0x26, 0x3C, 0x3E, 0x22, 0x27]
        for fill: UInt8 in [0x00, 0x01, 0x20, 0x61, 0x80, 0xA6, 0xFF] {
            for position in 0..<8 {
                for byte in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: fill, count: 8)
                    bytes[position] = byte
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    #expect(HTMLEscaping.holdsSpecial(word) == bytes.contains(where: specials.contains),
                            "byte \(byte) at \(position) among \(fill)")
                }
            }
        }
    }
}
