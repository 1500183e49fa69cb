import NavBase
import NavRules
import NavSearch
import NavThreads

/// Step 3: the site's shape. Page order, sections, which page documents which
/// rule, and the redirect stubs, checked for clashes before anything links.
package struct SiteMap: Sendable {
    struct Section: Sendable {
        /// The content folder the section shows; for a section of `nav:`, its title. Empty for the root.
        var folder: String
        var title: String
        /// The section's own page (`guide/index.md`), or the generated rule index.
        var indexPath: String?
        /// Indexes into `pages`, in reading order (the section page first).
        var pages: [Int]
        /// The generated page listing every page of a section too long for the sidebar.
        var listingPath: String?
        /// How deep each of `pages` sits in the sections `nav:` nests in this one (0 at its
        /// top), in the same order; empty when the section is flat.
        var depths: [Int] = []
        /// The titles of nested sections with no page of their own, by the place in `pages`
        /// they are shown before.
        var labels: [Int: [Label]] = [:]

        struct Label: Sendable, Equatable {
            var title: String
            var depth: Int
        }

        /// Whether `nav:` nests sections in this one, so its pages have depths and labels to show.
        var isNested: Bool { !depths.isEmpty || !labels.isEmpty }
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
    /// Whether the site documents rules: only then is every catalog rule required to have a
    /// page, and the rule index, changelog and rules.json written. A doc set of another
    /// project (a book, a guide) has no rule page and needs none.
    var hasRules = true
    /// The page `404.md` became, written to 404.html in place of the generated one; it is the
    /// last of `pages` and in no section.
    var notFound: Int?
    /// The generated files this site has (see `GeneratedOutput`): their paths are reserved.
    var generated: [GeneratedOutput] = []
    /// Content folder → the generated listing of a folder of pages that has no page of its own.
    var folderListings: [String: FolderListing] = [:]

    /// What a folder of pages with no `index.md` or `README.md` lists, as GitHub lists a folder:
    /// the folders in it that hold pages, then its own pages, each by name.
    struct FolderListing: Sendable {
        var path: String
        var folders: [String]
        /// Indexes into `pages`.
        var pages: [Int]
    }

    /// Output path of the generated rule index.
    static let ruleIndexPath = "rules/index.html"
    /// The generated page that lists the rules by the version that added them.
    static let changelogPath = "rules/changelog.html"
    /// The generated listing of section `s`, counted from 1 as a reader counts them.
    static func sectionListingPath(_ s: Int) -> String { "sections/\(s + 1).html" }

    static func changelogAnchor(_ version: String) -> String {
        "v" + version.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }
    static let rulesFolder = "rules"
}

package enum MapSite {
    /// `lastPositions` (each page's place in the last build's order, where known) only speeds
    /// the sort up: the order is the same whatever it says.
    static func run(_ parsed: [Page], lastPositions: [Int?] = [], drafts: Set<String> = [], assets: [String],
                    catalog: RuleCatalog, content: FileTree, navigation: SiteNavigation? = nil,
                    listsRulesByVersion: Bool = true, listsSections: Bool = true, listsFolders: Bool = true,
                    hasBaseURL: Bool = false,
                    report: inout StepReport) -> SiteMap {
        // What the order and the claims need of each page, read in one pass: each page is a box
        // of its own, and at thousands of pages every pass over the boxes waits on memory.
        let facts = parsed.map(Facts.init)
        // Order: the section folder, section page first, then `order`, title and path.
        var sectionIndexes: [String: Page] = [:]
        for i in parsed.indices where facts[i].isSectionIndex { sectionIndexes[facts[i].section] = parsed[i] }
        var sectionKeys: [String: (Int, String)] = [:]
        var lastSection: String? = nil
        for fact in facts where fact.section != lastSection {
            lastSection = fact.section
            if sectionKeys[fact.section] == nil { sectionKeys[fact.section] = sectionKey(fact.section, index: sectionIndexes[fact.section]) }
        }
        // Sorted as indexes, each page's section rank worked out once: sorting the pages
        // themselves copied every page at every move and looked its section up at every comparison.
        let folders = sectionKeys.keys.sorted { a, b in
            if a.isEmpty || b.isEmpty { return a.isEmpty && !b.isEmpty }
            return sectionKeys[a]! < sectionKeys[b]!
        }
        var folderRank: [String: Int] = [:]
        for (rank, folder) in folders.enumerated() { folderRank[folder] = rank }
        struct Key { var section: Int; var home: Bool; var sectionIndex: Bool; var order: Int; var rule: Bool }
        var keys: [Key] = []
        keys.reserveCapacity(facts.count)
        var rank = (section: "", rank: folderRank[""] ?? 0)
        for fact in facts {
            // Pages come folder by folder: the rank is looked up once a folder.
            if fact.section != rank.section { rank = (fact.section, folderRank[fact.section]!) }
            keys.append(Key(section: rank.rank, home: fact.kind == .home, sectionIndex: fact.isSectionIndex,
                            order: fact.order ?? Int.max, rule: fact.kind == .rule))
        }
        // The merge sort takes runs already in order as they are: started from the last build's
        // order, an unchanged site sorts in one pass instead of comparing titles n log n times.
        // So the order must not depend on where the sort starts: every tie is broken, and a
        // folder's rule pages (in ID order) follow its other pages of the same `order`.
        let order = lastOrder(parsed.count, lastPositions).sorted { i, j in
            let a = keys[i], b = keys[j]
            if a.section != b.section { return a.section < b.section }
            if a.home != b.home { return a.home }
            if a.sectionIndex != b.sectionIndex { return a.sectionIndex }
            if a.order != b.order { return a.order < b.order }
            if a.rule != b.rule { return b.rule }
            if a.rule, parsed[i].outputPath != parsed[j].outputPath { return parsed[i].outputPath < parsed[j].outputPath }
            if parsed[i].title != parsed[j].title { return parsed[i].title < parsed[j].title }
            return parsed[i].source < parsed[j].source
        }
        // The 404 page goes last, outside the reading order; `nav:` reorders the rest.
        let placed = order.filter { facts[$0].kind != .notFound }
        let notFound = parsed.indices.filter { facts[$0].kind == .notFound }
        var sorted = placed.map { parsed[$0] }
        var sortedFacts: [Facts]
        var navSections: [SiteMap.Section]?
        if let navigation {
            (sorted, navSections) = NavigationOrder.apply(navigation, to: sorted, drafts: drafts,
                                                           hasRules: facts.contains { $0.kind == .rule },
                                                           hasNotFoundPage: !notFound.isEmpty, report: &report)
            sortedFacts = sorted.map(Facts.init)
        } else {
            sortedFacts = placed.map { facts[$0] }
        }
        let readingCount = sorted.count
        sorted += notFound.map { parsed[$0] }
        sortedFacts += notFound.map { facts[$0] }

        var map = SiteMap(pages: sorted, sections: [], bySource: [:], ruleIndex: [:], redirects: [:],
                          assets: Set(assets))
        map.hasRules = sortedFacts.contains { $0.kind == .rule }
        map.notFound = readingCount < sorted.count ? readingCount : nil
        // Output path → who claims it. A page's claim keeps only its source path: the words
        // are put together only for a clash, not for each of thousands of pages.
        var outputs: [String: Claimant] = [:]
        // Sized for every page up front, so no table is rehashed as it grows.
        outputs.reserveCapacity(sorted.count + assets.count + 16)
        // The index's chunks and fragments are named for their bytes: the whole folder is the index's.
        let indexFolder = SearchIndexFiles.folder + "/"
        // The claimant's path is looked up only for a clash.
        func claim(_ output: String, by claimant: Claimant, at location: SourceLocation, path: @autoclosure () -> String) {
            if output.hasPrefix(indexFolder) {
                report.errors.append(Diagnostic(path: path(), location: location,
                                                message: Message.inSearchFolder(claimant, output, indexFolder)))
            } else if let other = outputs.updateValue(claimant, forKey: output) {
                // One look-up for each of thousands of claims: a clash puts the first claimant back.
                outputs[output] = other
                report.errors.append(Diagnostic(path: path(), location: location,
                                                message: Message.clash(claimant, output, other)))
            }
        }
        map.generated = GeneratedOutput.written(.init(hasRules: map.hasRules, listsRulesByVersion: listsRulesByVersion,
                                                      hasNotFoundPage: map.notFound != nil, hasBaseURL: hasBaseURL))
        for generated in map.generated {
            outputs[generated.path] = .other("the generated \(generated.path)")
        }
        for asset in assets {
            if asset.hasPrefix(indexFolder) {
                claim(asset, by: .other("the asset \(asset)"), at: .unknown, path: content.displayPath(asset))
                continue
            }
            outputs[asset] = .other("the asset \(asset)")
        }

        // The two look-up tables are filled on another core while the claims are checked here.
        let tables = Background { [sortedFacts] in
            var bySource: [String: Int] = [:], byOutput: [String: Int] = [:]
            bySource.reserveCapacity(sortedFacts.count)
            byOutput.reserveCapacity(sortedFacts.count)
            for i in sortedFacts.indices {
                bySource[sortedFacts[i].source] = i
                byOutput[sortedFacts[i].outputPath] = i
            }
            return (bySource, byOutput)
        }
        // By place, each field read where it is: a copy of each page's facts retained its strings.
        for i in sortedFacts.indices {
            claim(sortedFacts[i].outputPath, by: .page(sortedFacts[i].source), at: .unknown, path: sorted[i].displayPath)
            if sortedFacts[i].kind == .rule, let id = sorted[i].frontMatter.rule {
                let page = sorted[i]
                let at = page.frontMatter.ruleLocation ?? .unknown
                guard let rule = catalog.description(matching: id), rule.id == id.uppercased() else {
                    let hint = catalog.suggestion(for: id).map(Suggestion.hint(naming:)) ?? ""
                    report.errors.append(Diagnostic(path: page.displayPath, location: at,
                                                    message: Message.unknownRule(id, hint: hint)))
                    continue
                }
                if let first = map.ruleIndex[rule.id] {
                    report.errors.append(Diagnostic(path: page.displayPath, location: at,
                                                    message: Message.secondRulePage(rule.id, sorted[first].displayPath)))
                } else {
                    map.ruleIndex[rule.id] = i
                }
            }
        }
        (map.bySource, map.byOutput) = tables.value
        for rule in catalog.descriptions where map.hasRules && map.ruleIndex[rule.id] == nil {
            report.errors.append(Diagnostic(path: content.displayPath("rules/\(rule.id)-\(rule.slug).md"), location: .unknown,
                                            message: Message.ruleWithoutPage(rule.id, rule.slug)))
        }
        // Redirect stubs: every slug and former slug of a documented rule, then aliases.
        for rule in catalog.descriptions {
            guard let i = map.ruleIndex[rule.id] else { continue }
            for slug in [rule.slug] + rule.formerSlugs {
                let stub = RuleURL.path(forSlug: slug)
                claim(stub, by: .other("the redirect for \(slug)"), at: .unknown, path: sorted[i].displayPath)
                map.redirects[stub] = sorted[i].outputPath
            }
        }
        // A site without a home page (the Rust book has none: mdBook copies its first chapter)
        // still answers at index.html, with a redirect to the first page it reads.
        if readingCount > 0, map.byOutput["index.html"] == nil, outputs["index.html"] == nil {
            claim("index.html", by: .other("the redirect to the first page"), at: .unknown, path: sorted[0].displayPath)
            map.redirects["index.html"] = sorted[0].outputPath
        }
        for i in sortedFacts.indices where sortedFacts[i].hasAliases {
            let page = sorted[i]
            for (alias, at) in zip(page.frontMatter.aliases, page.frontMatter.aliasLocations) {
                guard let stub = aliasPath(alias) else {
                    report.errors.append(Diagnostic(path: page.displayPath, location: at,
                                                    message: Message.aliasOutside(alias)))
                    continue
                }
                claim(stub, by: .other("the alias \(alias) of \(page.source)"), at: at, path: page.displayPath)
                map.redirects[stub] = page.outputPath
            }
        }
        map.sections = navSections ?? sections(of: sortedFacts[..<readingCount].map(\.section), indexes: sectionIndexes,
                                               hasRules: map.hasRules)
        // A section longer than the sidebar shows gets a page listing all of it, so every page
        // is two clicks away; a path the content already takes keeps its page, and the section none.
        if listsSections {
            for s in map.sections.indices where map.sections[s].pages.count > RenderPages.navigationWindow * 2 + 1 {
                let path = SiteMap.sectionListingPath(s)
                guard outputs[path] == nil else { continue }
                outputs[path] = .other("the generated \(path)")
                map.sections[s].listingPath = path
                map.generated.append(.sectionListing(s, path: path))
            }
        }
        // A folder of pages with no page of its own is listed where a link to it (`proposals/`)
        // lands on any server, as GitHub shows such a folder; a path already taken keeps its owner.
        if listsFolders {
            for (folder, listing) in folderListings(sortedFacts[..<readingCount]) where outputs[listing.path] == nil {
                outputs[listing.path] = .other("the generated \(listing.path)")
                map.folderListings[folder] = listing
                map.generated.append(.folderListing(folder, path: listing.path))
            }
        }
        return map
    }

    /// Every content folder that holds pages, at any depth, with what it would list, by folder name.
    static func folderListings(_ facts: ArraySlice<Facts>) -> [(String, SiteMap.FolderListing)] {
        var listings: [String: SiteMap.FolderListing] = [:]
        for i in facts.indices {
            var folder = facts[i].section
            guard !folder.isEmpty else { continue }
            listings[folder, default: .init(path: folder + "/index.html", folders: [], pages: [])].pages.append(i)
            // Each folder above it lists the one below, once.
            while true {
                let parent = String(Paths.folder(of: folder))
                guard !parent.isEmpty else { break }
                let known = listings[parent] != nil
                if !(listings[parent]?.folders.contains(folder) ?? false) {
                    listings[parent, default: .init(path: parent + "/index.html", folders: [], pages: [])].folders.append(folder)
                }
                if known { break }
                folder = parent
            }
        }
        return listings.keys.sorted().map { folder in
            var listing = listings[folder]!
            listing.folders.sort()
            listing.pages.sort { facts[$0].source < facts[$1].source }
            return (folder, listing)
        }
    }

    /// A page's fields the order and the claims read.
    struct Facts {
        var source: String
        var outputPath: String
        var section: String
        var kind: PageKind
        var isSectionIndex: Bool
        var order: Int?
        var hasAliases: Bool

        init(_ page: Page) {
            source = page.source
            outputPath = page.outputPath
            section = page.section
            kind = page.kind
            isSectionIndex = Page.isIndex(source)
            order = page.frontMatter.order
            hasAliases = !page.frontMatter.aliases.isEmpty
        }
    }

    /// The indexes `0..<count`, those of known place first in that place's order (each place
    /// taken once), then the others in order.
    static func lastOrder(_ count: Int, _ positions: [Int?]) -> [Int] {
        guard positions.count == count, positions.contains(where: { $0 != nil }) else { return Array(0..<count) }
        var slots = [Int](repeating: -1, count: count)
        var rest: [Int] = []
        for (i, position) in positions.enumerated() {
            if let position, position < count, slots[position] < 0 { slots[position] = i } else { rest.append(i) }
        }
        return slots.filter { $0 >= 0 } + rest
    }

    /// Who would write an output file, as a clash message names it.
    enum Claimant: CustomStringConvertible {
        case page(String)
        case other(String)

        var description: String {
            switch self {
            case .page(let source): "page \(source)"
            case .other(let text): text
            }
        }
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

    /// A folder's sidebar title: its page's, else its name (`getting-started` is "Getting Started").
    static func folderTitle(_ section: String, index: Page?) -> String {
        if section.isEmpty { return "" }
        if let index { return index.title }
        if section == SiteMap.rulesFolder { return "Rules" }
        return section.lastComponentWithoutExtension.capitalized
    }

    /// The sections of pages in reading order, given each page's folder.
    static func sections(of folders: [String], indexes: [String: Page], hasRules: Bool) -> [SiteMap.Section] {
        var result: [SiteMap.Section] = []
        for (i, section) in folders.enumerated() {
            if result.last?.folder != section || result.isEmpty {
                let index = indexes[section]
                var indexPath = index?.outputPath
                if hasRules && section == SiteMap.rulesFolder && indexPath == nil { indexPath = SiteMap.ruleIndexPath }
                result.append(SiteMap.Section(folder: section, title: folderTitle(section, index: index), indexPath: indexPath, pages: []))
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

extension MapSite {
    /// The messages this step raises, each named once (docs/architecture.md).
    enum Message {
        static func inSearchFolder(_ claimant: some CustomStringConvertible, _ output: String, _ folder: String) -> String {
            "\(claimant) would be written to \(output), in \(folder), which the generated search index uses"
        }
        static func clash(_ claimant: some CustomStringConvertible, _ output: String, _ other: some CustomStringConvertible) -> String {
            "\(claimant) would be written to \(output), which \(other) already uses"
        }
        static func unknownRule(_ id: String, hint: String) -> String { "rule \"\(id)\" is not in the catalog\(hint)" }
        static func secondRulePage(_ id: String, _ first: String) -> String {
            "\(id) already has a page: \(first); a rule has exactly one page"
        }
        static func ruleWithoutPage(_ id: String, _ slug: String) -> String {
            "rule \(id) (\(slug)) has no page; add one with \"rule: \(id)\" in its front matter"
        }
        static func aliasOutside(_ alias: String) -> String { "alias \"\(alias)\" must be a relative path inside the site" }
    }
}

extension MapSite {
    /// The step: order, sections, rule pages, redirects, clashes.
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        var report = StepReport()
        let (parsed, site) = (state.parsed, state.site)
        state.map = run(parsed.pages, lastPositions: parsed.lastPositions, drafts: Set(parsed.drafts.map(\.source)),
                        assets: state.loaded.assets, catalog: site.catalog, content: site.content,
                        navigation: site.options.navigation, listsRulesByVersion: state.theme?.listsRulesByVersion ?? false,
                        listsSections: state.theme?.listsSections ?? false, listsFolders: state.theme?.listsFolders ?? false,
                        hasBaseURL: site.options.baseURL != nil, report: &report)
        return report
    }
}

extension SiteMap {
    /// The map before the map step has run.
    static let empty = SiteMap(pages: [], sections: [], bySource: [:], ruleIndex: [:], redirects: [:], assets: [])
}
