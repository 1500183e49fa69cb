import NavRules
import NavSearch

/// Step 8: the search index over every page and heading section.
package enum BuildSearchIndex {
    /// Where the index is written, and where an incremental build reads the last one back.
    static let file = "search-index.js"

    struct Index: Sendable {
        var bytes: [UInt8]
        var entries: Int

        init(_ search: RenderPages.Search) {
            switch search {
            case .fresh(let builder): (bytes, entries) = (builder.build(), builder.entryCount)
            case .edit(let last, let redone, let added): (bytes, entries) = last.replacing(pagesIn: redone, with: added)
            }
        }
    }

    /// Builds the index from every page's entries, merged while the pages were rendered, or from
    /// the last index with the redone pages' entries put in again, and writes it.
    static func run(_ search: RenderPages.Search, sink: OutputSink, report: inout StepReport) -> (entries: Int, bytes: Int) {
        write(Index(search), sink: sink, report: &report)
    }

    /// A page's entries, tokenized: its own and one per heading section.
    static func entries(of page: Page, sections: [SearchSection], catalog: RuleCatalog) -> SearchPageEntries {
        let rule = page.kind == .rule ? page.frontMatter.rule.flatMap { catalog.description(matching: $0) } : nil
        return SearchPageEntries(sections.map { section in
            SearchDocument(
                url: section.url, title: section.title, breadcrumb: section.breadcrumb, text: section.text,
                kind: section.isPage ? .page : .section,
                rule: section.isPage ? rule.map { SearchDocument.Rule(id: $0.id, slug: $0.slug, formerSlugs: $0.formerSlugs,
                                                                      summary: $0.summary) } : nil)
        })
    }

    static func write(_ index: Index, sink: OutputSink, report: inout StepReport) -> (entries: Int, bytes: Int) {
        do { try sink.write(file, index.bytes) } catch { report.errors += error.diagnostics }
        return (index.entries, index.bytes.count)
    }
}
