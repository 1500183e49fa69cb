import NavRules

/// Step 1: find the Markdown pages and the asset files of the content folder.
package struct LoadedContent: Sendable {
    struct SourceFile: Sendable {
        var path: String
        var bytes: [UInt8]
    }
    var pages: [SourceFile]
    var assets: [String]
}

package enum LoadContent {
    static func run(_ content: FileTree, report: inout StepReport) -> LoadedContent {
        let listing: (files: [TreeFile], warnings: [Diagnostic])
        do { listing = try content.listFiles() } catch {
            report.errors += error.diagnostics
            return LoadedContent(pages: [], assets: [])
        }
        report.warnings += listing.warnings
        // Pages are read on every core: at thousands of pages the reads add up.
        let pageFiles = listing.files.filter { $0.path.hasSuffix(".md") }
        let assets = listing.files.filter { !$0.path.hasSuffix(".md") }.map(\.path)
        let reads = pageFiles.parallelMap { file -> Result<LoadedContent.SourceFile, DiagnosticList> in
            do throws(DiagnosticList) { return .success(.init(path: file.path, bytes: try content.read(file.path))) } catch {
                return .failure(error)
            }
        }
        var pages: [LoadedContent.SourceFile] = []
        pages.reserveCapacity(reads.count)
        for read in reads {
            switch read {
            case .success(let page): pages.append(page)
            case .failure(let error): report.errors += error.diagnostics
            }
        }
        if pages.isEmpty && report.errors.isEmpty {
            report.errors.append(Diagnostic(path: content.displayPath("index.md"), location: .unknown,
                                            message: "the content folder has no Markdown pages; add an index.md"))
        }
        return LoadedContent(pages: pages, assets: assets)
    }
}

/// Errors and warnings one step collected.
package struct StepReport {
    var errors: [Diagnostic] = []
    var warnings: [Diagnostic] = []
}
