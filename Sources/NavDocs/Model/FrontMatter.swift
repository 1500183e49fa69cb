import NavBase
import NavRules
import NavYAML

/// What a page says about itself between its opening and closing `---` lines.
package struct FrontMatter: Sendable, Hashable {
    var title: String?
    var description: String?
    var order: Int?
    /// The ID of the rule this page documents.
    var rule: String?
    var ruleLocation: SourceLocation?
    /// Old paths that must keep working, as redirect stubs.
    var aliases: [String] = []
    var aliasLocations: [SourceLocation] = []
    var draft = false
    /// Replaces the file name in the output path (`slug: setup` → `setup.html`).
    var slug: String?
    var slugLocation: SourceLocation?

    static let knownKeys = FrontMatterKey.all.map(\.name)
}

/// A front-matter key, declared once, as SwiftLint's `RuleDescription` is: its name, what its
/// value must be, what a page without it gets, whether it reaches the page's part of the
/// site's digests, and how it is read from YAML and kept in the incremental cache. The
/// reader, its unknown-key warning, the cache's coder and the cache's version all read
/// `FrontMatterKey.all`; adding a key is one declaration here and its field in `FrontMatter`.
struct FrontMatterKey: Sendable {
    let name: String
    /// What its value must be, in `ConfigReader.Message`'s words.
    let kind: String
    /// What a page that does not set it gets.
    let absent: String
    /// Whether the page's part of the site's digests (`PageDigests`) changes with it, so that a
    /// change to it redoes every page of an incremental build rather than the page alone. A key
    /// that moves a page (`order`) or adds files (`aliases`) reaches the site's digests through
    /// the site map instead: the pages' order, the redirects.
    let affectsDigest: Bool
    /// A value it takes, for the tests.
    let example: String
    /// How the cache keeps its fields: part of the cache's version, so a change is a new format.
    let cached: String
    /// Reads its value into `frontMatter`; a value of the wrong kind is an error in `reader`.
    let read: @Sendable (inout ConfigReader, YAMLNode, inout FrontMatter) -> Void
    let encode: @Sendable (inout CacheWriter, FrontMatter) -> Void
    /// False when the bytes are not what `encode` wrote.
    let decode: @Sendable (inout CacheReader, inout FrontMatter) -> Bool

    static let all: [FrontMatterKey] = [
        FrontMatterKey(name: "title", kind: ConfigReader.Message.text, absent: "the page's first H1, else its first heading",
                       affectsDigest: true, example: "A title", cached: "text?",
                       read: { reader, value, f in f.title = reader.text(value, key: "title") },
                       encode: { out, f in out.optional(f.title) { $0.string($1) } },
                       decode: { input, f in input.optional({ $0.string() }).map { f.title = $0 } != nil }),
        FrontMatterKey(name: "description", kind: ConfigReader.Message.text, absent: "no description", affectsDigest: false,
                       example: "What the page is about", cached: "text?",
                       read: { reader, value, f in f.description = reader.text(value, key: "description") },
                       encode: { out, f in out.optional(f.description) { $0.string($1) } },
                       decode: { input, f in input.optional({ $0.string() }).map { f.description = $0 } != nil }),
        FrontMatterKey(name: "order", kind: ConfigReader.Message.wholeNumber, absent: "after the ordered pages, by path",
                       affectsDigest: false, example: "3", cached: "int?",
                       read: { reader, value, f in if let n = reader.wholeNumber(value, key: "order") { f.order = n } },
                       encode: { out, f in out.optional(f.order) { $0.int($1) } },
                       decode: { input, f in input.optional({ $0.int() }).map { f.order = $0 } != nil }),
        FrontMatterKey(name: "rule", kind: ConfigReader.Message.text, absent: "the page documents no rule",
                       affectsDigest: true, example: "NB001", cached: "text?,location?",
                       read: { reader, value, f in
                           f.rule = reader.text(value, key: "rule")
                           f.ruleLocation = value.position
                       },
                       encode: { out, f in
                           out.optional(f.rule) { $0.string($1) }
                           out.optional(f.ruleLocation) { $0.location($1) }
                       },
                       decode: { input, f in
                           guard let rule = input.optional({ $0.string() }), let at = input.optional({ $0.location() }) else { return false }
                           (f.rule, f.ruleLocation) = (rule, at)
                           return true
                       }),
        FrontMatterKey(name: "aliases", kind: "a list of paths", absent: "no redirect stubs", affectsDigest: false,
                       example: "[old/page.html]", cached: "[text],[location]",
                       read: { reader, value, f in
                           if let list = value.asStringList {
                               f.aliases = list
                               f.aliasLocations = value.items?.map(\.position) ?? Array(repeating: value.position, count: list.count)
                           } else if let one = value.asString {
                               f.aliases = [one]
                               f.aliasLocations = [value.position]
                           } else {
                               reader.fail(value, ConfigReader.Message.mustBe("aliases", "a list of paths"))
                           }
                       },
                       encode: { out, f in
                           out.list(f.aliases) { $0.string($1) }
                           out.list(f.aliasLocations) { $0.location($1) }
                       },
                       decode: { input, f in
                           guard let aliases = input.list({ $0.string() }), let at = input.list({ $0.location() }) else { return false }
                           (f.aliases, f.aliasLocations) = (aliases, at)
                           return true
                       }),
        FrontMatterKey(name: "draft", kind: ConfigReader.Message.trueOrFalse, absent: "false: the page is published",
                       affectsDigest: false, example: "true", cached: "bool",
                       read: { reader, value, f in if let b = reader.bool(value, key: "draft") { f.draft = b } },
                       encode: { out, f in out.bool(f.draft) },
                       decode: { input, f in input.bool().map { f.draft = $0 } != nil }),
        FrontMatterKey(name: "slug", kind: "letters, digits, \"-\" or \"_\"", absent: "the source's file name",
                       affectsDigest: true, example: "renamed", cached: "text?,location?",
                       read: { reader, value, f in
                           f.slug = reader.text(value, key: "slug")
                           f.slugLocation = value.position
                       },
                       encode: { out, f in
                           out.optional(f.slug) { $0.string($1) }
                           out.optional(f.slugLocation) { $0.location($1) }
                       },
                       decode: { input, f in
                           guard let slug = input.optional({ $0.string() }), let at = input.optional({ $0.location() }) else { return false }
                           (f.slug, f.slugLocation) = (slug, at)
                           return true
                       }),
    ]

    /// Each key's `decode`, in the order of `all`: the cache reads every page's front matter
    /// through these, where a loop over `all` would copy each key (its strings, its three
    /// closures) for every page.
    static let decoders = all.map(\.decode)

    /// The keys by name, for the reader.
    static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The cache's record of front matter, as its version line names it.
    static let cacheLayout = all.map { "\($0.name):\($0.cached)" }.joined(separator: " ")
}

/// Splits a page into front matter and body and reads the front matter with libyaml.
package enum FrontMatterReader {
    struct Result {
        var frontMatter = FrontMatter()
        /// The Markdown after the front matter.
        var body: ArraySlice<UInt8>
        /// How many lines the front matter took, closing `---` included.
        var bodyLineOffset = 0
        var warnings: [Diagnostic] = []
    }

    /// The largest front matter read: past it a page is refused with a located error, so one
    /// page cannot hold a build (or `serve`) for long. Forty thousand list items fit.
    static let maximumBytes = 1 << 20

    static func read(_ bytes: [UInt8], path: String) throws(DiagnosticList) -> Result {
        guard let opening = lineEnd(bytes, from: 0), isFence(bytes[0..<opening.contentEnd]) else {
            return Result(body: bytes[...])
        }
        var lineNumber = 2
        var start = opening.next
        while start < bytes.count {
            if start - opening.next > maximumBytes {
                throw DiagnosticList([Diagnostic(path: path, location: SourceLocation(line: 1, column: 1),
                                                 message: Message.tooLarge(start - opening.next))])
            }
            guard let line = lineEnd(bytes, from: start) else { break }
            let content = bytes[start..<line.contentEnd]
            if isFence(content) || content.elementsEqual("...".utf8) {
                var result = Result(body: bytes[line.next...], bodyLineOffset: lineNumber)
                try parse(Array(bytes[opening.next..<start]), path: path, into: &result)
                return result
            }
            lineNumber += 1
            start = line.next
        }
        throw DiagnosticList([Diagnostic(path: path, location: SourceLocation(line: 1, column: 1),
                                         message: Message.neverClosed)])
    }

    private static func isFence(_ line: ArraySlice<UInt8>) -> Bool {
        var trimmed = line
        while trimmed.last == UInt8(ascii: " ") || trimmed.last == UInt8(ascii: "\t") { trimmed.removeLast() }
        return trimmed.elementsEqual("---".utf8)
    }

    private static func lineEnd(_ bytes: [UInt8], from start: Int) -> (contentEnd: Int, next: Int)? {
        guard start < bytes.count else { return nil }
        var i = start
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
        let next = min(i + 1, bytes.count)
        let contentEnd = i > start && bytes[i - 1] == UInt8(ascii: "\r") ? i - 1 : i
        return (contentEnd, next)
    }

    private static func parse(_ yaml: [UInt8], path: String, into result: inout Result) throws(DiagnosticList) {
        let root: YAMLNode?
        do { root = try YAMLNode.parse(bytes: yaml, firstLine: 2) } catch {
            throw DiagnosticList([error.diagnostic(path: path, prefix: "front matter: ")])
        }
        guard let root, !root.isNull else { return }
        var reader = ConfigReader(path: path)
        guard let pairs = reader.pairs(root, orFail: Message.notAMapping) else {
            throw DiagnosticList(reader.errors)
        }
        var fm = FrontMatter()
        for pair in pairs {
            let key = pair.key.text
            if let known = FrontMatterKey.byName[key] {
                known.read(&reader, pair.value, &fm)
            } else {
                result.warnings.append(Diagnostic(path: path, location: pair.key.position,
                                                  level: .warning, message: Message.unknownKey(key)))
            }
        }
        if !reader.errors.isEmpty { throw DiagnosticList(reader.errors) }
        result.frontMatter = fm
    }
}

extension FrontMatterReader {
    /// The messages reading front matter raises, each named once (docs/architecture.md).
    enum Message {
        static func tooLarge(_ bytes: Int) -> String {
            "front matter is larger than \(maximumBytes / 1024) KB (\(bytes / 1024) KB so far); keep data in the page body or in a file beside it"
        }
        static let neverClosed = "front matter is never closed; end it with a line \"---\""
        static let notAMapping = "front matter must be a mapping of keys to values"
        static func unknownKey(_ key: String) -> String {
            "unknown front-matter key \"\(key)\"\(Suggestion.hint(for: key, in: FrontMatter.knownKeys))"
        }
    }
}
