import NavRules

/// What the command line asked for.
public enum NavLintCommand: Hashable, Sendable {
    case lint(LintOptions)
    /// `navlint bars`: print what was read, before any rule runs.
    case bars(BarsOptions)
    case rules(format: RulesFormat, docsURL: String?)
    case explain(rule: String, docsURL: String?)
    case help
    case version
}

public struct LintOptions: Hashable, Sendable {
    public var format: OutputFormat = .text
    public var docsURL: String?
    public var failOn: FailOn = .warning
    public var appName: String?
    public var paths: [String] = []

    public init(format: OutputFormat = .text, docsURL: String? = nil, failOn: FailOn = .warning,
                appName: String? = nil, paths: [String] = []) {
        self.format = format
        self.docsURL = docsURL
        self.failOn = failOn
        self.appName = appName
        self.paths = paths
    }
}

public struct BarsOptions: Hashable, Sendable {
    public var format: BarsFormat = .navbar
    public var mockup = false
    public var appName: String?
    public var paths: [String] = []

    public init(format: BarsFormat = .navbar, mockup: Bool = false, appName: String? = nil, paths: [String] = []) {
        self.format = format
        self.mockup = mockup
        self.appName = appName
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
    private static let options = ["--format", "--docs-url", "--fail-on", "--app-name", "--mockup", "--help", "--version"]
    private static let valued: Set<String> = ["--format", "--docs-url", "--fail-on", "--app-name"]

    /// Parses the arguments after the program name. `rules`, `explain` and `bars` as
    /// the first word are subcommands; write `./rules` to lint a folder of that name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> NavLintCommand {
        var format: String?, docsURL: String?, failOn: String?, appName: String?
        var mockup = false
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
            default: failOn = value
            }
        }
        if docsURL == "" { throw UsageError("--docs-url needs a URL, as in --docs-url https://example.org/docs") }
        if appName?.isEmpty == true { throw UsageError("--app-name needs a name, as in --app-name Mail") }
        if mockup && words.first != "bars" { throw UsageError("--mockup applies to navlint bars") }

        switch words.first {
        case "bars":
            guard words.count > 1 else { throw UsageError("navlint bars needs paths, as in navlint bars App/") }
            guard failOn == nil, docsURL == nil else { throw UsageError("navlint bars takes only --format, --mockup and --app-name") }
            return .bars(BarsOptions(format: try choice(format ?? "navbar", for: "--format", BarsFormat.self),
                                     mockup: mockup, appName: appName, paths: Array(words.dropFirst())))
        case "rules":
            guard appName == nil else { throw UsageError("--app-name applies to linting, not to navlint rules") }
            guard words.count == 1 else { throw UsageError("navlint rules takes no paths") }
            guard failOn == nil else { throw UsageError("--fail-on applies to linting, not to navlint rules") }
            return .rules(format: try choice(format ?? "text", for: "--format", RulesFormat.self), docsURL: docsURL)
        case "explain":
            guard words.count == 2 else { throw UsageError("navlint explain takes one rule, as in navlint explain NB001") }
            guard format == nil, failOn == nil, appName == nil else { throw UsageError("navlint explain takes only --docs-url") }
            return .explain(rule: words[1], docsURL: docsURL)
        default:
            guard !words.isEmpty else {
                throw UsageError("no paths given; pass files or folders, as in navlint App/")
            }
            return .lint(LintOptions(format: try choice(format ?? "text", for: "--format", OutputFormat.self),
                                     docsURL: docsURL,
                                     failOn: try choice(failOn ?? "warning", for: "--fail-on", FailOn.self),
                                     appName: appName, paths: words))
        }
    }

    private static func choice<E: CaseIterable & RawRepresentable>(_ value: String, for option: String, _ type: E.Type)
        throws(UsageError) -> E where E.RawValue == String {
        if let choice = E(rawValue: value) { return choice }
        let names = E.allCases.map(\.rawValue)
        throw UsageError("\(option) must be one of \(names.joined(separator: ", ")), not \"\(value)\"")
    }
}
