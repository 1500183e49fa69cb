import NavMarkdown
import NavRules

/// One incremental build, step by step: the steps of `SiteBuilder`, each given
/// only the pages that need it. Pages that need nothing take part as their
/// cached record: everything but the body, enough to map the site and to fill
/// the other pages' navigation.
package struct IncrementalRun {
    let site: SiteBuilder
    let progress: (BuildStep, Double) -> Void
    var clock = StepClock()
    var warnings: [Diagnostic] = []
    /// Pages parsed during this run, kept even when the build fails.
    var freshlyParsed: [String: (source: Fingerprint, outcome: ParsePages.Outcome)] = [:]

    struct Result {
        var summary: IncrementalSummary
        var cache: BuildCache
        var parsed: [String: (source: Fingerprint, outcome: ParsePages.Outcome)]
    }

    init(site: SiteBuilder, progress: @escaping (BuildStep, Double) -> Void) {
        self.site = site
        self.progress = progress
    }

    private var options: BuildOptions { site.options }
    private var catalog: RuleCatalog { site.catalog }

    /// Ends a step like `SiteBuilder` does: warnings kept, errors (and in strict mode warnings) stop the build.
    mutating func finish(_ step: BuildStep, _ report: StepReport, reportingProgress: Bool = true) throws(BuildFailure) {
        warnings += report.warnings
        var errors = report.errors
        if options.strict && errors.isEmpty && !report.warnings.isEmpty {
            errors = report.warnings.map { var d = $0; d.level = .error; return d }
        }
        if reportingProgress { progress(step, clock.lap()) }
        if !errors.isEmpty {
            throw BuildFailure(step: step, diagnostics: errors.sorted(by: Diagnostic.inFileOrder), warnings: warnings)
        }
    }

    mutating func load() throws(BuildFailure) -> (LoadedContent, Theme) {
        var report = StepReport()
        let loaded = LoadContent.run(site.content, report: &report)
        let theme = Theme.load(site.theme, overrides: site.templateOverrides, report: &report)
        try finish(.load, report)
        guard let theme else { preconditionFailure("theme loading reported no error but produced no theme") }
        return (loaded, theme)
    }

    private enum Parsed: Sendable {
        case cached(BuildCache.PageRecord)
        case fresh(Fingerprint, ParsePages.Outcome)
    }

    mutating func rest(loaded: LoadedContent, theme: Theme, previous: BuildCache,
                       parsed memory: [String: (source: Fingerprint, outcome: ParsePages.Outcome)],
                       output: IncrementalOutput, sink: OutputSink) throws(BuildFailure) -> Result {
        let content = site.content
        let options = self.options

        // Parse: only pages whose bytes changed.
        let outcomes = loaded.pages.parallelMap { file -> Parsed in
            let digest = FingerprintHasher.of(file.bytes)
            if let record = previous.pages[file.path], record.source == digest { return .cached(record) }
            if let known = memory[file.path], known.source == digest { return .fresh(digest, known.outcome) }
            return .fresh(digest, ParsePages.parse(file, shownAs: content.displayPath(file.path), options: options))
        }
        var report = StepReport()
        var pages: [Page] = []
        var sources: [String: Fingerprint] = [:]
        var parseWarnings: [String: [Diagnostic]] = [:]
        var fresh: [String: Page] = [:]
        var drafts: [String: Page] = [:]
        for (file, outcome) in zip(loaded.pages, outcomes) {
            let page: Page?
            switch outcome {
            case .cached(let record):
                sources[file.path] = record.source
                parseWarnings[file.path] = record.parseWarnings
                report.warnings += record.parseWarnings
                page = record.page
            case .fresh(let digest, let outcome):
                sources[file.path] = digest
                parseWarnings[file.path] = outcome.warnings
                report.errors += outcome.errors
                report.warnings += outcome.warnings
                if outcome.errors.isEmpty { freshlyParsed[file.path] = (digest, outcome) }
                page = outcome.page
                if let page { fresh[file.path] = page }
            }
            guard let page else { continue }
            if page.frontMatter.draft { drafts[file.path] = page } else { pages.append(page) }
        }
        try finish(.parse, report)

        report = StepReport()
        let map = MapSite.run(pages, assets: loaded.assets, catalog: catalog, content: content, report: &report)
        try finish(.map, report)

        // Resolve and verify: pages whose source changed, or every page when a link target may have moved.
        let links = Self.linkDigest(map)
        let navigation = Self.navigationDigest(map)
        let everyPage = links != previous.links
        let bytesByPath = Dictionary(uniqueKeysWithValues: loaded.pages.map { ($0.path, $0.bytes) })
        let body = { (page: Page) -> Page in
            if let page = fresh[page.source] { return page }
            if let known = memory[page.source], known.source == sources[page.source], let parsed = known.outcome.page { return parsed }
            let file = LoadedContent.SourceFile(path: page.source, bytes: bytesByPath[page.source] ?? [])
            return ParsePages.parse(file, shownAs: page.displayPath, options: options).page ?? page
        }
        let dirty = map.pages.indices.filter { i in
            everyPage || fresh[map.pages[i].source] != nil || previous.pages[map.pages[i].source] == nil
        }
        let first = try prepare(dirty, map: map, body: body, reportingProgress: true)

        var referencedBy: [String: [Int]] = first.referencedBy
        var rulesReferenced: [Int: [String]] = first.rulesReferenced
        var resolveWarnings = first.warnings
        var examples = first.examples
        let dirtySet = Set(dirty)
        for (i, page) in map.pages.enumerated() where !dirtySet.contains(i) {
            let record = previous.pages[page.source]!
            rulesReferenced[i] = record.rulesReferenced
            resolveWarnings[i] = record.resolveWarnings
            examples[i] = record.examples
            for id in record.rulesReferenced where map.ruleIndex[id] != i { referencedBy[id, default: []].append(i) }
        }
        for id in referencedBy.keys { referencedBy[id]!.sort() }

        // Which pages to render: those whose output fingerprint changed.
        let themeDigest = Self.themeDigest(site)
        let context = SiteContext(map: map, options: options, cachingNavigation: true)
        let sameNavigation = navigation == previous.navigation
        let catalog = self.catalog
        let (freshPages, digests, references) = (fresh, sources, referencedBy)
        let fingerprints = Array(map.pages.indices).parallelMap { i -> (values: Fingerprint, output: Fingerprint) in
            let page = map.pages[i]
            let record = previous.pages[page.source]
            let values: Fingerprint
            if let record, sameNavigation, freshPages[page.source] == nil, page.kind != .rule {
                values = record.values
            } else {
                var h = FingerprintHasher()
                h.add(.dictionary(RenderPages.layoutValues(i, context: context, referencedBy: references, catalog: catalog)))
                values = h.finish()
            }
            var h = FingerprintHasher()
            h.add(themeDigest); h.add(links); h.add(digests[page.source]!); h.add(values)
            return (values, h.finish())
        }
        let render = map.pages.indices.filter { i in
            let page = map.pages[i]
            return output.isCold || previous.pages[page.source]?.output != fingerprints[i].output || !output.has(page.outputPath)
        }
        let renderSet = Set(render)
        let second = try prepare(render.filter { !dirtySet.contains($0) }, map: map, body: body, reportingProgress: false)

        var renderMap = map
        for i in dirty { renderMap.pages[i] = first.pages[i]! }
        for (i, page) in second.pages { renderMap.pages[i] = page }
        report = StepReport()
        let rendered = RenderPages.run(renderMap, referencedBy: referencedBy, theme: theme, catalog: catalog,
                                       options: options, sink: sink, only: render, report: &report)
        try finish(.render, report)
        for (i, page) in map.pages.enumerated() where !renderSet.contains(i) {
            precondition(output.keep(page.outputPath), "page \(page.source) was not rendered but has no output to keep")
        }
        var sections: [[SearchSection]] = map.pages.map { previous.pages[$0.source]?.sections ?? [] }
        for (k, i) in render.enumerated() { sections[i] = rendered[k] }

        report = StepReport()
        let siteFiles = SiteOutputs.run(map, theme: theme, content: content, catalog: catalog, options: options,
                                        sink: sink, report: &report)
        try finish(.siteOutputs, report)

        // The search index covers every page: built again when any page's text did change.
        var h = FingerprintHasher()
        for (page, pageSections) in zip(map.pages, sections) {
            h.add(page.kind.rawValue); h.add(page.frontMatter.rule)
            for s in pageSections {
                h.add(s.url); h.add(s.title); h.add(s.breadcrumb.joined(separator: "\n")); h.add(s.text); h.add(s.isPage)
            }
        }
        let searchInput = h.finish()
        report = StepReport()
        let search: BuildCache.SearchRecord
        if let last = previous.search, last.input == searchInput, output.keep("search-index.js") {
            search = last
        } else {
            let entries = Array(zip(map.pages, sections)).parallelMap { page, pageSections in
                pageSections.isEmpty ? nil : BuildSearchIndex.entries(of: page, sections: pageSections, catalog: catalog)
            }
            let index = BuildSearchIndex.run(entries.compactMap { $0 }, sink: sink, report: &report)
            search = BuildCache.SearchRecord(input: searchInput, entries: index.entries, bytes: index.bytes)
        }
        try finish(.search, report)

        // The summary a clean build would print, and the cache for the next build.
        var summary = BuildSummary()
        summary.pages = map.pages.count
        summary.rulePages = map.ruleIndex.count
        summary.examplesVerified = map.pages.indices.reduce(0) { $0 + (examples[$1] ?? 0) }
        summary.searchEntries = search.entries
        summary.searchIndexBytes = search.bytes
        summary.markdownBytes = map.pages.reduce(0) { $0 + $1.markdownBytes }
        summary.filesWritten = map.pages.count + siteFiles + 1
        summary.warnings = warnings.sorted(by: Diagnostic.inFileOrder)

        var next = BuildCache(key: previous.key)
        next.links = links
        next.navigation = navigation
        next.search = search
        for (i, page) in map.pages.enumerated() {
            var stub = page
            stub.document = MarkdownDocument(blocks: [])
            next.pages[page.source] = BuildCache.PageRecord(
                source: sources[page.source]!, page: stub, parseWarnings: parseWarnings[page.source] ?? [],
                resolveWarnings: resolveWarnings[i] ?? [], rulesReferenced: rulesReferenced[i] ?? [],
                examples: examples[i] ?? 0, sections: sections[i],
                values: fingerprints[i].values, output: fingerprints[i].output)
        }
        for (path, page) in drafts {
            var stub = page
            stub.document = MarkdownDocument(blocks: [])
            let zero = Fingerprint(high: 0, low: 0)
            next.pages[path] = BuildCache.PageRecord(source: sources[path]!, page: stub, parseWarnings: parseWarnings[path] ?? [],
                                                     resolveWarnings: [], rulesReferenced: [], examples: 0, sections: [],
                                                     values: zero, output: zero)
        }
        var keptParsed = memory.filter { sources[$0.key] == $0.value.source }
        for (path, entry) in freshlyParsed { keptParsed[path] = entry }
        return Result(summary: IncrementalSummary(build: summary, pagesRendered: render.count), cache: next, parsed: keptParsed)
    }

    /// Pages resolved and verified, with what each contributed.
    struct Prepared {
        var pages: [Int: Page] = [:]
        var referencedBy: [String: [Int]] = [:]
        var rulesReferenced: [Int: [String]] = [:]
        var warnings: [Int: [Diagnostic]] = [:]
        var examples: [Int: Int] = [:]
    }

    /// Resolves links and verifies examples of `subset` alone: every other page
    /// takes part with an empty body, so it costs nothing and reports nothing.
    mutating func prepare(_ subset: [Int], map: SiteMap, body: (Page) -> Page,
                          reportingProgress: Bool) throws(BuildFailure) -> Prepared {
        var prepared = Prepared()
        if subset.isEmpty && !reportingProgress { return prepared }
        var working = map
        let chosen = Set(subset)
        for i in working.pages.indices {
            working.pages[i].document = chosen.contains(i) ? body(map.pages[i]).document : MarkdownDocument(blocks: [])
        }
        var report = StepReport()
        prepared.referencedBy = ResolveReferences.run(&working, catalog: catalog, report: &report)
        for (id, referrers) in prepared.referencedBy { for i in referrers { prepared.rulesReferenced[i, default: []].append(id) } }
        for i in subset { prepared.rulesReferenced[i] = (prepared.rulesReferenced[i] ?? []).sorted() }
        let byPath = Dictionary(grouping: report.warnings, by: \.path)
        for i in subset { prepared.warnings[i] = byPath[working.pages[i].displayPath] ?? [] }
        try finish(.resolve, report, reportingProgress: reportingProgress)

        report = StepReport()
        _ = VerifyExamples.run(&working, catalog: catalog, report: &report)
        try finish(.examples, report, reportingProgress: reportingProgress)
        for i in subset {
            prepared.pages[i] = working.pages[i]
            prepared.examples[i] = Self.figures(in: working.pages[i].document.blocks)
        }
        return prepared
    }

    /// Verified examples become generated figures; counting them gives a page's share of the total.
    static func figures(in blocks: [Block]) -> Int {
        blocks.reduce(0) { count, block in
            switch block {
            case .generated: count + 1
            case .blockQuote(let children, _): count + figures(in: children)
            case .list(_, let items, _): count + items.reduce(0) { $0 + figures(in: $1) }
            default: count
            }
        }
    }

    /// What resolving a link looks at: every page's source and output path and
    /// anchors, the assets, the redirects and which page documents which rule.
    static func linkDigest(_ map: SiteMap) -> Fingerprint {
        var h = FingerprintHasher()
        h.add(map.pages.count)
        for page in map.pages {
            h.add(page.source); h.add(page.outputPath); h.add(page.section); h.add(page.kind.rawValue)
            h.add(page.headings.count)
            for heading in page.headings { h.add(heading.anchor) }
        }
        h.add(map.assets.count)
        for asset in map.assets.sorted() { h.add(asset) }
        h.add(map.redirects.count)
        for (stub, target) in map.redirects.sorted(by: { $0.key < $1.key }) { h.add(stub); h.add(target) }
        for (id, i) in map.ruleIndex.sorted(by: { $0.key < $1.key }) { h.add(id); h.add(i) }
        return h.finish()
    }

    /// What the navigation, breadcrumbs and neighbours of every page are made of.
    static func navigationDigest(_ map: SiteMap) -> Fingerprint {
        var h = FingerprintHasher()
        h.add(map.pages.count)
        for page in map.pages { h.add(page.source); h.add(page.title); h.add(page.outputPath); h.add(page.kind.rawValue) }
        h.add(map.sections.count)
        for section in map.sections {
            h.add(section.folder); h.add(section.title); h.add(section.indexPath); h.add(section.pages.count)
            for i in section.pages { h.add(i) }
        }
        return h.finish()
    }

    /// The theme's templates and the site's template overrides; assets are
    /// compared as they are written.
    static func themeDigest(_ site: SiteBuilder) -> Fingerprint {
        var h = FingerprintHasher()
        for (tree, isOverride) in [(site.theme, false)] + (site.templateOverrides.map { [($0, true)] } ?? []) {
            h.add(isOverride)
            let files = (try? tree.listFiles().files) ?? []
            for file in files where isOverride || !file.path.hasPrefix("assets/") {
                h.add(file.path)
                h.add((try? tree.read(file.path)) ?? [])
            }
        }
        return h.finish()
    }
}
