import NavBase
import NavReaders
import NavRules
import NavThreads

/// `navlint examples`: the docs generator's way to verify Swift examples, every block of a
/// site in one run. Standard input holds the blocks, each framed as `swift <byte count>`, a
/// newline, the bytes and a newline, and may be preceded by `app <byte count>`, a newline,
/// the app's name and a newline: the name NB002 compares titles with, as `--app-name` gives it; standard output answers with one JSON object per block,
/// in order: its findings, the bars read with their unknown facts and their mockups, any
/// problem reading it, and its highlighting (`[offset, length, kind]` in UTF-8 bytes) where
/// this navlint has the toolchain's classifier. Each block is read alone, as the one file `ContentView.swift`, so
/// views of one example never meet another's.
enum ExampleCheck {
    /// The name each block is read under: a `.swift` file, so the SwiftUI reader takes it.
    static let fileName = "ContentView.swift"

    /// Why the framing could not be read, with the byte offset where it broke.
    struct FramingError: Error, Equatable {
        var message: String
    }

    /// One framed block: its code, and the app's name framed before it.
    struct Block: Equatable {
        var code: [UInt8]
        var app: String?
    }

    static func blocks(in input: [UInt8]) throws(FramingError) -> [Block] {
        var blocks: [Block] = []
        var app: String?
        var index = 0
        while index < input.count {
            guard let end = input[index...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw FramingError(message: "block header at byte \(index) has no end of line")
            }
            let header = String(decoding: input[index..<end], as: UTF8.self).split(separator: " ")
            guard header.count == 2, header[0] == "swift" || header[0] == "app" && app == nil, let count = Int(header[1]), count >= 0,
                  end + 1 + count < input.count, input[end + 1 + count] == UInt8(ascii: "\n") else {
                throw FramingError(message: "expected \"swift <byte count>\" and that many bytes at byte \(index)")
            }
            let bytes = Array(input[(end + 1)..<(end + 1 + count)])
            if header[0] == "app" {
                app = String(decoding: bytes, as: UTF8.self)
            } else {
                blocks.append(Block(code: bytes, app: app))
                app = nil
            }
            index = end + 2 + count
        }
        guard app == nil else { throw FramingError(message: "an app name at the end of the input names no block") }
        return blocks
    }

    /// The JSON answer for `input`'s blocks, read with `readers`.
    static func run(_ input: [UInt8], catalog: RuleCatalog, readers: [any BarReader],
                    highlight: (@Sendable (String) -> [CodeSpan])?) -> CommandOutput {
        let blocks: [Block]
        do {
            blocks = try self.blocks(in: input)
        } catch {
            return CommandOutput(stderr: "navlint: error: examples: \(error.message)\n", exitCode: 2)
        }
        let linter = Linter(catalog: catalog, readers: readers)
        // Blocks are independent, and a site sends dozens: each core reads its share.
        let answers = blocks.parallelMap { answer(for: $0, linter: linter, highlight: highlight) }
        return CommandOutput(stdout: JSONOutput.object([("examples", .array(answers))]).rendered())
    }

    private static func answer(for block: Block, linter: Linter, highlight: (@Sendable (String) -> [CodeSpan])?) -> JSONOutput {
        let bytes = block.code
        var linter = linter
        if let app = block.app { linter.appName = app }
        // Highlighted first, on this thread: the reader then takes the highlighter's tree
        // instead of parsing the block a second time.
        let spans = highlight?(String(decoding: bytes, as: UTF8.self))
        let (report, read) = linter.lintKeepingBars(path: fileName, bytes: bytes)
        let renderer = MockupRenderer(style: .unicode)
        let findings: [JSONOutput] = report.findings.map { item in
            .object([("rule", .string(item.finding.ruleID)), ("line", .int(item.finding.location.line)),
                     ("column", .int(item.finding.location.column)), ("severity", .string(item.finding.severity.rawValue)),
                     ("message", .string(item.finding.message))])
        }
        let bars: [JSONOutput] = read.bars.map { item in
            let drawing = renderer.drawing(of: item.bar)
            // `app` is no `Known` value: a bar without one has it unknown all the same.
            let unknown = (item.bar.app == nil ? ["app"] : []) + item.bar.unknownKeys
            return .object([("line", .int(item.bar.locations.bar.line)), ("screen", .string(item.bar.screen ?? "")),
                            ("unknown", .array(unknown.map { .string($0) })),
                            ("spec", .string(NavbarSpec.lines(for: item.bar).joined(separator: "\n"))),
                            ("description", .string(BarDescription.text(for: item.bar))),
                            ("drawing", .string(drawing.text)), ("columns", .int(drawing.columns))])
        }
        let problems = (report.problems.map(\.description) + read.notes.map(\.description)).map { JSONOutput.string($0) }
        var members: [(String, JSONOutput)] = [("findings", .array(findings)), ("bars", .array(bars)), ("problems", .array(problems))]
        if let spans {
            members.append(("highlight", .array(spans.map { .array([.int($0.offset), .int($0.length), .string($0.kind)]) })))
        }
        return .object(members)
    }
}
