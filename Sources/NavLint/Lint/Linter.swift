import NavRules

/// One rule finding in one file, with the bar's screen name when it has one.
public struct LintFinding: Hashable, Sendable {
    public var path: String
    public var screen: String?
    public var finding: Finding

    public init(path: String, screen: String? = nil, finding: Finding) {
        self.path = path
        self.screen = screen
        self.finding = finding
    }
}

/// What a lint run found: findings in the files that parsed, problems with
/// the ones that did not, and how many files were read.
public struct LintReport: Hashable, Sendable {
    public var findings: [LintFinding] = []
    public var problems: [InputProblem] = []
    public var fileCount = 0

    public init(findings: [LintFinding] = [], problems: [InputProblem] = [], fileCount: Int = 0) {
        self.findings = findings
        self.problems = problems
        self.fileCount = fileCount
    }
}

/// Runs a rule catalog over spec files, given as contents or found on a file system.
public struct Linter: Sendable {
    public var catalog: RuleCatalog

    public init(catalog: RuleCatalog = .standard) {
        self.catalog = catalog
    }

    /// Lints one file's contents; `path` decides the format (`.json` or `.navbar`).
    public func lint(path: String, bytes: [UInt8]) -> LintReport {
        switch SpecFileReader.bars(from: bytes, path: path) {
        case .problems(let problems):
            return LintReport(problems: problems, fileCount: 1)
        case .bars(let bars):
            let findings = bars.flatMap { bar in
                catalog.check(bar).map { LintFinding(path: path, screen: bar.screen, finding: $0) }
            }
            return LintReport(findings: findings, fileCount: 1)
        }
    }

    /// Lints the given files and the spec files under the given directories,
    /// in a deterministic order.
    public func lint(paths: [String], on fileSystem: any FileSystem) -> LintReport {
        let (files, problems) = SpecFileFinder(fileSystem: fileSystem).files(in: paths)
        var report = LintReport(problems: problems)
        for path in files {
            let single: LintReport
            do {
                let bytes = try fileSystem.read(path, limit: SpecFileReader.maximumSize + 1)
                single = lint(path: path, bytes: bytes)
            } catch {
                single = LintReport(problems: [InputProblem(path: path, message: "cannot read: \(error.message)")])
            }
            report.findings += single.findings
            report.problems += single.problems
            report.fileCount += 1
        }
        return report
    }
}
