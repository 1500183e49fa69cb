import NavBase
import NavMarkdown
import NavRules
import NavSearch
import NavThreads

/// What a build may take from the last one, page by page: incremental building as a
/// policy of the one pipeline, not a second one. A clean build (`none`) redoes every
/// page and records nothing; an incremental build reads the last build's cache, and
/// each step asks its `PagePlan` which pages it must redo.
///
/// A page is redone when its source changed, when its output file was touched, and
/// every page is when a link target (paths, anchors, assets, redirects), the navigation
/// (titles, order, sections) or the theme changed. A rule page is redone too when the
/// list of pages that reference its rule changed.
package struct PageReuse: Sendable {
    /// The last build's cache; empty when there is none to use.
    let previous: BuildCache
    /// Whether the build records what the next may reuse; false for a clean build.
    let records: Bool
    /// Whether records keep pages' parsed trees (`navdocs serve`, whose cache stays in memory).
    let keepsBodies: Bool
    /// The theme's templates, digested: any change redoes every page.
    let theme: Fingerprint?
    /// Whether the last build's file at each output path is still there, untouched: asked
    /// once for all pages, as each question waits for the output folder's stats.
    let outputsKept: @Sendable ([String]) -> [Bool]
    /// How long before its stat a source must have last changed for the stat to vouch for it;
    /// nil reads every source (see `SourceStat`).
    var sourceSettle: Int? = SourceStat.settleNanoseconds

    static let none = PageReuse(previous: BuildCache(key: Fingerprint(high: 0, low: 0)), records: false,
                                keepsBodies: false, theme: nil, outputsKept: { $0.map { _ in false } })

    /// Decides which pages of `map` the next steps redo, and gives each of them its body
    /// (a page taken from a cache file has none; it is parsed again from `loaded`).
    /// Pages not redone are left without a body, so the steps pass over them at no cost.
    func plan(for map: inout SiteMap, parsed: ParsedPages, loaded: LoadedContent, content: FileTree, theme: Theme?,
              options: BuildOptions) -> PagePlan {
        guard records else {
            var plan = PagePlan(pages: map.pages.count, loaded: nil, content: content, options: options)
            plan.redo = Array(repeating: true, count: map.pages.count)
            return plan
        }
        var plan = PagePlan(pages: map.pages.count, loaded: loaded, content: content, options: options, records: previous.pages)
        let records = previous.pages
        // The pages read again, by place: usually a few, not a set lookup for each of thousands.
        var read = [Bool](repeating: false, count: map.pages.count)
        for source in parsed.fresh { if let i = map.bySource[source] { read[i] = true } }
        for i in map.pages.indices {
            let at = records.index(forKey: map.pages[i].source)
            plan.lastAt[i] = at
            plan.isCached[i] = at != nil && !read[i]
            // A page taken from the cache is the page its record was made from: its digests are the record's.
            plan.digests[i] = (plan.isCached[i] ? records.values[at!].digests : nil) ?? PageDigests(map.pages[i])
        }
        plan.links = Self.linkDigest(map, pages: plan.digests)
        plan.navigation = Self.navigationDigest(map, pages: plan.digests)
        assert(plan.links == Self.linkDigest(map, pages: Array(repeating: nil, count: map.pages.count))
            && plan.navigation == Self.navigationDigest(map, pages: Array(repeating: nil, count: map.pages.count)),
               "a page's recorded digests differ from its page's")
        let lastIndex = previous.search.flatMap { $0.untouched ? $0 : nil }
        let everyPage = previous.pages.isEmpty || lastIndex == nil || plan.links != previous.links
            || plan.navigation != previous.navigation || self.theme != previous.theme
        let asked = everyPage ? [] : map.pages.indices.filter { plan.isCached[$0] }
        plan.redo = Array(repeating: true, count: map.pages.count)
        for (i, kept) in zip(asked, outputsKept(asked.map { map.pages[$0].outputPath })) { plan.redo[i] = !kept }
        if !everyPage, let last = lastIndex {
            let searched = map.pages.indices.filter { $0 != map.notFound }
            let redone = searched.filter { plan.redo[$0] }
            plan.search = last.edit(of: redone.map { BuildSearchIndex.searchPath(of: map.pages[$0]) },
                                    pages: searched.map { BuildSearchIndex.searchPath(of: map.pages[$0]) })
            // An index that does not read back leaves no entries to keep: every page is redone.
            if plan.search == nil {
                plan.redo = Array(repeating: true, count: map.pages.count)
            }
            plan.siteAsLast = plan.search != nil
        }
        for i in map.pages.indices where !plan.redo[i] {
            if let at = plan.lastAt[i] { plan.examples[i] = records.values[at].examples }
        }
        // Pages from a cache file have no body already; clearing theirs would copy each shared page.
        for i in map.pages.indices where !plan.redo[i] && !map.pages[i].document.blocks.isEmpty {
            map.pages[i].document = MarkdownDocument(blocks: [])
        }
        plan.giveBodies(plan.redone, in: &map, parsed: parsed)
        return plan
    }

    /// The digest of the page at `path` as the last build read it, when `stat` shows the
    /// file is the same one: the page need not be read.
    func unchangedSource(_ path: String, _ stat: SourceStat) -> Fingerprint? {
        guard let settle = sourceSettle, let record = previous.pages[path], let seen = record.stat,
              seen.vouches(for: stat, settle: settle) else { return nil }
        return record.source
    }

    /// The cache for the build after this one: every page's record, the digests the plan
    /// compared. Nil for a clean build.
    func nextCache(map: SiteMap, parsed: ParsedPages, plan: PagePlan, references: ResolveReferences.References) -> BuildCache? {
        guard records else { return nil }
        var next = BuildCache(key: previous.key)
        next.links = plan.links
        next.navigation = plan.navigation
        next.theme = theme
        // The last build's records, of which only the pages redone or read again are replaced.
        next.pages = previous.pages
        for (i, page) in map.pages.enumerated() where plan.redo[i] || !plan.isCached[i] {
            // A page parsed by this build has what the parse found; one redone from the cache, the cache's.
            let last = parsed.fresh.contains(page.source) ? nil : previous.pages[page.source]
            guard let source = parsed.sources[page.source] ?? last?.source else {
                preconditionFailure("page \(page.source) has no source digest")
            }
            // A page not read keeps the stat that vouched for it; one read gets its new stat below.
            next.pages[page.source] = BuildCache.PageRecord(
                source: source, stat: previous.pages[page.source]?.stat,
                page: parsed.asParsed(page.source, keepingBody: keepsBodies) ?? last?.page ?? page,
                parseWarnings: parsed.warnings[page.source] ?? last?.parseWarnings ?? [], resolveWarnings: references.warnings[i],
                rulesReferenced: references.rulesReferenced[i], examples: plan.examples[i], position: i,
                digests: plan.digests[i], included: parsed.fresh.contains(page.source) ? parsed.included[page.source] ?? [] : last?.included ?? [])
        }
        for draft in parsed.drafts where parsed.fresh.contains(draft.source) || previous.pages[draft.source] == nil {
            next.pages[draft.source] = BuildCache.PageRecord(
                source: parsed.sources[draft.source]!, page: parsed.asParsed(draft.source, keepingBody: keepsBodies) ?? draft,
                parseWarnings: parsed.warnings[draft.source] ?? [], resolveWarnings: [], rulesReferenced: [], examples: 0,
                included: parsed.included[draft.source] ?? [])
        }
        // Every page of this build now has its record; any other is of a page that went.
        if next.pages.count != map.pages.count + parsed.drafts.count {
            let current = Set(map.pages.map(\.source) + parsed.drafts.map(\.source))
            next.pages = next.pages.filter { current.contains($0.key) }
        }
        // A page read again keeps its record when its bytes did not change, with the new stat.
        for (path, stat) in parsed.stats where next.pages[path].map({ $0.stat != stat }) ?? false {
            next.pages[path]!.stat = stat
            next.pages[path]!.encoded = nil
        }
        return next
    }

    /// What resolving a link looks at: every page's source and output path and anchors
    /// (`pages`, in the map's order), the assets, the redirects and which page documents which rule.
    static func linkDigest(_ map: SiteMap, pages: [PageDigests?]) -> Fingerprint {
        var h = FingerprintHasher()
        h.add(map.pages.count)
        for (i, page) in pages.enumerated() { h.add((page ?? PageDigests(map.pages[i])).links) }
        h.add(map.assets.count)
        for asset in map.assets.sorted() { h.add(asset) }
        h.add(map.redirects.count)
        for (stub, target) in map.redirects.sorted(by: { $0.key < $1.key }) { h.add(stub); h.add(target) }
        for (id, i) in map.ruleIndex.sorted(by: { $0.key < $1.key }) { h.add(id); h.add(i) }
        return h.finish()
    }

    /// What every page's navigation, breadcrumbs and neighbours are made of: each page's part
    /// (`pages`, in the map's order) and the sections.
    static func navigationDigest(_ map: SiteMap, pages: [PageDigests?]) -> Fingerprint {
        var h = FingerprintHasher()
        h.add(map.pages.count)
        for (i, page) in pages.enumerated() { h.add((page ?? PageDigests(map.pages[i])).navigation) }
        h.add(map.sections.count)
        for section in map.sections {
            h.add(section.folder); h.add(section.title); h.add(section.indexPath); h.add(section.pages.count)
            for i in section.pages { h.add(i) }
            h.add(section.listingPath)
            h.add(section.depths.count); for depth in section.depths { h.add(depth) }
            for place in section.labels.keys.sorted() {
                h.add(place)
                for label in section.labels[place]! { h.add(label.title); h.add(label.depth) }
            }
        }
        return h.finish()
    }
}

/// A page's part in the site-wide digests, kept in its record: the site's digests are made
/// from these, so a build that takes most pages from the cache hashes only the pages it read.
/// `FastPathTests` checks the digests come out as when every page is hashed.
struct PageDigests: Sendable, Equatable {
    /// Its source and output paths, section, kind and anchors: what links to it resolve against.
    var links: Fingerprint
    /// Its source, titles, output path and kind: its entry in every page's navigation, and its
    /// own title where other pages name it (the home page in breadcrumbs, a redirect's target),
    /// which is not the one shown when `nav:` names the page otherwise.
    var navigation: Fingerprint

    init(links: Fingerprint, navigation: Fingerprint) {
        self.links = links
        self.navigation = navigation
    }

    init(_ page: Page) {
        var h = FingerprintHasher()
        h.add(page.source); h.add(page.outputPath); h.add(page.section); h.add(page.kind.rawValue)
        h.add(page.headings.count)
        for heading in page.headings { h.add(heading.anchor) }
        h.add(page.titleAnchor ?? "")
        h.add(page.htmlAnchors.count)
        for anchor in page.htmlAnchors { h.add(anchor) }
        links = h.finish()
        h = FingerprintHasher()
        h.add(page.source); h.add(page.shownTitle); h.add(page.title); h.add(page.outputPath); h.add(page.kind.rawValue)
        navigation = h.finish()
    }
}

/// One build's answer to "which pages must this step redo?", by index in the site map,
/// with what the last build recorded of every page it does not redo.
package struct PagePlan {
    /// Pages the resolve, examples and render steps redo; every page of a clean build.
    var redo: [Bool]
    /// The last build's records, and where each page's is: looked up once, not copied per page.
    private let records: [String: BuildCache.PageRecord]
    fileprivate var lastAt: [Dictionary<String, BuildCache.PageRecord>.Index?]
    /// Whether each page is taken from the cache: it has a record and was not read again.
    fileprivate(set) var isCached: [Bool]
    /// Examples verified on each page, redone or recorded.
    var examples: [Int]
    /// Each page's part in the site's digests, recorded or worked out.
    var digests: [PageDigests?]
    /// Whether the site's pages, addresses, navigation and theme are the last build's (no
    /// page comes, goes or is renamed, retitled or moved): the files made from the whole site
    /// are then the last build's too.
    var siteAsLast = false
    var links: Fingerprint?
    var navigation: Fingerprint?
    /// The last build's search index, when some pages are not redone: the search step takes
    /// the redone pages out of it and puts them in again.
    var search: SearchEdit?
    /// The pages' sources, to parse again a page the cache holds without its body;
    /// only while pages are being resolved (a clean build keeps none).
    private var bytes: [String: [UInt8]]
    /// Where a page that was not read (its stat vouched for it) is read when it needs its body.
    private let content: FileTree
    private let options: BuildOptions

    init(pages: Int, loaded: LoadedContent?, content: FileTree, options: BuildOptions,
         records: [String: BuildCache.PageRecord] = [:]) {
        redo = Array(repeating: false, count: pages)
        self.records = records
        lastAt = Array(repeating: nil, count: pages)
        isCached = Array(repeating: false, count: pages)
        examples = Array(repeating: 0, count: pages)
        digests = Array(repeating: nil, count: pages)
        bytes = Dictionary((loaded?.pages ?? []).filter { $0.unread == nil }.map { ($0.path, $0.bytes) },
                           uniquingKeysWith: { a, _ in a })
        self.content = content
        self.options = options
    }

    /// The last build's record of page `i`, changed since or not.
    func last(_ i: Int) -> BuildCache.PageRecord? { lastAt[i].map { records.values[$0] } }

    /// What page `i`, taken from the cache, referenced when the last build resolved it.
    func cachedReferences(_ i: Int) -> (warnings: [Diagnostic], rules: [String])? {
        guard isCached[i], let at = lastAt[i] else { return nil }
        return (records.values[at].resolveWarnings, records.values[at].rulesReferenced)
    }

    /// Lets the pages' sources go: every page that needs a body has it.
    mutating func releaseSources() { bytes = [:] }

    /// Indexes of the pages redone, in order.
    var redone: [Int] { redo.indices.filter { redo[$0] } }
    var rendered: Int { redo.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// Pages `indexes`, redone, get their parsed bodies: from this build's parse, the kept
    /// trees, or parsed again (on every core: after a page is added, that is every page).
    func giveBodies(_ indexes: [Int], in map: inout SiteMap, parsed: ParsedPages) {
        var missing: [Int] = []
        // A page the parse step did not parse is the cache's record of the same bytes.
        for i in indexes where !parsed.fresh.contains(map.pages[i].source) {
            if let record = last(i), record.hasBody {
                map.pages[i].document = record.page.document
            } else {
                missing.append(i)
            }
        }
        let snapshot = map, bytes = self.bytes, options = self.options, content = self.content
        let documents = missing.parallelMap { i in
            let page = snapshot.pages[i]
            let file = LoadedContent.SourceFile(path: page.source, bytes: bytes[page.source] ?? (try? content.read(page.source)) ?? [])
            return ParsePages.parse(file, shownAs: page.displayPath, options: options, includes: options.includes ?? .contentOnly(content))
                .page?.document ?? MarkdownDocument(blocks: [])
        }
        for (i, document) in zip(missing, documents) { map.pages[i].document = document }
    }

    /// A rule page shows which pages reference its rule: redone when that list changed.
    /// `rulesReferenced` is each page's list, as this build resolved or recorded it.
    mutating func redoRulePages(rulesReferenced: [[String]], map: inout SiteMap, parsed: ParsedPages) -> [Int] {
        // A list changes only where a page redone now references a rule it did not, or no
        // longer one it did: a page taken from the cache references what it did. (When pages
        // moved, every page is redone and there is no rule page left to add.)
        var extra: Set<Int> = []
        for i in redone {
            let before = Set(lastAt[i].map { records.values[$0].rulesReferenced } ?? [])
            for id in before.symmetricDifference(rulesReferenced[i]) {
                if let r = map.ruleIndex[id], r != i, !redo[r] { extra.insert(r) }
            }
        }
        let extraPages = extra.sorted()
        for r in extraPages { redo[r] = true }
        giveBodies(extraPages, in: &map, parsed: parsed)
        return extraPages
    }
}
