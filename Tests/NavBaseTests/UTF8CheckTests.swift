import NavBase
import Testing

/// The check skips eight plain ASCII bytes at a time; a bad byte anywhere in or
/// across those words must still be found, and located by line and column.
@Suite struct TextCheckTests {
    static let text = Array("# Title\n\nSome plain text, long enough to span words.\n- a list\n".utf8)

    @Test func cleanTextHasNoProblem() {
        #expect(UTF8Check.firstProblem(in: Self.text) == nil)
        #expect(UTF8Check.firstProblem(in: Array("Café — “quoted” ✓ 😀\n".utf8)) == nil)
        #expect(UTF8Check.firstProblem(in: []) == nil)
    }

    @Test(arguments: [(UInt8(0), "NUL byte in text; remove it"),
                      (UInt8(0xE9), "invalid UTF-8 byte 0xE9; save the file as UTF-8"),
                      (UInt8(0x80), "invalid UTF-8 byte 0x80; save the file as UTF-8")])
    func badByteIsFoundAtEveryOffset(byte: UInt8, message: String) throws {
        for offset in 0...Self.text.count {
            var bytes = Self.text
            bytes.insert(byte, at: offset)
            let before = Self.text[..<offset]
            let line = 1 + before.filter { $0 == 0x0A }.count
            let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            let problem = try #require(UTF8Check.firstProblem(in: bytes), "offset \(offset)")
            #expect(TextColumn.location(ofOffset: problem.offset, in: bytes) == SourceLocation(line: line, column: column), "offset \(offset)")
            #expect(problem.message == message)
        }
    }

    @Test func overlongAndSurrogateSequencesAreRefused() {
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            let bytes = Array("abcdefghij\n".utf8) + bad
            let problem = UTF8Check.firstProblem(in: bytes)
            #expect(problem.map { TextColumn.location(ofOffset: $0.offset, in: bytes) } == SourceLocation(line: 2, column: 1), "\(bad)")
        }
    }
}
