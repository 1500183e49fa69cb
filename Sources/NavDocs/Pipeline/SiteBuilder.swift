import NavRules
import NavSearch

/// Builds a site: content and theme in, files out, as a pipeline of named steps
/// read top to bottom. Every step reports all the errors it finds; the build
/// stops after the first step that found any.
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

    /// Runs every step, handing files to `sink`. `progress` hears each step's name as it finishes.
    public func build(into sink: OutputSink, progress: (BuildStep, Double) -> Void = { _, _ in })
        throws(BuildFailure) -> BuildSummary {
        var summary = BuildSummary()
        var warnings: [Diagnostic] = []
        var clock = StepClock()

        func finish(_ step: BuildStep, _ report: StepReport) throws(BuildFailure) {
            warnings += report.warnings
            var errors = report.errors
            if options.strict && errors.isEmpty && !report.warnings.isEmpty {
                errors = report.warnings.map { var d = $0; d.level = .error; return d }
            }
            progress(step, clock.lap())
            if !errors.isEmpty { throw BuildFailure(step: step, diagnostics: errors.sorted(by: Diagnostic.inFileOrder), warnings: warnings) }
        }

        var report = StepReport()
        let loaded = LoadContent.run(content, report: &report)
        let theme = Theme.load(self.theme, overrides: templateOverrides, report: &report)
        try finish(.load, report)
        guard let theme else { preconditionFailure("theme loading reported no error but produced no theme") }

        // The sources are dropped once parsed (the page trees hold their own text), and the
        // list of parsed pages once the map has them.
        report = StepReport()
        let assets = loaded.assets
        let pages = ParsePages.run(consume loaded, tree: content, options: options, report: &report)
        try finish(.parse, report)

        report = StepReport()
        var map = MapSite.run(consume pages, assets: assets, catalog: catalog, content: content, report: &report)
        try finish(.map, report)

        // Trees the next steps replace stay until the build ends; see `RetiredTrees`.
        let retired = RetiredTrees()
        retired.keep(map)
        report = StepReport()
        let referencedBy = ResolveReferences.run(&map, catalog: catalog, report: &report)
        try finish(.resolve, report)

        retired.keep(map)
        report = StepReport()
        summary.examplesVerified = VerifyExamples.run(&map, catalog: catalog, report: &report)
        try finish(.examples, report)

        retired.keep(map)
        report = StepReport()
        let search = RenderPages.runAll(map, referencedBy: referencedBy, theme: theme, catalog: catalog,
                                        options: options, sink: sink, report: &report)
        try finish(.render, report)

        report = StepReport()
        let siteFiles = SiteOutputs.run(map, theme: theme, content: content, catalog: catalog, options: options,
                                        sink: sink, report: &report)
        try finish(.siteOutputs, report)

        report = StepReport()
        let index = BuildSearchIndex.write(.init(search), sink: sink, report: &report)
        try finish(.search, report)

        summary.pages = map.pages.count
        summary.rulePages = map.ruleIndex.count
        summary.searchEntries = index.entries
        summary.searchIndexBytes = index.bytes
        summary.markdownBytes = map.pages.reduce(0) { $0 + $1.markdownBytes }
        summary.filesWritten = map.pages.count + siteFiles + 1
        summary.warnings = warnings.sorted(by: Diagnostic.inFileOrder)
        if options.endsProcess {
            // The final trees too: freeing them one object at a time only delays the exit.
            retired.keep(map)
            retired.keepUntilExit()
        }
        return summary
    }
}

/// Step 8: the search index over every page and heading section.
package enum BuildSearchIndex {
    struct Index: Sendable {
        var bytes: [UInt8]
        var entries: Int

        init(_ builder: SearchIndexBuilder) {
            bytes = builder.build()
            entries = builder.entryCount
        }
    }

    static func run(_ entries: [SearchPageEntries], sink: OutputSink, report: inout StepReport) -> (entries: Int, bytes: Int) {
        write(index(entries), sink: sink, report: &report)
    }

    static func index(_ entries: [SearchPageEntries]) -> Index {
        var builder = SearchIndexBuilder()
        for page in entries { builder.add(page) }
        return Index(builder)
    }

    /// A page's entries, tokenized: its own and one per heading section.
    static func entries(of page: Page, sections: [SearchSection], catalog: RuleCatalog) -> SearchPageEntries {
        let rule = page.kind == .rule ? page.frontMatter.rule.flatMap { catalog.description(matching: $0) } : nil
        return SearchPageEntries(sections.map { section in
            SearchDocument(
                url: section.url, title: section.title, breadcrumb: section.breadcrumb, text: section.text,
                kind: section.isPage ? .page : .section,
                rule: section.isPage ? rule.map { SearchDocument.Rule(id: $0.id, slug: $0.slug, formerSlugs: $0.formerSlugs,
                                                                      summary: $0.summary) } : nil)
        })
    }

    static func write(_ index: Index, sink: OutputSink, report: inout StepReport) -> (entries: Int, bytes: Int) {
        do { try sink.write("search-index.js", index.bytes) } catch { report.errors += error.diagnostics }
        return (index.entries, index.bytes.count)
    }
}

/// Page trees a build step has replaced with rewritten ones, kept until the build ends.
///
/// A site's trees are millions of small objects. Freed between steps, they cost the walk
/// that frees them and, worse, leave the allocator's free lists fragmented for every
/// allocation of the steps still to come: at 10,000 pages that made the build about 30%
/// slower than keeping them (`make bench`), for a peak of about 320 MB instead of 290 MB.
/// A build that ends the process (`navdocs build`) leaves them to the system at exit,
/// as compilers do; `navdocs serve` frees them when each build returns.
package final class RetiredTrees: @unchecked Sendable {
    private var maps: [SiteMap] = []
    nonisolated(unsafe) private static var untilExit: [RetiredTrees] = []

    /// Called between steps, on the building thread.
    func keep(_ map: SiteMap) { maps.append(map) }

    func keepUntilExit() { Self.untilExit.append(self) }
}

/// Seconds between steps, for `--verbose`.
package struct StepClock {
    private var last = ContinuousClock.now
    mutating func lap() -> Double {
        let now = ContinuousClock.now
        defer { last = now }
        let d = now - last
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}

package extension Diagnostic {
    /// Sorts by file, then position, so output does not depend on thread timing.
    static func inFileOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.path, a.location.line, a.location.column, a.message) < (b.path, b.location.line, b.location.column, b.message)
    }
}
