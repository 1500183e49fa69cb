import NavBase
import NavRules
import NavSearch
import NavText
import NavThreads

/// Step 8: the search index over every page and heading section: its dictionary, posting
/// chunks and page fragments.
package enum BuildSearchIndex {
    /// Builds the index from every page's entries, merged while the pages were rendered, or
    /// puts the redone pages of an edit into the last index, and writes the dictionary and the
    /// files that changed; a chunk or fragment the edit does not change keeps its file.
    /// Entries and files in the index.
    static func run(_ search: RenderPages.Search, sink: OutputSink, report: inout StepReport) -> (entries: Int, files: Int) {
        let files: SearchIndexFiles
        let written: [SearchIndexFiles.File]
        switch search {
        case .fresh(let builder):
            files = builder.build()
            written = files.chunks + files.fragments
        case .edit(let edit, let redone, let added):
            guard let rewritten = edit.rewrite(redone: redone, added: added) else {
                // Only a chunk made to match its name by something other than a build gets here.
                report.errors.append(Diagnostic(path: edit.output + "/" + SearchIndexFiles.dictionaryPath,
                                                location: .unknown, message: Message.unreadableIndex))
                return (0, 0)
            }
            files = rewritten
            // Chunks are named for their bytes: one the last index lists is that file already.
            let last = Set(edit.listed)
            written = files.chunks.filter { !last.contains($0.path) } + files.fragments
            let new = Set(written.map(\.path))
            // The plan found every file the last index lists as that build left it.
            sink.keep(known: files.listed.filter { !new.contains($0) })
        }
        let errors = written.parallelMap { file -> [Diagnostic] in
            do throws(DiagnosticList) { try sink.write(file.path, file.bytes); return [] } catch { return error.diagnostics }
        }
        report.errors += errors.flatMap { $0 }
        do { try sink.write(SearchIndexFiles.dictionaryPath, files.dictionary) } catch { report.errors += error.diagnostics }
        return (files.entries, files.listed.count + 1)
    }

    enum Message {
        static let unreadableIndex = "the last build's search index does not read back: postings in a chunk it lists do not "
            + "decode; nothing was written, and the next build writes the whole site again"
    }

    /// The path a page's entries are filed under in the index.
    static func searchPath(of page: Page) -> String {
        SearchIndexBuilder.pagePath(of: PathEncoding.encoded(page.outputPath))
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
}

extension BuildSearchIndex {
    /// The step: every page's entries, or the redone pages put into the last index.
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        guard let search = state.search else { preconditionFailure("the search index before the pages were rendered") }
        var report = StepReport()
        state.index = run(search, sink: state.output, report: &report)
        return report
    }
}
