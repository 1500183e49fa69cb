import NavBase
import Testing

/// Diagnostic lines are written as bytes (a site can print ten thousand per build); they must
/// read as the interpolated `path:line:col: level: message` would.
@Suite struct DiagnosticLineTests {
    @Test func linesAgreeWithInterpolation() {
        let numbers = [0, 1, 7, 9, 10, 11, 99, 100, 101, 999, 1_000, 65_535, 1_000_000, Int(Int32.max), Int.max, -1, Int.min]
        for line in numbers {
            for column in [0, 1, 42, Int.max, -3] {
                let d = Diagnostic(path: "content/é/page.md", location: SourceLocation(line: line, column: column),
                                   level: .warning, message: "unknown front-matter key \"section\"")
                #expect(d.description == "content/é/page.md:\(line):\(column): warning: unknown front-matter key \"section\"")
            }
        }
        let two = DiagnosticList([Diagnostic(path: "a.md", location: SourceLocation(line: 3, column: 1), message: "one"),
                                  Diagnostic(path: "b.md", location: SourceLocation(line: 12, column: 40), level: .note, message: "two")])
        #expect(two.description == "a.md:3:1: error: one\nb.md:12:40: note: two")
    }

    /// A list's bytes are its lines joined, whatever the strings hold: short ones kept inside
    /// the String value, long ones, empty ones, any script.
    @Test func listBytesAgreeWithJoinedLines() {
        let paths = ["", "a.md", "content/guide/page-00042.md", "content/é/ページ.md", String(repeating: "deep/", count: 40) + "x.md"]
        let messages = ["", "one", "unknown front-matter key \"section\"", "🚧 not yet", String(repeating: "long ", count: 100)]
        var list: [Diagnostic] = []
        for count in 0..<30 {
            let batch = DiagnosticList(list)
            let lines = list.map { "\($0.path):\($0.location.line):\($0.location.column): \($0.level.rawValue): \($0.message)" }
            #expect(batch.lineBytes(endingLine: false) == Array(lines.joined(separator: "\n").utf8))
            #expect(batch.lineBytes() == Array(lines.map { $0 + "\n" }.joined().utf8))
            list.append(Diagnostic(path: paths[count % paths.count], location: SourceLocation(line: count * 37 - 3, column: count * count),
                                   level: [.error, .warning, .note][count % 3], message: messages[(count / 2) % messages.count]))
        }
    }
}
