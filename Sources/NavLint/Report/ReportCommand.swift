import NavBase
import NavReaders
import NavRules

extension CommandRunner {
    /// `navlint report`: the bars as `navlint bars` reads them and the findings as lint reports
    /// them (config, baseline and app name applied), drawn into one HTML file.
    ///
    /// A file that cannot be read is listed in the report and on standard error, and the run
    /// exits 2 as `navlint bars` does; the report of everything else is still written.
    func report(_ options: ReportOptions) -> CommandOutput {
        if let problem = outProblem(options.out) {
            return CommandOutput(stderr: "\(options.out): error: cannot write the report: \(problem)\n", exitCode: 2)
        }
        let config: ConfigFile
        do {
            config = try ConfigFile.load(option: options.config, workingDirectory: workingDirectory,
                                         fileSystem: fileSystem, catalog: catalog)
        } catch {
            return CommandOutput(stderr: error.description + "\n", exitCode: 2)
        }
        let (docs, warnings) = DocsURL.resolve(option: options.docsURL ?? config.configuration.docsURL,
                                               environment: environment, fileSystem: fileSystem,
                                               executableDirectory: executableDirectory)
        var linter = Linter(catalog: catalog, readers: readers, appName: options.appName, config: config)
        // The lint below reads what the bars' read has just cached.
        linter.cache = options.usesCache ? cache : nil
        let bars = linter.bars(paths: options.paths, on: fileSystem)
        var findings = linter.lint(paths: options.paths, on: fileSystem)
        if let path = options.baseline {
            do {
                let bytes = try fileSystem.read(path, limit: 64 * 1024 * 1024)
                (findings, findings.fixed) = try Baseline.parse(bytes, path: path).apply(to: findings)
            } catch let error as DiagnosticList {
                return CommandOutput(stderr: error.description + "\n", exitCode: 2)
            } catch {
                return CommandOutput(stderr: "\(path): error: cannot read the baseline: \((error as? FileSystemError)?.message ?? "\(error)")\n", exitCode: 2)
            }
        }
        let model = BarsReportModel(bars: bars, findings: findings, catalog: catalog,
                                    configuration: config.configuration.rules)
        let page = ReportPage.render(model, docsURL: docs.url, catalog: catalog,
                                     appName: options.appName ?? config.configuration.appName)
        // No "wrote": the executable writes the file after this, and says so if it cannot.
        var lines = warnings + bars.notes.map(\.description) + bars.problems.map(\.description)
        lines.append("navlint: read \(ReportFormatter.count(bars.fileCount, "file")): "
                     + "\(ReportFormatter.count(bars.bars.count, "bar")), "
                     + ReportFormatter.count(model.findingCount, "finding"))
        return CommandOutput(stderr: lines.joined(separator: "\n") + "\n", exitCode: bars.problems.isEmpty ? 0 : 2,
                             files: [options.out: page])
    }

    /// Why `--out` cannot name the report, found before any file is read.
    private func outProblem(_ out: String) -> String? {
        if out.hasSuffix("/") { return "--out names a folder; name the file, as in --out report.html" }
        let folder = out.lastIndex(of: "/").map { String(out[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        switch try? fileSystem.entry(at: folder) {
        case .directory?: break
        case nil: return "no folder \(folder)"
        default: return "\(folder) is not a folder"
        }
        if case .directory? = try? fileSystem.entry(at: out) { return "\(out) is a folder; name the file, as in --out \(out)/report.html" }
        return nil
    }
}
