import NavRules
import NavSearch

/// Step 8: the search index over every page and heading section.
package enum BuildSearchIndex {
    struct Index: Sendable {
        var bytes: [UInt8]
        var entries: Int

        init(bytes: [UInt8], entries: Int) {
            self.bytes = bytes
            self.entries = entries
        }

        init(_ builder: SearchIndexBuilder) {
            self.init(bytes: builder.build(), entries: builder.entryCount)
        }

        init(_ search: RenderPages.Search) {
            switch search {
            case .fresh(let builder):
                self.init(builder)
            case .edit(let last, let keeping, let added):
                let edited = last.replacing(pagesNotIn: keeping, with: added)
                self.init(bytes: edited.bytes, entries: edited.entries)
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
        do { try sink.write("search-index.js", index.bytes) } catch { report.errors += error.diagnostics }
        return (index.entries, index.bytes.count)
    }
}
