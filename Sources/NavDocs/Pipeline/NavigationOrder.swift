import NavBase
import NavRules

/// Part of step 3: the order and sections `nav:` gives the site. Each top-level section of
/// the list is a sidebar section; its nested sections are shown in it, one level deeper
/// each, led by their first page when they start with one and by their title otherwise; pages
/// listed at the top level between sections form untitled sections. A page the list leaves
/// out is a warning and still built: after the last listed page of its folder, or, when
/// nothing of its folder is listed, at the end in folder order (the home page goes first).
enum NavigationOrder {
    private struct Group {
        var folder: String
        var title: String
        /// Indexes into the pages in their folder order, with `nav:`'s title for each and its depth.
        var members: [Member] = []
    }

    /// A page of a group, or (with no page) the title of a nested section without a page of its own.
    private struct Member {
        var page: Int?
        var title: String?
        var depth = 0
    }

    /// `pages` in folder order (today's order without `nav:`) → the pages in `nav:` order, each
    /// with its `navTitle`, and the sections as indexes into them.
    static func apply(_ navigation: SiteNavigation, to pages: [Page], drafts: Set<String>, hasRules: Bool,
                      hasNotFoundPage: Bool = false, report: inout StepReport) -> ([Page], [SiteMap.Section]) {
        var position: [String: Int] = [:]
        for (i, page) in pages.enumerated() { position[page.source] = i }
        let entries = expandingFolders(navigation.entries, pages: pages, configPath: navigation.configPath, report: &report)
        var groups: [Group] = []
        var listed: [String: SourceLocation] = [:]

        func add(_ entries: [SiteNavigation.Entry], into g: Int?, depth: Int = 0) {
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
                    groups[g ?? groups.count - 1].members.append(Member(page: i, title: title, depth: depth))
                case .section(let title, let nested, _):
                    if let g {
                        // A nested section is led by its own page (its folder's page, or the chapter it
                        // is in a book's summary); one without, by its title.
                        if case .page(let path, let shown, _)? = nested.first,
                           shown == title || position[path].map({ pages[$0].isSectionIndex }) == true {
                            add([nested[0]], into: g, depth: depth)
                            add(Array(nested.dropFirst()), into: g, depth: depth + 1)
                        } else {
                            groups[g].members.append(Member(page: nil, title: title, depth: depth))
                            add(nested, into: g, depth: depth + 1)
                        }
                    } else {
                        groups.append(Group(folder: title, title: title))
                        add(nested, into: groups.count - 1)
                    }
                case .folder:
                    preconditionFailure("folder entries are expanded before they are placed")
                }
            }
        }
        add(entries, into: nil)

        // Pages left out: after their folder's last listed page, else at the end.
        var lastOfFolder: [String: (group: Int, member: Int)] = [:]
        for (g, group) in groups.enumerated() {
            for (k, member) in group.members.enumerated() {
                if let page = member.page { lastOfFolder[pages[page].section] = (g, k) }
            }
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
                                              message: Message.notListed(page.source, place,
                                                                         in: navigation.configPath.lastPathComponent)))
        }
        for (g, inserts) in after {
            var members: [Member] = []
            for (k, member) in groups[g].members.enumerated() {
                members.append(member)
                members += (inserts[k] ?? []).map { Member(page: $0, title: nil, depth: member.depth) }
            }
            groups[g].members = members
        }
        if !first.isEmpty {
            let home = first.map { Member(page: $0, title: nil) }
            if groups.first?.title.isEmpty == true { groups[0].members.insert(contentsOf: home, at: 0) }
            else { groups.insert(Group(folder: "", title: "", members: home), at: 0) }
        }
        // Folder order keeps each folder's pages together, its page first.
        var restFolder: String?
        for i in rest {
            let folder = pages[i].section
            if folder != restFolder {
                restFolder = folder
                groups.append(Group(folder: folder, title: MapSite.folderTitle(folder, index: pages[i].isSectionIndex ? pages[i] : nil)))
            }
            groups[groups.count - 1].members.append(Member(page: i, title: nil))
        }

        var ordered: [Page] = []
        var sections: [SiteMap.Section] = []
        for group in groups where group.members.contains(where: { $0.page != nil }) {
            var section = SiteMap.Section(folder: group.folder, title: group.title, indexPath: nil, pages: [])
            var depths: [Int] = []
            for member in group.members {
                guard let p = member.page else {
                    section.labels[section.pages.count, default: []].append(.init(title: member.title ?? "", depth: member.depth))
                    continue
                }
                var page = pages[p]
                page.navTitle = member.title
                if section.pages.isEmpty, page.isSectionIndex, !group.title.isEmpty { section.indexPath = page.outputPath }
                section.pages.append(ordered.count)
                depths.append(member.depth)
                ordered.append(page)
            }
            // A trailing title with no page after it leads nothing: it is not shown.
            section.labels[section.pages.count] = nil
            if depths.contains(where: { $0 > 0 }) { section.depths = depths }
            if hasRules, section.indexPath == nil, group.folder == SiteMap.rulesFolder { section.indexPath = SiteMap.ruleIndexPath }
            sections.append(section)
        }
        return (ordered, sections)
    }
}

private extension String {
    /// The file name `nav:` came from (`navdocs.yml`, `SUMMARY.md`), as the reader knows it.
    var lastPathComponent: String { split(separator: "/").last.map(String.init) ?? self }
}

extension NavigationOrder {
    /// `entries` with each folder entry replaced by a section of the pages it stands for: the
    /// folder's own page first, its other pages by title, then each folder in it, by title, as a
    /// section nested in it. A page listed anywhere else in `nav:` stays where it is listed, and
    /// a page two folder entries hold goes with the first.
    static func expandingFolders(_ entries: [SiteNavigation.Entry], pages: [Page], configPath: String,
                                 report: inout StepReport) -> [SiteNavigation.Entry] {
        var claimed = Set<String>()
        func collect(_ entries: [SiteNavigation.Entry]) {
            for entry in entries {
                switch entry {
                case .page(let path, _, _): claimed.insert(path)
                case .section(_, let nested, _): collect(nested)
                case .folder: break
                }
            }
        }
        collect(entries)
        // A site's folders, each with its pages in folder order: looked up, not searched for, per entry.
        var byFolder: [String: [Page]] = [:]
        for page in pages where page.kind != .notFound { byFolder[page.section, default: []].append(page) }
        let folders = byFolder.keys.sorted()

        func isInside(_ folder: String, _ parent: String) -> Bool {
            parent.isEmpty || folder == parent || folder.hasPrefix(parent + "/")
        }
        func title(of folder: String) -> String {
            MapSite.folderTitle(folder, index: byFolder[folder]?.first { $0.isSectionIndex })
        }
        func contents(of folder: String, at: SourceLocation) -> [SiteNavigation.Entry] {
            let own = (byFolder[folder] ?? []).filter { !claimed.contains($0.source) }.sorted { a, b in
                if a.isSectionIndex != b.isSectionIndex { return a.isSectionIndex }
                let (x, y) = (a.title.lowercased(), b.title.lowercased())
                return x != y ? x < y : a.source < b.source
            }
            for page in own { claimed.insert(page.source) }
            var result: [SiteNavigation.Entry] = own.map { .page(path: $0.source, title: nil, at: at) }
            // The folders directly inside, each standing for everything below it.
            var children: [String] = []
            for candidate in folders where candidate != folder && isInside(candidate, folder) {
                let rest = candidate.dropFirst(folder.isEmpty ? 0 : folder.count + 1)
                let child = (folder.isEmpty ? "" : folder + "/") + (rest.split(separator: "/").first.map(String.init) ?? "")
                if children.last != child { children.append(child) }
            }
            let sortedChildren = children.sorted { (title(of: $0).lowercased(), $0) < (title(of: $1).lowercased(), $1) }
            for child in sortedChildren {
                let nested = contents(of: child, at: at)
                if !nested.isEmpty { result.append(.section(title: title(of: child), entries: nested, at: at)) }
            }
            return result
        }
        func expand(_ entries: [SiteNavigation.Entry]) -> [SiteNavigation.Entry] {
            entries.compactMap { entry in
                switch entry {
                case .page: return entry
                case .section(let title, let nested, let at): return .section(title: title, entries: expand(nested), at: at)
                case .folder(let path, let given, let at):
                    guard folders.contains(where: { isInside($0, path) }) else {
                        let hint = Suggestion.hint(for: path, in: folders.filter { !$0.isEmpty }.map { $0 + "/" })
                        report.errors.append(Diagnostic(path: configPath, location: at, message: Message.notAFolder(path, hint: hint)))
                        return nil
                    }
                    return .section(title: given ?? title(of: path), entries: contents(of: path, at: at), at: at)
                }
            }
        }
        return expand(entries)
    }

    /// The messages this step raises, each named once (docs/architecture.md).
    enum Message {
        static func notListed(_ source: String, _ place: String, in file: String) -> String {
            "\(source) is not in nav: in \(file); it is listed \(place)"
        }
        static func listedTwice(_ path: String, line: Int) -> String { "nav lists \(path) twice; it is already at line \(line)" }
        static func listsNotFoundPage(_ path: String) -> String {
            "nav lists \(path), the site's 404 page, which is in no reading order; remove it from nav:"
        }
        static func notAPage(_ path: String, hint: String) -> String { "nav lists \(path), which is not a page in the content folder\(hint)" }
        static func notAFolder(_ path: String, hint: String) -> String {
            "nav lists \(path)/, which is not a folder with pages in the content folder\(hint)"
        }
    }
}
