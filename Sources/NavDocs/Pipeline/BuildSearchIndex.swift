import NavBase
import NavRules
import NavSearch
import NavText
import NavThreads

/// Step 8: the search index over every page and heading section, in shards.
package enum BuildSearchIndex {
    /// Builds the index from every page's entries, merged while the pages were rendered, or
    /// rewrites the shards of the redone pages of an edit, and writes the manifest and the
    /// shards; a shard no redone page is in keeps its file. Entries and files in the index.
    static func run(_ search: RenderPages.Search, sink: OutputSink, report: inout StepReport) -> (entries: Int, files: Int) {
        let manifest: SearchIndexManifest
        let written: [SearchIndexShard]
        switch search {
        case .fresh(let builder):
            let files = builder.build()
            (manifest, written) = (files.manifest, files.shards)
        case .edit(let edit, let redone, let added):
            (manifest, written) = rewrite(edit, redone: redone, added: added)
            let rewritten = Set(written.map(\.number))
            let kept = manifest.shards.indices.filter { !rewritten.contains($0) }.map { manifest.shards[$0].path }
            guard sink.keep(kept) else { preconditionFailure("a shard the edit does not touch is not in the output") }
        }
        let errors = written.parallelMap { shard -> [Diagnostic] in
            do throws(DiagnosticList) { try sink.write(shard.path, shard.bytes); return [] } catch { return error.diagnostics }
        }
        report.errors += errors.flatMap { $0 }
        do { try sink.write(SearchIndexFiles.manifestPath, manifest.bytes) } catch { report.errors += error.diagnostics }
        return (manifest.entries, manifest.shards.count + 1)
    }

    /// The last manifest with each redone page's shard written again: its old entries out, its new ones in.
    private static func rewrite(_ edit: SearchEdit, redone: Set<String>,
                                added: [SearchPageEntries]) -> (SearchIndexManifest, [SearchIndexShard]) {
        var manifest = edit.manifest
        var takenOut: [Int: Set<String>] = [:]
        var putIn: [Int: [SearchPageEntries]] = [:]
        for path in redone { takenOut[manifest.shard(holding: path), default: []].insert(path) }
        for page in added { putIn[manifest.shard(holding: page.path), default: []].append(page) }
        let numbers = takenOut.keys.sorted()
        let (out, put) = (takenOut, putIn)
        let shards = numbers.parallelMap { k -> SearchIndexShard in
            // The same pages go out and come in, so every shard keeps its pages and its place.
            guard let last = edit.shards[k], Set((put[k] ?? []).map(\.path)) == out[k] else {
                preconditionFailure("an edit's redone pages are not the pages it puts in again, shard \(k)")
            }
            return last.replacing(pagesIn: out[k]!, with: put[k] ?? [])
        }
        precondition(putIn.keys.allSatisfy { takenOut[$0] != nil }, "an edit puts a page into a shard it took none out of")
        for shard in shards { manifest.shards[shard.number] = .init(shard) }
        return (manifest, shards)
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
    /// The step: every page's entries, or the redone pages' shards of the last index rewritten.
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        guard let search = state.search else { preconditionFailure("the search index before the pages were rendered") }
        var report = StepReport()
        state.index = run(search, sink: state.output, report: &report)
        return report
    }
}
