import Foundation
import NavDocs

package extension BuildInvocation {
    /// `navdocs build --incremental`: the same site as `navdocs build`, redoing only what changed
    /// since the last incremental build into the same folder.
    func runIncremental(_ settings: BuildSettings, started: ContinuousClock.Instant, console: NavDocsCommand.Console) -> Int32 {
        _ = LargeHeapPages.ready
        let outputDir = settings.output
        let engine = IncrementalBuilder(cacheFolder: IncrementalBuilder.cacheFolder(forOutput: outputDir), persistent: true)
        var builder = settings.builder()
        builder.options.endsProcess = endsProcess
        let result: IncrementalSummary
        do {
            result = try engine.build(builder, output: outputDir, protecting: [settings.content, settings.theme]) { step, seconds in
                if verbose { console.err(String(format: "navdocs: %@ done in %.3f s", step.rawValue, seconds)) }
            }
        } catch {
            if !quiet { console.err(settings.warnings + error.warnings) }
            console.err(error.diagnostics)
            console.err("error: \(error.summary); \(outputDir) was left as it was")
            return 1
        }
        if !quiet {
            let summary = result.build
            console.err(settings.warnings + summary.warnings)
            let elapsed = ContinuousClock.now - started
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            console.out("navdocs: re-rendered \(result.pagesRendered) of \(summary.pages) pages; \(result.filesChanged) files changed")
            console.out(String(format: "navdocs: built %d pages (%d rule pages, %d examples verified, %d search entries) into %@ in %.2f s",
                               summary.pages, summary.rulePages, summary.examplesVerified, summary.searchEntries,
                               outputDir, seconds))
        }
        return 0
    }
}
