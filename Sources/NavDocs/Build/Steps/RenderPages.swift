import Dispatch
import NavRules

/// Step 6: each page's body as HTML, put into its layout with the site's
/// navigation, and handed to the output as soon as it is done.
enum RenderPages {
    /// Sections longer than this show a window of pages around the current one,
    /// so a page's size does not grow with the size of the site.
    static let navigationWindow = 12

    /// Renders every page of a clean build and tokenizes it for the search index while its
    /// body is at hand, a batch at a time, so only one batch's term lists wait to be merged.
    static func runAll(_ map: SiteMap, referencedBy: [String: [Int]], theme: Theme, catalog: RuleCatalog,
                       options: BuildOptions, sink: OutputSink, batch: Int = 128,
                       report: inout StepReport) -> SearchIndexBuilder {
        let context = SiteContext(map: map, options: options, cachingNavigation: true)
        let merger = SearchMerger()
        for start in stride(from: 0, to: map.pages.count, by: batch) {
            let results = Array(start..<min(start + batch, map.pages.count)).parallelMap { i -> (SearchPageEntries, Diagnostic?) in
                let error = render(i, context: context, referencedBy: referencedBy, theme: theme, catalog: catalog, sink: sink)
                let page = map.pages[i]
                return (BuildSearchIndex.entries(of: page, sections: SearchSection.sections(of: page), catalog: catalog), error)
            }
            report.errors += results.compactMap(\.1)
            // Merging is serial; it runs beside the next batch's rendering.
            merger.add(results.map(\.0))
        }
        return merger.finish()
    }

    /// Renders only the pages `only` (indexes into `map.pages`), for incremental builds;
    /// returns their search sections, in that order.
    static func run(_ map: SiteMap, referencedBy: [String: [Int]], theme: Theme, catalog: RuleCatalog,
                    options: BuildOptions, sink: OutputSink, only: [Int], report: inout StepReport) -> [[SearchSection]] {
        let context = SiteContext(map: map, options: options)
        let results = only.parallelMap { i -> ([SearchSection], Diagnostic?) in
            let error = render(i, context: context, referencedBy: referencedBy, theme: theme, catalog: catalog, sink: sink)
            return (error == nil ? SearchSection.sections(of: map.pages[i]) : [], error)
        }
        report.errors += results.compactMap(\.1)
        return results.map(\.0)
    }

    /// Page `i`'s body, put into its layout and handed to `sink`.
    private static func render(_ i: Int, context: SiteContext, referencedBy: [String: [Int]],
                               theme: Theme, catalog: RuleCatalog, sink: OutputSink) -> Diagnostic? {
        let page = context.map.pages[i]
        var writer = HTMLWriter(allowRawHTML: context.options.unsafeHTML, anchors: page.headings.map(\.anchor))
        let body = writer.render(page.document.blocks)
        var values = layoutValues(i, context: context, referencedBy: referencedBy, catalog: catalog)
        values["content"] = .utf8(body)
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
                             catalog: RuleCatalog) -> [String: TemplateValue] {
        let page = context.map.pages[i]
        var values = context.pageValues(i)
        if page.kind == .rule, let id = page.frontMatter.rule, let rule = catalog.description(matching: id) {
            values["rule"] = context.ruleValues(rule, page: i, referencedBy: referencedBy[rule.id] ?? [])
        }
        return values
    }
}

extension Theme {
    /// `render` without the round trip through `String`: pages go straight to the sink.
    func renderBytes(_ name: String, _ values: [String: TemplateValue]) throws(ThemeError) -> [UInt8] {
        do { return try library.renderBytes(name, .dictionary(values)) } catch { throw ThemeError(error) }
    }
}

/// The parts of the template context that every page shares, built once.
struct SiteContext: Sendable {
    let map: SiteMap
    let options: BuildOptions
    /// For each page, its section's index in `map.sections`.
    let sectionOf: [Int]
    /// For each page, its place among its section's pages.
    let placeInSection: [Int]
    /// The home page (`index.md`), which breadcrumbs and the root section's link name.
    let home: Int?

    /// Sidebars by output folder, when built with `cachingNavigation`.
    private var navigationByFolder: [String: FolderNavigation] = [:]

    /// The sidebar as seen from one output folder: hrefs depend only on the folder, and a
    /// page's sidebar differs from its neighbours' only in its own section.
    private struct FolderNavigation: Sendable {
        /// Each section as a page outside it shows it.
        var sections: [TemplateValue]
        /// For sections with pages in this folder: an entry per page (not current), in section order.
        var entries: [Int: [TemplateValue]]
    }

    /// `cachingNavigation` builds every page's sidebar pieces up front, for rendering all pages.
    init(map: SiteMap, options: BuildOptions, cachingNavigation: Bool = false) {
        self.map = map
        self.options = options
        var sectionOf = Array(repeating: 0, count: map.pages.count)
        var placeInSection = Array(repeating: 0, count: map.pages.count)
        for (s, section) in map.sections.enumerated() {
            for (k, p) in section.pages.enumerated() { sectionOf[p] = s; placeInSection[p] = k }
        }
        self.sectionOf = sectionOf
        self.placeInSection = placeInSection
        home = map.bySource["index.md"]
        guard cachingNavigation else { return }
        var foldersBySection: [Int: Set<String>] = [:]
        for (i, page) in map.pages.enumerated() { foldersBySection[sectionOf[i], default: []].insert(Paths.directory(of: page.outputPath)) }
        let folders = Set(foldersBySection.values.joined()).sorted()
        let jobs = foldersBySection.keys.sorted().flatMap { s in foldersBySection[s]!.sorted().map { (s, $0) } }
        let base = self
        // Any file in the folder stands for it: relative links depend on the folder alone.
        // One job per entry, not per section: a site's one large section would be one core's work.
        let origins = jobs.map { _, folder in folder + "/_" }
        let flat = jobs.indices.flatMap { j in map.sections[jobs[j].0].pages.map { (job: j, page: $0) } }
        let built = flat.parallelMap { entry in base.pageEntry(entry.page, from: origins[entry.job], current: false) }
        var entries: [[TemplateValue]] = []
        var start = 0
        for (s, _) in jobs {
            entries.append(Array(built[start..<(start + map.sections[s].pages.count)]))
            start += map.sections[s].pages.count
        }
        let summaries = folders.parallelMap { folder in
            map.sections.indices.map { base.sectionEntry($0, from: folder + "/_", current: nil, entries: nil) }
        }
        for (folder, sections) in zip(folders, summaries) {
            navigationByFolder[folder] = FolderNavigation(sections: sections, entries: [:])
        }
        for ((s, folder), list) in zip(jobs, entries) { navigationByFolder[folder]!.entries[s] = list }
    }

    /// Values shared by every layout, for a page at `path` (root-relative).
    func common(path: String, title: String, kind: String, description: String? = nil,
                current: Int? = nil) -> [String: TemplateValue] {
        var values: [String: TemplateValue] = [
            "site": .dictionary(["title": .string(options.siteTitle), "description": .string(options.siteDescription)]),
            "lang": "en",
            "root": .string(Paths.root(from: path)),
            "page": .dictionary(["title": .string(title), "description": .string(description ?? options.siteDescription),
                                 "path": .string(path), "kind": .string(kind)]),
            "nav": navigation(from: path, current: current),
            "serve": .bool(options.serve),
        ]
        if let base = options.baseURL { values["canonical"] = .string(Self.join(base, path)) }
        return values
    }

    static func join(_ base: String, _ path: String) -> String {
        var base = base
        while base.hasSuffix("/") { base.removeLast() }
        return base + "/" + path
    }

    func pageValues(_ i: Int) -> [String: TemplateValue] {
        let page = map.pages[i]
        var values = common(path: page.outputPath, title: page.title, kind: page.kind.rawValue,
                            description: page.frontMatter.description, current: i)
        let link = { (target: String) in TemplateValue.string(Paths.relative(from: page.outputPath, to: target)) }
        // Breadcrumbs: home, then the section page, unless the page is one of those.
        var crumbs: [TemplateValue] = []
        if page.kind != .home, let home {
            crumbs.append(.dictionary(["title": .string(map.pages[home].title), "href": link(map.pages[home].outputPath)]))
        }
        let section = map.sections[sectionOf[i]]
        if !section.folder.isEmpty, let index = section.indexPath, index != page.outputPath {
            crumbs.append(.dictionary(["title": .string(section.title), "href": link(index)]))
        }
        values["breadcrumbs"] = .list(crumbs)
        values["hasBreadcrumbs"] = .bool(!crumbs.isEmpty)
        let toc = page.headings.filter { $0.level == 2 || $0.level == 3 }
        values["toc"] = .list(toc.map { .dictionary(["title": .string($0.title), "anchor": .string($0.anchor),
                                                     "level": .int($0.level), "isSub": .bool($0.level == 3)]) })
        values["hasToc"] = .bool(!toc.isEmpty)
        if i > 0 {
            values["prev"] = .dictionary(["title": .string(map.pages[i - 1].title), "href": link(map.pages[i - 1].outputPath)])
        }
        if i + 1 < map.pages.count {
            values["next"] = .dictionary(["title": .string(map.pages[i + 1].title), "href": link(map.pages[i + 1].outputPath)])
        }
        return values
    }

    func ruleValues(_ rule: RuleDescription, page i: Int, referencedBy: [Int]) -> TemplateValue {
        let path = map.pages[i].outputPath
        let references: [TemplateValue] = referencedBy.sorted().map { r in
            .dictionary(["title": .string(map.pages[r].title),
                         "href": .string(Paths.relative(from: path, to: map.pages[r].outputPath))])
        }
        var values: [String: TemplateValue] = [
            "id": .string(rule.id), "slug": .string(rule.slug), "name": .string(rule.name),
            "severity": .string(rule.severity.rawValue), "summary": .string(rule.summary),
            "rationale": .string(rule.rationale),
            "formerSlugs": .list(rule.formerSlugs.map { .string($0) }), "hasFormerSlugs": .bool(!rule.formerSlugs.isEmpty),
            "href": .string(Paths.relative(from: path, to: path)),
            "referencedFrom": .list(references), "hasReferences": .bool(!references.isEmpty),
            // The same declarations navlint reads `.navlint.yml` against and rules.json lists.
            "options": .list(rule.options.map { option in
                .dictionary(["name": .string(option.name), "summary": .string(option.summary),
                             "default": .string(option.defaultValue.description),
                             "range": .string("\(option.range.lowerBound)–\(option.range.upperBound)")])
            }),
            "hasOptions": .bool(!rule.options.isEmpty),
        ]
        if let base = options.baseURL { values["url"] = .string(RuleURL.url(forRuleID: rule.id, docsURL: base)) }
        return .dictionary(values)
    }

    /// The sidebar: every section with its pages, hrefs relative to `path`.
    func navigation(from path: String, current: Int?) -> TemplateValue {
        guard let cached = navigationByFolder[Paths.directory(of: path)] else {
            return .list(map.sections.indices.map { sectionEntry($0, from: path, current: current, entries: nil) })
        }
        guard let current else { return .list(cached.sections) }
        var sections = cached.sections
        let s = sectionOf[current]
        sections[s] = sectionEntry(s, from: path, current: current, entries: cached.entries[s])
        return .list(sections)
    }

    /// One section of the sidebar; `entries` are its pages' entries, already built for `path`'s folder.
    private func sectionEntry(_ s: Int, from path: String, current: Int?, entries: [TemplateValue]?) -> TemplateValue {
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
        var values: [String: TemplateValue] = [
            "title": .string(section.title),
            "href": .string(section.indexPath.map { Paths.relative(from: path, to: $0) } ?? ""),
            "current": .bool(current.map { sectionOf[$0] } == s),
            "pages": .list(shown.map { k in
                let p = section.pages[k]
                if p != current, let entries { return entries[k] }
                return pageEntry(p, from: path, current: p == current)
            }),
        ]
        if more > 0 {
            values["more"] = .int(more)
            // The link to the rest names the section's own page; the root section has no
            // title of its own, so its link takes the home page's.
            values["indexTitle"] = .string(section.title.isEmpty ? home.map { map.pages[$0].title } ?? "" : section.title)
        }
        return .dictionary(values)
    }

    /// A sidebar link. Title and href are escaped here, once per folder, not on every page that shows them.
    private func pageEntry(_ p: Int, from path: String, current: Bool) -> TemplateValue {
        .dictionary(["title": .html(HTMLEscaping.escapedBytes(map.pages[p].title)),
                     "href": .html(HTMLEscaping.escapedBytes(Paths.relative(from: path, to: map.pages[p].outputPath))),
                     "current": .bool(current)])
    }
}

/// One page or heading section, as the search index sees it.
struct SearchSection: Sendable {
    var url: String
    var title: String
    var breadcrumb: [String]
    var text: String
    var isPage: Bool
    var rule: RuleDescription?

    /// The page itself (its text up to the first heading) and each heading section.
    static func sections(of page: Page) -> [SearchSection] {
        var result = [SearchSection(url: page.outputPath, title: page.title, breadcrumb: [], text: "", isPage: true)]
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
                result.append(SearchSection(url: page.outputPath + "#" + heading.anchor, title: heading.title,
                                            breadcrumb: [page.title], text: "", isPage: false))
            } else {
                appendText(block, to: &text)
                headingIndex += nestedHeadings(block)
            }
        }
        result[result.count - 1].text = text.string
        return result
    }

    private static func nestedHeadings(_ block: Block) -> Int {
        switch block {
        case .heading: return 1
        case .blockQuote(let children, _): return children.reduce(0) { $0 + nestedHeadings($1) }
        case .list(_, let items, _): return items.reduce(0) { $0 + $1.reduce(0) { $0 + nestedHeadings($1) } }
        default: return 0
        }
    }

    /// Pieces of a section's text are separated by one space.
    private static func startPiece(_ text: inout ByteBuffer) {
        if text.count > 0 { text.append(UInt8(ascii: " ")) }
    }

    private static func appendText(_ block: Block, to text: inout ByteBuffer) {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _):
            startPiece(&text)
            Inline.appendPlainText(inlines, to: &text)
        case .blockQuote(let children, _):
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
        case .html, .thematicBreak, .generated: break
        }
    }
}

/// Merges pages' search entries into one index builder on a serial queue of its own,
/// in the order they are added, while the caller goes on rendering.
private final class SearchMerger: @unchecked Sendable {
    private var builder = SearchIndexBuilder()
    private let queue = DispatchQueue(label: "navdocs.search-merge")

    func add(_ pages: [SearchPageEntries]) {
        queue.async { for page in pages { self.builder.add(page) } }
    }

    func finish() -> SearchIndexBuilder {
        queue.sync { builder }
    }
}
