import NavBase
import NavRules

/// Part of step 3: the order and sections `nav:` gives the site. Each top-level section of
/// the list is a sidebar section (its nested lists are shown in it, flat, in order); pages
/// listed at the top level between sections form untitled sections. A page the list leaves
/// out is a warning and still built: after the last listed page of its folder, or, when
/// nothing of its folder is listed, at the end in folder order (the home page goes first).
enum NavigationOrder {
    private struct Group {
        var folder: String
        var title: String
        /// Indexes into the pages in their folder order, with `nav:`'s title for each.
        var members: [(page: Int, title: String?)] = []
    }

    /// `pages` in folder order (today's order without `nav:`) → the pages in `nav:` order, each
    /// with its `navTitle`, and the sections as indexes into them.
    static func apply(_ navigation: SiteNavigation, to pages: [Page], drafts: Set<String>, hasRules: Bool,
                      hasNotFoundPage: Bool = false, report: inout StepReport) -> ([Page], [SiteMap.Section]) {
        var position: [String: Int] = [:]
        for (i, page) in pages.enumerated() { position[page.source] = i }
        var groups: [Group] = []
        var listed: [String: SourceLocation] = [:]

        func add(_ entries: [SiteNavigation.Entry], into g: Int?) {
            for entry in entries {
                switch entry {
                case .page(let path, let title, let at):
                    if let first = listed[path] {
                        report.errors.append(Diagnostic(path: navigation.configPath, location: at,
                                                        message: Message.listedTwice(path, line: first.line)))
                        continue
                    }
                    guard let i = position[path] else {
                        // A draft is left out of the site, and so out of its navigation.
                        if drafts.contains(path) { continue }
                        if path == Page.notFoundSource, hasNotFoundPage {
                            report.errors.append(Diagnostic(path: navigation.configPath, location: at,
                                                            message: Message.listsNotFoundPage(path)))
                            continue
                        }
                        let hint = Suggestion.hint(for: path, in: pages.map(\.source))
                        report.errors.append(Diagnostic(path: navigation.configPath, location: at,
                                                        message: Message.notAPage(path, hint: hint)))
                        continue
                    }
                    listed[path] = at
                    // A top-level page joins the untitled section before it, or starts one.
                    if g == nil, groups.last?.title.isEmpty != true { groups.append(Group(folder: "", title: "")) }
                    groups[g ?? groups.count - 1].members.append((i, title))
                case .section(let title, let nested, _):
                    if let g {
                        add(nested, into: g)
                    } else {
                        groups.append(Group(folder: title, title: title))
                        add(nested, into: groups.count - 1)
                    }
                }
            }
        }
        add(navigation.entries, into: nil)

        // Pages left out: after their folder's last listed page, else at the end.
        var lastOfFolder: [String: (group: Int, member: Int)] = [:]
        for (g, group) in groups.enumerated() {
            for (k, member) in group.members.enumerated() { lastOfFolder[pages[member.page].section] = (g, k) }
        }
        var after: [Int: [Int: [Int]]] = [:]
        var first: [Int] = []
        var rest: [Int] = []
        for (i, page) in pages.enumerated() where listed[page.source] == nil {
            let place: String
            if page.kind == .home {
                first.append(i)
                place = "first"
            } else if let last = lastOfFolder[page.section] {
                after[last.group, default: [:]][last.member, default: []].append(i)
                place = "after the listed pages of its folder"
            } else {
                rest.append(i)
                place = "at the end, with its folder"
            }
            report.warnings.append(Diagnostic(path: page.displayPath, location: .unknown, level: .warning,
                                              message: Message.notListed(page.source, place)))
        }
        for (g, inserts) in after {
            var members: [(page: Int, title: String?)] = []
            for (k, member) in groups[g].members.enumerated() {
                members.append(member)
                members += (inserts[k] ?? []).map { ($0, nil) }
            }
            groups[g].members = members
        }
        if !first.isEmpty {
            if groups.first?.title.isEmpty == true { groups[0].members.insert(contentsOf: first.map { ($0, nil) }, at: 0) }
            else { groups.insert(Group(folder: "", title: "", members: first.map { ($0, nil) }), at: 0) }
        }
        // Folder order keeps each folder's pages together, its page first.
        var restFolder: String?
        for i in rest {
            let folder = pages[i].section
            if folder != restFolder {
                restFolder = folder
                groups.append(Group(folder: folder, title: MapSite.folderTitle(folder, index: pages[i].isSectionIndex ? pages[i] : nil)))
            }
            groups[groups.count - 1].members.append((i, nil))
        }

        var ordered: [Page] = []
        var sections: [SiteMap.Section] = []
        for group in groups where !group.members.isEmpty {
            var section = SiteMap.Section(folder: group.folder, title: group.title, indexPath: nil, pages: [])
            for (k, member) in group.members.enumerated() {
                var page = pages[member.page]
                page.navTitle = member.title
                if k == 0, page.isSectionIndex, !group.title.isEmpty { section.indexPath = page.outputPath }
                section.pages.append(ordered.count)
                ordered.append(page)
            }
            if hasRules, section.indexPath == nil, group.folder == SiteMap.rulesFolder { section.indexPath = SiteMap.ruleIndexPath }
            sections.append(section)
        }
        return (ordered, sections)
    }
}

extension NavigationOrder {
    /// The messages this step raises, each named once (docs/architecture.md).
    enum Message {
        static func notListed(_ source: String, _ place: String) -> String {
            "\(source) is not in nav: in navdocs.yml; it is listed \(place)"
        }
        static func listedTwice(_ path: String, line: Int) -> String { "nav lists \(path) twice; it is already at line \(line)" }
        static func listsNotFoundPage(_ path: String) -> String {
            "nav lists \(path), the site's 404 page, which is in no reading order; remove it from nav:"
        }
        static func notAPage(_ path: String, hint: String) -> String { "nav lists \(path), which is not a page in the content folder\(hint)" }
    }
}
