#if canImport(Glibc)
import Glibc
#endif
import NavText
import NavMarkdown
import NavBase
import NavYAML

/// What navlint read from one Swift example: its findings, and the bars with the facts
/// each leaves unknown and the mockup navlint's renderer drew of it.
public struct SwiftExampleAnswer: Sendable, Equatable {
    public struct Finding: Sendable, Equatable {
        public var rule: String
        /// Line and column in the example, counted from 1.
        public var line: Int
        public var column: Int
        public var severity: String
        public var message: String

        public init(rule: String, line: Int, column: Int, severity: String, message: String) {
            (self.rule, self.line, self.column, self.severity, self.message) = (rule, line, column, severity, message)
        }
    }

    public struct Bar: Sendable, Equatable {
        public var line: Int
        public var screen: String
        /// The `.navbar` keys of the facts the example leaves unknown (`app` among them).
        public var unknown: [String]
        /// The mockup's text alternative, its drawing and the drawing's width in columns.
        public var description: String
        public var drawing: String
        public var columns: Int

        public init(line: Int, screen: String, unknown: [String], description: String, drawing: String, columns: Int) {
            (self.line, self.screen, self.unknown) = (line, screen, unknown)
            (self.description, self.drawing, self.columns) = (description, drawing, columns)
        }
    }

    /// A classified stretch of the code: UTF-8 byte offset and length, and its kind
    /// (keyword, string, comment, number, type, attribute, directive).
    public struct Span: Sendable, Equatable {
        public var offset: Int
        public var length: Int
        public var kind: String

        public init(offset: Int, length: Int, kind: String) { (self.offset, self.length, self.kind) = (offset, length, kind) }
    }

    public var findings: [Finding]
    public var bars: [Bar]
    /// Why navlint could not read the example, in its own words.
    public var problems: [String]
    /// The code's highlighting; nil from a navlint without the toolchain's classifier.
    public var highlight: [Span]?

    public init(findings: [Finding], bars: [Bar], problems: [String] = [], highlight: [Span]? = nil) {
        (self.findings, self.bars, self.problems, self.highlight) = (findings, bars, problems, highlight)
    }
}

/// One Swift block to read: its code, and the app's name its info string gives
/// (```` ```swift bad NB002 app="Pantry" ````), which a snippet has no `Info.plist` to say.
public struct SwiftExample: Hashable, Comparable, Sendable {
    public var code: String
    public var app: String?

    public init(_ code: String, app: String? = nil) { (self.code, self.app) = (code, app) }

    public static func < (a: SwiftExample, b: SwiftExample) -> Bool { (a.code, a.app ?? "") < (b.code, b.app ?? "") }
}

/// Reads Swift examples the way navlint does. The build asks once, with every example whose
/// answer it does not already have.
public protocol SwiftExampleReader: Sendable {
    /// Where the reader is, for the messages of a failed run.
    var name: String { get }
    /// What answers depend on besides the code: answers kept from a reader of another
    /// identity are not reused (see `SwiftExampleMemory`).
    var identity: String { get }
    /// One answer per block, in order; a message saying what went wrong when there is none.
    func read(_ blocks: [SwiftExample]) -> Result<[SwiftExampleAnswer], SwiftExampleReaderFailure>
}

extension SwiftExampleReader {
    public var identity: String { name }
}

/// Why the examples could not be read, in words a build error can carry.
public struct SwiftExampleReaderFailure: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// navlint, run once as `navlint examples` with every block on its standard input.
public struct NavlintProcess: SwiftExampleReader {
    public var path: String
    public var name: String { path }
    /// The binary's path, size and modification time: a rebuilt navlint may read code differently.
    public var identity: String {
        var info = stat()
        guard stat(path, &info) == 0 else { return path }
        return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    public init(path: String) { self.path = path }

    public func read(_ blocks: [SwiftExample]) -> Result<[SwiftExampleAnswer], SwiftExampleReaderFailure> {
        var input: [UInt8] = []
        for block in blocks {
            if let app = block.app { input += Array("app \(app.utf8.count)\n".utf8) + Array(app.utf8) + [UInt8(ascii: "\n")] }
            input += Array("swift \(block.code.utf8.count)\n".utf8) + Array(block.code.utf8) + [UInt8(ascii: "\n")]
        }
        let finished: ChildProcess.Finished
        do {
            finished = try ChildProcess.run(path, ["examples"], environment: [:], input: input)
        } catch {
            return .failure(SwiftExampleReaderFailure("cannot run navlint at \(path): \(error.reason)"))
        }
        guard finished.status == 0 else {
            let said = String(decoding: finished.errors, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            return .failure(SwiftExampleReaderFailure("navlint at \(path) exited with status \(finished.status)"
                                                      + (said.isEmpty ? "" : ": \(said)")))
        }
        return Self.answers(finished.output, count: blocks.count)
            .mapError { SwiftExampleReaderFailure("navlint at \(path) answered in a form navdocs does not read (\($0.message)); use the navlint built with this navdocs") }
    }

    /// navlint's JSON, read with the YAML parser (JSON is YAML's flow style).
    static func answers(_ json: [UInt8], count: Int) -> Result<[SwiftExampleAnswer], SwiftExampleReaderFailure> {
        let root: YAMLNode?
        do { root = try YAMLNode.parse(bytes: json) } catch { return .failure(SwiftExampleReaderFailure(error.message)) }
        guard let examples = root?["examples"]?.items, examples.count == count else {
            return .failure(SwiftExampleReaderFailure("expected \(count) answers"))
        }
        var answers: [SwiftExampleAnswer] = []
        for example in examples {
            guard let findings = example["findings"]?.items, let bars = example["bars"]?.items,
                  let problems = example["problems"]?.asStringList else {
                return .failure(SwiftExampleReaderFailure("an answer without findings, bars or problems"))
            }
            var answer = SwiftExampleAnswer(findings: [], bars: [], problems: problems)
            for finding in findings {
                guard let rule = finding["rule"]?.asString, let line = finding["line"]?.asInt,
                      let column = finding["column"]?.asInt, let severity = finding["severity"]?.asString,
                      let message = finding["message"]?.asString else {
                    return .failure(SwiftExampleReaderFailure("a finding without its rule, place or message"))
                }
                answer.findings.append(.init(rule: rule, line: line, column: column, severity: severity, message: message))
            }
            for bar in bars {
                guard let line = bar["line"]?.asInt, let screen = bar["screen"]?.asString,
                      let unknown = bar["unknown"]?.asStringList, let description = bar["description"]?.asString,
                      let drawing = bar["drawing"]?.asString, let columns = bar["columns"]?.asInt else {
                    return .failure(SwiftExampleReaderFailure("a bar without its facts or mockup"))
                }
                answer.bars.append(.init(line: line, screen: screen, unknown: unknown, description: description,
                                         drawing: drawing, columns: columns))
            }
            if let spans = example["highlight"]?.items {
                answer.highlight = []
                for span in spans {
                    guard let parts = span.items, parts.count == 3, let offset = parts[0].asInt,
                          let length = parts[1].asInt, let kind = parts[2].asString else {
                        return .failure(SwiftExampleReaderFailure("a highlight that is not [offset, length, kind]"))
                    }
                    answer.highlight?.append(.init(offset: offset, length: length, kind: kind))
                }
            }
            answers.append(answer)
        }
        return .success(answers)
    }
}

/// The build's Swift read in one go: every ```` ```swift good|bad ```` example and every plain
/// ```` ```swift ```` block (for its highlighting) of the pages redone, each distinct code once,
/// so a site pays for one navlint run however much Swift it shows.
enum SwiftExampleBatch {
    /// The Swift blocks of some pages, and which of those pages hold any.
    struct Found: Sendable {
        fileprivate var walker = SwiftExampleWalker()
        /// The places, in the pages given to `find`, of the pages with a Swift block.
        var pages: Set<Int> = []
    }

    /// Every Swift block of `pages`, each page walked on whichever core is free.
    static func find(_ pages: [Page]) -> Found {
        let walked = pages.parallelMap { page in
            var walker = SwiftExampleWalker()
            walker.path = page.displayPath
            walker.walk(page.document.blocks)
            return walker
        }
        // Joined in path order, so the first example named in a message does not depend on the run.
        var found = Found()
        for i in pages.indices.sorted(by: { pages[$0].displayPath < pages[$1].displayPath }) where walked[i].found {
            found.pages.insert(i)
            found.walker.examples.formUnion(walked[i].examples)
            found.walker.first = found.walker.first ?? walked[i].first
            found.walker.firstPlain = found.walker.firstPlain ?? walked[i].firstPlain
        }
        return found
    }

    /// navlint's answers by example, `[:]` for a build without Swift, nil when they could not be read
    /// (the error, at the first example, says why and what to do). Without navlint, plain Swift
    /// is shown without highlighting, and one warning says so.
    static func read(_ found: Found, with reader: (any SwiftExampleReader)?,
                     report: inout StepReport) -> [SwiftExample: SwiftExampleAnswer]? {
        let found = found.walker
        guard let first = found.first ?? found.firstPlain else { return [:] }
        func fail(_ message: String) -> [SwiftExample: SwiftExampleAnswer]? {
            report.errors.append(Diagnostic(path: first.path, location: first.at, message: message))
            return nil
        }
        guard let reader else {
            if found.first != nil { return fail(Message.noNavlint) }
            report.warnings.append(Diagnostic(path: first.path, location: first.at, level: .warning,
                                              message: Message.plainWithoutNavlint))
            return [:]
        }
        let examples = found.examples.sorted()
        switch reader.read(examples) {
        case .success(let answers): return Dictionary(uniqueKeysWithValues: zip(examples, answers))
        case .failure(let failure): return fail(Message.readerFailed(failure.message))
        }
    }

    enum Message {
        static let noNavlint = "Swift examples are verified by navlint, and none was found beside navdocs or on PATH; "
            + "build it (swift build --product navlint, or make site), or name it with --navlint PATH or \"navlint:\" in navdocs.yml"
        static func readerFailed(_ why: String) -> String { "cannot verify the Swift examples: \(why)" }
        static let plainWithoutNavlint = "Swift code is shown without highlighting: navlint, which highlights it, was found "
            + "neither beside navdocs nor on PATH; build it (swift build --product navlint), or name it with --navlint PATH or \"navlint:\" in navdocs.yml"
    }
}

/// Every Swift block, and where the first example and the first plain block are.
fileprivate struct SwiftExampleWalker: MarkupWalker, Sendable {
    var path = ""
    var examples: Set<SwiftExample> = []
    var first: (path: String, at: SourceLocation)?
    var firstPlain: (path: String, at: SourceLocation)?
    /// Whether a Swift block was met.
    var found = false

    mutating func visit(_ block: Block) -> Bool {
        guard case .code(let info, let code, let at) = block else { return true }
        if ExampleFigure.isSwiftExample(block) {
            if first == nil { first = (path, at) }
        } else if HighlightedSwift.isPlain(info: info) {
            if firstPlain == nil { firstPlain = (path, at) }
        } else {
            return false
        }
        examples.insert(SwiftExample(code, app: SwiftExampleInfo(info).app))
        found = true
        return false
    }
}

/// A Swift fence's info string: `swift`, then its words (`bad NB002`), and `app="Pantry"` (or
/// `app=Pantry`), the app's name as a lint run takes it from `--app-name`. Quotes let the name
/// hold blanks; the option may stand anywhere after `swift`.
struct SwiftExampleInfo: Equatable {
    var words: [String] = []
    var app: String?

    init(words: [String], app: String?) { (self.words, self.app) = (words, app) }

    init(_ info: String) {
        var characters = Substring(info)
        while true {
            characters = characters.drop { $0 == " " || $0 == "\t" }
            guard !characters.isEmpty else { break }
            if characters.hasPrefix("app=\"") {
                let value = characters.dropFirst(5)
                if let end = value.firstIndex(of: "\"") {
                    app = String(value[..<end])
                    characters = value[value.index(after: end)...]
                    continue
                }
            }
            let word = characters.prefix { $0 != " " && $0 != "\t" }
            characters = characters.dropFirst(word.count)
            if word.hasPrefix("app="), !word.hasPrefix("app=\"") { app = String(word.dropFirst(4)) } else { words.append(String(word)) }
        }
    }
}

/// Code as HTML, with each classified stretch in a `<span class="hl-KIND">`: Swift from
/// navlint's classifier, YAML from libyaml's scanner.
enum HighlightedSwift {
    /// A fence whose info is `swift` and nothing else: code to show, not an example.
    static func isPlain(info: String) -> Bool {
        info.trimmingBlanks() == "swift"
    }

    /// A ```` ```yaml ```` or ```` ```yml ```` fence, highlighted from libyaml's tokens.
    static func isYAML(_ block: Block) -> Bool {
        guard case .code(let info, _, _) = block else { return false }
        let word = info.trimmingBlanks()
        return word == "yaml" || word == "yml"
    }

    static func isPlain(_ block: Block) -> Bool {
        guard case .code(let info, _, _) = block else { return false }
        return isPlain(info: info)
    }

    /// `code` escaped, its spans wrapped; spans out of order or out of range are skipped, so
    /// bad input shows plain text rather than broken markup.
    static func html(_ code: String, spans: [SwiftExampleAnswer.Span]) -> String {
        let bytes = Array(code.utf8)
        var out = "", at = 0
        func text(_ range: Range<Int>) -> String { HTMLEscaping.escape(String(decoding: bytes[range], as: UTF8.self)) }
        for span in spans where span.offset >= at && span.length > 0 && span.offset + span.length <= bytes.count
            && span.kind.allSatisfy({ $0.isLetter }) {
            out += text(at..<span.offset)
            out += "<span class=\"hl-\(span.kind)\">" + text(span.offset..<(span.offset + span.length)) + "</span>"
            at = span.offset + span.length
        }
        return out + text(at..<bytes.count)
    }
}
