import NavReaders
import NavYAML

/// Where rule links point: `--docs-url` (or `docs_url` in `.navlint.yml`), else
/// `NAVDOCS_DOCS_URL`, else `base_url` in `./navdocs.yml`, else the site `make install`
/// puts beside navlint, as a `file://` URL. With none of these there is no link, and
/// output names `navlint explain` instead: no default points at a host nobody serves.
public enum DocsURL {
    public static let configPath = "navdocs.yml"
    /// Where `make install` puts the built site, from the folder the installed navlint is in.
    public static let installedSitePath = "../share/doc/navdocs"

    /// Where the links go, and whether someone chose it (else navlint names `navlint explain` too).
    public struct Resolved: Hashable, Sendable {
        /// The docs site root, or `nil` when nothing is configured and no site is installed.
        public var url: String?
        public var isConfigured: Bool
    }

    /// The docs URL and any warnings about a config file that could not be used (navlint
    /// says so and carries on as if it were not there). `executableDirectory` is the folder
    /// of the running navlint, where the installed site is looked for.
    public static func resolve(option: String?, environment: [String: String], fileSystem: any FileSystem,
                               executableDirectory: String?) -> (docs: Resolved, warnings: [String]) {
        if let option, !option.isEmpty { return (Resolved(url: option, isConfigured: true), []) }
        if let variable = environment["NAVDOCS_DOCS_URL"], !variable.isEmpty {
            return (Resolved(url: variable, isConfigured: true), [])
        }
        let installed = Resolved(url: installedSiteURL(executableDirectory, fileSystem: fileSystem), isConfigured: false)
        guard case .file? = try? fileSystem.entry(at: configPath) else { return (installed, []) }
        let fallback = installed.url.map { "; using \($0) for rule links" } ?? "; rule links are left out"
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(configPath, limit: 1024 * 1024)
        } catch {
            return (installed, ["\(configPath): warning: cannot read: \(error.message)\(fallback)"])
        }
        let root: YAMLNode?
        do {
            root = try YAMLNode.parse(bytes: bytes)
        } catch {
            return (installed, ["\(configPath):\(error.line):\(error.column): warning: \(error.message)\(fallback)"])
        }
        guard let value = root?["base_url"] else { return (installed, []) }
        guard let url = value.asString, !url.isEmpty else {
            return (installed, ["\(configPath):\(value.line):\(value.column): warning: base_url must be a URL\(fallback)"])
        }
        return (Resolved(url: url, isConfigured: true), [])
    }

    /// `file:///usr/local/share/doc/navdocs/` when the installed site's index is there.
    static func installedSiteURL(_ executableDirectory: String?, fileSystem: any FileSystem) -> String? {
        guard let executableDirectory, executableDirectory.hasPrefix("/") else { return nil }
        let site = normalized(executableDirectory + "/" + installedSitePath)
        guard case .file? = try? fileSystem.entry(at: site + "/index.html") else { return nil }
        return "file://" + percentEncoded(site) + "/"
    }

    /// `/usr/local/bin/../share` → `/usr/local/share`.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A path as a URL path: bytes outside RFC 3986's unreserved set and `/` as `%XX`.
    private static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
    }
}
