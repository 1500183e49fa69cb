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
        // The tables and the cache are read beside the sources, which take a while to read.
        let readTables = tables
        let strings = Background { StringTable.read(readTables) }
        let cacheName = SwiftUIReadCache.name(for: paths)
        let cache = context.cache
        let cachedContents = Background { cache.flatMap { $0.load(cacheName) }.map(SwiftUIReadCache.decode) ?? SwiftUIReadCache.Contents() }
        // With a cache, a file whose stat vouches for the one the last run recorded is taken
        // to be what it was then, and neither read nor hashed.
        let statted = cache == nil ? nil : files as? any StatFileSystem
        let stats: [SourceStat?] = statted.map { statted in map(paths) { statted.sourceStat(of: $0) } } ?? []
        let cached = cachedContents.value
        var inputs: [SourceBytes] = []
        for (index, path) in paths.enumerated() {
            let stat = stats.isEmpty ? nil : stats[index]
            if let stat, let known = cached.files[path], known.stat.vouches(for: stat), cached.entries[known.digest] != nil {
                inputs.append(SourceBytes(path: path, bytes: nil, stat: known.stat, digest: known.digest))
                continue
            }
            switch files.contents(of: path, limit: Self.maximumSize + 1) {
            case .failure(let unreadable):
                result.unreadable.append(unreadable)
            case .success(let bytes):
                inputs.append(SourceBytes(path: path, bytes: bytes, stat: stat, digest: nil))
            }
        }
        // Each file is independent until its views are put together: checked, scanned and
        // parsed on every core, and collected in the order of `paths`. A file the cache
        // knows by its bytes was checked and scanned on an earlier run, and parsed if it had to be.
        let sourceInputs = inputs
        let digests = cache == nil ? [] : map(sourceInputs) { $0.digest ?? ContentDigest($0.bytes!) }
        let scansNeeded = !context.readsEverything || cache != nil
        let checked = map(Array(sourceInputs.indices)) { index -> CheckedSource in
            let input = sourceInputs[index]
            if !digests.isEmpty, let entry = cached.entries[digests[index]] { return CheckedSource(scan: entry.scan, cachedSummary: entry.summary) }
            let bytes = input.bytes!
            if let problem = InputText.problem(with: bytes, path: input.path, maximumSize: Self.maximumSize, format: "SwiftUI") {
                return CheckedSource(problem: problem)
            }
            if let nesting = NestingGuard.problem(in: bytes) {
                return CheckedSource(problem: Diagnostic(path: input.path, location: nesting.location, message: nesting.message))
            }
            return CheckedSource(scan: scansNeeded ? SwiftSourceScan(bytes) : nil)
        }
        var sources: [SourceBytes] = []
        var checks: [CheckedSource] = []
        var sourceDigests: [ContentDigest] = []
        for (index, check) in checked.enumerated() {
            if let problem = check.problem { result.diagnostics.append(problem); continue }
            sources.append(inputs[index])
            checks.append(check)
            if !digests.isEmpty { sourceDigests.append(digests[index]) }
        }
        let known = checks
        // The summaries of the files parsed in this run, for the cache.
        var summaries: [Int: [UInt8]] = [:]
        let parse = { (indices: [Int]) -> [SwiftFile] in
            // A file taken at its stat's word and never parsed before is read now, when it is needed.
            for index in indices where sources[index].bytes == nil && known[index].cachedSummary == nil {
                sources[index].bytes = (try? files.read(sources[index].path, limit: Self.maximumSize + 1)) ?? []
            }
            let readable = sources
            let parsed = self.map(indices) { index -> (file: SwiftFile, summary: [UInt8]?) in
                let path = readable[index].path
                if let summary = known[index].cachedSummary, let file = SwiftUIReadCache.file(from: summary, path: path) {
                    return (file, nil)
                }
                let file = SwiftSourceParser.parse(String(decoding: readable[index].bytes ?? [], as: UTF8.self), path: path)
                return (file, cache == nil ? nil : SwiftUIReadCache.summary(of: file))
            }
            for (index, item) in zip(indices, parsed) { summaries[index] = item.summary }
            return parsed.map(\.file)
        }
        var platforms = TargetPlatforms(files: files)
        var parsed: [SwiftFile]
        if context.readsEverything {
            parsed = parse(Array(sources.indices))
        } else {
            let scans = checks.map { $0.scan! }
            parsed = SwiftUIFileSelection.withPlatformNotes(SwiftUIFileSelection.summaries(scans, parse: parse), scans: scans,
                                                            paths: sources.map(\.path), platforms: &platforms, parse: parse).map(\.file)
        }
        if let cache {
            var contents = SwiftUIReadCache.Contents()
            for (index, check) in checks.enumerated() {
                contents.entries[sourceDigests[index]] = SwiftUIReadCache.Entry(scan: check.scan!, summary: summaries[index] ?? check.cachedSummary)
                if let stat = sources[index].stat {
                    contents.files[sources[index].path] = SwiftUIReadCache.Known(stat: stat, digest: sourceDigests[index])
                }
            }
            // A run that read nothing new (every file known by its bytes and vouched for by
            // its stat, and nothing parsed) leaves the file as it is.
            if !summaries.isEmpty || contents.entries.count != cached.entries.count || contents.files != cached.files
                || contents.entries.keys.contains(where: { cached.entries[$0] == nil }) {
                cache.store(cacheName, SwiftUIReadCache.encode(contents))
            }
        }
        // A watchOS, tvOS, visionOS or macOS target's views have no iOS navigation bar: one note per target.
        var noted: Set<TargetPlatforms.Fact> = []
        for index in parsed.indices where !parsed[index].views.isEmpty {
            guard let fact = platforms.fact(for: parsed[index]) else { continue }
            if noted.insert(fact).inserted {
                result.diagnostics.append(Diagnostic(
                    path: parsed[index].path, location: SourceLocation(line: 1, column: 1), level: .note,
                    message: "a \(fact.platform.rawValue) target (\(fact.reason)) has no iOS navigation bars; nothing to check"))
            }
            parsed[index].views = []
        }
        result.bars = SwiftUIScreens(files: parsed, strings: strings.value).bars()
        return result
    }

    private func map<T: Sendable, U: Sendable>(_ items: [T], _ transform: @Sendable (T) -> U) -> [U] {
        isParallel ? items.parallelMap(transform) : items.map(transform)
    }
}

/// One file's bytes, to hand to a worker; `nil` for a file taken at its stat's word until
/// it has to be parsed, when `digest` is the one the cache recorded for it.
private struct SourceBytes: Sendable {
    var path: String
    var bytes: [UInt8]?
    var stat: SourceStat?
    var digest: ContentDigest?
}

/// A file that cannot be parsed, or what its scan says, and its summary when the cache has it.
private struct CheckedSource: Sendable {
    var problem: Diagnostic?
    var scan: SwiftSourceScan?
    var cachedSummary: [UInt8]?
}
#endif
