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

    public init() {}

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
        var texts: [(path: String, text: String)] = []
        for path in paths {
            switch files.contents(of: path, limit: Self.maximumSize + 1) {
            case .failure(let unreadable):
                result.unreadable.append(unreadable)
            case .success(let bytes):
                if let problem = InputText.problem(with: bytes, path: path, maximumSize: Self.maximumSize, format: formatName) {
                    result.diagnostics.append(problem)
                } else if let nesting = NestingGuard.problem(in: bytes) {
                    result.diagnostics.append(Diagnostic(path: path, location: nesting.location, message: nesting.message))
                } else {
                    texts.append((path, String(decoding: bytes, as: UTF8.self)))
                }
            }
        }
        // On every core: the toolchain's parser reads about 0.6 MB/s, and each file is
        // independent until its views are put together.
        var sources = texts.map { SourceText(path: $0.path, text: $0.text) }.parallelMap { SwiftSourceParser.parse($0.text, path: $0.path) }
        // A watchOS, tvOS, visionOS or macOS target's views have no iOS navigation bar: one note per target.
        var platforms = TargetPlatforms(files: files)
        var noted: Set<TargetPlatforms.Fact> = []
        for index in sources.indices where !sources[index].views.isEmpty {
            guard let fact = platforms.fact(for: sources[index]) else { continue }
            if noted.insert(fact).inserted {
                result.diagnostics.append(Diagnostic(
                    path: sources[index].path, location: SourceLocation(line: 1, column: 1), level: .note,
                    message: "a \(fact.platform.rawValue) target (\(fact.reason)) has no iOS navigation bars; nothing to check"))
            }
            sources[index].views = []
        }
        result.bars = SwiftUIScreens(files: sources, strings: StringTable.read(tables)).bars()
        return result
    }
}


/// One file's text, to hand to a worker.
private struct SourceText: Sendable {
    var path: String
    var text: String
}
#endif
