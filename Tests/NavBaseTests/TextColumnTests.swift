import NavBase
import NavTestSupport
import Testing

/// The one column rule: Unicode scalars from the start of the line, counted from 1.
@Suite struct TextColumnTests {
    @Test func aColumnCountsScalarsNotBytesOrCharacters() {
        let bytes = Array("ab\ncé\u{301}x\n😀y".utf8)
        func at(_ text: String) -> NavBase.SourceLocation {
            let prefix = Array(text.utf8)
            return TextColumn.location(ofOffset: prefix.count, in: bytes)
        }
        #expect(at("") == NavBase.SourceLocation(line: 1, column: 1))
        #expect(at("ab") == NavBase.SourceLocation(line: 1, column: 3))
        #expect(at("ab\n") == NavBase.SourceLocation(line: 2, column: 1))
        // "é" and its combining accent are two scalars, one character: x is in column 4.
        #expect(at("ab\ncé\u{301}") == NavBase.SourceLocation(line: 2, column: 4))
        #expect(at("ab\ncé\u{301}x\n😀") == NavBase.SourceLocation(line: 3, column: 2))
    }

    /// The table of a file's lines, with its checkpoints, against counting from the start
    /// every time: on generated text with long lines, non-ASCII and empty lines.
    @Test func sourceLinesAgreeWithCountingFromTheStart() {
        var random = SeededRandom(seed: 77)
        let pieces = ["a", "bc", " ", "\n", "é", "\u{301}", "😀", "\r\n", String(repeating: "x", count: 300), ""]
        for _ in 0..<200 {
            let text = (0..<random.next(40)).map { _ in random.pick(pieces) }.joined()
            let bytes = Array(text.utf8)
            let lines = SourceLines(bytes)
            for offset in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 50)) {
                #expect(lines.location(ofOffset: offset) == TextColumn.location(ofOffset: offset, in: bytes), "offset \(offset)")
            }
            #expect(lines.location(ofOffset: bytes.count + 10) == TextColumn.location(ofOffset: bytes.count, in: bytes))
        }
    }
}
