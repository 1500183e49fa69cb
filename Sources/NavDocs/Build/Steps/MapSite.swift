import NavRules

/// Step 3: the site's shape. Page order, sections, which page documents which
/// rule, and the redirect stubs, checked for clashes before anything links.
struct SiteMap: Sendable {
    struct Section: Sendable {
        var folder: String
        var title: String
        /// The section's own page (`guide/index.md`), or the generated rule index.
        var indexPath: String?
        /// Indexes into `pages`, in reading order (the section page first).
        var pages: [Int]
    }

    /// Pages in reading order: home, root pages, then each section.
    var pages: [Page]
    var sections: [Section]
    /// Content path → index in `pages`.
    var bySource: [String: Int]
    /// Output path → index in `pages`.
    var byOutput: [String: Int] = [:]
    /// Rule ID → index in `pages`.
    var ruleIndex: [String: Int]
    /// Output path of a redirect stub → target output path.
    var redirects: [String: String]
    /// Every file the site will contain besides pages, for link checks.
    var assets: Set<String>

    /// Output path of the generated rule index.
    static let ruleIndexPath = "rules/index.html"
    static let rulesFolder = "rules"
}

enum MapSite {
    static func run(_ parsed: [Page], assets: [String], catalog: RuleCatalog, content: FileTree,
                    report: inout StepReport) -> SiteMap {
        // Order: the section folder, section page first, then `order`, title and path.
        var sectionIndexes: [String: Page] = [:]
        for page in parsed where page.isSectionIndex { sectionIndexes[page.section] = page }
        var sectionKeys: [String: (Int, String)] = [:]
        for page in parsed where sectionKeys[page.section] == nil {
            sectionKeys[page.section] = sectionKey(page.section, index: sectionIndexes[page.section])
        }
        let sorted = parsed.sorted { a, b in
            if a.section != b.section {
                if a.section.isEmpty || b.section.isEmpty { return a.section.isEmpty }
                return sectionKeys[a.section]! < sectionKeys[b.section]!
            }
            if a.kind == .home || b.kind == .home { return a.kind == .home }
            if a.isSectionIndex != b.isSectionIndex { return a.isSectionIndex }
            let ao = a.frontMatter.order ?? Int.max, bo = b.frontMatter.order ?? Int.max
            if ao != bo { return ao < bo }
            if a.kind == .rule, b.kind == .rule, a.outputPath != b.outputPath { return a.outputPath < b.outputPath }
            if a.title != b.title { return a.title < b.title }
            return a.source < b.source
        }

        var map = SiteMap(pages: sorted, sections: [], bySource: [:], ruleIndex: [:], redirects: [:],
                          assets: Set(assets))
        var outputs: [String: String] = [:]   // output path → who claims it
        func claim(_ output: String, by claimant: String, at location: SourceLocation, path: String) {
            if let other = outputs[output] {
                report.errors.append(Diagnostic(path: path, location: location,
                                                message: "\(claimant) would be written to \(output), which \(other) already uses"))
            } else {
                outputs[output] = claimant
            }
        }
        for generated in ["search.html", "404.html", "rules.json", "search-index.js", "sitemap.xml", SiteMap.ruleIndexPath] {
            outputs[generated] = "the generated \(generated)"
        }
        for asset in assets { outputs[asset] = "the asset \(asset)" }

        for (i, page) in sorted.enumerated() {
            map.bySource[page.source] = i
            map.byOutput[page.outputPath] = i
            claim(page.outputPath, by: "page \(page.source)", at: .unknown, path: page.displayPath)
            if page.kind == .rule, let id = page.frontMatter.rule {
                let at = page.frontMatter.ruleLocation ?? .unknown
                guard let rule = catalog.description(matching: id), rule.id == id.uppercased() else {
                    let hint = catalog.suggestion(for: id).map { "; did you mean \($0)?" } ?? ""
                    report.errors.append(Diagnostic(path: page.displayPath, location: at,
                                                    message: "rule \"\(id)\" is not in the catalog\(hint)"))
                    continue
                }
                if let first = map.ruleIndex[rule.id] {
                    report.errors.append(Diagnostic(path: page.displayPath, location: at,
                                                    message: "\(rule.id) already has a page: \(sorted[first].displayPath); a rule has exactly one page"))
                } else {
                    map.ruleIndex[rule.id] = i
                }
            }
        }
        for rule in catalog.descriptions where map.ruleIndex[rule.id] == nil {
            report.errors.append(Diagnostic(path: content.displayPath("rules/\(rule.id)-\(rule.slug).md"), location: .unknown,
                                            message: "rule \(rule.id) (\(rule.slug)) has no page; add one with \"rule: \(rule.id)\" in its front matter"))
        }
        // Redirect stubs: every slug and former slug of a documented rule, then aliases.
        for rule in catalog.descriptions {
            guard let i = map.ruleIndex[rule.id] else { continue }
            for slug in [rule.slug] + rule.formerSlugs {
                let stub = RuleURL.path(forSlug: slug)
                claim(stub, by: "the redirect for \(slug)", at: .unknown, path: sorted[i].displayPath)
                map.redirects[stub] = sorted[i].outputPath
            }
        }
        for page in sorted {
            for (alias, at) in zip(page.frontMatter.aliases, page.frontMatter.aliasLocations) {
                guard let stub = aliasPath(alias) else {
                    report.errors.append(Diagnostic(path: page.displayPath, location: at,
                                                    message: "alias \"\(alias)\" must be a relative path inside the site"))
                    continue
                }
                claim(stub, by: "the alias \(alias) of \(page.source)", at: at, path: page.displayPath)
                map.redirects[stub] = page.outputPath
            }
        }
        map.sections = sections(of: sorted, indexes: sectionIndexes)
        return map
    }

    /// `old/page`, `old/page.md` or `/old/page.html` → `old/page.html`.
    static func aliasPath(_ alias: String) -> String? {
        var path = alias
        while path.hasPrefix("/") { path.removeFirst() }
        if path.hasSuffix(".md") { path = String(path.dropLast(3)) }
        if path.hasSuffix("/") { path += "index" }
        if !path.hasSuffix(".html") { path += ".html" }
        guard let normal = Paths.resolve(path, from: ""), normal == path, !path.isEmpty,
              !path.contains("\\"), !path.unicodeScalars.contains(where: { $0.value < 0x20 }) else { return nil }
        return path
    }

    private static func sectionKey(_ folder: String, index: Page?) -> (Int, String) {
        // The rule section goes last unless its folder says otherwise.
        let fallback = folder == SiteMap.rulesFolder ? Int.max : Int.max - 1
        return (index?.frontMatter.order ?? fallback, folder)
    }

    private static func sections(of pages: [Page], indexes: [String: Page]) -> [SiteMap.Section] {
        var result: [SiteMap.Section] = []
        for (i, page) in pages.enumerated() {
            if result.last?.folder != page.section || result.isEmpty {
                let index = indexes[page.section]
                let title: String
                if page.section.isEmpty { title = "" }
                else if let index { title = index.title }
                else if page.section == SiteMap.rulesFolder { title = "Rules" }
                else { title = page.section.lastComponentWithoutExtension.capitalized }
                var indexPath = index?.outputPath
                if page.section == SiteMap.rulesFolder && indexPath == nil { indexPath = SiteMap.ruleIndexPath }
                result.append(SiteMap.Section(folder: page.section, title: title, indexPath: indexPath, pages: []))
            }
            result[result.count - 1].pages.append(i)
        }
        return result
    }
}

private extension String {
    var capitalized: String {
        split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
