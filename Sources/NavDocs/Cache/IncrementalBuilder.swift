import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavSearch
import NavThreads

/// Builds a site again after a change, doing only the work the change needs, and
/// writes exactly the bytes a clean build would: `navdocs build --incremental` (the
/// cache kept in a file beside the output) and `navdocs serve` (kept in memory).
/// Which pages are redone is `PageReuse`'s decision.
public final class IncrementalBuilder: @unchecked Sendable {
    /// Where the cache file lives and changed files are staged: beside the output.
    public let cacheFolder: URL
    private let persistent: Bool
    /// What the last build recorded (tests read it).
    private(set) var cache: BuildCache?
    private var cacheRead = false
    /// The content folder's listing as the last walk found it (see `ContentListing`); read from
    /// the cache folder by the first build of a process that keeps its cache there.
    private var listing: ContentListing?
    private var listingRead = false
    /// navlint's answers to the Swift examples, kept so a rebuild asks only about new code.
    let swiftExamples = SwiftExampleMemory()
    private var swiftExamplesRead = false
    /// The cache file being written after `build` returned, so the caller can report the build
    /// meanwhile; it answers what the folder then holds. See `finishSaving`.
    private var saving: Background<BuildCache.File?>?

    static let cacheFileName = "cache"
    /// What builds that changed a few pages append to, instead of writing the cache file again.
    static let logFileName = "cache.log"
    private var cacheFile: String { cacheFolder.path + "/" + Self.cacheFileName }
    private var logFile: String { cacheFolder.path + "/" + Self.logFileName }
    /// The log is folded into a new cache file once it would pass this many bytes, for a cache
    /// file of the given size: reading a long log back costs more than writing the file.
    var logLimit: @Sendable (Int) -> Int = { $0 / 4 }

    /// Whether a build stages over the site the last one replaced (see `IncrementalOutput`);
    /// false stages every build afresh, the plain way tests compare it with.
    var stagesOverSpare = true
    /// See `PageReuse.sourceSettle`: nil reads every page and walks the content folder, the
    /// plain way tests compare with. It is also the folders' settle (see `ContentListing`).
    var sourceSettle: Int? = SourceStat.settleNanoseconds

    /// `persistent` keeps the cache in `cacheFolder` for the next process (`build --incremental`);
    /// otherwise it lives only in this object (`serve`).
    /// What every output file passes through on its way to the folder (`navdocs serve` adds live reload).
    private let wrapOutput: @Sendable (OutputSink) -> OutputSink

    public init(cacheFolder: String, persistent: Bool, wrapOutput: @escaping @Sendable (OutputSink) -> OutputSink = { $0 }) {
        self.cacheFolder = URL(fileURLWithPath: cacheFolder).standardizedFileURL
        self.persistent = persistent
        self.wrapOutput = wrapOutput
    }

    deinit { _ = saving?.value }

    /// Waits until the last build's cache file is written. A process that ends after a build
    /// calls it last; the next build and `deinit` wait too.
    public func finishSaving() {
        guard let saving else { return }
        cache?.file = saving.value
        self.saving = nil
    }

    /// `site` → `.site.navdocs-cache`, in the same folder as the output.
    public static func cacheFolder(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).navdocs-cache").path
    }

    /// Builds `site` into the folder `output`: the pipeline of every build, with the last
    /// build's cache telling it which pages it may reuse. On failure the folder and the
    /// cache are left as they were. `interruption` is the signal handler's, when it has one.
    public func build(_ site: SiteBuilder, output: String, protecting: [String],
                      interruption: WriteInterruption = WriteInterruption(),
                      progress: @escaping (BuildStep, Double) -> Void = { _, _ in }) throws(BuildFailure) -> IncrementalSummary {
        finishSaving()
        if persistent && !swiftExamplesRead {
            swiftExamplesRead = true
            if let bytes = Self.readWhole(cacheFolder.path + "/" + SwiftExampleMemory.fileName) { swiftExamples.read(bytes) }
        }
        let site = { (memory: SwiftExampleMemory) in
            var site = site
            site.options.swiftExamples = site.options.swiftExamples.map(memory.remembering)
            return site
        }(swiftExamples)
        // What depends only on the site's settings and theme, worked out beside the cache's reading.
        let early = Background { (key: Self.key(for: site), theme: LoadedTheme(site)) }
        let (lastListing, settle) = (listing, sourceSettle)
        let listingFolder = persistent && !listingRead ? cacheFolder.path : nil
        listingRead = true
        let survey = Background {
            ContentSurvey(site.content, statsPages: true, last: lastListing ?? listingFolder.flatMap(ContentListing.read), settle: settle)
        }
        if !cacheRead && persistent {
            cacheRead = true
            if let file = CacheFile(mapping: cacheFile) {
                cache = BuildCache.decode(file, log: Self.readWhole(logFile), content: site.content)
            }
        }
        let (key, theme) = early.value
        let previous = cache?.key == key ? cache! : BuildCache(key: key)
        let out: IncrementalOutput
        do {
            out = try IncrementalOutput(output: output, cacheFolder: cacheFolder, previous: previous.outputs,
                                        folders: previous.folders, spare: previous.spare, usesSpare: stagesOverSpare,
                                        protecting: protecting, interruption: interruption)
        } catch {
            throw BuildFailure(step: .write, diagnostics: error.diagnostics, warnings: [])
        }
        var last = out.isCold ? BuildCache(key: key) : previous
        // The index a page not redone keeps its entries in: the one in the folder, if nobody touched it.
        last.search = out.isCold ? nil : LastSearchIndex(output: out.output.path, kept: { out.has($0) })
        var reuse = PageReuse(previous: last, records: true, keepsBodies: !persistent,
                              theme: theme.digest, outputsKept: { out.has($0) })
        reuse.sourceSettle = sourceSettle
        let surveyed = survey.value
        if let walked = surveyed.walked { listing = walked }
        var pipeline = Pipeline(site: site, reuse: reuse, output: wrapOutput(out),
                                log: StepLog(strict: site.options.strict, progress: progress), theme: theme,
                                survey: surveyed)
        let result: PipelineResult
        do { result = try pipeline.run() } catch {
            out.discard()
            // A failed commit may have changed part of the folder, and an index that does not
            // read back stays so: the next build starts over.
            if error.step == .write || error.step == .search { forgetCache() }
            throw error
        }
        guard var next = result.cache, let committed = out.committed else {
            preconditionFailure("an incremental build recorded no cache or did not commit")
        }
        next.outputs = committed.records
        next.folders = committed.folders
        next.spare = committed.spare
        next.outputsTouched = committed.touched
        cache = next
        if persistent {
            // A build that started from the cache the folder holds appends what it changed.
            let (folder, written, limit, walked, memory) = (cacheFolder, next, logLimit, surveyed.walked, swiftExamples)
            saving = Background {
                let file = Self.save(written, after: previous, in: folder, logLimit: limit)
                // Only a walk changes the listing; most builds keep the last one's.
                walked?.write(to: folder.path)
                if memory.changed {
                    _ = SiteWriter.writeFile(memory.encoded(), at: folder.path + "/" + SwiftExampleMemory.fileName)
                }
                return file
            }
        }
        site.options.keptUntilExit?.keep([previous, reuse.previous, next])
        return IncrementalSummary(build: result.summary, pagesRendered: result.pagesRendered, filesChanged: committed.changed)
    }

    /// Appends what changed since `previous` to the log when the folder holds `previous` as a
    /// file, or, with no such file or past the log's limit, writes the whole cache as a new file.
    private static func save(_ cache: BuildCache, after previous: BuildCache, in cacheFolder: URL,
                             logLimit: (Int) -> Int) -> BuildCache.File? {
        let log = cacheFolder.appendingPathComponent(logFileName).path
        if let file = previous.file,
           let entry = cache.logEntry(after: previous, id: file.id, budget: logLimit(file.bytes) - file.logBytes) {
            // One write at the end of the file: a crash part-way leaves an entry that does not
            // read back, and the next build starts over.
            let fd = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            let written = entry.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            return written == entry.count ? BuildCache.File(id: file.id, bytes: file.bytes, logBytes: file.logBytes + entry.count) : nil
        }
        let fm = FileManager.default
        try? fm.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        let file = cacheFolder.appendingPathComponent(cacheFileName)
        let temporary = cacheFolder.appendingPathComponent(cacheFileName + ".new")
        let id = UInt64.random(in: 1...UInt64.max)
        let bytes = cache.encoded(id: id)
        // Written aside and renamed, so a cache file is always whole. The old one and its log
        // go first: ext4 flushes a file renamed over another to disk before the rename returns
        // (auto_da_alloc), which cost more than the rest of the save; a crash in between leaves
        // no cache, and the next build starts over.
        guard SiteWriter.writeFile(bytes, at: temporary.path) == nil else { return nil }
        unlink(file.path)
        unlink(log)
        guard rename(temporary.path, file.path) == 0 else { return nil }
        return BuildCache.File(id: id, bytes: bytes.count, logBytes: 0)
    }

    /// A file's bytes straight into an array: through `Data` a cache file of tens of MB
    /// was copied once more.
    static func readWhole(_ path: String) -> [UInt8]? {
        OpenedFile(path)?.readWhole()
    }

    private func forgetCache() {
        finishSaving()
        cache = nil
        if persistent {
            try? FileManager.default.removeItem(atPath: cacheFile)
            try? FileManager.default.removeItem(atPath: logFile)
        }
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
        // `nav:` orders every page and `links:` decides how links resolve: either changed, start over.
        h.add(o.navigation != nil)
        func add(_ entries: [SiteNavigation.Entry]) {
            h.add(entries.count)
            for entry in entries {
                switch entry {
                case .page(let path, let title, let at): h.add(0); h.add(path); h.add(title); h.add(at.line); h.add(at.column)
                case .section(let title, let nested, let at): h.add(1); h.add(title); h.add(at.line); h.add(at.column); add(nested)
                case .folder(let path, let title, let at): h.add(2); h.add(path); h.add(title); h.add(at.line); h.add(at.column)
                }
            }
        }
        add(o.navigation?.entries ?? [])
        h.add(o.links.outsideContent.rawValue); h.add(o.links.rootAbsolute.rawValue); h.add(o.links.root.rawValue)
        h.add(o.links.anchors.rawValue)
        h.add(o.links.knownFiles.count); for file in o.links.knownFiles { h.add(file) }
        h.add(o.editURL)
        h.add(o.exclude.count); for glob in o.exclude { h.add(glob.pattern) }
        // A commit changes dates without changing a page's bytes: the dates are part of the key.
        if let dates = o.lastUpdated {
            for path in dates.dates.keys.sorted() { h.add(path); h.add(dates.dates[path]) }
        }
        // A rule's name is made from its slug, so the slug stands for both.
        for rule in site.catalog.descriptions {
            h.add(rule.id); h.add(rule.slug); h.add(rule.formerSlugs.count)
            for former in rule.formerSlugs { h.add(former) }
            h.add(rule.severity.rawValue); h.add(rule.summary); h.add(rule.rationale)
        }
        h.add(site.content.displayPath(""))
        // Where included files are found decides what every page that includes one shows.
        if let includes = o.includes {
            h.add(includes.tree.displayPath("")); h.add(includes.content)
            h.add(includes.snippetBasePaths.count); for base in includes.snippetBasePaths { h.add(base) }
        }
        return h.finish()
    }
}

/// What an incremental build reports besides the usual summary.
public struct IncrementalSummary: Sendable {
    public var build: BuildSummary
    /// Pages whose layout was rendered again, of `build.pages`.
    public var pagesRendered: Int
    /// Files written, replaced or removed in the output folder.
    public var filesChanged: Int
}
