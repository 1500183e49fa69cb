import NavBase
import NavRules
import NavTemplates
import NavText

/// Step 7: the files that depend on the whole site: those `GeneratedOutput` declares (the
/// rule index, rules.json, the search page, 404, the sitemap), the redirect stubs and the
/// theme's assets.
package enum SiteOutputs {
    /// `keepingGenerated` (the plan's `siteAsLast`) keeps the generated files the last build
    /// wrote, when the output still holds them untouched: every input they are made from is
    /// in the digests that say the site is as it was. Assets are compared as they are written.
    static func run(_ map: SiteMap, theme: Theme, content: FileTree, catalog: RuleCatalog, options: BuildOptions,
                    keepingGenerated: Bool = false, sink: OutputSink, report: inout StepReport) -> Int {
        var written = 0
        func emit(_ path: String, _ produce: () throws -> String) {
            do {
                try sink.write(path, Array(try produce().utf8))
                written += 1
            } catch let error as ThemeError { report.errors.append(error.diagnostic) }
            catch let error as DiagnosticList { report.errors += error.diagnostics }
            catch { report.errors.append(Diagnostic(path: path, location: .unknown, message: "\(error)")) }
        }

        let files = generated(map, theme: theme, catalog: catalog, options: options)
        if keepingGenerated, sink.keep(files.map(\.path)) {
            written += files.count
        } else {
            let context = SiteContext(map: map, options: options)
            for (path, produce) in files { emit(path) { try produce(context) } }
        }
        for asset in map.assets.sorted() {
            do { try sink.write(asset, try content.read(asset)); written += 1 } catch { report.errors += error.diagnostics }
        }
        for asset in theme.assets {
            do { try sink.write(asset, try theme.tree.read(asset)); written += 1 } catch { report.errors += error.diagnostics }
        }
        return written
    }

    /// The files made from the whole site, each with what makes it: the generated files the
    /// site map kept for this site (see `GeneratedOutput`) that this step writes, then the
    /// redirect stubs.
    static func generated(_ map: SiteMap, theme: Theme, catalog: RuleCatalog,
                          options: BuildOptions) -> [(path: String, produce: (SiteContext) throws -> String)] {
        var files: [(path: String, produce: (SiteContext) throws -> String)] = []
        for output in map.generated {
            guard let produce = output.produce else { continue }
            files.append((output.path, { context in
                try produce(.init(map: map, theme: theme, catalog: catalog, options: options, context: context))
            }))
        }
        for (stub, target) in map.redirects.sorted(by: { $0.key < $1.key }) {
            files.append((stub, { context in
                let title = map.byOutput[target].map { map.pages[$0].title } ?? target
                var values = context.common(path: stub, title: title, kind: "redirect")
                values["redirect"] = .dictionary(["href": .string(PathEncoding.href(from: stub, to: target)),
                                                  "title": .string(title)])
                if let base = options.baseURL { values["canonical"] = .string(SiteContext.join(base, target)) }
                return try theme.render("redirect", values)
            }))
        }
        return files
    }

    /// Every page of a section the sidebar shows only a window of, in reading order.
    static func sectionListing(_ s: GeneratedOutput.Sources, section: Int, path: String) throws -> String {
        let listed = s.map.sections[section]
        let title = listed.title.isEmpty ? s.context.siteTitle : listed.title
        var values = s.context.common(path: path, title: title, kind: "section-index")
        values["pages"] = .list(listed.pages.map { p in
            .dictionary(["title": .string(s.map.pages[p].shownTitle),
                         "href": .string(PathEncoding.href(from: path, to: s.map.pages[p].outputPath))])
        })
        values["count"] = .int(listed.pages.count)
        return try s.theme.render("section-index", values)
    }

    /// The folders and pages of a folder that has no page of its own, each by name.
    static func folderListing(_ s: GeneratedOutput.Sources, folder: String, path: String) throws -> String {
        guard let listed = s.map.folderListings[folder] else { preconditionFailure("no listing of \(folder)") }
        var values = s.context.common(path: path, title: MapSite.folderTitle(folder, index: nil), kind: "folder-index")
        let folders: [TemplateValue] = listed.folders.compactMap { inner in
            let index = s.map.bySource[inner + "/index.md"] ?? s.map.bySource[inner + "/" + Page.readme]
            guard let target = index.map({ s.map.pages[$0].outputPath }) ?? s.map.folderListings[inner]?.path else { return nil }
            return .dictionary(["title": .string(MapSite.folderTitle(inner, index: index.map { s.map.pages[$0] })),
                                "name": .string(String(inner.split(separator: "/").last ?? "") + "/"),
                                "href": .string(PathEncoding.href(from: path, to: target))])
        }
        let pages: [TemplateValue] = listed.pages.map { p in
            .dictionary(["title": .string(s.map.pages[p].shownTitle),
                         "name": .string(String(s.map.pages[p].source.split(separator: "/").last ?? "")),
                         "href": .string(PathEncoding.href(from: path, to: s.map.pages[p].outputPath))])
        }
        values["folder"] = .string(folder + "/")
        values["folders"] = .list(folders)
        values["pages"] = .list(pages)
        return try s.theme.render("folder-index", values)
    }

    static func ruleIndex(_ s: GeneratedOutput.Sources) throws -> String {
        var values = s.context.common(path: SiteMap.ruleIndexPath, title: "Rules", kind: "rule-index",
                                      description: "Every navigation-bar rule navlint checks")
        let rules = s.catalog.descriptions.filter { s.map.ruleIndex[$0.id] != nil }
        values["rules"] = .list(rules.map { rule in
            .dictionary(["id": .string(rule.id), "slug": .string(rule.slug), "name": .string(rule.name),
                         "severity": .string(rule.severity.rawValue), "summary": .string(rule.summary),
                         "href": .string(PathEncoding.href(from: SiteMap.ruleIndexPath, to: RuleURL.path(forRuleID: rule.id)))])
        })
        values["severities"] = .list(Severity.allCases.reversed().map { severity in
            .dictionary(["name": .string(severity.rawValue),
                         "count": .int(rules.filter { $0.severity == severity }.count)])
        })
        return try s.theme.render("rule-index", values)
    }

    static func changelog(_ s: GeneratedOutput.Sources) throws -> String {
        try s.theme.render("rule-changelog", changelog(s.catalog, map: s.map, context: s.context))
    }

    static func rulesJSON(_ s: GeneratedOutput.Sources) -> String {
        RuleCatalogJSON.encode(s.catalog) { id in
            s.options.baseURL.map { RuleURL.url(forRuleID: id, docsURL: $0) } ?? RuleURL.path(forRuleID: id)
        }
    }

    static func searchPage(_ s: GeneratedOutput.Sources) throws -> String {
        try s.theme.render("search", s.context.common(path: "search.html", title: "Search", kind: "search"))
    }

    /// Unless `404.md` is rendered with the pages, in place of this one.
    static func notFoundPage(_ s: GeneratedOutput.Sources) throws -> String {
        var values = s.context.common(path: "404.html", title: "Page not found", kind: "404")
        // A server shows this page at any depth, so its links start from the site's root URL when known.
        if let base = s.options.baseURL { values["root"] = .string(SiteContext.join(base, "")) }
        return try s.theme.render("404", values)
    }

    /// Every page but the 404 page, then the generated pages the sitemap lists.
    static func sitemap(_ s: GeneratedOutput.Sources) -> String {
        guard let base = s.options.baseURL else { preconditionFailure("a sitemap without a base URL") }
        let map = s.map
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        let generated = map.generated.filter(\.inSitemap).map(\.path)
        let pages = map.pages.indices.filter { $0 != map.notFound }.map { map.pages[$0].outputPath }
        for path in pages + generated {
            xml += "  <url><loc>\(HTMLEscaping.escape(SiteContext.join(base, path)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// The rules by the version that added them, newest first, with their former slugs.
    static func changelog(_ catalog: RuleCatalog, map: SiteMap, context: SiteContext) -> TemplateDictionary {
        var values = context.common(path: SiteMap.changelogPath, title: "Rule changelog", kind: "rule-changelog",
                                    description: "The rules by the navdocs version that added them")
        let rules = catalog.descriptions.filter { map.ruleIndex[$0.id] != nil }
        let versions = Set(rules.map(\.since)).sorted { RuleVersion.precedes($1, $0) }
        values["versions"] = .list(versions.map { version in
            .dictionary(["version": .string(version), "anchor": .string(SiteMap.changelogAnchor(version)),
                         "rules": .list(rules.filter { $0.since == version }.map { rule in
                .dictionary(["id": .string(rule.id), "name": .string(rule.name), "slug": .string(rule.slug),
                             "formerSlugs": .list(rule.formerSlugs.map { .string($0) }),
                             "hasFormerSlugs": .bool(!rule.formerSlugs.isEmpty),
                             "href": .string(PathEncoding.href(from: SiteMap.changelogPath, to: RuleURL.path(forRuleID: rule.id)))])
            })])
        })
        return values
    }
}

extension SiteOutputs {
    /// The step: the files made from the whole site, kept as they were when the plan says the
    /// site is the last build's.
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        guard let theme = state.theme else { preconditionFailure("site-wide outputs without a theme") }
        var report = StepReport()
        let site = state.site
        state.siteFiles = run(state.map, theme: theme, content: site.content, catalog: site.catalog, options: site.options,
                              keepingGenerated: state.plan.siteAsLast, sink: state.output, report: &report)
        return report
    }
}
