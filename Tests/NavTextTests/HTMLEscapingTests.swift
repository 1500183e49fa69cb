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
}
