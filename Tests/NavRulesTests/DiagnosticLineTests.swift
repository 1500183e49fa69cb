@testable import NavRules
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
}
