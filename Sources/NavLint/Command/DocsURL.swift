import NavReaders
import NavYAML

/// Where rule links point: `--docs-url`, else `NAVDOCS_DOCS_URL`, else
/// `base_url` in `./navdocs.yml`, else ``defaultURL``.
public enum DocsURL {
    public static let defaultURL = "https://navdocs.dev"
    public static let configPath = "navdocs.yml"

    /// The docs URL and any warnings about a config file that could not be
    /// used (navlint says so and carries on with the default).
    public static func resolve(option: String?, environment: [String: String],
                               fileSystem: any FileSystem) -> (url: String, warnings: [String]) {
        if let option, !option.isEmpty { return (option, []) }
        if let variable = environment["NAVDOCS_DOCS_URL"], !variable.isEmpty { return (variable, []) }
        guard case .file? = try? fileSystem.entry(at: configPath) else { return (defaultURL, []) }
        let fallback = "; using \(defaultURL) for rule links"
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(configPath, limit: 1024 * 1024)
        } catch {
            return (defaultURL, ["\(configPath): warning: cannot read: \(error.message)\(fallback)"])
        }
        let root: YAMLNode?
        do {
            root = try YAMLNode.parse(bytes: bytes)
        } catch {
            return (defaultURL, ["\(configPath):\(error.line):\(error.column): warning: \(error.message)\(fallback)"])
        }
        guard let value = root?["base_url"] else { return (defaultURL, []) }
        guard let url = value.asString, !url.isEmpty else {
            return (defaultURL, ["\(configPath):\(value.line):\(value.column): warning: base_url must be a URL\(fallback)"])
        }
        return (url, [])
    }
}
