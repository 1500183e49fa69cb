import NavBase
import NavRules
import NavYAML

/// `navdocs.yml`: the site's title and where its content, theme and output live.
/// Paths are relative to the file's folder.
public struct SiteConfig: Sendable {
    /// `title:`; nil names the site after its first page.
    public var title: String?
    public var description = ""
    public var baseURL: String?
    public var content = "content"
    public var theme = "themes/default"
    /// Whether the file names a theme; without one a site with no `themes/default` folder uses
    /// the theme built into navdocs.
    public var themeIsSet = false
    public var output = "site"
    public var unsafeHTML = false
    /// The sidebar and reading order, when the file lists them; otherwise folders and `order:` decide.
    public var navigation: SiteNavigation?
    public var links = LinkPolicy()
    /// `exclude:`: globs of content files left out of the site (`SUMMARY.md`, `*.inc.md`, `drafts/`).
    public var exclude: [PathGlob] = []
    /// `nav: SUMMARY.md`: an mdBook summary in the content folder that gives the order, read
    /// with the content; `navigation` stays nil until then.
    public var summary: (path: String, at: SourceLocation)?
    /// `edit_url`: an address with `{path}` where each page's source path goes.
    public var editURL: String?
    /// `last_updated: git`, and where it is written (the warnings about it point there).
    public var lastUpdatedFromGit: SourceLocation?
    /// `navlint`: the navlint that verifies Swift examples when none is beside navdocs or on PATH.
    public var navlint: String?
    /// `snippets: base_path:`: the folders a `--8<--` snippet path is looked for in, relative to
    /// the config file's folder; pymdownx.snippets' key and default (see `IncludeFolder`).
    public var snippetBasePaths = ["."]

    public init() {}

    /// Every key `navdocs.yml` may hold, as `--help` lists them and unknown keys are matched against.
    public static let keys = ["title", "description", "base_url", "content", "theme", "output", "unsafe_html", "nav", "links",
                       "exclude", "edit_url", "last_updated", "navlint", "snippets"]

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
            case "theme":
                config.theme = reader.nonEmptyText(value, key: key) ?? config.theme
                config.themeIsSet = true
            case "output": config.output = reader.nonEmptyText(value, key: key) ?? config.output
            case "unsafe_html": config.unsafeHTML = reader.bool(value, key: key) ?? config.unsafeHTML
            case "nav":
                // A file name instead of a list: the order is an mdBook summary's.
                if let file = value.asString {
                    guard file.hasSuffix(".md"), let normal = Paths.resolve(file, from: ""), !normal.isEmpty else {
                        reader.fail(value, Message.summaryNotAPage(file))
                        continue
                    }
                    config.summary = (normal, value.position)
                    continue
                }
                config.navigation = SiteNavigation.parse(value, reader: &reader)
            case "exclude":
                guard let items = value.items else { reader.fail(value, Message.excludeNotAList(value)); continue }
                for item in items {
                    guard let glob = reader.nonEmptyText(item, label: "each of exclude") else { continue }
                    config.exclude.append(PathGlob(glob))
                }
            case "links": config.links = LinkPolicy.parse(value, reader: &reader)
            case "edit_url":
                guard let url = reader.nonEmptyText(value, key: key) else { continue }
                guard isWebAddress(url) else { reader.fail(value, Message.notAWebAddress(key, value)); continue }
                guard url.contains("{path}") else { reader.fail(value, Message.editURLWithoutPath); continue }
                config.editURL = url
            case "navlint": config.navlint = reader.nonEmptyText(value, key: key)
            case "snippets":
                guard let pairs = reader.pairs(value, orFail: Message.snippetsNotAMapping) else { continue }
                for pair in pairs {
                    guard pair.key.text == "base_path" else {
                        reader.fail(.scalar(pair.key), Message.unknownSnippetsKey(pair.key.text))
                        continue
                    }
                    // A path or a list of them, as pymdownx takes either.
                    let items = pair.value.items ?? [pair.value]
                    var bases: [String] = []
                    for item in items {
                        guard let base = reader.nonEmptyText(item, label: "each of snippets.base_path") else { continue }
                        guard !base.hasPrefix("/") else { reader.fail(item, Message.absoluteBasePath(base)); continue }
                        bases.append(base)
                    }
                    if !bases.isEmpty { config.snippetBasePaths = bases }
                }
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
        static func summaryNotAPage(_ file: String) -> String {
            "nav \"\(file)\" must be a list of entries or the path of a summary in the content folder (SUMMARY.md)"
        }
        static func excludeNotAList(_ value: YAMLNode) -> String {
            ConfigReader.Message.mustBe("exclude", "a list of globs (\"SUMMARY.md\", \"drafts/\", \"**/*.inc.md\")", not: value)
        }
        static let snippetsNotAMapping = ConfigReader.Message.mustBe("snippets", "a mapping with base_path")
        static func unknownSnippetsKey(_ key: String) -> String {
            "unknown key \"snippets.\(key)\"\(Suggestion.hint(for: key, in: ["base_path"]))"
        }
        static func absoluteBasePath(_ path: String) -> String {
            "snippets.base_path \"\(path)\" must be relative to the config file's folder, so that the site builds on any machine"
        }
        static func unknownKey(_ key: String) -> String {
            "unknown config key \"\(key)\"\(Suggestion.hint(for: key, in: SiteConfig.keys))"
        }
    }
}
