#if canImport(SwiftParser)
import Foundation
import NavReaders
import NavRules

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
        for path in companions.sorted() {
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
        let sources = ParallelParse.parse(texts)
        result.bars = SwiftUIScreens(files: sources, strings: StringTable.read(tables)).bars()
        return result
    }
}

/// Files are parsed on every core: the toolchain's parser reads about 0.6 MB/s, and
/// each file is independent until its views are put together.
enum ParallelParse {
    static func parse(_ texts: [(path: String, text: String)],
                      workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> [SwiftFile] {
        guard workers > 1, texts.count > 1 else { return texts.map { SwiftSourceParser.parse($0.text, path: $0.path) } }
        let results = Results(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            results.store(SwiftSourceParser.parse(texts[index].text, path: texts[index].path), at: index)
        }
        return results.files()
    }

    /// One slot per file, each written once by the worker that parsed it.
    private final class Results: @unchecked Sendable {
        private var slots: [SwiftFile?]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func store(_ file: SwiftFile, at index: Int) { lock.withLock { slots[index] = file } }
        func files() -> [SwiftFile] { lock.withLock { slots.map { $0! } } }
    }
}
#endif
