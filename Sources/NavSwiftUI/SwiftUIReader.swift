#if canImport(SwiftParser)
import NavBase
import NavReaders
import NavRules
import NavThreads

/// SwiftUI views: the screens a run's `.swift` files build, read with the
/// toolchain's own parser, and what each screen's navigation modifiers say.
///
/// What is left to code stays unknown: a title from a variable, items in a
/// `ToolbarContent` type from another package, a place in the app that no file
/// of the run shows. Titles go through the run's string catalog when it has one.
public struct SwiftUIReader: BarReader {
    /// Generated sources run large; no hand-written view comes near this.
    public static let maximumSize = 8 * 1024 * 1024

    /// Whether files are scanned and parsed on every core; the output is the same either way.
    public var isParallel: Bool

    public init(isParallel: Bool = true) {
        self.isParallel = isParallel
    }

    public var formatName: String { "SwiftUI" }
    public var fileExtensions: [String] { [".swift"] }
    public var companionExtensions: [String] { [".xcstrings", ".strings"] }

    public func read(_ paths: [String], companions: [String], from files: any FileSystem,
                     context: ReadContext) -> ReadResult {
        var result = ReadResult()
        var tables: [(path: String, bytes: [UInt8])] = []
        // A file or folder linted alone still speaks its project's language.
        let tablePaths = companions.isEmpty ? ProjectStringTables.find(for: paths, extensions: companionExtensions, in: files) : companions
        for path in tablePaths.sorted() {
            if case .success(let bytes) = files.contents(of: path, limit: Self.maximumSize) { tables.append((path, bytes)) }
        }
        var inputs: [SourceBytes] = []
        for path in paths {
            switch files.contents(of: path, limit: Self.maximumSize + 1) {
            case .failure(let unreadable):
                result.unreadable.append(unreadable)
            case .success(let bytes):
                inputs.append(SourceBytes(path: path, bytes: bytes))
            }
        }
        // Each file is independent until its views are put together: checked, scanned and
        // parsed on every core, and collected in the order of `paths`.
        let checked = map(inputs) { input -> CheckedSource in
            if let problem = InputText.problem(with: input.bytes, path: input.path, maximumSize: Self.maximumSize, format: "SwiftUI") {
                return CheckedSource(problem: problem)
            }
            if let nesting = NestingGuard.problem(in: input.bytes) {
                return CheckedSource(problem: Diagnostic(path: input.path, location: nesting.location, message: nesting.message))
            }
            return CheckedSource(scan: context.readsEverything ? nil : SwiftSourceScan(input.bytes))
        }
        var sources: [SourceBytes] = []
        var scans: [SwiftSourceScan] = []
        for (input, check) in zip(inputs, checked) {
            if let problem = check.problem { result.diagnostics.append(problem); continue }
            sources.append(input)
            if let scan = check.scan { scans.append(scan) }
        }
        let readable = sources
        let parse = { (indices: [Int]) -> [SwiftFile] in
            self.map(indices) { SwiftSourceParser.parse(String(decoding: readable[$0].bytes, as: UTF8.self), path: readable[$0].path) }
        }
        let parsed = context.readsEverything ? parse(Array(sources.indices)) : SwiftUIFileSelection.summaries(scans, parse: parse).map(\.file)
        result.bars = SwiftUIScreens(files: parsed, strings: StringTable.read(tables)).bars()
        return result
    }

    private func map<T: Sendable, U: Sendable>(_ items: [T], _ transform: @Sendable (T) -> U) -> [U] {
        isParallel ? items.parallelMap(transform) : items.map(transform)
    }
}

/// One file's bytes, to hand to a worker.
private struct SourceBytes: Sendable {
    var path: String
    var bytes: [UInt8]
}

/// A file that cannot be parsed, or what its scan says.
private struct CheckedSource: Sendable {
    var problem: Diagnostic?
    var scan: SwiftSourceScan?
}
#endif
