@testable import NavTemplates
import NavTestSupport
import Testing

/// The template scanner's byte paths against the plain way, on generated input.
@Suite struct TemplateFastPathTests {
    /// Tag contents trimmed, checked and split as bytes, against the same on characters:
    /// names with spaces, dots and line ends of every kind (`\r\n` is one character), and
    /// some that are not ASCII, which take the plain way.
    @Test func tagNamesReadAsBytesAgreeWithReadingCharacters() {
        var g = SeededRandom(seed: 5)
        let pieces = ["name", ".", "..", " ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "a.b", "x", "_", "-", "é", "\u{A0}", ".\u{301}"]
        for _ in 0..<5_000 {
            let text = (0..<g.next(7)).map { _ in g.pick(pieces) }.joined()
            #expect(TemplateBytes.trimmed(text) == TemplateBytes.plainTrimmed(text), "\(text.debugDescription)")
            #expect(TemplateBytes.hasWhitespace(text) == TemplateBytes.plainHasWhitespace(text), "\(text.debugDescription)")
            #expect(TemplateKey.parts(of: text) == TemplateKey.plainParts(of: text), "\(text.debugDescription)")
        }
    }
}
