import NavRules

/// The `--fail-on` threshold: the lowest severity that makes navlint exit 1.
public enum FailOn: String, CaseIterable, Sendable {
    case error, warning, info, never

    /// Whether a finding of `severity` fails the run.
    public func fails(_ severity: Severity) -> Bool {
        switch self {
        case .error: severity >= .error
        case .warning: severity >= .warning
        case .info: true
        case .never: false
        }
    }
}

extension LintReport {
    /// 2 when any file could not be linted, else 1 when a finding reaches
    /// the threshold, else 0.
    public func exitCode(failOn: FailOn) -> Int32 {
        if !problems.isEmpty { return 2 }
        return findings.contains { failOn.fails($0.finding.severity) } ? 1 : 0
    }
}
