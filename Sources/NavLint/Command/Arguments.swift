import NavBase
import NavRules

/// What the command line asked for.
public enum NavLintCommand: Hashable, Sendable {
    case lint(LintOptions)
    /// `navlint bars`: print what was read, before any rule runs.
    case bars(BarsOptions)
    /// `navlint report`: every bar drawn with its findings, in one HTML file.
    case report(ReportOptions)
    case rules(format: RulesFormat, docsURL: String?)
    case explain(rule: String, docsURL: String?)
    /// `navlint examples`: Swift examples from standard input, verified for the docs generator.
    case examples
    case help
    case version
}

public struct LintOptions: Hashable, Sendable {
    public var format: OutputFormat = .text
    public var docsURL: String?
    public var failOn: FailOn = .warning
    public var appName: String?
    /// `--config FILE`; without it the nearest `.navlint.yml` is used.
    public var config: String?
    /// `--baseline FILE`: findings recorded there are not reported.
    public var baseline: String?
    /// `--write-baseline FILE`: record today's findings there.
    public var writeBaseline: String?
    public var color: ColorChoice = .auto
    /// `--quiet`: findings only, no notes and no summary.
    public var quiet = false
    /// With `-` as the path: the name standard input is linted under.
    public var stdinPath: String?
    /// `--parse-all` (not in the help): every file parsed, for comparing with the fast path.
    public var readsEverything = false
    /// `--no-cache`: nothing read from or written to the read cache.
    public var usesCache = true
    public var paths: [String] = []

    public init(format: OutputFormat = .text, docsURL: String? = nil, failOn: FailOn = .warning,
                appName: String? = nil, config: String? = nil, baseline: String? = nil,
                writeBaseline: String? = nil, color: ColorChoice = .auto, quiet: Bool = false,
                stdinPath: String? = nil, paths: [String] = []) {
        self.format = format
        self.docsURL = docsURL
        self.failOn = failOn
        self.appName = appName
        self.config = config
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.color = color
        self.quiet = quiet
        self.stdinPath = stdinPath
        self.paths = paths
    }

    /// `navlint -`: one file read from standard input.
    public var readsStandardInput: Bool { paths == ["-"] }
}

/// `--color`: `auto` colours a terminal unless `NO_COLOR` is set.
public enum ColorChoice: String, CaseIterable, Sendable { case auto, always, never }

public struct BarsOptions: Hashable, Sendable {
    public var format: BarsFormat = .navbar
    public var mockup = false
    public var appName: String?
    /// `--parse-all` and `--no-cache`, as for lint.
    public var readsEverything = false
    public var usesCache = true
    public var paths: [String] = []

    public init(format: BarsFormat = .navbar, mockup: Bool = false, appName: String? = nil, paths: [String] = []) {
        self.format = format
        self.mockup = mockup
        self.appName = appName
        self.paths = paths
    }
}

public struct ReportOptions: Hashable, Sendable {
    /// `--out FILE`: where the HTML goes.
    public var out: String
    public var docsURL: String?
    public var appName: String?
    public var config: String?
    public var baseline: String?
    /// `--no-cache`, as for lint.
    public var usesCache = true
    public var paths: [String]

    public init(out: String, docsURL: String? = nil, appName: String? = nil, config: String? = nil,
                baseline: String? = nil, paths: [String]) {
        self.out = out
        self.docsURL = docsURL
        self.appName = appName
        self.config = config
        self.baseline = baseline
        self.paths = paths
    }
}

public enum BarsFormat: String, CaseIterable, Sendable { case navbar, json }

public enum RulesFormat: String, CaseIterable, Sendable { case text, json }

/// A command line navlint cannot run; the message says what to change.
public struct UsageError: Error, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

extension NavLintCommand {
    private static let options = ["--format", "--docs-url", "--fail-on", "--app-name", "--mockup", "--help", "--version",
                                  "--config", "--baseline", "--write-baseline", "--color", "--quiet", "--stdin-path", "--out",
                                  "--no-cache"]
    private static let valued: Set<String> = ["--format", "--docs-url", "--fail-on", "--app-name", "--config",
                                              "--baseline", "--write-baseline", "--color", "--stdin-path", "--out"]
    /// Options that only lint runs take.
    private static let lintOnly = ["--config", "--baseline", "--write-baseline", "--color", "--quiet", "--stdin-path"]

    /// Parses the arguments after the program name. `rules`, `explain`, `bars` and `report`
    /// as the first word are subcommands; write `./rules` to lint a folder of that name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> NavLintCommand {
        var format: String?, docsURL: String?, failOn: String?, appName: String?
        var mockup = false, quiet = false, parseAll = false, noCache = false
        var lintValues: [String: String] = [:]
        var words: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                words.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "--help" || argument == "-h" { return .help }
            if argument == "--version" { return .version }
            if argument == "--mockup" { mockup = true; continue }
            if argument == "--parse-all" { parseAll = true; continue }
            if argument == "--no-cache" { noCache = true; continue }
            if argument == "--quiet" || argument == "-q" { quiet = true; continue }
            var name = argument, value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard valued.contains(name) else {
                let hint = Suggestion.hint(for: name, in: options)
                throw UsageError("unknown option \(name)\(hint)")
            }
            if value == nil {
                guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                value = arguments[index]
                index += 1
            }
            switch name {
            case "--format": format = value
            case "--docs-url": docsURL = value
            case "--app-name": appName = value
            case "--fail-on": failOn = value
            default:
                guard value?.isEmpty == false else { throw UsageError("\(name) needs a value") }
                lintValues[name] = value
            }
        }
        if docsURL == "" { throw UsageError("--docs-url needs a URL, as in --docs-url https://example.org/docs") }
        if appName?.isEmpty == true { throw UsageError("--app-name needs a name, as in --app-name Mail") }
        if mockup && words.first != "bars" { throw UsageError("--mockup applies to navlint bars") }
        if lintValues["--out"] != nil && words.first != "report" { throw UsageError("--out applies to navlint report") }
        if ["bars", "rules", "explain"].contains(words.first),
           let option = lintOnly.first(where: { lintValues[$0] != nil || ($0 == "--quiet" && quiet) }) {
            throw UsageError("\(option) applies to linting, not to navlint \(words.first!)")
        }

        switch words.first {
        case "bars":
            guard words.count > 1 else { throw UsageError("navlint bars needs paths, as in navlint bars App/") }
            guard failOn == nil, docsURL == nil else { throw UsageError("navlint bars takes only --format, --mockup and --app-name") }
            var options = BarsOptions(format: try choice(format ?? "navbar", for: "--format", BarsFormat.self),
                                      mockup: mockup, appName: appName, paths: Array(words.dropFirst()))
            options.readsEverything = parseAll
            options.usesCache = !noCache
            return .bars(options)
        case "report":
            guard words.count > 1 else { throw UsageError("navlint report needs paths, as in navlint report App/ --out report.html") }
            guard let out = lintValues["--out"] else { throw UsageError("navlint report needs --out, as in navlint report App/ --out report.html") }
            if let option = ["--write-baseline", "--color", "--quiet", "--stdin-path"]
                .first(where: { lintValues[$0] != nil || ($0 == "--quiet" && quiet) }) ?? (format != nil ? "--format" : failOn != nil ? "--fail-on" : nil) {
                throw UsageError("\(option) does not apply to navlint report")
            }
            if words.contains("-") { throw UsageError("navlint report reads files and folders, not standard input") }
            var options = ReportOptions(out: out, docsURL: docsURL, appName: appName, config: lintValues["--config"],
                                        baseline: lintValues["--baseline"], paths: Array(words.dropFirst()))
            options.usesCache = !noCache
            return .report(options)
        case "rules":
            guard appName == nil else { throw UsageError("--app-name applies to linting, not to navlint rules") }
            guard words.count == 1 else { throw UsageError("navlint rules takes no paths") }
            guard failOn == nil else { throw UsageError("--fail-on applies to linting, not to navlint rules") }
            return .rules(format: try choice(format ?? "text", for: "--format", RulesFormat.self), docsURL: docsURL)
        case "examples":
            guard words.count == 1, format == nil, failOn == nil, appName == nil, docsURL == nil, lintValues.isEmpty, !quiet else {
                throw UsageError("navlint examples takes no options and no paths; it reads its blocks from standard input")
            }
            return .examples
        case "explain":
            guard words.count == 2 else { throw UsageError("navlint explain takes one rule, as in navlint explain NB001") }
            guard format == nil, failOn == nil, appName == nil else { throw UsageError("navlint explain takes only --docs-url") }
            return .explain(rule: words[1], docsURL: docsURL)
        default:
            guard !words.isEmpty else {
                throw UsageError("no paths given; pass files or folders, as in navlint App/")
            }
            if words.contains("-") && words.count > 1 {
                throw UsageError("- reads one file from standard input; lint other paths in another run")
            }
            if lintValues["--stdin-path"] != nil && words != ["-"] {
                throw UsageError("--stdin-path names standard input; pass - as the path")
            }
            if lintValues["--baseline"] != nil && lintValues["--write-baseline"] != nil {
                throw UsageError("--baseline and --write-baseline cannot be combined; write the baseline first")
            }
            var options = LintOptions(format: try choice(format ?? "text", for: "--format", OutputFormat.self),
                                      docsURL: docsURL,
                                      failOn: try choice(failOn ?? "warning", for: "--fail-on", FailOn.self),
                                      appName: appName, config: lintValues["--config"],
                                      baseline: lintValues["--baseline"], writeBaseline: lintValues["--write-baseline"],
                                      color: try choice(lintValues["--color"] ?? "auto", for: "--color", ColorChoice.self),
                                      quiet: quiet, stdinPath: lintValues["--stdin-path"], paths: words)
            options.readsEverything = parseAll
            options.usesCache = !noCache
            return .lint(options)
        }
    }

    private static func choice<E: CaseIterable & RawRepresentable>(_ value: String, for option: String, _ type: E.Type)
        throws(UsageError) -> E where E.RawValue == String {
        if let choice = E(rawValue: value) { return choice }
        let names = E.allCases.map(\.rawValue)
        throw UsageError("\(option) must be one of \(names.joined(separator: ", ")), not \"\(value)\"")
    }
}
