import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavDocs
import NavText

package extension BuildInvocation {
    /// `navdocs build --incremental`: the same site as `navdocs build`, redoing only what changed
    /// since the last incremental build into the same folder.
    func runIncremental(_ settings: BuildSettings, started: ContinuousClock.Instant, interruption: WriteInterruption,
                        console: NavDocsCommand.Console) -> Int32 {
        let outputDir = settings.output
        let engine = IncrementalBuilder(cacheFolder: IncrementalBuilder.cacheFolder(forOutput: outputDir), persistent: true)
        var builder = settings.builder()
        builder.options.keptUntilExit = keptUntilExit
        let result: IncrementalSummary
        do {
            result = try engine.build(builder, output: outputDir, protecting: settings.protectedFolders,
                                      interruption: interruption) { step, seconds in
                if verbose { console.err(step.doneLine(seconds: seconds)) }
            }
        } catch {
            if !quiet { console.err(settings.warnings + error.warnings) }
            console.err(error.diagnostics)
            console.err("error: \(error.summary); \(outputDir) was left as it was")
            return 1
        }
        if !quiet {
            let summary = result.build
            // Each list as it is: joining them copies every one of ten thousand warnings once more.
            console.err(settings.warnings)
            console.err(summary.warnings)
            let seconds = Decimals.seconds(ContinuousClock.now - started)
            console.out("navdocs: re-rendered \(result.pagesRendered) of \(summary.pages) pages; \(result.filesChanged) files changed")
            console.out(summary.builtLine(into: outputDir, seconds: seconds))
        }
        // The cache file is written while the build is reported; the process ends after it.
        engine.finishSaving()
        return 0
    }
}
