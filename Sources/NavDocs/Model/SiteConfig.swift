import NavBase
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
    /// `navlint`: the navlint that verifies Swift examples when none is beside navdocs or on PATH.
    public var navlint: String?

    public init() {}

    static let keys = ["title", "description", "base_url", "content", "theme", "output", "unsafe_html", "nav", "links",
                       "edit_url", "last_updated", "navlint"]

    /// Reads the config file's text. Unknown keys are warnings; wrong types are errors.
    public static func parse(_ bytes: [UInt8], path: String) throws(DiagnosticList) -> (SiteConfig, [Diagnostic]) {
        var config = SiteConfig()
        var warnings: [Diagnostic] = []
        let root: YAMLNode?
        do { root = try YAMLNode.parse(bytes: bytes) } catch { throw DiagnosticList([error.diagnostic(path: path)]) }
        guard let root, !root.isNull else { return (config, []) }
        var reader = ConfigReader(path: path)
        guard let pairs = reader.pairs(root, orFail: Message.notAMapping) else { throw DiagnosticList(reader.errors) }
        for pair in pairs {
            let key = pair.key.text, value = pair.value
            switch key {
            case "title": config.title = reader.nonEmptyText(value, key: key) ?? config.title
            case "description": config.description = value.asString ?? ""
            case "base_url":
                guard let url = reader.nonEmptyText(value, key: key) else { continue }
                guard isWebAddress(url) else { reader.fail(value, Message.notAWebAddress(key, value)); continue }
                config.baseURL = url
            case "content": config.content = reader.nonEmptyText(value, key: key) ?? config.content
            case "theme": config.theme = reader.nonEmptyText(value, key: key) ?? config.theme
            case "output": config.output = reader.nonEmptyText(value, key: key) ?? config.output
            case "unsafe_html": config.unsafeHTML = reader.bool(value, key: key) ?? config.unsafeHTML
            case "nav": config.navigation = SiteNavigation.parse(value, reader: &reader)
            case "links": config.links = LinkPolicy.parse(value, reader: &reader)
            case "edit_url":
                guard let url = reader.nonEmptyText(value, key: key) else { continue }
                guard isWebAddress(url) else { reader.fail(value, Message.notAWebAddress(key, value)); continue }
                guard url.contains("{path}") else { reader.fail(value, Message.editURLWithoutPath); continue }
                config.editURL = url
            case "navlint": config.navlint = reader.nonEmptyText(value, key: key)
            case "last_updated":
                guard value.asString == "git" else { reader.fail(value, Message.lastUpdatedNotGit(value)); continue }
                config.lastUpdatedFromGit = value.position
            default:
                warnings.append(Diagnostic(path: path, location: pair.key.position, level: .warning,
                                           message: Message.unknownKey(key)))
            }
        }
        if !reader.errors.isEmpty { throw DiagnosticList(reader.errors) }
        return (config, warnings)
    }

    private static func isWebAddress(_ url: String) -> Bool { url.hasPrefix("https://") || url.hasPrefix("http://") }

    enum Message {
        static let notAMapping = "the config must be a mapping of keys to values"
        static func notAWebAddress(_ key: String, _ value: YAMLNode) -> String {
            ConfigReader.Message.mustBe(key, "an absolute http(s) URL", not: value)
        }
        static let editURLWithoutPath = "\"edit_url\" must contain \"{path}\", where each page's source path goes, e.g. \"https://github.com/org/repo/edit/main/content/{path}\""
        static func lastUpdatedNotGit(_ value: YAMLNode) -> String {
            ConfigReader.Message.mustBe("last_updated", "\"git\" (each page's last commit date)", not: value)
        }
        static func unknownKey(_ key: String) -> String {
            "unknown config key \"\(key)\"\(Suggestion.hint(for: key, in: SiteConfig.keys))"
        }
    }
}
