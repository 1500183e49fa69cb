import NavBase
import NavRules

/// How findings are written to standard output.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, checkstyle, junit
}

/// Everything a formatter needs besides the report.
public struct OutputContext: Sendable {
    /// The docs site root rule URLs are built on; `nil` leaves links out.
    public var docsURL: String?
    /// Whether text names `navlint explain` beside each link: no one chose the docs URL.
    public var namesExplain: Bool
    public var catalog: RuleCatalog
    public var version: String
    /// Text output with ANSI colours, for a terminal.
    public var color: Bool

    public init(docsURL: String?, namesExplain: Bool = false, catalog: RuleCatalog = .standard,
                version: String = NavLintVersion.current, color: Bool = false) {
        self.docsURL = docsURL
        self.namesExplain = namesExplain || docsURL == nil
        self.catalog = catalog
        self.version = version
        self.color = color
    }

    func url(for ruleID: String) -> String? { docsURL.map { RuleURL.url(forRuleID: ruleID, docsURL: $0) } }

    /// The line under a finding in text: the rule's page, and `navlint explain` where no
    /// one chose where the docs live.
    func reference(for ruleID: String) -> String {
        let explain = "navlint explain \(ruleID)"
        guard let url = url(for: ruleID) else { return explain }
        return namesExplain ? "\(url) (or \(explain))" : url
    }
}

public enum NavLintVersion {
    public static let current = "0.1.0"
}

extension LintFinding {
    /// The message as text output and SARIF show it: with the bar's screen
    /// first, so findings in a file of many bars say which bar they are about.
    var displayMessage: String {
        guard let screen else { return finding.message }
        return "screen \"\(screen)\": \(finding.message)"
    }
}

extension Severity {
    /// SARIF's word for the level: `note` stands for info.
    var sarifLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}

/// Writes a report in one of the output formats.
public enum ReportFormatter {
    /// The report's findings as the format prints them on standard output.
    public static func format(_ report: LintReport, as format: OutputFormat, context: OutputContext) -> String {
        switch format {
        case .text: TextReport.render(report, context: context)
        case .json: JSONReport.render(report, context: context)
        case .sarif: SARIFReport.render(report, context: context)
        case .github: GitHubReport.render(report, context: context)
        case .checkstyle: CheckstyleReport.render(report, context: context)
        case .junit: JUnitReport.render(report, context: context)
        }
    }

    /// What goes to standard error: notes, the problems, then one summary line.
    public static func summary(_ report: LintReport) -> String {
        var lines = report.notes.map(\.description) + report.problems.map(\.description)
        lines += report.fixed.map { entry in
            let screen = entry.screen.map { " on screen \"\($0)\"" } ?? ""
            return "\(entry.file): note: fixed since the baseline: \(entry.rule)\(screen)"
                + (entry.message.isEmpty ? "" : " (\(entry.message))")
        }
        let files = count(report.fileCount, "file")
        var summary: String
        if report.findings.isEmpty {
            summary = "navlint: checked \(files): no findings"
        } else {
            let counts = Severity.allCases.reversed().compactMap { severity -> String? in
                let n = report.findings.filter { $0.finding.severity == severity }.count
                guard n > 0 else { return nil }
                return severity == .info ? "\(n) info" : count(n, severity.rawValue)
            }
            summary = "navlint: checked \(files): \(count(report.findings.count, "finding")) (\(counts.joined(separator: ", ")))"
        }
        if report.baselined > 0 {
            summary += "; \(count(report.baselined, "finding")) in the baseline not shown"
        }
        if !report.fixed.isEmpty {
            summary += "; \(count(report.fixed.count, "baseline finding")) fixed (write the baseline again to drop \(report.fixed.count == 1 ? "it" : "them"))"
        }
        if !report.problems.isEmpty {
            let failed = Set(report.problems.map(\.path)).count
            summary += "; \(count(failed, "path")) could not be linted: fix the errors above or leave those paths out"
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

/// Xcode's and GCC's `path:line:col: severity: message`, so editors and Xcode's
/// issue navigator jump to the line.
enum TextReport {
    static func render(_ report: LintReport, context: OutputContext) -> String {
        let paint = ANSIColor(enabled: context.color)
        return report.findings.map { item in
            let f = item.finding
            return paint.bold("\(item.path):\(f.location.line):\(f.location.column):") + " "
                + paint.severity(f.severity) + " "
                + "\(item.displayMessage) [\(f.ruleID) \(f.slug)]\n    \(paint.dim(context.reference(for: f.ruleID)))\n"
        }.joined()
    }
}

/// ANSI escape sequences, or none when colour is off.
struct ANSIColor {
    var enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    func severity(_ severity: Severity) -> String {
        let text = "\(severity.rawValue):"
        switch severity {
        case .error: return wrap(text, "1;31")
        case .warning: return wrap(text, "1;33")
        case .info: return wrap(text, "1;36")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// `--color`'s answer: `auto` colours a terminal unless `NO_COLOR` is set and
    /// not empty (no-color.org) or `TERM` is `dumb`.
    static func isEnabled(_ choice: ColorChoice, environment: [String: String], stdoutIsTerminal: Bool) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto: stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}

/// `{"files": N, "findings": [...], "problems": [...], "notes": [...]}`: how many files were
/// checked, the findings, the files that could not be linted and the notes on files with
/// nothing to check, each located, so a script sees in one document what text output splits
/// over two streams. (`files` comes first so that output saved in the app's folder never
/// starts like a JSON bar spec, whose first key is `bars`.)
enum JSONReport {
    static func render(_ report: LintReport, context: OutputContext) -> String {
        JSONOutput.object([("files", .int(report.fileCount)),
                           ("findings", .array(report.findings.map { finding($0, context: context) }))]
                          + diagnostics(problems: report.problems, notes: report.notes)).rendered()
    }

    /// The `problems` and `notes` members, which `navlint bars --format json` shares.
    static func diagnostics(problems: [InputProblem], notes: [Diagnostic]) -> [(String, JSONOutput)] {
        [("problems", .array(problems.map { located($0.path, $0.location, "error", $0.message) })),
         ("notes", .array(notes.map { located($0.path, $0.location, $0.level.rawValue, $0.message) }))]
    }

    private static func finding(_ item: LintFinding, context: OutputContext) -> JSONOutput {
        let f = item.finding
        var members: [(String, JSONOutput)] = [
            ("file", .string(item.path)),
            ("line", .int(f.location.line)),
            ("column", .int(f.location.column)),
            ("rule", .string(f.ruleID)),
            ("slug", .string(f.slug)),
            ("severity", .string(f.severity.rawValue)),
            ("message", .string(f.message)),
        ]
        if let url = context.url(for: f.ruleID) { members.append(("url", .string(url))) }
        if let screen = item.screen { members.append(("screen", .string(screen))) }
        if let objectID = item.objectID { members.append(("objectID", .string(objectID))) }
        return .object(members)
    }

    /// A problem or a note: where (line and column only when the message is about a place
    /// in the file), how serious, and what.
    private static func located(_ path: String, _ location: SourceLocation?, _ level: String, _ message: String) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("file", .string(path))]
        if let location { members += [("line", .int(location.line)), ("column", .int(location.column))] }
        members += [("level", .string(level)), ("message", .string(message))]
        return .object(members)
    }
}
