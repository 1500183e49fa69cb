import Testing
import NavBase
import NavRules
import NavTestSupport

/// Malformed input must come back as located errors (or bars), never a crash or a hang.
@Suite struct NavbarSpecRobustnessTests {
    @Test(arguments: 0..<20)
    func randomBytes(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        for diagnostic in parseErrors(bytes) { #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1) }
    }

    /// Random mixes of the format's own pieces reach deeper than random bytes.
    @Test(arguments: 0..<20)
    func randomFragments(seed: Int) {
        let pieces = ["title", "back", "glyph", "ignore", "restore", "segmented", ":", " ", "\"", "\\", "#", "|", ",",
                      "---", "\n", "\r\n", "24pt", "48px@2x", "@", "x", "yes", "NB001", "é", "👨‍👩‍👧", "\u{301}", "\0", "\t"]
        var random = SeededRandom(seed: UInt64(seed) &+ 1000)
        let text = (0..<2000).map { _ in pieces.randomElement(using: &random)! }.joined()
        _ = parseErrors(Array(text.utf8))
    }

    @Test func binaryData() {
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52]
        #expect(parseErrors(bytes).map(\.description) == [
            "png:1:1: error: invalid UTF-8 byte 0x89; save the file as UTF-8",
            #"png:2:1: error: line has no ":"; expected "key: value""#,
            "png:3:1: error: NUL byte in text; remove it",
            // A lone CR ends a line too.
            #"png:4:1: error: line has no ":"; expected "key: value""#,
        ])
    }

    @Test func oneMegabyteLines() throws {
        let long = String(repeating: "a", count: 1 << 20)
        #expect(try NavbarSpec.parse("title: \(long)", path: "x")[0].title.value??.count == 1 << 20)
        #expect(parseErrors(Array(long.utf8)).map(\.description) == [#"x:1:1: error: line has no ":"; expected "key: value""#])
        #expect(parseErrors(Array("\(long): x".utf8)).count == 1)
        #expect(parseErrors(Array("title: \"\(long)".utf8)).map(\.description) == [
            #"x:1:8: error: unterminated quote; add a closing " at the end of the value"#,
        ])
        let items = String(repeating: "a,", count: 1 << 19) + "a"
        #expect(try NavbarSpec.parse("leading: \(items)", path: "x")[0].leading.value?.count == (1 << 19) + 1)
        #expect(parseErrors(Array("ignore: \(items)".utf8)).count == 1)
        #expect(parseErrors(Array("glyph: \(long)".utf8)).count == 1)
        #expect(parseErrors(Array("glyph: a \(long)pt".utf8)).count == 1)
    }

    @Test func unterminatedQuotesOnEveryKey() {
        let spec = NavbarSpec.keys.map { "\($0): \"open" }.joined(separator: "\n")
        let found = parseErrors(Array(spec.utf8))
        #expect(found.count == NavbarSpec.keys.count)
        #expect(found.allSatisfy { $0.message.hasPrefix("unterminated quote") })
    }

    @Test func manyUnknownKeysAreEachReported() {
        let spec = (1...1000).map { "key\($0): value" }.joined(separator: "\n")
        #expect(parseErrors(Array(spec.utf8)).count == 1000)
    }

    /// The site parses thousands of fences; this must stay linear.
    @Test func hundredThousandBars() throws {
        let spec = String(repeating: "title: Inbox\nback: Mail\ntrailing: Edit\n---\n", count: 100_000)
        let bars = try NavbarSpec.parse(spec, path: "x")
        #expect(bars.count == 100_000)
        #expect(bars.last?.locations.bar == NavBase.SourceLocation(line: 399_997, column: 1))
    }

    private func parseErrors(_ bytes: [UInt8]) -> [Diagnostic] {
        do {
            _ = try NavbarSpec.parse(bytes: bytes, path: bytes.starts(with: [0x89]) ? "png" : "x")
            return []
        } catch {
            return error.diagnostics
        }
    }
}
