import NavRules

/// Step 9: what the steps wrote becomes the site. `navdocs build` swaps the staged
/// folder in; an incremental build moves its changed files in and removes the ones
/// the site no longer has.
enum WriteSite {
    static func run(_ output: OutputSink, report: inout StepReport) {
        do { try output.commit() } catch { report.errors += error.diagnostics }
    }
}

extension WriteSite {
    /// The step: the staged folder swapped in, or the changed files moved in.
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        var report = StepReport()
        run(state.output, report: &report)
        return report
    }
}
