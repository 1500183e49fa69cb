import NavRules
import NavText
import NavYAML

/// The `nav:` list of `navdocs.yml`, MkDocs' shape: each entry is a page (`- guide/titles.md`),
/// a titled page (`- Titles: guide/titles.md`) or a titled section (`- Guide: [ ... ]`).
/// It decides the sidebar's sections and the reading order; `MapSite` applies it.
public struct SiteNavigation: Sendable, Equatable {
    public indirect enum Entry: Sendable, Equatable {
        /// A page by its path in the content folder, with the title the sidebar shows for it, if given.
        case page(path: String, title: String?, at: SourceLocation)
        case section(title: String, entries: [Entry], at: SourceLocation)
    }

    public var entries: [Entry]
    /// The config file as messages name it: a listed page that does not exist is an error there.
    public var configPath: String

    static let shape = "a nav entry is a page (\"- guide/titles.md\"), a titled page (\"- Titles: guide/titles.md\") or a section (\"- Guide: [ ... ]\")"

    /// Reads the value of `nav:`; every malformed entry is an error at its place.
    static func parse(_ node: YAMLNode, path: String, errors: inout [Diagnostic]) -> SiteNavigation? {
        guard let items = node.items else {
            errors.append(Diagnostic(path: path, location: at(node), message: "nav must be a list; \(shape)"))
            return nil
        }
        return SiteNavigation(entries: entries(items, path: path, errors: &errors), configPath: path)
    }

    private static func entries(_ items: [YAMLNode], path: String, errors: inout [Diagnostic]) -> [Entry] {
        var result: [Entry] = []
        for item in items {
            if let text = item.asString {
                if let page = page(text, title: nil, node: item, path: path, errors: &errors) { result.append(page) }
                continue
            }
            guard let pairs = item.pairs, pairs.count == 1 else {
                errors.append(Diagnostic(path: path, location: at(item), message: shape))
                continue
            }
            let title = pairs[0].key.text, value = pairs[0].value
            let titleAt = SourceLocation(pairs[0].key.position)
            if let text = value.asString {
                if let page = page(text, title: title, node: value, path: path, errors: &errors) { result.append(page) }
            } else if let nested = value.items {
                result.append(.section(title: title, entries: entries(nested, path: path, errors: &errors), at: titleAt))
            } else {
                errors.append(Diagnostic(path: path, location: at(value), message: shape))
            }
        }
        return result
    }

    private static func page(_ text: String, title: String?, node: YAMLNode, path: String,
                             errors: inout [Diagnostic]) -> Entry? {
        // Written as the content folder sees it: `./a.md` and `a.md` are the same page.
        guard text.hasSuffix(".md"), let normal = Paths.resolve(text.hasPrefix("/") ? String(text.dropFirst()) : text, from: ""),
              !normal.isEmpty else {
            errors.append(Diagnostic(path: path, location: at(node),
                                     message: "nav entry \"\(text)\" must name a Markdown page in the content folder (a path ending in .md)"))
            return nil
        }
        return .page(path: normal, title: title, at: at(node))
    }

    private static func at(_ node: YAMLNode) -> SourceLocation { SourceLocation(node.position) }
}

/// What a build does with the links it cannot check as ordinary relative links: those
/// that leave the content folder (`../std/index.html`) and root-absolute ones (`/guide/x.html`).
/// `links:` in `navdocs.yml`.
public struct LinkPolicy: Sendable, Equatable, Hashable {
    public enum Treatment: String, Sendable, CaseIterable, Hashable {
        case error, warn, accept
    }
    /// How a root-absolute link is read: as a path in the content folder (checked like a page
    /// link and written relative), or as an address on the server the site is published to.
    public enum Root: String, Sendable, CaseIterable, Hashable {
        case content, site
    }

    public var outsideContent = Treatment.error
    /// `accept` with `root: content` is how navdocs always read `/x`: resolved against the content folder.
    public var rootAbsolute = Treatment.accept
    public var root = Root.content

    public init() {}

    static let keys = ["outside_content", "root_absolute", "root"]

    static func parse(_ node: YAMLNode, path: String, errors: inout [Diagnostic]) -> LinkPolicy {
        var policy = LinkPolicy()
        guard let pairs = node.pairs else {
            errors.append(Diagnostic(path: path, location: SourceLocation(node.position),
                                     message: "links must be a mapping of \(keys.joined(separator: ", ")) to values"))
            return policy
        }
        for pair in pairs {
            let at = SourceLocation(pair.value.position)
            func value<T: RawRepresentable & CaseIterable>(_: T.Type) -> T? where T.RawValue == String {
                let names = T.allCases.map(\.rawValue)
                let text = pair.value.asString ?? ""
                if let v = T(rawValue: text) { return v }
                errors.append(Diagnostic(path: path, location: at,
                                         message: "links.\(pair.key.text) must be \(names.joined(separator: ", ")), not \"\(text)\"\(Suggestion.hint(for: text, in: names))"))
                return nil
            }
            switch pair.key.text {
            case "outside_content": policy.outsideContent = value(Treatment.self) ?? policy.outsideContent
            case "root_absolute": policy.rootAbsolute = value(Treatment.self) ?? policy.rootAbsolute
            case "root": policy.root = value(Root.self) ?? policy.root
            default:
                errors.append(Diagnostic(path: path, location: SourceLocation(pair.key.position),
                                         message: "unknown key \"links.\(pair.key.text)\"\(Suggestion.hint(for: pair.key.text, in: keys))"))
            }
        }
        return policy
    }
}
