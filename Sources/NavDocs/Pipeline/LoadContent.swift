import NavBase
import NavRules
import NavThreads

/// Step 1: find the Markdown pages and the asset files of the content folder.
package struct LoadedContent: Sendable {
    struct SourceFile: Sendable {
        var path: String
        var bytes: [UInt8]
        /// For a page not read because its stat matched the cache's: the digest the cache
        /// holds of its bytes (`bytes` is then empty).
        var unread: Fingerprint? = nil
        /// The file's stat before it was read, when the build records a cache.
        var stat: SourceStat? = nil
    }
    var pages: [SourceFile]
    var assets: [String]
}

package enum LoadContent {
    /// Files a browser runs as script when the site serves them; published only with `unsafe_html: true`.
    static let scriptExtensions = [".html", ".htm", ".xhtml", ".js"]

    /// `unchanged` (an incremental build's) gives the cache's digest of a page whose stat it
    /// vouches for: that page is not read. A clean build reads every page and stats none.
    /// `survey` is the folder's listing and stats when taken before the step (see `ContentSurvey`).
    /// Files `exclude` matches are left out of the site as if absent.
    static func run(_ content: FileTree, unsafeHTML: Bool, exclude: [PathGlob] = [],
                    unchanged: (@Sendable (String, SourceStat) -> Fingerprint?)? = nil,
                    survey: ContentSurvey? = nil, report: inout StepReport) -> LoadedContent {
        let survey = survey ?? ContentSurvey(content, statsPages: unchanged != nil)
        let listing: (files: [TreeFile], warnings: [Diagnostic])
        switch survey.listing {
        case .success(let found): listing = found
        case .failure(let error):
            report.errors += error.diagnostics
            return LoadedContent(pages: [], assets: [])
        }
        report.warnings += listing.warnings
        func isExcluded(_ path: String) -> Bool { exclude.contains { $0.matches(path) } }
        var pageFiles = survey.pages
        var stats = survey.stats
        if !exclude.isEmpty {
            let kept = pageFiles.indices.filter { !isExcluded(pageFiles[$0].path) }
            pageFiles = kept.map { pageFiles[$0] }
            if !stats.isEmpty { stats = kept.map { stats[$0] } }
        }
        report.errors += twoIndexPages(pageFiles.map(\.path), content: content)
        var assets: [String] = []
        for file in listing.files where !Page.isMarkdown(file.path) && !isExcluded(file.path) {
            let path = file.path
            let lower = path.lowercased()
            if !unsafeHTML, scriptExtensions.contains(where: lower.hasSuffix) {
                report.warnings.append(Diagnostic(path: content.displayPath(path), location: .unknown, level: .warning,
                                                  message: Message.notPublished(path)))
                continue
            }
            if lower.hasSuffix(".svg"), let bytes = try? content.read(path), SVGScript.found(in: bytes) {
                report.warnings.append(Diagnostic(path: content.displayPath(path), location: .unknown, level: .warning,
                                                  message: Message.svgMayRunScript(path)))
            }
            assets.append(path)
        }
        // Pages are read on every core: at thousands of pages the reads add up.
        let (files, fileStats) = (pageFiles, stats)
        let reads = Array(files.indices).parallelMap { i -> Result<LoadedContent.SourceFile, DiagnosticList> in
            let (file, stat) = (files[i], fileStats.isEmpty ? nil : fileStats[i])
            if let stat, let digest = unchanged?(file.path, stat) {
                return .success(.init(path: file.path, bytes: [], unread: digest, stat: stat))
            }
            do throws(DiagnosticList) { return .success(.init(path: file.path, bytes: try content.read(file.path), stat: stat)) } catch {
                return .failure(error)
            }
        }
        var pages: [LoadedContent.SourceFile] = []
        pages.reserveCapacity(reads.count)
        for read in reads {
            switch read {
            case .success(let page): pages.append(page)
            case .failure(let error): report.errors += error.diagnostics
            }
        }
        if pages.isEmpty && report.errors.isEmpty {
            report.errors.append(Diagnostic(path: content.displayPath("index.md"), location: .unknown,
                                            message: Message.noPages))
        }
        return LoadedContent(pages: pages, assets: assets)
    }
}

/// What loading finds before it reads a page: the content folder's files, and each page's
/// stat when the build records a cache. It depends on nothing the cache holds, so an
/// incremental build takes it on another core while it reads its cache.
package struct ContentSurvey: Sendable {
    let listing: Result<(files: [TreeFile], warnings: [Diagnostic]), DiagnosticList>
    /// The Markdown pages of `listing`, in its order.
    let pages: [TreeFile]
    /// Each page's stat, taken before the page is read (an edit in between shows as a changed
    /// stat next time); empty when not asked for, nil for a page that cannot be looked at.
    let stats: [SourceStat?]
    /// The listing this survey walked, for the next one to keep: nil when it kept `last`'s
    /// files, or its walk cannot be kept or had not settled (see `ContentListing`).
    let walked: ContentListing?

    /// `last` (an incremental build's) is the listing the last survey walked: its files are
    /// taken as they are when every folder's stat vouches for them after `settle`
    /// nanoseconds (nil walks the tree every time).
    init(_ content: FileTree, statsPages: Bool, last: ContentListing? = nil, settle: Int? = nil) {
        let disk = content as? DiskTree
        var walked: ContentListing? = nil
        do throws(DiagnosticList) {
            let found: (files: [TreeFile], warnings: [Diagnostic])
            if let disk, let settle, let files = last?.files(ofRoot: disk.root.path, settle: settle) {
                found = (files, [])
            } else if let disk, let settle {
                let listed = try disk.listFilesWithListing()
                (found, walked) = ((listed.files, listed.warnings), listed.listing.flatMap { $0.isSettled(settle) ? $0 : nil })
            } else {
                found = try content.listFiles()
            }
            listing = .success(found)
            pages = found.files.filter { Page.isMarkdown($0.path) }
        } catch {
            listing = .failure(error)
            pages = []
        }
        self.walked = walked
        let pages = self.pages
        if statsPages, let root = disk?.root.path {
            let folders = FolderStat(root: root, paths: pages.map(\.path))
            stats = pages.parallelMap { folders.stat($0.path, followingLinks: true).map(SourceStat.init) }
        } else {
            stats = []
        }
    }
}

extension LoadContent {
    /// A folder with both `index.md` and `README.md` has two pages claiming to be its page.
    static func twoIndexPages(_ pages: [String], content: FileTree) -> [Diagnostic] {
        // Most sites have no README.md: then no page's path is hashed for this.
        let readmes = pages.filter { Page.isNamed($0, Page.readme) }
        guard !readmes.isEmpty else { return [] }
        let all = Set(pages)
        return readmes.sorted().compactMap { readme in
            let index = String(readme.dropLast(Page.readme.utf8.count)) + "index.md"
            guard all.contains(index) else { return nil }
            return Diagnostic(path: content.displayPath(readme), location: SourceLocation(line: 1, column: 1),
                              message: Message.twoIndexPages(readme, index))
        }
    }
}

/// Whether an SVG holds what a browser runs: a `<script` element or an `on…=` attribute.
enum SVGScript {
    static func found(in bytes: [UInt8]) -> Bool {
        let lower = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        var i = 0
        while i < lower.count {
            let b = lower[i]
            if b == UInt8(ascii: "<"), lower[(i + 1)...].starts(with: "script".utf8) { return true }
            // An attribute name starts after whitespace inside a tag: ` onload=`, `\tonclick =`.
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "/"),
               i + 3 < lower.count, lower[i + 1] == UInt8(ascii: "o"), lower[i + 2] == UInt8(ascii: "n") {
                var j = i + 3
                while j < lower.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower[j]) || lower[j] == UInt8(ascii: "-") { j += 1 }
                while j < lower.count, lower[j] == 0x20 || lower[j] == 0x09 || lower[j] == 0x0A || lower[j] == 0x0D { j += 1 }
                if j > i + 3, j < lower.count, lower[j] == UInt8(ascii: "=") { return true }
            }
            i += 1
        }
        return false
    }
}

/// Errors and warnings one step collected.
package struct StepReport: Sendable {
    var errors: [Diagnostic] = []
    var warnings: [Diagnostic] = []
}

extension LoadContent {
    /// The messages this step raises, each named once (docs/architecture.md).
    enum Message {
        static func notPublished(_ path: String) -> String {
            "\(path) is not published: an .html, .htm, .xhtml or .js file can run script on the site; set unsafe_html: true to publish it"
        }
        static func svgMayRunScript(_ path: String) -> String {
            "\(path) holds a <script> element or an on… event attribute; it runs script when opened on its own"
        }
        static let noPages = "the content folder has no Markdown pages; add an index.md"
        static func twoIndexPages(_ readme: String, _ index: String) -> String {
            "\(readme) and \(index) are both the index page of their folder; keep one of them"
        }
    }
}

extension LoadContent {
    /// The step: the content's pages and assets, and the theme (unless loaded before the build).
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        var report = StepReport()
        let reuse = state.reuse
        let unchanged: (@Sendable (String, SourceStat) -> Fingerprint?)? =
            reuse.records ? { @Sendable path, stat in reuse.unchangedSource(path, stat) } : nil
        state.loaded = run(state.site.content, unsafeHTML: state.site.options.unsafeHTML,
                           exclude: state.site.options.exclude, unchanged: unchanged,
                           survey: state.survey, report: &report)
        // A broken theme does not stop the content's checks; its errors are reported with theirs.
        let loadedTheme = state.preparedTheme ?? LoadedTheme(state.site)
        state.theme = loadedTheme.theme
        state.log.keep(.load, loadedTheme.report)
        return report
    }
}
