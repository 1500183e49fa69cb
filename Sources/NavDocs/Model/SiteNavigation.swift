import NavBase
import NavRules
import NavYAML

/// The `nav:` list of `navdocs.yml`, MkDocs' shape: each entry is a page (`- guide/titles.md`),
/// a titled page (`- Titles: guide/titles.md`), a titled section (`- Guide: [ ... ]`) or a
/// folder (`- user-guide/`, `- User guide: user-guide/`), as MkDocs' nav plugins read one.
/// It decides the sidebar's sections and the reading order; `MapSite` applies it.
public struct SiteNavigation: Sendable, Equatable {
    public indirect enum Entry: Sendable, Equatable {
        /// A page by its path in the content folder, with the title the sidebar shows for it, if given.
        case page(path: String, title: String?, at: SourceLocation)
        case section(title: String, entries: [Entry], at: SourceLocation)
        /// Every page of a folder (`guide`, no slash): its page first, the rest by title, then
        /// its folders as sections of their own; pages listed elsewhere in the list stay there.
        case folder(path: String, title: String?, at: SourceLocation)
    }

    public var entries: [Entry]
    /// The config file as messages name it: a listed page that does not exist is an error there.
    public var configPath: String

    /// Reads the value of `nav:`; every malformed entry is an error at its place.
    static func parse(_ node: YAMLNode, reader: inout ConfigReader) -> SiteNavigation? {
        guard let items = node.items else {
            reader.fail(node, Message.notAList)
            return nil
        }
        return SiteNavigation(entries: entries(items, reader: &reader), configPath: reader.path)
    }

    private static func entries(_ items: [YAMLNode], reader: inout ConfigReader) -> [Entry] {
        var result: [Entry] = []
        for item in items {
            if let text = item.asString {
                if let page = page(text, title: nil, node: item, reader: &reader) { result.append(page) }
                continue
            }
            guard let pairs = item.pairs, pairs.count == 1 else {
                reader.fail(item, Message.shape)
                continue
            }
            let title = pairs[0].key.text, value = pairs[0].value
            let titleAt = pairs[0].key.position
            if let text = value.asString {
                if let page = page(text, title: title, node: value, reader: &reader) { result.append(page) }
            } else if let nested = value.items {
                result.append(.section(title: title, entries: entries(nested, reader: &reader), at: titleAt))
            } else {
                reader.fail(value, Message.shape)
            }
        }
        return result
    }

    private static func page(_ text: String, title: String?, node: YAMLNode, reader: inout ConfigReader) -> Entry? {
        if text.hasSuffix("/") {
            guard let folder = Paths.resolve(text.hasPrefix("/") ? String(text.dropFirst()) : text, from: "") else {
                reader.fail(node, Message.notAPage(text))
                return nil
            }
            return .folder(path: folder, title: title, at: node.position)
        }
        // Written as the content folder sees it: `./a.md` and `a.md` are the same page.
        guard text.hasSuffix(".md"), let normal = Paths.resolve(text.hasPrefix("/") ? String(text.dropFirst()) : text, from: ""),
              !normal.isEmpty else {
            reader.fail(node, Message.notAPage(text))
            return nil
        }
        return .page(path: normal, title: title, at: node.position)
    }
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

    /// What a link to a heading a page does not have is: an error, or a warning with the link kept.
    public enum AnchorTreatment: String, Sendable, CaseIterable, Hashable {
        case error, warn
    }

    public var outsideContent = Treatment.error
    /// `accept` with `root: content` is how navdocs always read `/x`: resolved against the content folder.
    public var rootAbsolute = Treatment.accept
    public var root = Root.content
    public var anchors = AnchorTreatment.error
    /// Paths in the built site that a later step of the site's own build writes (`make site`
    /// puts navlint's sample report beside the pages): a link to one is accepted and written
    /// relative, like a page link, though navdocs neither writes nor checks the file.
    public var knownFiles: [String] = []

    public init() {}

    static let keys = ["outside_content", "root_absolute", "root", "anchors", "known_files"]

    static func parse(_ node: YAMLNode, reader: inout ConfigReader) -> LinkPolicy {
        var policy = LinkPolicy()
        guard let pairs = reader.pairs(node, orFail: SiteNavigation.Message.linksNotAMapping) else {
            return policy
        }
        for pair in pairs {
            func value<T: RawRepresentable & CaseIterable>(_: T.Type) -> T? where T.RawValue == String {
                let names = T.allCases.map(\.rawValue)
                if let text = pair.value.asString, let v = T(rawValue: text) { return v }
                let hint = Suggestion.hint(for: pair.value.asString ?? "", in: names)
                reader.fail(pair.value, SiteNavigation.Message.notOneOf(pair.key.text, names, pair.value, hint: hint))
                return nil
            }
            switch pair.key.text {
            case "outside_content": policy.outsideContent = value(Treatment.self) ?? policy.outsideContent
            case "root_absolute": policy.rootAbsolute = value(Treatment.self) ?? policy.rootAbsolute
            case "root": policy.root = value(Root.self) ?? policy.root
            case "anchors": policy.anchors = value(AnchorTreatment.self) ?? policy.anchors
            case "known_files":
                guard let items = pair.value.items else {
                    reader.fail(pair.value, SiteNavigation.Message.knownFilesNotAList(pair.value))
                    continue
                }
                for item in items {
                    guard let path = reader.nonEmptyText(item, label: "each of links.known_files") else { continue }
                    guard let clean = Paths.resolve(path, from: ""), !clean.isEmpty, !path.hasPrefix("/") else {
                        reader.fail(item, SiteNavigation.Message.knownFileOutsideSite(path))
                        continue
                    }
                    policy.knownFiles.append(clean)
                }
            default:
                reader.fail(.scalar(pair.key), SiteNavigation.Message.unknownLinksKey(pair.key.text))
            }
        }
        return policy
    }
}

extension SiteNavigation {
    /// The messages reading `nav:` and `links:` raises, each named once (docs/architecture.md).
    enum Message {
        static let shape = "a nav entry is a page (\"- guide/titles.md\"), a titled page (\"- Titles: guide/titles.md\"), a section (\"- Guide: [ ... ]\") or a folder (\"- guide/\")"
        static let notAList = "\(ConfigReader.Message.mustBe("nav", "a list")); \(shape)"
        static func notAPage(_ text: String) -> String {
            "nav entry \"\(text)\" must name a Markdown page in the content folder (a path ending in .md) or a folder (ending in /)"
        }
        static let linksNotAMapping = ConfigReader.Message.mustBe("links", "a mapping of \(LinkPolicy.keys.joined(separator: ", ")) to values")
        static func notOneOf(_ key: String, _ names: [String], _ value: YAMLNode, hint: String) -> String {
            ConfigReader.Message.mustBe("links.\(key)", names.joined(separator: ", "), not: value) + hint
        }
        static func knownFilesNotAList(_ value: YAMLNode) -> String {
            ConfigReader.Message.mustBe("links.known_files", "a list of paths in the site", not: value)
        }
        static func knownFileOutsideSite(_ path: String) -> String {
            "links.known_files entry \"\(path)\" must be a path inside the site, relative to its root"
        }
        static func unknownLinksKey(_ key: String) -> String {
            "unknown key \"links.\(key)\"\(Suggestion.hint(for: key, in: LinkPolicy.keys))"
        }
    }
}

