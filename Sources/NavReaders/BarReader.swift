import NavBase
import NavRules

/// One input format navlint reads: the file names it claims, and the bars it
/// finds in those files.
///
/// A reader is handed every file of one run that it claims, so it can follow
/// references between them (a storyboard placeholder naming another storyboard,
/// a SwiftUI view defined in another file). It reads each file's bytes through
/// `files` only when it needs them.
public protocol BarReader: Sendable {
    /// The format's name in messages ("Interface Builder").
    var formatName: String { get }
    /// File name endings the reader claims, with the dot (`.storyboard`).
    var fileExtensions: [String] { get }
    /// File name endings the reader reads for context but does not lint (`.xcstrings`).
    var companionExtensions: [String] { get }

    /// Whether a file that a folder walk found, and that the reader claims by its name, is
    /// this format's input. Files named on the command line are never asked.
    func takesFoundFile(_ path: String, from files: any FileSystem) -> Bool

    func read(_ paths: [String], companions: [String], from files: any FileSystem,
              context: ReadContext) -> ReadResult

    /// The same, handing each bar to `emit` as soon as it is known, so a caller that only
    /// checks bars never holds them all. The result then carries no bars.
    func read(_ paths: [String], companions: [String], from files: any FileSystem,
              context: ReadContext, emit: (ReadBar) -> Void) -> ReadResult
}

extension BarReader {
    public var companionExtensions: [String] { [] }

    /// Most formats own their file name ending: every such file is input.
    public func takesFoundFile(_ path: String, from files: any FileSystem) -> Bool { true }

    public func read(_ paths: [String], companions: [String], from files: any FileSystem,
                     context: ReadContext, emit: (ReadBar) -> Void) -> ReadResult {
        var result = read(paths, companions: companions, from: files, context: context)
        result.bars.forEach(emit)
        result.bars = []
        return result
    }

    /// Whether a file name ends in one of `fileExtensions`.
    public func claims(_ path: String) -> Bool {
        fileExtensions.contains { path.hasSuffix($0) }
    }
}

/// What every reader is told about the run.
public struct ReadContext: Sendable {
    /// `ignore:` lines in specs are checked against this catalog.
    public var catalog: RuleCatalog
    /// Parse every file, not only the ones a reader's byte scan picks: the plain path each
    /// such fast path is tested against (`--parse-all`).
    public var readsEverything: Bool
    /// Where a reader may keep what it worked out from a file for the next run; `nil` (`--no-cache`,
    /// tests) reads everything afresh.
    public var cache: (any ReadCache)?

    public init(catalog: RuleCatalog, readsEverything: Bool = false, cache: (any ReadCache)? = nil) {
        self.catalog = catalog
        self.readsEverything = readsEverything
        self.cache = cache
    }
}

/// One bar a reader found, with the file it is in.
public struct ReadBar: Hashable, Sendable {
    public var path: String
    public var bar: NavigationBar
    /// The Interface Builder object ID or the Swift type the bar belongs to, when there is one.
    public var objectID: String?
    /// What the reader saw but the model has no word for ("title view is a search bar").
    public var remarks: [String]
    /// Which of its screen's states this bar is, when the screen has several ("when isEditing");
    /// a rule broken in several states of one screen is one finding that names them.
    public var state: String?
    /// The file a key of `bar.locations` was written in, where that is not `path`
    /// (toolbar items from a `ToolbarContent` type in another Swift file).
    public var keyFiles: [String: String] = [:]
    /// `// navlint:disable` comments of the files the bar's locations point into, by path.
    public var suppressions: [String: InlineSuppressions] = [:]
    /// The class whose code runs the screen (a storyboard scene's custom class), which may
    /// change in code what the file says.
    public var codeClass: String?

    public init(path: String, bar: NavigationBar, objectID: String? = nil, remarks: [String] = [], state: String? = nil) {
        self.path = path
        self.bar = bar
        self.objectID = objectID
        self.remarks = remarks
        self.state = state
    }

    /// Whether an inline comment turns off a finding of a rule (by ID or slug) at `location`.
    public func suppresses(_ rule: [String], at location: SourceLocation) -> Bool {
        suppressions[path(at: location)]?.suppresses(rule, line: location.line) ?? false
    }

    /// The file a finding at `location` points into: the file of the key written there, else `path`.
    public func path(at location: SourceLocation) -> String {
        guard !keyFiles.isEmpty else { return path }
        for (key, file) in keyFiles.sorted(by: { $0.key < $1.key }) where bar.locations.keys[key] == location { return file }
        return path
    }
}

/// Bars found; located problems (errors in files that could not be used, notes on
/// files that were read and had nothing to check); files the system would not open.
public struct ReadResult: Sendable {
    public var bars: [ReadBar]
    public var diagnostics: [Diagnostic]
    public var unreadable: [UnreadableFile]

    public init(bars: [ReadBar] = [], diagnostics: [Diagnostic] = [], unreadable: [UnreadableFile] = []) {
        self.bars = bars
        self.diagnostics = diagnostics
        self.unreadable = unreadable
    }

    public mutating func append(_ other: ReadResult) {
        bars += other.bars
        diagnostics += other.diagnostics
        unreadable += other.unreadable
    }
}

/// A file that could not be opened or read, in the system's words.
public struct UnreadableFile: Error, Hashable, Sendable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

extension FileSystem {
    /// The file's bytes, or the reason it cannot be read as a result to hand back.
    public func contents(of path: String, limit: Int) -> Result<[UInt8], UnreadableFile> {
        do {
            return .success(try read(path, limit: limit))
        } catch {
            return .failure(UnreadableFile(path: path, message: "cannot read: \(error.message)"))
        }
    }
}

/// Checks every reader's input the same way before it is parsed.
public enum InputText {
    /// A NUL byte in the first 8 KB is how `git` and `grep` tell binary files apart.
    public static func looksBinary(_ bytes: [UInt8]) -> Bool {
        bytes.prefix(8192).contains(0)
    }

    /// A byte-order mark or the NUL pattern of UTF-16 text.
    public static func looksUTF16(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        let head = bytes.prefix(64)
        guard head.count >= 4 else { return false }
        let evenNULs = stride(from: 0, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let oddNULs = stride(from: 1, to: head.count, by: 2).filter { head[$0] == 0 }.count
        return max(evenNULs, oddNULs) * 2 >= head.count / 2 && min(evenNULs, oddNULs) == 0
    }

    /// The problem that stops any text reader before it starts, if there is one.
    public static func problem(with bytes: [UInt8], path: String, maximumSize: Int, format: String) -> Diagnostic? {
        let start = SourceLocation(line: 1, column: 1)
        if bytes.count > maximumSize {
            return Diagnostic(path: path, location: start,
                              message: "file is larger than \(maximumSize / (1024 * 1024)) MB; navlint reads \(format) files up to \(maximumSize / (1024 * 1024)) MB")
        }
        if looksUTF16(bytes) {
            return Diagnostic(path: path, location: start, message: "file is UTF-16 text; save it as UTF-8")
        }
        if looksBinary(bytes) {
            return Diagnostic(path: path, location: start,
                              message: "binary file (it contains NUL bytes); navlint reads \(format) text files")
        }
        return nil
    }
}

/// A stretch of source text and what it is, for highlighting: `offset` and `length` in UTF-8
/// bytes, `kind` one of keyword, string, comment, number, type, attribute, directive.
public struct CodeSpan: Hashable, Sendable {
    public var offset: Int
    public var length: Int
    public var kind: String

    public init(offset: Int, length: Int, kind: String) {
        self.offset = offset
        self.length = length
        self.kind = kind
    }
}
