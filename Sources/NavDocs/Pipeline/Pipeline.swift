import NavBase
import NavMarkdown
import NavRules
import NavSearch
import NavThreads

/// A build: the steps below, in this order, each in a file of its own and each of one
/// shape, `(inout BuildState) throws(BuildFailure) -> StepReport`. Every build runs every
/// step, clean or incremental; the state's `reuse` (the last build's cache, or nothing) and
/// `plan` tell each step which pages it may take as they were. A step reports every error it
/// finds. Reading the content (load, parse, map) stops the build at the first step with
/// errors, since a page that did not load would make every link to it look broken; the
/// checks after it (links, examples, templates) all run and report, and only writing waits
/// for every check to pass. Adding a step is a file with its `run` and a line here.
struct Pipeline {
    struct Step: Sendable {
        let name: BuildStep
        let run: @Sendable (inout BuildState) throws(BuildFailure) -> StepReport
        /// The step's errors stop the build before the next step (else they wait for writing).
        var stopsOnItsErrors = false
        /// The step runs only once no step before it found errors.
        var needsEveryCheck = false
    }

    static let steps: [Step] = [
        Step(name: .load, run: LoadContent.run, stopsOnItsErrors: true),
        Step(name: .parse, run: ParsePages.run, stopsOnItsErrors: true),
        Step(name: .map, run: MapSite.run, stopsOnItsErrors: true),
        Step(name: .resolve, run: ResolveReferences.run),
        Step(name: .examples, run: VerifyExamples.run),
        Step(name: .render, run: RenderPages.run),
        Step(name: .siteOutputs, run: SiteOutputs.run),
        Step(name: .search, run: BuildSearchIndex.run),
        Step(name: .write, run: WriteSite.run, stopsOnItsErrors: true, needsEveryCheck: true),
    ]

    var state: BuildState

    init(site: SiteBuilder, reuse: PageReuse, output: OutputSink, log: StepLog, theme: LoadedTheme? = nil,
         survey: ContentSurvey? = nil) {
        state = BuildState(site: site, reuse: reuse, output: output, log: log, preparedTheme: theme, survey: survey)
    }

    mutating func run() throws(BuildFailure) -> PipelineResult {
        for step in Self.steps {
            if step.needsEveryCheck { try state.log.stopOnErrors() }
            let report = try step.run(&state)
            if step.stopsOnItsErrors { try state.log.finish(step.name, report) } else { state.log.check(step.name, report) }
        }
        var summary = BuildSummary()
        summary.pages = state.map.pages.count
        summary.rulePages = state.map.ruleIndex.count
        summary.examplesVerified = state.examples
        summary.searchEntries = state.index.entries
        guard let tally = state.tally else { preconditionFailure("the render step did not start the tally") }
        let (next, markdownBytes) = tally.value
        summary.markdownBytes = markdownBytes
        summary.filesWritten = state.map.pages.count + state.siteFiles + state.index.files
        summary.warnings = Diagnostic.sortedInFileOrder(state.log.warnings)
        if let keeper = state.site.options.keptUntilExit {
            // The final trees too: freeing them one object at a time only delays the exit.
            state.retired.keep(state.map)
            keeper.keep(state.retired)
            keeper.keep([state.parsed, state.plan, state.references, state.search as Any] as [Any])
        }
        return PipelineResult(summary: summary, pagesRendered: state.plan.rendered, cache: next)
    }
}

/// What the steps of one build share: its inputs, what may be reused from the last build,
/// and what each step has made for the steps after it. Each field a step makes starts empty
/// and is filled by the step named beside it.
struct BuildState {
    let site: SiteBuilder
    /// What the last build left that this one may take as it was; `.none` for a clean build.
    let reuse: PageReuse
    let output: OutputSink
    var log: StepLog
    /// The theme, when loaded before the build began (see `LoadedTheme`).
    let preparedTheme: LoadedTheme?
    /// The content folder's files and stats, when taken before the build began (see `ContentSurvey`).
    let survey: ContentSurvey?
    /// Trees the steps replace, kept until the build ends; see `RetiredTrees`.
    let retired = RetiredTrees()

    /// Load: the pages' sources and the assets, until the resolve step lets them go.
    var loaded = LoadedContent(pages: [], assets: [])
    /// Load: the theme, nil when it did not load (its errors are reported).
    var theme: Theme?
    /// Parse.
    var parsed = ParsedPages()
    /// Map, then resolve and examples rewrite its pages.
    var map = SiteMap.empty
    /// Resolve: the pages this build redoes, and what the others keep.
    var plan: PagePlan
    /// Resolve.
    var references = ResolveReferences.References(rulesReferenced: [], warnings: [])
    /// Examples: how many the site has.
    var examples = 0
    /// Render: the next cache and the Markdown's size, worked out beside the rendering.
    var tally: Background<(next: BuildCache?, markdownBytes: Int)>?
    /// Render: the search step's input.
    var search: RenderPages.Search?
    /// Site outputs: files written.
    var siteFiles = 0
    /// Search: entries, and files written.
    var index = (entries: 0, files: 0)

    init(site: SiteBuilder, reuse: PageReuse, output: OutputSink, log: StepLog, preparedTheme: LoadedTheme?,
         survey: ContentSurvey?) {
        self.site = site
        self.reuse = reuse
        self.output = output
        self.log = log
        self.preparedTheme = preparedTheme
        self.survey = survey
        plan = PagePlan(pages: 0, loaded: nil, content: site.content, options: site.options)
    }

    var options: BuildOptions { site.options }
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
