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

    static let knownKeys = ["title", "description", "order", "rule", "aliases", "draft", "slug"]
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
            let key = pair.key.text, value = pair.value
            switch key {
            case "title": fm.title = reader.text(value, key: key)
            case "description": fm.description = reader.text(value, key: key)
            case "order": if let n = reader.wholeNumber(value, key: key) { fm.order = n }
            case "rule":
                fm.rule = reader.text(value, key: key)
                fm.ruleLocation = value.position
            case "aliases":
                if let list = value.asStringList {
                    fm.aliases = list
                    fm.aliasLocations = value.items?.map(\.position) ?? Array(repeating: value.position, count: list.count)
                } else if let one = value.asString {
                    fm.aliases = [one]
                    fm.aliasLocations = [value.position]
                } else {
                    reader.fail(value, ConfigReader.Message.mustBe(key, "a list of paths"))
                }
            case "draft": if let b = reader.bool(value, key: key) { fm.draft = b }
            case "slug":
                fm.slug = reader.text(value, key: key)
                fm.slugLocation = value.position
            default:
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
