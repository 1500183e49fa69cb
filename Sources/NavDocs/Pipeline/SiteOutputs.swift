import NavRules
import NavTemplates
import NavText

/// Step 7: the files that depend on the whole site: the rule index, rules.json,
/// redirect stubs, the search page, 404, the sitemap and the theme's assets.
package enum SiteOutputs {
    static func run(_ map: SiteMap, theme: Theme, content: FileTree, catalog: RuleCatalog, options: BuildOptions,
                    sink: OutputSink, report: inout StepReport) -> Int {
        let context = SiteContext(map: map, options: options)
        var written = 0
        func emit(_ path: String, _ produce: () throws -> String) {
            do {
                try sink.write(path, Array(try produce().utf8))
                written += 1
            } catch let error as ThemeError { report.errors.append(error.diagnostic) }
            catch let error as DiagnosticList { report.errors += error.diagnostics }
            catch { report.errors.append(Diagnostic(path: path, location: .unknown, message: "\(error)")) }
        }

        // A site without rule pages (another project's docs) gets no rule index, changelog or rules.json.
        if map.hasRules { emit(SiteMap.ruleIndexPath) {
            var values = context.common(path: SiteMap.ruleIndexPath, title: "Rules", kind: "rule-index",
                                        description: "Every navigation-bar rule navlint checks")
            let rules = catalog.descriptions.filter { map.ruleIndex[$0.id] != nil }
            values["rules"] = .list(rules.map { rule in
                .dictionary(["id": .string(rule.id), "slug": .string(rule.slug), "name": .string(rule.name),
                             "severity": .string(rule.severity.rawValue), "summary": .string(rule.summary),
                             "href": .string(PathEncoding.href(from: SiteMap.ruleIndexPath, to: RuleURL.path(forRuleID: rule.id)))])
            })
            values["severities"] = .list(Severity.allCases.reversed().map { severity in
                .dictionary(["name": .string(severity.rawValue),
                             "count": .int(rules.filter { $0.severity == severity }.count)])
            })
            return try theme.render("rule-index", values)
        } }
        if map.hasRules, theme.listsRulesByVersion {
            emit(SiteMap.changelogPath) { try theme.render("rule-changelog", changelog(catalog, map: map, context: context)) }
        }
        if map.hasRules {
            emit("rules.json") {
                RuleCatalogJSON.encode(catalog) { id in
                    options.baseURL.map { RuleURL.url(forRuleID: id, docsURL: $0) } ?? RuleURL.path(forRuleID: id)
                }
            }
        }
        emit("search.html") {
            try theme.render("search", context.common(path: "search.html", title: "Search", kind: "search"))
        }
        // `404.md` is rendered with the pages, in place of this one.
        if map.notFound == nil { emit("404.html") {
            var values = context.common(path: "404.html", title: "Page not found", kind: "404")
            // A server shows this page at any depth, so its links start from the site's root URL when known.
            if let base = options.baseURL { values["root"] = .string(SiteContext.join(base, "")) }
            return try theme.render("404", values)
        } }
        for (stub, target) in map.redirects.sorted(by: { $0.key < $1.key }) {
            emit(stub) {
                let title = map.byOutput[target].map { map.pages[$0].title } ?? target
                var values = context.common(path: stub, title: title, kind: "redirect")
                values["redirect"] = .dictionary(["href": .string(PathEncoding.href(from: stub, to: target)),
                                                  "title": .string(title)])
                if let base = options.baseURL { values["canonical"] = .string(SiteContext.join(base, target)) }
                return try theme.render("redirect", values)
            }
        }
        if let base = options.baseURL {
            emit("sitemap.xml") {
                var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                let generated = map.hasRules ? [SiteMap.ruleIndexPath] + (theme.listsRulesByVersion ? [SiteMap.changelogPath] : []) : []
                let pages = map.pages.indices.filter { $0 != map.notFound }.map { map.pages[$0].outputPath }
                for path in pages + generated {
                    xml += "  <url><loc>\(HTMLEscaping.escape(SiteContext.join(base, path)))</loc></url>\n"
                }
                return xml + "</urlset>\n"
            }
        }
        for asset in map.assets.sorted() {
            do { try sink.write(asset, try content.read(asset)); written += 1 } catch { report.errors += error.diagnostics }
        }
        for asset in theme.assets {
            do { try sink.write(asset, try theme.tree.read(asset)); written += 1 } catch { report.errors += error.diagnostics }
        }
        return written
    }

    /// The rules by the version that added them, newest first, with their former slugs.
    static func changelog(_ catalog: RuleCatalog, map: SiteMap, context: SiteContext) -> [String: TemplateValue] {
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
