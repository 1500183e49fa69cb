import NavBase
import NavRules
import NavYAML

/// Findings recorded on one day, so that only new ones are reported after it.
///
/// An entry is matched by file, screen and rule, not by line: editing elsewhere
/// in a file does not bring recorded findings back. Two findings of one rule on
/// one screen need two entries.
public struct Baseline: Hashable, Sendable {
    public struct Entry: Hashable, Sendable, Comparable {
        public var file: String
        public var screen: String?
        public var rule: String
        /// Kept for people reading the file; not matched.
        public var message: String

        public init(file: String, screen: String?, rule: String, message: String = "") {
            self.file = file
            self.screen = screen
            self.rule = rule
            self.message = message
        }

        var key: String { "\(file)\u{0}\(screen ?? "")\u{0}\(rule)" }

        public static func < (a: Entry, b: Entry) -> Bool { (a.key, a.message) < (b.key, b.message) }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted() }

    /// Today's findings as a baseline.
    public init(_ report: LintReport) {
        self.init(entries: report.findings.map {
            Entry(file: $0.path, screen: $0.screen, rule: $0.finding.ruleID, message: $0.finding.message)
        })
    }

    /// The file navlint writes: JSON, sorted, with no line numbers, so it diffs quietly.
    public func rendered() -> String {
        JSONOutput.object([
            ("version", .int(1)),
            ("findings", .array(entries.map { entry in
                var members: [(String, JSONOutput)] = [("file", .string(entry.file))]
                if let screen = entry.screen { members.append(("screen", .string(screen))) }
                members += [("rule", .string(entry.rule)), ("message", .string(entry.message))]
                return .object(members)
            })),
        ]).rendered()
    }

    /// Reads a file `rendered()` wrote (JSON is read through NavYAML: it is valid YAML).
    public static func parse(_ bytes: [UInt8], path: String) throws(DiagnosticList) -> Baseline {
        func failure(_ line: Int, _ column: Int, _ message: String) -> DiagnosticList {
            DiagnosticList([Diagnostic(path: path, location: SourceLocation(line: line, column: column), message: message)])
        }
        let root: YAMLNode?
        do { root = try YAMLNode.parse(bytes: bytes) } catch {
            throw failure(error.line, error.column, "not a navlint baseline: \(error.message)")
        }
        guard let root, let items = root["findings"]?.items else {
            throw failure(root?.line ?? 1, root?.column ?? 1, "not a navlint baseline: it needs a \"findings\" list; write one with --write-baseline")
        }
        var entries: [Entry] = []
        for item in items {
            guard let file = item["file"]?.asString, let rule = item["rule"]?.asString else {
                throw failure(item.line, item.column, "a baseline finding needs a file and a rule")
            }
            entries.append(Entry(file: file, screen: item["screen"]?.asString, rule: rule,
                                 message: item["message"]?.asString ?? ""))
        }
        return Baseline(entries: entries)
    }

    /// The report without the findings this baseline records, and the entries no finding matched.
    public func apply(to report: LintReport) -> (report: LintReport, fixed: [Entry]) {
        var remaining: [String: [Entry]] = Dictionary(grouping: entries, by: \.key)
        var report = report
        var kept: [LintFinding] = []
        for item in report.findings {
            let key = Entry(file: item.path, screen: item.screen, rule: item.finding.ruleID).key
            if var left = remaining[key], !left.isEmpty {
                left.removeFirst()
                remaining[key] = left
                report.baselined += 1
            } else {
                kept.append(item)
            }
        }
        report.findings = kept
        return (report, remaining.values.flatMap { $0 }.sorted())
    }
}
