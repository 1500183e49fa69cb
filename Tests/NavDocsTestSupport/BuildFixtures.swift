import Foundation
import NavDocs
import NavDocsCommandLine
import NavRules

/// Small in-memory sites for the build tests.
public enum Fixture {
    /// A theme with every required layout, each printing just enough to assert on.
    public static let theme = MemoryTree(themeFiles, name: "theme")

    public static let themeFiles = [
        "templates/layout.mustache": "<title>{{page.title}}</title>{{$main}}{{/main}}",
        "templates/home.mustache": "{{<layout}}{{$main}}HOME {{{content}}}{{/main}}{{/layout}}",
        "templates/page.mustache": "{{<layout}}{{$main}}{{#prev}}prev={{href}} {{/prev}}{{#next}}next={{href}} {{/next}}{{{content}}}{{/main}}{{/layout}}",
        "templates/rule.mustache": "{{<layout}}{{$main}}RULE {{rule.id}} {{rule.slug}} {{rule.severity}}{{#rule.referencedFrom}} ref={{href}}{{/rule.referencedFrom}} {{{content}}}{{/main}}{{/layout}}",
        "templates/rule-index.mustache": "{{#rules}}{{id}} {{severity}} {{href}}\n{{/rules}}",
        "templates/search.mustache": "SEARCH",
        "templates/404.mustache": "NOT FOUND",
        "templates/redirect.mustache": "REDIRECT {{redirect.href}}",
        "assets/site.css": "body {}",
        // Examples are drawn as the default theme draws them.
        "templates/example.mustache": defaultTemplate("example"),
        "templates/swift-example.mustache": defaultTemplate("swift-example"),
        "templates/findings.mustache": defaultTemplate("findings"),
    ]

    /// A template of the repository's default theme.
    public static func defaultTemplate(_ name: String, file: String = #filePath) -> String {
        let repo = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = repo.appendingPathComponent("themes/default/templates/\(name).mustache").path
        guard let bytes = FileManager.default.contents(atPath: path) else { preconditionFailure("no default template at \(path)") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One minimal page per catalog rule, each with a good and a bad example.
    public static func rulePages(except skipped: Set<String> = []) -> [String: String] {
        var pages: [String: String] = [:]
        for rule in RuleCatalog.standard.descriptions where !skipped.contains(rule.id) {
            let good = rule.nonTriggeringExamples[0].spec
            let bad = rule.triggeringExamples[0]
            pages["rules/\(rule.id)-\(rule.slug).md"] = """
            ---
            rule: \(rule.id)
            ---
            # \(rule.name)

            ```navbar good
            \(good)
            ```

            ```navbar bad \(bad.fires.joined(separator: " "))
            \(bad.spec)
            ```

            """
        }
        return pages
    }

    public static func site(_ pages: [String: String], rules: [String: String] = rulePages()) -> MemoryTree {
        MemoryTree(rules.merging(pages) { _, new in new })
    }

    public static func build(_ pages: [String: String], rules: [String: String] = rulePages(),
                      options: BuildOptions = BuildOptions(), theme: MemoryTree = theme)
        -> Result<(MemorySink, BuildSummary), BuildFailure> {
        let sink = MemorySink()
        let builder = SiteBuilder(content: site(pages, rules: rules), theme: theme, options: options)
        do { return .success((sink, try builder.build(into: sink))) } catch { return .failure(error) }
    }

    public static func errors(_ pages: [String: String], rules: [String: String] = rulePages(),
                       theme: MemoryTree = theme) -> [String] {
        switch build(pages, rules: rules, theme: theme) {
        case .success: return []
        case .failure(let failure): return failure.diagnostics.map(\.description)
        }
    }
}

/// Collects what the command prints.
public final class CapturedConsole: @unchecked Sendable {
    public init() {}

    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []

    public var out: [String] { lock.lock(); defer { lock.unlock() }; return outLines }
    public var err: [String] { lock.lock(); defer { lock.unlock() }; return errLines }

    public var console: NavDocsCommand.Console {
        NavDocsCommand.Console(out: { [self] line in lock.lock(); outLines.append(line); lock.unlock() },
                               err: { [self] line in lock.lock(); errLines.append(line); lock.unlock() })
    }
}
