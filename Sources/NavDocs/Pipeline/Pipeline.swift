import NavBase
import NavMarkdown
import NavRules
import NavSearch
import NavThreads

/// A build: the steps below, in this order, each in a file of its own. Every build runs
/// every step, clean or incremental; `reuse` (the last build's cache, or nothing) tells
/// each step which pages it may take as they were. A step reports every error it finds.
/// Reading the content (load, parse, map) stops the build at the first step with errors,
/// since a page that did not load would make every link to it look broken; the checks
/// after it (links, examples, templates) all run and report, and only writing is skipped.
struct Pipeline {
    let site: SiteBuilder
    let reuse: PageReuse
    let output: OutputSink
    var log: StepLog
    /// The theme, when loaded before the build began (see `LoadedTheme`).
    var theme: LoadedTheme? = nil
    /// The content folder's files and stats, when taken before the build began (see `ContentSurvey`).
    var survey: ContentSurvey? = nil

    mutating func run() throws(BuildFailure) -> PipelineResult {
        let (options, catalog, content) = (site.options, site.catalog, site.content)

        // 1. Load content: the Markdown pages and assets, and the theme's templates. A broken
        // theme does not stop the content's checks; its errors are reported with theirs.
        var report = StepReport()
        let reuse = self.reuse
        let unchanged: (@Sendable (String, SourceStat) -> Fingerprint?)? = reuse.records ? { @Sendable path, stat in reuse.unchangedSource(path, stat) } : nil
        let loaded = LoadContent.run(content, unsafeHTML: options.unsafeHTML, unchanged: unchanged, survey: survey,
                                     report: &report)
        let loadedTheme = self.theme ?? LoadedTheme(site)
        let theme = loadedTheme.theme
        log.keep(.load, loadedTheme.report)
        try log.finish(.load, report)

        // 2. Parse front matter and body: every page whose source the cache does not hold.
        report = StepReport()
        let parsed = ParsePages.run(loaded, tree: content, options: options, reuse: reuse, report: &report)
        try log.finish(.parse, report)

        // 3. Map the site: order, sections, rule pages, redirects, clashes.
        report = StepReport()
        var map = MapSite.run(parsed.pages, lastPositions: parsed.lastPositions, drafts: Set(parsed.drafts.map(\.source)),
                              assets: loaded.assets, catalog: catalog, content: content, navigation: options.navigation,
                              report: &report)
        try log.finish(.map, report)

        // 4. Resolve links and rule references of the pages this build redoes (every page
        // of a clean build, and of any build where a link target or the navigation moved).
        // Trees the next steps replace stay until the build ends; see `RetiredTrees`.
        let retired = RetiredTrees()
        retired.keep(map)
        report = StepReport()
        // The sources are let go once every page the build redoes has its body.
        var plan = reuse.plan(for: &map, parsed: parsed, loaded: consume loaded, content: content, theme: theme, options: options)
        let references = ResolveReferences.run(&map, catalog: catalog, options: options, plan: &plan, parsed: parsed,
                                               report: &report)
        plan.releaseSources()
        log.check(.resolve, report)

        // 5. Verify the examples against the rule catalog; the theme draws each as a figure.
        retired.keep(map)
        report = StepReport()
        let examples = VerifyExamples.run(&map, catalog: catalog, theme: theme, plan: &plan, report: &report)
        log.check(.examples, report)

        // Without a theme there is nothing to render pages into; its errors are already kept.
        guard let theme else { try log.stopOnErrors(); preconditionFailure("a theme that did not load reported no error") }

        // What the next build may reuse is known now; it is put together beside the rendering,
        // with the summary's count of Markdown bytes (both walk every page of the site).
        let tally = Background { [map, plan] in
            (next: reuse.nextCache(map: map, parsed: parsed, plan: plan, references: references),
             markdownBytes: map.pages.reduce(0) { $0 + $1.markdownBytes })
        }

        // 6. Render pages into their layouts, each tokenized for search while at hand.
        retired.keep(map)
        report = StepReport()
        let search = RenderPages.run(map, referencedBy: references.referencedBy, theme: theme, catalog: catalog,
                                     options: options, plan: plan, records: reuse.records, sink: output, report: &report)
        log.check(.render, report)

        // 7. Site-wide outputs: the rule index, rules.json, redirects, search page, 404, sitemap, assets.
        report = StepReport()
        let siteFiles = SiteOutputs.run(map, theme: theme, content: content, catalog: catalog, options: options,
                                        keepingGenerated: plan.siteAsLast, sink: output, report: &report)
        log.check(.siteOutputs, report)

        // 8. Build the search index: every page's entries, or the redone pages' shards of the last one rewritten.
        report = StepReport()
        let index = BuildSearchIndex.run(search, sink: output, report: &report)
        log.check(.search, report)
        // Every check has run: what any of them found stops the build before anything is written.
        try log.stopOnErrors()

        // 9. Write the site: the staged folder swapped in, or the changed files moved in.
        report = StepReport()
        WriteSite.run(output, report: &report)
        try log.finish(.write, report)

        var summary = BuildSummary()
        summary.pages = map.pages.count
        summary.rulePages = map.ruleIndex.count
        summary.examplesVerified = examples
        summary.searchEntries = index.entries
        let (next, markdownBytes) = tally.value
        summary.markdownBytes = markdownBytes
        summary.filesWritten = map.pages.count + siteFiles + index.files
        summary.warnings = Diagnostic.sortedInFileOrder(log.warnings)
        if options.endsProcess {
            // The final trees too: freeing them one object at a time only delays the exit.
            retired.keep(map)
            retired.keepUntilExit()
            RetiredTrees.keepUntilExit([parsed, plan, references, search] as [Any])
        }
        return PipelineResult(summary: summary, pagesRendered: plan.rendered, cache: next)
    }
}

/// The theme's templates, compiled, with what loading them found: the load step's, which an
/// incremental build works out on another core while it reads its cache.
struct LoadedTheme: Sendable {
    let theme: Theme?
    let report: StepReport
    /// The templates and the site's overrides as read, for `PageReuse`; assets are compared as they are written.
    let digest: Fingerprint

    init(_ site: SiteBuilder) {
        var report = StepReport()
        var digest = FingerprintHasher()
        theme = Theme.load(site.theme, overrides: site.templateOverrides, digest: &digest, report: &report)
        self.report = report
        self.digest = digest.finish()
    }
}

/// What a build hands back: its summary, and what the next build may reuse.
struct PipelineResult {
    var summary: BuildSummary
    /// Pages put into their layouts again, of `summary.pages`.
    var pagesRendered: Int
    /// The cache for the next build; nil when the build records none (a clean build).
    var cache: BuildCache?
}

/// Ends each step: keeps its warnings and errors (its warnings as errors with `--strict`),
/// and tells `progress` the step's name and time. `finish` stops the build on the errors
/// found so far; `check` keeps them for `stopOnErrors`, so later checks report too.
struct StepLog {
    let strict: Bool
    let progress: (BuildStep, Double) -> Void
    private(set) var warnings: [Diagnostic] = []
    private var errors: [Diagnostic] = []
    private var failedSteps: [BuildStep] = []
    private var clock = StepClock()

    init(strict: Bool, progress: @escaping (BuildStep, Double) -> Void) {
        self.strict = strict
        self.progress = progress
    }

    /// Ends a step whose errors leave the next steps nothing sound to work on.
    mutating func finish(_ step: BuildStep, _ report: StepReport) throws(BuildFailure) {
        let found = keep(step, report)
        progress(step, clock.lap())
        if found { try stopOnErrors() }
    }

    /// Ends a checking step: its errors wait for `stopOnErrors`.
    mutating func check(_ step: BuildStep, _ report: StepReport) {
        keep(step, report)
        progress(step, clock.lap())
    }

    /// Takes part of a step's findings (the theme's, in the load step) without ending the step.
    @discardableResult
    mutating func keep(_ step: BuildStep, _ report: StepReport) -> Bool {
        if warnings.isEmpty { warnings = report.warnings } else { warnings += report.warnings }
        var found = report.errors
        if strict && found.isEmpty && !report.warnings.isEmpty {
            found = report.warnings.map { var d = $0; d.level = .error; return d }
        }
        guard !found.isEmpty else { return false }
        errors += found
        if failedSteps.last != step { failedSteps.append(step) }
        return true
    }

    /// Stops the build if any step found errors, with all of them in file order.
    func stopOnErrors() throws(BuildFailure) {
        guard let first = failedSteps.first else { return }
        throw BuildFailure(step: first, diagnostics: Diagnostic.sortedInFileOrder(errors), warnings: warnings,
                           steps: failedSteps)
    }
}
