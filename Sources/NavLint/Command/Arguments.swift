import NavRules

/// What the command line asked for.
public enum NavLintCommand: Hashable, Sendable {
    case lint(LintOptions)
    case rules(format: RulesFormat, docsURL: String?)
    case explain(rule: String, docsURL: String?)
    case help
    case version
}

public struct LintOptions: Hashable, Sendable {
    public var format: OutputFormat = .text
    public var docsURL: String?
    public var failOn: FailOn = .warning
    public var paths: [String] = []

    public init(format: OutputFormat = .text, docsURL: String? = nil, failOn: FailOn = .warning, paths: [String] = []) {
        self.format = format
        self.docsURL = docsURL
        self.failOn = failOn
        self.paths = paths
    }
}

public enum RulesFormat: String, CaseIterable, Sendable { case text, json }

/// A command line navlint cannot run; the message says what to change.
public struct UsageError: Error, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

extension NavLintCommand {
    private static let options = ["--format", "--docs-url", "--fail-on", "--help", "--version"]

    /// Parses the arguments after the program name. `rules` and `explain` as
    /// the first word are subcommands; write `./rules` to lint a folder of that name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> NavLintCommand {
        var format: String?, docsURL: String?, failOn: String?
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
            var name = argument, value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard ["--format", "--docs-url", "--fail-on"].contains(name) else {
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
            default: failOn = value
            }
        }
        if docsURL == "" { throw UsageError("--docs-url needs a URL, as in --docs-url https://example.org/docs") }

        switch words.first {
        case "rules":
            guard words.count == 1 else { throw UsageError("navlint rules takes no paths") }
            guard failOn == nil else { throw UsageError("--fail-on applies to linting, not to navlint rules") }
            return .rules(format: try choice(format ?? "text", for: "--format", RulesFormat.self), docsURL: docsURL)
        case "explain":
            guard words.count == 2 else { throw UsageError("navlint explain takes one rule, as in navlint explain NB001") }
            guard format == nil, failOn == nil else { throw UsageError("navlint explain takes only --docs-url") }
            return .explain(rule: words[1], docsURL: docsURL)
        default:
            guard !words.isEmpty else {
                throw UsageError("no paths given; pass .navbar or .json files or folders, as in navlint Specs/")
            }
            return .lint(LintOptions(format: try choice(format ?? "text", for: "--format", OutputFormat.self),
                                     docsURL: docsURL,
                                     failOn: try choice(failOn ?? "warning", for: "--fail-on", FailOn.self),
                                     paths: words))
        }
    }

    private static func choice<E: CaseIterable & RawRepresentable>(_ value: String, for option: String, _ type: E.Type)
        throws(UsageError) -> E where E.RawValue == String {
        if let choice = E(rawValue: value) { return choice }
        let names = E.allCases.map(\.rawValue)
        throw UsageError("\(option) must be one of \(names.joined(separator: ", ")), not \"\(value)\"")
    }
}
