import NavRules
import NavYAML

/// `navdocs.yml`: the site's title and where its content, theme and output live.
/// Paths are relative to the file's folder.
public struct SiteConfig: Sendable, Equatable {
    public var title = "navdocs"
    public var description = ""
    public var baseURL: String?
    public var content = "content"
    public var theme = "themes/default"
    public var output = "site"
    public var unsafeHTML = false
    /// The sidebar and reading order, when the file lists them; otherwise folders and `order:` decide.
    public var navigation: SiteNavigation?
    public var links = LinkPolicy()
    /// `edit_url`: an address with `{path}` where each page's source path goes.
    public var editURL: String?
    /// `last_updated: git`, and where it is written (the warnings about it point there).
    public var lastUpdatedFromGit: SourceLocation?

    public init() {}

    static let keys = ["title", "description", "base_url", "content", "theme", "output", "unsafe_html", "nav", "links",
                       "edit_url", "last_updated"]

    /// Reads the config file's text. Unknown keys are warnings; wrong types are errors.
    public static func parse(_ bytes: [UInt8], path: String) throws(DiagnosticList) -> (SiteConfig, [Diagnostic]) {
        var config = SiteConfig()
        var warnings: [Diagnostic] = []
        var errors: [Diagnostic] = []
        let root: YAMLNode?
        do { root = try YAMLNode.parse(bytes: bytes) } catch {
            throw DiagnosticList([Diagnostic(path: path, location: SourceLocation(line: error.line, column: error.column),
                                             message: error.message)])
        }
        guard let root, !root.isNull else { return (config, []) }
        guard let pairs = root.pairs else {
            throw DiagnosticList([Diagnostic(path: path, location: SourceLocation(root.position),
                                             message: "the config must be a mapping of keys to values")])
        }
        for pair in pairs {
            let at = SourceLocation(pair.value.position)
            func text() -> String? {
                if let s = pair.value.asString, !s.isEmpty { return s }
                errors.append(Diagnostic(path: path, location: at, message: "\"\(pair.key.text)\" must be non-empty text"))
                return nil
            }
            switch pair.key.text {
            case "title": config.title = text() ?? config.title
            case "description": config.description = pair.value.asString ?? ""
            case "base_url":
                guard let url = text() else { continue }
                guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
                    errors.append(Diagnostic(path: path, location: at, message: "base_url must be an absolute http(s) URL, not \"\(url)\""))
                    continue
                }
                config.baseURL = url
            case "content": config.content = text() ?? config.content
            case "theme": config.theme = text() ?? config.theme
            case "output": config.output = text() ?? config.output
            case "unsafe_html":
                if let b = pair.value.asBool { config.unsafeHTML = b }
                else { errors.append(Diagnostic(path: path, location: at, message: "unsafe_html must be true or false")) }
            case "nav": config.navigation = SiteNavigation.parse(pair.value, path: path, errors: &errors)
            case "links": config.links = LinkPolicy.parse(pair.value, path: path, errors: &errors)
            case "edit_url":
                guard let url = text() else { continue }
                guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
                    errors.append(Diagnostic(path: path, location: at, message: "edit_url must be an absolute http(s) URL, not \"\(url)\""))
                    continue
                }
                guard url.contains("{path}") else {
                    errors.append(Diagnostic(path: path, location: at,
                                             message: "edit_url must contain \"{path}\", where each page's source path goes, e.g. \"https://github.com/org/repo/edit/main/content/{path}\""))
                    continue
                }
                config.editURL = url
            case "last_updated":
                guard let value = pair.value.asString, value == "git" else {
                    let written = pair.value.asString.map { ", not \"\($0)\"" } ?? ""
                    errors.append(Diagnostic(path: path, location: at,
                                             message: "last_updated must be \"git\" (each page's last commit date)\(written)"))
                    continue
                }
                config.lastUpdatedFromGit = at
            default:
                let hint = Suggestion.hint(for: pair.key.text, in: keys)
                warnings.append(Diagnostic(path: path, location: SourceLocation(pair.key.position),
                                           level: .warning, message: "unknown config key \"\(pair.key.text)\"\(hint)"))
            }
        }
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return (config, warnings)
    }
}
