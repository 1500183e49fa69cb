import NavBase
import NavReaders
import NavRules
import NavSwiftUI

/// The SwiftUI reader's fuzz body, shared by `make fuzz` (Fuzz/swiftui, where Fuzz/run.sh
/// compiles it into the same module as the reader) and the regression test.
enum SwiftUIFuzzEntry {
    /// Reads `bytes` as one Swift file and traps on anything a reader must never do.
    static func read(_ bytes: [UInt8]) {
        let problems = problems(bytes)
        precondition(problems.isEmpty, problems.joined(separator: "\n"))
    }

    /// What is wrong with the reader's answer for `bytes`: a location outside the file.
    static func problems(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        let result = SwiftUISupport.reader.read(["V.swift"], companions: [], from: OneFile(bytes: bytes),
                                                context: ReadContext(catalog: .standard))
        // Split on scalars: "\r\n" is one Character, and would hide a line break from a split on Characters.
        let lines = Array(text.unicodeScalars).split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" }).map(\.count)
        var problems: [String] = []
        func check(_ location: NavBase.SourceLocation, _ what: String) {
            guard location.line >= 1, location.line <= lines.count, location.column >= 1,
                  location.column <= lines[location.line - 1] + 1 else {
                problems.append("\(what) at \(location) is outside the file (\(lines.count) lines)")
                return
            }
        }
        for bar in result.bars {
            check(bar.bar.locations.bar, "bar")
            for (key, location) in bar.bar.locations.keys { check(location, key) }
        }
        for diagnostic in result.diagnostics { check(diagnostic.location, "diagnostic") }
        return problems
    }

    private struct OneFile: FileSystem {
        var bytes: [UInt8]
        func entry(at path: String) throws(FileSystemError) -> FileEntry { .file(size: bytes.count) }
        func names(inDirectory path: String) throws(FileSystemError) -> [String] { [] }
        func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] { Array(bytes.prefix(limit)) }
    }
}
