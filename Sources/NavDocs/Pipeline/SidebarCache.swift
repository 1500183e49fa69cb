import NavBase
import NavTemplates
import NavThreads

/// A fast path for the sidebar, which every page shows: built once per output folder
/// instead of once per page. Relative links depend only on the folder, and a page's
/// sidebar differs from its folder's only in the page's own section, which is built
/// per page from entries made here. `SiteContext.navigation` without it is the plain
/// way; `FastPathTests` checks the two give the same values. Building it per page would
/// escape and link the same sections again on every page of a folder.
struct SidebarCache: Sendable {
    /// The sidebar as seen from one output folder.
    private struct Folder: Sendable {
        /// Each section as a page outside it shows it.
        var sections: [TemplateValue]
        /// For sections with pages in this folder: an entry per page (not current), in section order.
        var entries: [Int: [TemplateValue]]
    }

    private var folders: [String: Folder] = [:]

    init(_ context: SiteContext) {
        let map = context.map
        var foldersBySection: [Int: Set<String>] = [:]
        for (i, page) in map.pages.enumerated() where context.sectionOf[i] >= 0 {
            foldersBySection[context.sectionOf[i], default: []].insert(String(Paths.folder(of: page.outputPath)))
        }
        let folderNames = Set(foldersBySection.values.joined()).sorted()
        let jobs = foldersBySection.keys.sorted().flatMap { s in foldersBySection[s]!.sorted().map { (s, $0) } }
        // Any file in the folder stands for it: relative links depend on the folder alone.
        // One job per entry, not per section: a site's one large section would be one core's work.
        let origins = jobs.map { _, folder in folder + "/_" }
        let flat = jobs.indices.flatMap { j in map.sections[jobs[j].0].pages.map { (job: j, page: $0) } }
        let built = flat.parallelMap { entry in context.pageEntry(entry.page, from: origins[entry.job], current: false) }
        var entries: [[TemplateValue]] = []
        var start = 0
        for (s, _) in jobs {
            entries.append(Array(built[start..<(start + map.sections[s].pages.count)]))
            start += map.sections[s].pages.count
        }
        let summaries = folderNames.parallelMap { folder in
            map.sections.indices.map { context.sectionEntry($0, from: folder + "/_", current: nil, entries: nil) }
        }
        for (folder, sections) in zip(folderNames, summaries) { folders[folder] = Folder(sections: sections, entries: [:]) }
        for ((s, folder), list) in zip(jobs, entries) { folders[folder]!.entries[s] = list }
    }

    /// The sidebar from the page at `path`, or nil for a folder the cache was not built for.
    func navigation(from path: String, current: Int?, context: SiteContext) -> TemplateValue? {
        guard let cached = folders[String(Paths.folder(of: path))] else { return nil }
        guard let current, context.sectionOf[current] >= 0 else { return .list(cached.sections) }
        var sections = cached.sections
        let s = context.sectionOf[current]
        sections[s] = context.sectionEntry(s, from: path, current: current, entries: cached.entries[s])
        return .list(sections)
    }
}
