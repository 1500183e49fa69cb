import NavRules

/// Step 1: find the Markdown pages and the asset files of the content folder.
struct LoadedContent: Sendable {
    struct SourceFile: Sendable {
        var path: String
        var bytes: [UInt8]
    }
    var pages: [SourceFile]
    var assets: [String]
}

enum LoadContent {
    static func run(_ content: FileTree, report: inout StepReport) -> LoadedContent {
        let listing: (files: [TreeFile], warnings: [Diagnostic])
        do { listing = try content.listFiles() } catch {
            report.errors += error.diagnostics
            return LoadedContent(pages: [], assets: [])
        }
        report.warnings += listing.warnings
        var pages: [LoadedContent.SourceFile] = []
        var assets: [String] = []
        for file in listing.files {
            guard file.path.hasSuffix(".md") else { assets.append(file.path); continue }
            do { pages.append(.init(path: file.path, bytes: try content.read(file.path))) } catch {
                report.errors += error.diagnostics
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
struct StepReport {
    var errors: [Diagnostic] = []
    var warnings: [Diagnostic] = []
}
