import Dispatch
import NavBase
import NavMarkdown
import NavRules
import NavSearch
import NavTemplates
import NavText
import NavThreads

/// Step 6: each page's body as HTML, put into its layout with the site's
/// navigation, and handed to the output as soon as it is done.
package enum RenderPages {
    /// Sections longer than this show a window of pages around the current one,
    /// so a page's size does not grow with the size of the site.
    static let navigationWindow = 12

    /// The search step's input: every page's entries merged, or the last build's
    /// index that hold the redone pages, with those pages to take out and their new entries.
    /// An edit is only of the same pages (when a page comes or goes every page is redone, and
    /// the index built afresh).
    enum Search {
        case fresh(SearchIndexBuilder)
        case edit(SearchEdit, redone: Set<String>, added: [SearchPageEntries])
    }

    /// Renders the pages `plan` redoes and tokenizes each for the search index while its body
    /// is at hand; a page not redone keeps its entries in the last build's index (`plan.search`).
    /// A batch at a time, so only one batch's term lists wait to be merged.
    static func run(_ map: SiteMap, referencedBy: [String: [Int]], theme: Theme, catalog: RuleCatalog,
                    options: BuildOptions, plan: PagePlan, sink: OutputSink, batch: Int = 128,
                    report: inout StepReport) -> Search {
        // Every folder's sidebar built up front pays off only when most pages are rendered.
        let context = SiteContext(map: map, options: options, cachingNavigation: 4 * plan.rendered > map.pages.count)
        if let dates = options.lastUpdated, let warning = undated(map, dates) { report.warnings.append(warning) }
        // With the last index at hand, only the redone pages' entries are collected; else all are merged.
        let merger = plan.search == nil ? SearchMerger(SearchIndexBuilder()) : nil
        var added: [SearchPageEntries] = []
        // The pages not redone keep their files in one call, under one lock, not a call per
        // page from every core.
        let kept = map.pages.indices.filter { !plan.redo[$0] }
        if !kept.isEmpty {
            guard plan.search != nil else { preconditionFailure("pages not rendered have no entries to keep") }
            // The plan redoes every page whose file was touched: the others' files are known kept.
            sink.keep(known: kept.map { map.pages[$0].outputPath })
        }
        // Batches of the redone pages only: a body edit hands one page to the cores, not every page's index.
        let redo = plan.redone
        for start in stride(from: 0, to: redo.count, by: batch) {
            // The 404 page is not searched: it has no entries.
            let results = Array(redo[start..<min(start + batch, redo.count)]).parallelMap { i -> (SearchPageEntries?, Diagnostic?) in
                let searched = i != map.notFound
                let error = render(i, context: context, referencedBy: referencedBy, theme: theme, catalog: catalog, sink: sink)
                let page = map.pages[i]
                guard searched else { return (nil, error) }
                return (BuildSearchIndex.entries(of: page, sections: SearchSection.sections(of: page), catalog: catalog), error)
            }
            report.errors += results.compactMap(\.1)
            // Merging is serial; it runs beside the next batch's rendering.
            if let merger {
                merger.add(results.compactMap(\.0), reservingFor: start == 0 ? redo.count : nil)
            } else {
                added += results.compactMap(\.0)
            }
        }
        guard let last = plan.search else { return .fresh(merger!.finish()) }
        // The pages not redone keep their entries; a redone page's old ones go.
        let redone = Set(map.pages.indices.filter { plan.redo[$0] && $0 != map.notFound }.map {
            BuildSearchIndex.searchPath(of: map.pages[$0])
        })
        return .edit(last, redone: redone, added: added)
    }

    /// One warning for every page git has no commit of (a new file, or one outside the
    /// history), at the setting: a page each would bury the rest.
    static func undated(_ map: SiteMap, _ dates: PageDates) -> Diagnostic? {
        let pages = map.pages.indices.filter { $0 != map.notFound && dates.dates[map.pages[$0].source] == nil }
            .map { map.pages[$0].displayPath }.sorted()
        guard let first = pages.first else { return nil }
        return Diagnostic(path: dates.settingPath, location: dates.settingLocation, level: .warning,
                          message: Message.undated(first, count: pages.count))
    }

    /// Page `i`'s body, put into its layout and handed to `sink`.
    private static func render(_ i: Int, context: SiteContext, referencedBy: [String: [Int]],
                               theme: Theme, catalog: RuleCatalog, sink: OutputSink) -> Diagnostic? {
        let page = context.map.pages[i]
        var writer = HTMLWriter(allowRawHTML: context.options.unsafeHTML, anchors: page.headings.map(\.anchor))
        let body = writer.render(page.document.blocks)
        var values = layoutValues(i, context: context, referencedBy: referencedBy, catalog: catalog)
        values["content"] = .utf8(body)
        if i == context.map.notFound {
            // A server shows the 404 page at any depth: like the generated one, its links start
            // from the site's root URL when it is known.
            if let base = context.options.baseURL { values["root"] = .string(SiteContext.join(base, "")) }
            values["noindex"] = .bool(true)
        }
        do {
            try sink.write(page.outputPath, try theme.renderBytes(page.kind.template, values))
            return nil
        } catch let error as ThemeError {
            return error.diagnostic
        } catch {
            return (error as? DiagnosticList)?.diagnostics.first
                ?? Diagnostic(path: page.outputPath, location: .unknown, message: "\(error)")
        }
    }

    /// Everything page `i`'s layout gets but its body. With the page's source it
    /// decides whether an incremental build must render the page again.
    static func layoutValues(_ i: Int, context: SiteContext, referencedBy: [String: [Int]],
                             catalog: RuleCatalog) -> TemplateDictionary {
        let page = context.map.pages[i]
        var values = context.pageValues(i)
        if page.kind == .rule, let id = page.frontMatter.rule, let rule = catalog.description(matching: id) {
            values["rule"] = context.ruleValues(rule, page: i, referencedBy: referencedBy[rule.id] ?? [])
        }
        return values
    }
}

package extension Theme {
    /// `render` without the round trip through `String`: pages go straight to the sink.
    func renderBytes(_ name: String, _ values: TemplateDictionary) throws(ThemeError) -> [UInt8] {
        do { return try library.renderBytes(name, .dictionary(values)) } catch { throw ThemeError(error) }
    }
}

/// The parts of the template context that every page shares, built once.
package struct SiteContext: Sendable {
    let map: SiteMap
    let options: BuildOptions
    /// For each page, its section's index in `map.sections`.
    let sectionOf: [Int]
    /// For each page, its place among its section's pages.
    let placeInSection: [Int]
    /// The home page (`index.md`), which breadcrumbs and the root section's link name.
    let home: Int?

    /// The fast path for sidebars, when built with `cachingNavigation`; see `SidebarCache`.
    private var sidebars: SidebarCache?

    /// `cachingNavigation` builds every folder's sidebar pieces up front, for rendering most pages.
    init(map: SiteMap, options: BuildOptions, cachingNavigation: Bool = false) {
        self.map = map
        self.options = options
        // -1: in no section (the 404 page).
        var sectionOf = Array(repeating: -1, count: map.pages.count)
        var placeInSection = Array(repeating: 0, count: map.pages.count)
        for (s, section) in map.sections.enumerated() {
            for (k, p) in section.pages.enumerated() { sectionOf[p] = s; placeInSection[p] = k }
        }
        self.sectionOf = sectionOf
        self.placeInSection = placeInSection
        home = map.bySource["index.md"] ?? map.bySource[Page.readme]
        if cachingNavigation { sidebars = SidebarCache(self) }
    }

    /// The site's name: `title:`, or else its first page's title (a site is not named after the tool).
    var siteTitle: String { options.siteTitle ?? map.pages.first?.title ?? "" }

    /// Values shared by every layout, for a page at `path` (root-relative).
    func common(path: String, title: String, kind: String, description: String? = nil,
                current: Int? = nil, anchor: String? = nil) -> TemplateDictionary {
        var values: TemplateDictionary = [
            "site": .dictionary(["title": .string(siteTitle), "description": .string(options.siteDescription),
                                 "hasRules": .bool(map.hasRules)]),
            "lang": "en",
            "root": .string(Paths.root(from: path)),
            "page": .dictionary(["title": .string(title), "description": .string(description ?? options.siteDescription),
                                 "path": .string(path), "kind": .string(kind), "anchor": .string(anchor ?? "")]),
            "nav": navigation(from: path, current: current),
            "serve": .bool(options.serve),
        ]
        if let base = options.baseURL { values["canonical"] = .string(Self.join(base, path)) }
        return values
    }

    static func join(_ base: String, _ path: String) -> String {
        var base = base
        while base.hasSuffix("/") { base.removeLast() }
        return base + "/" + PathEncoding.encoded(path)
    }

    func pageValues(_ i: Int) -> TemplateDictionary {
        let page = map.pages[i]
        var values = common(path: page.outputPath, title: page.title, kind: page.kind.rawValue,
                            description: page.frontMatter.description, current: i, anchor: page.titleAnchor)
        let link = { (target: String) in TemplateValue.string(PathEncoding.href(from: page.outputPath, to: target)) }
        // Breadcrumbs: home, then the section page, unless the page is one of those.
        var crumbs: [TemplateValue] = []
        if page.kind != .home, let home {
            crumbs.append(.dictionary(["title": .string(map.pages[home].title), "href": link(map.pages[home].outputPath)]))
        }
        if sectionOf[i] >= 0, case let section = map.sections[sectionOf[i]], !section.folder.isEmpty,
           let index = section.indexPath, index != page.outputPath {
            crumbs.append(.dictionary(["title": .string(section.title), "href": link(index)]))
        }
        values["breadcrumbs"] = .list(crumbs)
        values["hasBreadcrumbs"] = .bool(!crumbs.isEmpty)
        let toc = page.headings.filter { $0.level == 2 || $0.level == 3 }
        values["toc"] = .list(toc.map { .dictionary(["title": .string($0.title), "anchor": .string($0.anchor),
                                                     "level": .int($0.level), "isSub": .bool($0.level == 3)]) })
        values["hasToc"] = .bool(!toc.isEmpty)
        // Only pages written in the content folder have a source to edit or a history; the 404
        // page, shown for an address that went wrong, offers neither.
        var meta: TemplateDictionary = [:]
        if i != map.notFound, let template = options.editURL {
            meta["editURL"] = .string(template.replacing("{path}", with: PathEncoding.encoded(page.source)))
        }
        if i != map.notFound, let date = options.lastUpdated?.dates[page.source] { meta["lastUpdated"] = .string(date) }
        if !meta.isEmpty { values["pageMeta"] = .dictionary(meta) }
        // The pager walks the reading order, which the 404 page (last, if any) is not part of.
        let reading = map.notFound ?? map.pages.count
        if i > 0, i < reading {
            values["prev"] = .dictionary(["title": .string(map.pages[i - 1].shownTitle), "href": link(map.pages[i - 1].outputPath)])
        }
        if i + 1 < reading {
            values["next"] = .dictionary(["title": .string(map.pages[i + 1].shownTitle), "href": link(map.pages[i + 1].outputPath)])
        }
        return values
    }

    func ruleValues(_ rule: RuleDescription, page i: Int, referencedBy: [Int]) -> TemplateValue {
        let path = map.pages[i].outputPath
        let references: [TemplateValue] = referencedBy.sorted().map { r in
            .dictionary(["title": .string(map.pages[r].title),
                         "href": .string(PathEncoding.href(from: path, to: map.pages[r].outputPath))])
        }
        var values: TemplateDictionary = [
            "id": .string(rule.id), "slug": .string(rule.slug), "name": .string(rule.name),
            "severity": .string(rule.severity.rawValue), "summary": .string(rule.summary),
            "rationale": .string(rule.rationale),
            "formerSlugs": .list(rule.formerSlugs.map { .string($0) }), "hasFormerSlugs": .bool(!rule.formerSlugs.isEmpty),
            "since": .string(rule.since),
            "changelogHref": .string(PathEncoding.href(from: path, to: SiteMap.changelogPath) + "#" + SiteMap.changelogAnchor(rule.since)),
            // How to silence the rule, in the two places navlint reads: a bar, and .navlint.yml.
            "ignoreSnippet": .string("ignore: \(rule.id)"),
            "configSnippet": .string(RuleConfigSnippet.text(for: rule)),
            "href": .string(PathEncoding.href(from: path, to: path)),
            "referencedFrom": .list(references), "hasReferences": .bool(!references.isEmpty),
            // The same declarations navlint reads `.navlint.yml` against and rules.json lists.
            "options": .list(rule.options.map { option in
                .dictionary(["name": .string(option.name), "summary": .string(option.summary),
                             "default": .string(option.defaultValue.description),
                             "range": .string("\(option.range.lowerBound)–\(option.range.upperBound)")])
            }),
            "hasOptions": .bool(!rule.options.isEmpty),
            // The bar's facts the check reads, by their spec keys: what a good example leaves known.
            "factsRead": .list(rule.factsRead.map { .string($0) }),
            "hasFactsRead": .bool(!rule.factsRead.isEmpty),
        ]
        if let base = options.baseURL { values["url"] = .string(RuleURL.url(forRuleID: rule.id, docsURL: base)) }
        return .dictionary(values)
    }

    /// The sidebar: every section with its pages, hrefs relative to `path`.
    func navigation(from path: String, current: Int?) -> TemplateValue {
        if let fast = sidebars?.navigation(from: path, current: current, context: self) { return fast }
        return .list(map.sections.indices.map { sectionEntry($0, from: path, current: current, entries: nil) })
    }

    /// One section of the sidebar; `entries` are its pages' entries, already built for `path`'s folder.
    func sectionEntry(_ s: Int, from path: String, current: Int?, entries: [TemplateValue]?) -> TemplateValue {
        let section = map.sections[s]
        var shown = section.pages.indices
        var more = 0
        if shown.count > RenderPages.navigationWindow * 2 + 1 {
            // Looked up, not searched for: a search made every page of a large section cost its length.
            let center = current.flatMap { sectionOf[$0] == s ? placeInSection[$0] : nil } ?? 0
            let lower = max(0, min(center - RenderPages.navigationWindow, shown.count - 2 * RenderPages.navigationWindow - 1))
            shown = lower..<(lower + 2 * RenderPages.navigationWindow + 1)
            more = section.pages.count - shown.count
        }
        var values: TemplateDictionary = [
            "title": .string(section.title),
            "href": .string(section.indexPath.map { PathEncoding.href(from: path, to: $0) } ?? ""),
            "current": .bool(current.map { sectionOf[$0] } == s),
            "nested": .bool(section.isNested),
            "pages": .list(shown.map { k in
                let p = section.pages[k]
                let entry = p != current && entries != nil ? entries![k] : pageEntry(p, from: path, current: p == current)
                return nested(entry, at: k, in: section)
            }),
        ]
        if more > 0 {
            values["more"] = .int(more)
            // Counted on each side of the window, each side linking to the whole list.
            values["above"] = .int(shown.lowerBound)
            values["below"] = .int(section.pages.count - shown.upperBound)
            values["count"] = .int(section.pages.count)
            if let listing = section.listingPath { values["listHref"] = .string(PathEncoding.href(from: path, to: listing)) }
            // The link to the rest names the section's own page; the root section has no
            // title of its own, so its link takes the home page's.
            values["indexTitle"] = .string(section.title.isEmpty ? home.map { map.pages[$0].title } ?? "" : section.title)
        }
        return .dictionary(values)
    }

    /// `entry`, the `k`th page of `section`, with its depth and the titles of the nested
    /// sections it starts, when `nav:` nests sections in this one.
    func nested(_ entry: TemplateValue, at k: Int, in section: SiteMap.Section) -> TemplateValue {
        guard section.isNested, case .dictionary(var values) = entry else { return entry }
        values["depth"] = .int(k < section.depths.count ? section.depths[k] : 0)
        values["labels"] = .list((section.labels[k] ?? []).map { .dictionary(["title": .string($0.title), "depth": .int($0.depth)]) })
        return .dictionary(values)
    }

    /// A sidebar link. Title and href are escaped here, once per folder, not on every page that shows them.
    /// Only a nested section's links get `depth` and `labels` (see `nested`): the sidebar template asks
    /// for them in nested sections alone, and every key fewer shortens each look-up in every link.
    func pageEntry(_ p: Int, from path: String, current: Bool) -> TemplateValue {
        .dictionary(["title": .html(HTMLEscaping.escapedBytes(map.pages[p].shownTitle)),
                     "href": .html(HTMLEscaping.escapedBytes(PathEncoding.href(from: path, to: map.pages[p].outputPath))),
                     "current": .bool(current)])
    }
}

/// One page or heading section, as the search index sees it.
package struct SearchSection: Sendable {
    var url: String
    var title: String
    var breadcrumb: [String]
    var text: String
    var isPage: Bool
    var rule: RuleDescription?

    /// The page itself (its text up to the first heading) and each heading section.
    static func sections(of page: Page) -> [SearchSection] {
        var result = [SearchSection(url: PathEncoding.encoded(page.outputPath), title: page.title, breadcrumb: [], text: "", isPage: true)]
        var headingIndex = 0
        // Each section's text is gathered as bytes and decoded once: joining it as strings
        // piece by piece cost more than tokenizing it.
        var text = ByteBuffer(capacity: 4096)
        for block in page.document.blocks {
            if case .heading = block, headingIndex < page.headings.count {
                result[result.count - 1].text = text.string
                text.removeAll()
                let heading = page.headings[headingIndex]
                headingIndex += 1
                result.append(SearchSection(url: PathEncoding.encoded(page.outputPath) + "#" + heading.anchor, title: heading.title,
                                            breadcrumb: [page.title], text: "", isPage: false))
            } else {
                appendText(block, to: &text)
                headingIndex += block.count { if case .heading = $0 { true } else { false } }
            }
        }
        result[result.count - 1].text = text.string
        return result
    }

    /// Pieces of a section's text are separated by one space.
    private static func startPiece(_ text: inout ByteBuffer) {
        if text.count > 0 { text.append(UInt8(ascii: " ")) }
    }

    private static func appendText(_ block: Block, to text: inout ByteBuffer) {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _, _):
            startPiece(&text)
            Inline.appendPlainText(inlines, to: &text)
        case .blockQuote(let children, _), .alert(_, let children, _):
            for child in children { appendText(child, to: &text) }
        case .list(_, let items, _):
            for item in items { for child in item { appendText(child, to: &text) } }
        case .table(let table, _):
            for row in [table.header] + table.rows {
                startPiece(&text)
                for (i, cell) in row.enumerated() {
                    if i > 0 { text.append(UInt8(ascii: " ")) }
                    Inline.appendPlainText(cell, to: &text)
                }
            }
        case .code(_, let literal, _):
            startPiece(&text)
            text.append(literal)
        case .footnotes(let notes):
            for note in notes { for child in note.blocks { appendText(child, to: &text) } }
        case .html, .thematicBreak, .generated: break
        }
    }
}

/// Merges pages' search entries into one index builder on a serial queue of its own,
/// in the order they are added, while the caller goes on rendering.
private final class SearchMerger: @unchecked Sendable {
    private var builder: SearchIndexBuilder
    private let queue = DispatchQueue(label: "navdocs.search-merge")

    init(_ builder: SearchIndexBuilder) { self.builder = builder }

    /// Adds a batch of pages; given the site's page count with the first batch, makes room for all.
    func add(_ pages: [SearchPageEntries], reservingFor total: Int? = nil) {
        queue.async {
            for page in pages { self.builder.add(page) }
            if let total { self.builder.reserveCapacity(forPages: total) }
        }
    }

    func finish() -> SearchIndexBuilder {
        queue.sync { builder }
    }
}

extension RenderPages {
    /// The messages this step raises, each named once (docs/architecture.md).
    enum Message {
        static func undated(_ first: String, count: Int) -> String {
            let which = count == 1 ? "1 page has" : "\(count) pages have"
            let names = count == 1 ? first : "\(first) and \(count - 1) more"
            return "last_updated: \(which) no commit in git yet (\(names)); they show no date until committed"
        }
    }
}

extension RenderPages {
    /// The step: pages into their layouts, each tokenized for search while at hand. What the
    /// next build may reuse is known now; it is put together beside the rendering, with the
    /// summary's count of Markdown bytes (both walk every page of the site).
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        // Without a theme there is nothing to render pages into; its errors are already kept.
        guard let theme = state.theme else {
            try state.log.stopOnErrors()
            preconditionFailure("a theme that did not load reported no error")
        }
        let (reuse, map, plan, parsed, references) = (state.reuse, state.map, state.plan, state.parsed, state.references)
        state.tally = Background {
            (next: reuse.nextCache(map: map, parsed: parsed, plan: plan, references: references),
             markdownBytes: map.pages.reduce(0) { $0 + $1.markdownBytes })
        }
        state.retired.keep(map)
        var report = StepReport()
        let site = state.site
        state.search = run(map, referencedBy: references.referencedBy, theme: theme, catalog: site.catalog,
                           options: site.options, plan: plan, sink: state.output, report: &report)
        return report
    }
}
