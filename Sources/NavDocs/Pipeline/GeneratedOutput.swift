import NavRules
import NavSearch

/// A file the build makes from the whole site rather than from one page, declared once: its
/// path, when the site has it, what it is made from, whether a page may link to it and whether
/// the sitemap lists it. The site map reserves the paths of the files a build writes, a link to
/// one of them resolves, the sitemap lists those that are pages and the site-outputs step
/// writes them, all from `GeneratedOutput.all`; redirect stubs and assets are claimed one by one.
struct GeneratedOutput: Sendable {
    /// When a site has the file.
    enum Condition: Sendable {
        case always
        /// The site documents rules (has a rule page).
        case hasRules
        /// The site documents rules and its theme has a `rule-changelog` template.
        case listsRulesByVersion
        /// The site has no `404.md` of its own.
        case noNotFoundPage
        /// `base_url` is set.
        case baseURL
    }

    /// What the file is made from. A build keeps the files the last one wrote only when the
    /// digests say each of these is as it was (`PagePlan.siteAsLast`).
    enum Input: String, Sendable {
        case pageAddresses = "the pages' paths, titles and kinds"
        case navigation = "the navigation"
        case ruleCatalog = "the rule catalog"
        case theme = "the theme"
        case settings = "navdocs.yml"
        case searchEntries = "every page's search entries"
    }

    /// What a file is made from, at the site-outputs step.
    struct Sources {
        let map: SiteMap
        let theme: Theme
        let catalog: RuleCatalog
        let options: BuildOptions
        let context: SiteContext
    }

    /// What decides which of the files a site has.
    struct SiteFacts {
        var hasRules: Bool
        var listsRulesByVersion: Bool
        var hasNotFoundPage: Bool
        var hasBaseURL: Bool
    }

    let path: String
    let writtenWhen: Condition
    let dependsOn: [Input]
    /// Whether a page's link to the file resolves.
    let isLinkTarget: Bool
    /// Whether it is a page of the site, listed in the sitemap.
    let inSitemap: Bool
    /// The file's bytes, made by the site-outputs step; nil for a file another step writes.
    let produce: (@Sendable (Sources) throws -> String)?

    func isWritten(_ site: SiteFacts) -> Bool {
        switch writtenWhen {
        case .always: true
        case .hasRules: site.hasRules
        case .listsRulesByVersion: site.hasRules && site.listsRulesByVersion
        case .noNotFoundPage: !site.hasNotFoundPage
        case .baseURL: site.hasBaseURL
        }
    }

    /// Every generated file, in the order the site-outputs step writes them.
    static let all: [GeneratedOutput] = [
        GeneratedOutput(path: SiteMap.ruleIndexPath, writtenWhen: .hasRules,
                        dependsOn: [.pageAddresses, .navigation, .ruleCatalog, .theme, .settings],
                        isLinkTarget: true, inSitemap: true, produce: SiteOutputs.ruleIndex),
        GeneratedOutput(path: SiteMap.changelogPath, writtenWhen: .listsRulesByVersion,
                        dependsOn: [.pageAddresses, .navigation, .ruleCatalog, .theme, .settings],
                        isLinkTarget: true, inSitemap: true, produce: SiteOutputs.changelog),
        GeneratedOutput(path: "rules.json", writtenWhen: .hasRules, dependsOn: [.ruleCatalog, .settings],
                        isLinkTarget: true, inSitemap: false, produce: SiteOutputs.rulesJSON),
        GeneratedOutput(path: "search.html", writtenWhen: .always, dependsOn: [.navigation, .theme, .settings],
                        isLinkTarget: true, inSitemap: false, produce: SiteOutputs.searchPage),
        GeneratedOutput(path: "404.html", writtenWhen: .noNotFoundPage, dependsOn: [.navigation, .theme, .settings],
                        isLinkTarget: true, inSitemap: false, produce: SiteOutputs.notFoundPage),
        GeneratedOutput(path: "sitemap.xml", writtenWhen: .baseURL, dependsOn: [.pageAddresses, .settings],
                        isLinkTarget: false, inSitemap: false, produce: SiteOutputs.sitemap),
        // Written by the search step, from the entries the render step collects; its chunks and fragments
        // are in a folder of their own, which the site map keeps for them.
        GeneratedOutput(path: SearchIndexFiles.dictionaryPath, writtenWhen: .always, dependsOn: [.searchEntries],
                        isLinkTarget: false, inSitemap: false, produce: nil),
    ]

    /// The listing of every page of section `s`, for a section longer than the sidebar shows.
    static func sectionListing(_ s: Int, path: String) -> GeneratedOutput {
        GeneratedOutput(path: path, writtenWhen: .always, dependsOn: [.pageAddresses, .navigation, .theme, .settings],
                        isLinkTarget: true, inSitemap: true, produce: { try SiteOutputs.sectionListing($0, section: s, path: path) })
    }

    /// The listing of a folder of pages that has no page of its own.
    static func folderListing(_ folder: String, path: String) -> GeneratedOutput {
        GeneratedOutput(path: path, writtenWhen: .always, dependsOn: [.pageAddresses, .navigation, .theme, .settings],
                        isLinkTarget: true, inSitemap: true, produce: { try SiteOutputs.folderListing($0, folder: folder, path: path) })
    }

    /// The generated files a site with these facts has, in `all`'s order.
    static func written(_ site: SiteFacts) -> [GeneratedOutput] { all.filter { $0.isWritten(site) } }
}
