// The bodies of the fuzz targets. Fuzz/<target>/main.swift hands libFuzzer's bytes
// to these (Fuzz/run.sh compiles this file together with the package's sources),
// and RobustnessFuzzRegressionTests replays every saved crash through the same
// functions, so a fixed crash stays fixed. Each entry point must return for any
// input; a broken invariant is a precondition, which the fuzzer reports as a crash.
@testable import NavBase
@testable import NavMarkdown
@testable import NavTemplates
@testable import NavSearch
@testable import NavDocs
import NavReaders
import NavRules

enum FuzzEntry {
    /// The targets by name, as Fuzz/<name> and Tests/FuzzRegressions/<name> call them.
    static let targets: [String: @Sendable ([UInt8]) -> Void] = [
        "navbar": { navbar($0) }, "frontmatter": { frontMatter($0) }, "template": { template($0) },
        "tokenizer": { tokenizer($0) }, "interfacebuilder": { interfaceBuilder($0) },
    ]

    /// A storyboard through libxml2 and the Interface Builder reader: any bytes give bars
    /// or located errors, never a crash, and every bar can be checked, drawn and written out.
    static func interfaceBuilder(_ bytes: [UInt8]) {
        let files = OneFile(bytes: bytes)
        let read = InterfaceBuilderReader().read(["fuzz.storyboard"], companions: [], from: files,
                                                 context: ReadContext(catalog: .standard))
        read.diagnostics.forEach(checkLocated)
        precondition(read.bars.isEmpty || read.diagnostics.allSatisfy { $0.level != .error }, "bars or an error, not both")
        for item in read.bars {
            _ = RuleCatalog.standard.check(item.bar)
            _ = MockupRenderer(style: .unicode).render(item.bar)
            let spec = NavbarSpec.lines(for: item.bar).joined(separator: "\n")
            precondition((try? NavbarSpec.parse(spec, path: "x", catalog: .standard)) != nil, "a bar read is valid .navbar")
        }
    }

    private struct OneFile: FileSystem {
        let bytes: [UInt8]
        func entry(at path: String) throws(FileSystemError) -> FileEntry { .file(size: bytes.count) }
        func names(inDirectory path: String) throws(FileSystemError) -> [String] { [] }
        func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] { Array(bytes.prefix(limit)) }
    }

    /// The `.navbar` parser; every bar it accepts is checked by the rules and drawn.
    static func navbar(_ bytes: [UInt8]) {
        let bars: [NavigationBar]
        do { bars = try NavbarSpec.parse(bytes: bytes, path: "fuzz.navbar", catalog: .standard) } catch {
            precondition(!error.diagnostics.isEmpty, "a failed parse says why")
            error.diagnostics.forEach(checkLocated)
            return
        }
        for bar in bars {
            let findings = RuleCatalog.standard.check(bar)
            precondition(findings == RuleCatalog.standard.check(bar), "checking is deterministic")
            _ = MockupRenderer(style: .unicode).render(bar)
            _ = MockupRenderer(style: .ascii).render(bar)
            _ = BarDescription.text(for: bar)
        }
    }

    /// A Markdown page: front matter (libyaml through NavYAML), then the body (cmark),
    /// anchors and the HTML writer, whose output must carry no script.
    static func frontMatter(_ bytes: [UInt8]) {
        let file = LoadedContent.SourceFile(path: "guide/page.md", bytes: bytes)
        let outcome = ParsePages.parse(file, shownAs: "content/guide/page.md", options: BuildOptions(),
                                       includes: .contentOnly(MemoryTree([:])))
        (outcome.errors + outcome.warnings).forEach(checkLocated)
        guard let page = outcome.page else {
            precondition(!outcome.errors.isEmpty, "a page that is not parsed has an error")
            return
        }
        precondition(Set(page.headings.map(\.anchor)).count == page.headings.count, "anchors are unique")
        var writer = HTMLWriter(allowRawHTML: false, anchors: page.headings.map(\.anchor))
        let html = String(decoding: writer.render(page.document.blocks), as: UTF8.self)
        precondition(ScriptScan.problems(in: html).isEmpty, "no script in \(html)")
    }

    /// The Mustache engine: up to three templates (split at NUL bytes: `page`, `layout`,
    /// `item`) compiled into a library and `page` rendered twice with a fixed context.
    static func template(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
        var sources: [String: String] = [:]
        for (name, part) in zip(["page", "layout", "item"], parts) { sources[name] = String(decoding: part, as: UTF8.self) }
        let library: TemplateLibrary
        do { library = try TemplateLibrary(templates: sources) } catch {
            checkLocated(error.diagnostic)
            return
        }
        _ = library.unknownPartials()
        do {
            let first = try library.render("page", templateContext)
            let second = try library.render("page", templateContext)
            precondition(first == second, "rendering is deterministic")
        } catch {
            checkLocated(error.diagnostic)
        }
    }

    /// The search tokenizer on any bytes, and the index built from the same text.
    static func tokenizer(_ bytes: [UInt8]) {
        var scanner = SearchTokenizer.Scanner()
        bytes.withUnsafeBufferPointer { buffer in
            scanner.forEachTerm(in: buffer) { term, _ in precondition(!term.isEmpty, "terms are never empty") }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        for term in SearchTokenizer.terms(in: text) {
            precondition(!term.isEmpty && term == term.lowercased(), "terms are lowercase: \(term)")
        }
        var builder = SearchIndexBuilder()
        builder.add(SearchDocument(url: "a.html", title: text, text: text, kind: .page))
        builder.add(SearchDocument(url: "a.html#b", title: "B", breadcrumb: [text], text: text + " " + text, kind: .section))
        let (a, b) = (builder.build(), builder.build())
        precondition(a.dictionary == b.dictionary && a.chunks == b.chunks && a.fragments == b.fragments, "the index is deterministic")
    }

    static func checkLocated(_ diagnostic: Diagnostic) {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "located: \(diagnostic)")
        precondition(!diagnostic.message.isEmpty && !diagnostic.message.hasSuffix("."), "message shape: \(diagnostic)")
    }

    /// A context shaped like a page's, with markup in its strings. Its lists hold one item:
    /// sections nested k deep over n items rightly render n^k times, which is a big
    /// template, not an engine fault, and would only teach the fuzzer to time out.
    static let templateContext: TemplateValue = [
        "site": ["title": "Guide <b>&</b>", "description": "\"quoted\""],
        "lang": "en", "root": "../",
        "page": ["title": "<script>alert(1)</script>", "path": "guide/a.html", "kind": "page"],
        "nav": [["title": "Guide", "href": "index.html", "current": true,
                 "pages": [["title": "A", "href": "a.html", "current": true]]]],
        "toc": [["title": "One", "anchor": "one", "level": 2]], "hasToc": true,
        "content": "<p>Body</p>", "count": 3, "ratio": 1.5, "empty": [], "none": nil, "no": false,
    ]
}

/// Finds script in HTML: `<script` elements, `on…=` attributes and `href`/`src`
/// values that a browser would run. A small scanner, good enough for HTML this
/// project writes; the XSS tests use it on whole pages.
enum ScriptScan {
    static func problems(in html: String) -> [String] {
        var found: [String] = []
        let s = Array(html.unicodeScalars)
        var i = 0
        while i < s.count {
            guard s[i] == "<", i + 1 < s.count, s[i + 1].properties.isAlphabetic else { i += 1; continue }
            var j = i + 1
            var name = ""
            while j < s.count, !" \t\n\r\u{0C}/>".unicodeScalars.contains(s[j]) { name.unicodeScalars.append(s[j]); j += 1 }
            name = name.lowercased()
            if name == "script" { found.append("<script> element") }
            // Attributes until the closing ">".
            while j < s.count, s[j] != ">" {
                while j < s.count, " \t\n\r\u{0C}/".unicodeScalars.contains(s[j]) { j += 1 }
                var attribute = ""
                while j < s.count, !" \t\n\r\u{0C}/>=".unicodeScalars.contains(s[j]) { attribute.unicodeScalars.append(s[j]); j += 1 }
                attribute = attribute.lowercased()
                var value = ""
                while j < s.count, " \t\n\r\u{0C}".unicodeScalars.contains(s[j]) { j += 1 }
                if j < s.count, s[j] == "=" {
                    j += 1
                    while j < s.count, " \t\n\r\u{0C}".unicodeScalars.contains(s[j]) { j += 1 }
                    if j < s.count, s[j] == "\"" || s[j] == "'" {
                        let quote = s[j]; j += 1
                        while j < s.count, s[j] != quote { value.unicodeScalars.append(s[j]); j += 1 }
                        j += 1
                    } else {
                        while j < s.count, !" \t\n\r\u{0C}>".unicodeScalars.contains(s[j]) { value.unicodeScalars.append(s[j]); j += 1 }
                    }
                }
                if attribute.hasPrefix("on") && attribute.count > 2 { found.append("\(attribute)= on <\(name)>") }
                if ["href", "src", "action", "formaction", "xlink:href"].contains(attribute) {
                    let url = decodeEntities(value)
                    switch URLSafety.scheme(of: url) {
                    case "javascript", "vbscript": found.append("\(attribute)=\"\(value)\" on <\(name)>")
                    case "data" where !(name == "img" && url.lowercased().hasPrefix("data:image/")):
                        found.append("\(attribute)=\"\(value)\" on <\(name)>")
                    default: break
                    }
                }
                if attribute.isEmpty && j < s.count && s[j] != ">" { j += 1 }
            }
            i = j
        }
        return found
    }

    /// The character references a browser decodes in an attribute value.
    static func decodeEntities(_ value: String) -> String {
        guard value.contains("&") else { return value }
        var out = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            let named = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&colon;": ":",
                         "&Tab;": "\t", "&NewLine;": "\n"]
            if let (entity, text) = named.first(where: { rest.hasPrefix($0.key) }) {
                out += text; rest = rest.dropFirst(entity.count); continue
            }
            if rest.hasPrefix("&#"), let semi = rest.firstIndex(of: ";") {
                let digits = rest[rest.index(rest.startIndex, offsetBy: 2)..<semi]
                let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                if let value, let scalar = Unicode.Scalar(value) {
                    out.unicodeScalars.append(scalar); rest = rest[rest.index(after: semi)...]; continue
                }
            }
            out += "&"; rest = rest.dropFirst()
        }
        return out + rest
    }
}
