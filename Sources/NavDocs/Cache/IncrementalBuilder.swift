import Foundation

/// Builds a site again after a change, doing only the work the change needs,
/// and writes exactly the bytes a clean build would. A page is parsed again when
/// its source changed, and rendered again when its source, its layout values
/// (navigation, neighbours, breadcrumbs, references), the theme or the site's
/// link targets changed; the search index when any page's text changed.
public final class IncrementalBuilder: @unchecked Sendable {
    /// Where the cache file lives and changed files are staged: beside the output.
    public let cacheFolder: URL
    private let persistent: Bool
    private var cache: BuildCache?
    private var cacheRead = false
    /// Pages parsed by this process, by content path: a page that must be
    /// resolved again is not parsed again. Only `navdocs serve` lives long enough to use it.
    private var parsed: [String: (source: Fingerprint, outcome: ParsePages.Outcome)] = [:]

    static let cacheFileName = "cache"

    /// `persistent` keeps the cache in `cacheFolder` for the next process (`build --incremental`);
    /// otherwise it lives only in this object (`serve`).
    /// What every output file passes through on its way to the folder (`navdocs serve` adds live reload).
    private let wrapOutput: @Sendable (OutputSink) -> OutputSink

    public init(cacheFolder: String, persistent: Bool, wrapOutput: @escaping @Sendable (OutputSink) -> OutputSink = { $0 }) {
        self.cacheFolder = URL(fileURLWithPath: cacheFolder).standardizedFileURL
        self.persistent = persistent
        self.wrapOutput = wrapOutput
    }

    /// `site` → `.site.navdocs-cache`, in the same folder as the output.
    public static func cacheFolder(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).navdocs-cache").path
    }

    /// Builds `site` into the folder `output`. On failure the folder and the cache are left as they were.
    public func build(_ site: SiteBuilder, output: String, protecting: [String],
                      progress: @escaping (BuildStep, Double) -> Void = { _, _ in }) throws(BuildFailure) -> IncrementalSummary {
        var run = IncrementalRun(site: site, progress: progress)
        let (loaded, theme) = try run.load()
        let key = Self.key(for: site)
        if !cacheRead && persistent {
            cacheRead = true
            if let bytes = FileManager.default.contents(atPath: cacheFolder.appendingPathComponent(Self.cacheFileName).path) {
                cache = BuildCache.decode(Array(bytes), content: site.content)
            }
        }
        let previous = cache?.key == key ? cache! : BuildCache(key: key)
        let out: IncrementalOutput
        do {
            out = try IncrementalOutput(output: output, cacheFolder: cacheFolder, previous: previous.outputs,
                                        protecting: protecting)
        } catch {
            throw BuildFailure(step: .write, diagnostics: error.diagnostics, warnings: run.warnings)
        }
        do throws(BuildFailure) {
            let sink = wrapOutput(out)
            let result = try run.rest(loaded: loaded, theme: theme, previous: previous, parsed: parsed, output: out, sink: sink)
            let committed: (records: [String: BuildCache.OutputRecord], changed: Int)
            do { committed = try out.commit() } catch {
                // Part of the folder may be new: the next build starts over.
                forgetCache()
                throw BuildFailure(step: .write, diagnostics: error.diagnostics, warnings: run.warnings)
            }
            run.progress(.write, run.clock.lap())
            var next = result.cache
            next.outputs = committed.records
            cache = next
            parsed = result.parsed
            if persistent { save(next) }
            var summary = result.summary
            summary.filesChanged = committed.changed
            return summary
        } catch {
            out.discard()
            for (path, entry) in run.freshlyParsed { parsed[path] = entry }
            throw error
        }
    }

    private func save(_ cache: BuildCache) {
        let fm = FileManager.default
        try? fm.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        let file = cacheFolder.appendingPathComponent(Self.cacheFileName)
        let temporary = cacheFolder.appendingPathComponent(Self.cacheFileName + ".new")
        // Written aside and renamed, so a cache file is always whole.
        if fm.createFile(atPath: temporary.path, contents: Data(cache.encoded())) {
            rename(temporary.path, file.path)
        }
    }

    private func forgetCache() {
        cache = nil
        if persistent { try? FileManager.default.removeItem(at: cacheFolder.appendingPathComponent(Self.cacheFileName)) }
    }

    /// What the whole cache depends on: this binary, the options, the catalog and
    /// the content folder's name (it is in every message).
    static func key(for site: SiteBuilder) -> Fingerprint {
        var h = FingerprintHasher()
        h.add(Generator.version)
        var exe = stat()
        if stat("/proc/self/exe", &exe) == 0 {
            h.add(Int(exe.st_size))
            h.add(Int(exe.st_mtim.tv_sec) * 1_000_000_000 + Int(exe.st_mtim.tv_nsec))
        }
        let o = site.options
        h.add(o.siteTitle); h.add(o.siteDescription); h.add(o.baseURL); h.add(o.unsafeHTML); h.add(o.strict); h.add(o.serve)
        for rule in site.catalog.descriptions {
            h.add(rule.id); h.add(rule.slug); h.add(rule.formerSlugs.joined(separator: "\n"))
            h.add(rule.severity.rawValue); h.add(rule.summary); h.add(rule.rationale); h.add(rule.name)
        }
        h.add(site.content.displayPath(""))
        return h.finish()
    }
}

/// What an incremental build reports besides the usual summary.
public struct IncrementalSummary: Sendable {
    public var build: BuildSummary
    /// Pages whose layout was rendered again, of `build.pages`.
    public var pagesRendered: Int
    /// Files written, replaced or removed in the output folder.
    public var filesChanged = 0
}
