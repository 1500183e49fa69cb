import NavBase
import NavRules
import NavSearch
import NavText
import NavThreads

/// Builds a site: content and theme in, files out, as a pipeline of named steps
/// read top to bottom. Every step reports all the errors it finds; every check runs
/// before the build stops, and only writing is skipped (see `Pipeline`).
public struct SiteBuilder: Sendable {
    public var content: FileTree
    public var theme: FileTree
    /// Templates next to the site's config that replace the theme's of the same name.
    public var templateOverrides: FileTree?
    public var options: BuildOptions
    public var catalog: RuleCatalog

    public init(content: FileTree, theme: FileTree, templateOverrides: FileTree? = nil,
                options: BuildOptions = BuildOptions(), catalog: RuleCatalog = .standard) {
        self.content = content
        self.theme = theme
        self.templateOverrides = templateOverrides
        self.options = options
        self.catalog = catalog
    }

    /// Runs every step of a clean build (see `Pipeline`), handing files to `sink` and
    /// committing it last. `progress` hears each step's name as it finishes.
    public func build(into sink: OutputSink, progress: @escaping (BuildStep, Double) -> Void = { _, _ in })
        throws(BuildFailure) -> BuildSummary {
        var pipeline = Pipeline(site: self, reuse: .none, output: sink, log: StepLog(strict: options.strict, progress: progress))
        return try pipeline.run().summary
    }
}

/// Page trees a build step has replaced with rewritten ones, kept until the build ends.
///
/// A site's trees are millions of small objects. Freed between steps, they cost the walk
/// that frees them and, worse, leave the allocator's free lists fragmented for every
/// allocation of the steps still to come; kept, they cost only the memory they already hold
/// (docs/performance.md, "Retired trees").
/// A build that ends the process (`navdocs build`) hands them to the process's
/// `KeptUntilExit`, which leaves them to the system at exit, as compilers do; `navdocs serve`
/// has none, and frees them when each build returns.
package final class RetiredTrees: @unchecked Sendable {
    private(set) var maps: [SiteMap] = []

    /// Called between steps, on the building thread.
    func keep(_ map: SiteMap) { maps.append(map) }
}

/// What builds are done with but the process does not free: the command that ends the
/// process after its build (`navdocs build`) makes one, passes it in
/// `BuildOptions.keptUntilExit` and holds it until it exits, so millions of small objects go
/// with the process rather than one by one. Safe to use from several builds at once.
public final class KeptUntilExit: @unchecked Sendable {
    private let lock = Lock()
    private var values: [Any] = []

    public init() {}

    /// Keeps `value` (a build's trees, an incremental build's caches) until the process ends.
    func keep(_ value: Any) { lock.withLock { values.append(value) } }

    /// What is kept, in the order it was handed over.
    var kept: [Any] { lock.withLock { values } }
}

/// Seconds between steps, for `--verbose`.
package struct StepClock {
    private var last = ContinuousClock.now
    mutating func lap() -> Double {
        let now = ContinuousClock.now
        defer { last = now }
        return Decimals.seconds(now - last)
    }
}

package extension Diagnostic {
    /// Sorts by file, then position, so output does not depend on thread timing.
    /// Field by field rather than as tuples: a tuple holds a copy of each string, and a site
    /// can warn on each of thousands of pages.
    static func inFileOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.location.line != b.location.line { return a.location.line < b.location.line }
        if a.location.column != b.location.column { return a.location.column < b.location.column }
        return a.message < b.message
    }

    /// `list` sorted by `inFileOrder`; as it is when it already is, as a site's warnings
    /// usually are (a step finds them page by page): sorting ten thousand of them again cost
    /// a build that changed one page more than checking them.
    static func sortedInFileOrder(_ list: [Diagnostic]) -> [Diagnostic] {
        for i in list.indices.dropFirst() where inFileOrder(list[i], list[i - 1]) {
            return list.sorted(by: inFileOrder)
        }
        return list
    }
}
