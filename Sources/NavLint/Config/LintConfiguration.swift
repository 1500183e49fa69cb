import NavBase
import NavRules
import NavYAML

/// `.navlint.yml`: how a team runs navlint, checked in next to the app.
/// Globs are relative to the file's folder.
public struct LintConfiguration: Hashable, Sendable {
    public static let fileName = ".navlint.yml"

    /// Rules turned off, severities and option values.
    public var rules = RuleConfiguration()
    /// When not empty, only files matching one of these are linted.
    public var included: [PathGlob] = []
    public var excluded: [PathGlob] = []
    public var ignores: [IgnoreEntry] = []
    public var appName: String?
    /// Every bar is taken to be on this platform, whatever its file says (Mac Catalyst).
    public var platform: Platform?
    public var docsURL: String?

    public init() {}

    static let keys = ["disabled_rules", "severity", "options", "included", "excluded", "ignore",
                       "app_name", "platform", "docs_url"]
    static let severityWords = Severity.allCases.reversed().map(\.rawValue) + ["off"]

    /// Reads the file's bytes; every problem is a located error, and all are reported at once.
    public static func parse(_ bytes: [UInt8], path: String, catalog: RuleCatalog) throws(DiagnosticList) -> LintConfiguration {
        var parser = ConfigParser(path: path, catalog: catalog)
        let root: YAMLNode?
        do { root = try YAMLNode.parse(bytes: bytes) } catch {
            throw DiagnosticList([error.diagnostic(path: path)])
        }
        let config = parser.configuration(root)
        if !parser.errors.isEmpty { throw DiagnosticList(parser.errors) }
        return config
    }
}

/// A config `ignore:` entry: findings of `rules` (every rule when empty) in files
/// matching `path`, narrowed to one screen when `screen` is set.
public struct IgnoreEntry: Hashable, Sendable {
    public var path: PathGlob
    /// A screen's name as findings show it, its class name alone, or its object ID.
    public var screen: String?
    public var rules: Set<String>

    public init(path: PathGlob, screen: String? = nil, rules: Set<String> = []) {
        self.path = path
        self.screen = screen
        self.rules = rules
    }

    /// Whether this entry suppresses `finding`; `relativePath` is its file relative to the config.
    func covers(_ finding: LintFinding, relativePath: String) -> Bool {
        guard rules.isEmpty || rules.contains(finding.finding.ruleID), path.matches(relativePath) else { return false }
        guard let screen else { return true }
        guard let shown = finding.screen else { return false }
        let className = shown.split(separator: " (").first.map(String.init)
        return screen == shown || screen == className || screen == finding.objectID
    }
}

/// Turns the YAML tree into a configuration, collecting located errors as it goes.
private struct ConfigParser {
    let catalog: RuleCatalog
    /// The value checks every config file shares, and the errors found so far.
    var reader: ConfigReader
    var errors: [Diagnostic] { reader.errors }

    init(path: String, catalog: RuleCatalog) {
        reader = ConfigReader(path: path)
        self.catalog = catalog
    }

    mutating func configuration(_ root: YAMLNode?) -> LintConfiguration {
        var config = LintConfiguration()
        guard let root, !root.isNull else { return config }
        guard let pairs = root.pairs else {
            fail(root, "the config must be a mapping of keys to values, as in disabled_rules: [NB011]")
            return config
        }
        for pair in pairs {
            let value = pair.value
            switch pair.key.text {
            case "disabled_rules":
                for id in ruleList(value, key: "disabled_rules") { config.rules.disabled.insert(id) }
            case "severity":
                for (key, node) in mapping(value, key: "severity", example: "severity: {NB001: error}") {
                    guard let id = rule(key), let word = reader.nonEmptyText(node, label: "severity of \(id)") else { continue }
                    if word == "off" { config.rules.disabled.insert(id) }
                    else if let severity = Severity(rawValue: word) { config.rules.severities[id] = severity }
                    else { fail(node, "severity of \(id) must be one of \(LintConfiguration.severityWords.joined(separator: ", ")), not \"\(word)\"\(hint(word, LintConfiguration.severityWords))") }
                }
            case "options":
                for (key, node) in mapping(value, key: "options", example: "options: {NB001: {max_length: 20}}") {
                    guard let id = rule(key), let rule = catalog.description(matching: id) else { continue }
                    config.rules.options[id, default: [:]].merge(options(node, of: rule)) { $1 }
                }
            case "included": config.included = globs(value, key: "included")
            case "excluded": config.excluded = globs(value, key: "excluded")
            case "ignore": config.ignores = ignores(value)
            case "app_name": config.appName = reader.nonEmptyText(value, key: "app_name")
            case "docs_url": config.docsURL = reader.nonEmptyText(value, key: "docs_url")
            case "platform":
                guard let word = reader.nonEmptyText(value, key: "platform") else { continue }
                let names = Platform.allCases.map(\.rawValue)
                guard let platform = Platform(rawValue: word) else {
                    fail(value, "\"platform\" must be one of \(names.joined(separator: ", ")), not \"\(word)\"\(hint(word, names))")
                    continue
                }
                config.platform = platform
            default:
                fail(pair.key, "unknown key \"\(pair.key.text)\"\(hint(pair.key.text, LintConfiguration.keys))")
            }
        }
        return config
    }

    // MARK: Values

    private mutating func options(_ node: YAMLNode, of rule: RuleDescription) -> [String: RuleOptionValue] {
        var values: [String: RuleOptionValue] = [:]
        let names = rule.options.map(\.name)
        guard !rule.options.isEmpty else {
            fail(node, "\(rule.id) has no options")
            return values
        }
        for (key, value) in mapping(node, key: "options of \(rule.id)", example: "\(rule.id): {\(names[0]): …}") {
            guard let option = rule.options.first(where: { $0.name == key.text }) else {
                fail(key, "\(rule.id) has no option \"\(key.text)\"\(hint(key.text, names))")
                continue
            }
            let label = "\(rule.id) \(option.name)"
            switch option.kind {
            case .integer:
                if let number = integer(value, label, option.range) { values[option.name] = .integer(number) }
            case .integerPerPlatform:
                if value.pairs == nil {
                    if let number = integer(value, label, option.range) { values[option.name] = .perPlatform(PerPlatform(number)) }
                    continue
                }
                // Platforms left out keep the default.
                guard case .perPlatform(var numbers) = option.defaultValue else { continue }
                let platforms = Platform.allCases.map(\.rawValue)
                for (platformKey, number) in mapping(value, key: label, example: "") {
                    guard let platform = Platform(rawValue: platformKey.text) else {
                        fail(platformKey, "\(label) has no platform \"\(platformKey.text)\"; use \(platforms.joined(separator: ", "))\(hint(platformKey.text, platforms))")
                        continue
                    }
                    if let n = integer(number, "\(label) for \(platform.rawValue)", option.range) { numbers[platform] = n }
                }
                values[option.name] = .perPlatform(numbers)
            }
        }
        return values
    }

    private mutating func ignores(_ node: YAMLNode) -> [IgnoreEntry] {
        guard let items = node.items else {
            fail(node, "\"ignore\" must be a list of entries, as in - {path: \"App/Settings.storyboard\", rules: [NB003]}")
            return []
        }
        var entries: [IgnoreEntry] = []
        for item in items {
            guard item.pairs != nil else {
                fail(item, "each ignore entry must be a mapping with path, and optionally screen and rules")
                continue
            }
            var entry = IgnoreEntry(path: PathGlob(""))
            var hasPath = false
            for (key, value) in mapping(item, key: "ignore entry", example: "") {
                switch key.text {
                case "path":
                    if let glob = reader.nonEmptyText(value, key: "path") { entry.path = PathGlob(glob); hasPath = true }
                case "screen": entry.screen = reader.nonEmptyText(value, key: "screen")
                case "rules": entry.rules = Set(ruleList(value, key: "rules"))
                default: fail(key, "unknown key \"\(key.text)\" in an ignore entry\(hint(key.text, ["path", "screen", "rules"]))")
                }
            }
            if hasPath { entries.append(entry) } else { fail(item, "an ignore entry needs a path") }
        }
        return entries
    }

    private mutating func globs(_ node: YAMLNode, key: String) -> [PathGlob] {
        guard let list = node.asStringList ?? node.asString.map({ [$0] }) else {
            fail(node, "\"\(key)\" must be a list of path globs, as in \(key): [\"App/**\"]")
            return []
        }
        return list.map(PathGlob.init)
    }

    /// Rule IDs, slugs or former slugs, as IDs.
    private mutating func ruleList(_ node: YAMLNode, key: String) -> [String] {
        guard let items = node.items else {
            fail(node, "\"\(key)\" must be a list of rule IDs, as in \(key): [NB011]")
            return []
        }
        return items.compactMap { item in
            guard case .scalar(let scalar) = item, !item.isNull else {
                fail(item, "\"\(key)\" must list rule IDs, as in \(key): [NB011]")
                return nil
            }
            return rule(scalar)
        }
    }

    /// The ID of the rule a key names, or nil after reporting it unknown.
    private mutating func rule(_ key: YAMLScalar) -> String? {
        if let rule = catalog.description(matching: key.text) { return rule.id }
        let suggestion = catalog.suggestion(for: key.text).map(Suggestion.hint(naming:)) ?? ""
        fail(key, "unknown rule \"\(key.text)\"\(suggestion)")
        return nil
    }

    private mutating func mapping(_ node: YAMLNode, key: String, example: String) -> [(YAMLScalar, YAMLNode)] {
        guard let pairs = node.pairs else {
            fail(node, "\(key) must be a mapping" + (example.isEmpty ? "" : ", as in \(example)"))
            return []
        }
        return pairs.map { ($0.key, $0.value) }
    }

    private mutating func integer(_ node: YAMLNode, _ label: String, _ range: ClosedRange<Int>) -> Int? {
        guard let number = node.asInt else {
            fail(node, "\(label) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        guard range.contains(number) else {
            fail(node, "\(label) must be from \(range.lowerBound) to \(range.upperBound), not \(number)")
            return nil
        }
        return number
    }

    private func hint(_ word: String, _ candidates: [String]) -> String {
        Suggestion.hint(for: word, in: candidates)
    }

    private mutating func fail(_ node: YAMLNode, _ message: String) {
        reader.fail(node, message)
    }

    private mutating func fail(_ key: YAMLScalar, _ message: String) {
        fail(.scalar(key), message)
    }
}
