import Foundation
@testable import NavMarkdown
@testable import NavDocs
import NavDocsTestSupport
import NavRules
import Testing

/// A site whose every field an author controls carries script, built with the real
/// theme (themes/default; the fixture theme until it exists). Parsing the output must
/// find no script element, event-handler attribute or script URL beyond what the
/// same site built from harmless text has, which is what the theme itself put there.
@Suite struct XSSTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var theme: FileTree {
        let real = packageRoot.appendingPathComponent("themes/default/templates").path
        return FileManager.default.fileExists(atPath: real)
            ? DiskTree(root: packageRoot.appendingPathComponent("themes/default").path) : Fixture.theme
    }

    /// Script in every form a field can carry it. No single quotes: it goes into YAML '…'.
    static let payload = #""><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>"#

    /// The site, with `p` in every place an author writes text.
    static func pages(_ p: String) -> [String: String] {
        let safe = p == "SAFE"
        // A .navbar value cannot start with a quote, and a good example's labels must stay short.
        let label = safe ? "SAFE SAFE SAFE SAFE" : "<script>alert(1)</script><img src=x onerror=alert(1)>"
        let short = safe ? "SAFE" : "<b onclick=x>"
        return [
            // What `<img src=x>` loads: raw HTML images are checked like Markdown images.
            "x": "x",
            "index.md": """
            ---
            title: '\(p)'
            description: '\(p)'
            ---
            # Home

            Text \(p) and `\(p)` and **\(p)**.

            ## \(p)

            [\(p)](https://example.com/ "\(p.replacingOccurrences(of: "\"", with: "&quot;"))")
            [one](javascript:alert(1)) [two](JaVaScRiPt:alert(1)) [three](java&#x09;script:alert(1))
            [four](vbscript:msgbox(1)) [five](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)
            <javascript:alert(1)> [six][ref] [seven](<javascript:alert(1)>)

            [ref]: javascript:alert(1)

            ![\(p)](javascript:alert(1) "\(p.replacingOccurrences(of: "\"", with: "&quot;"))")
            ![svg](data:image/svg+xml,<svg/onload=alert(1)>) ![html](data:text/html,<script>alert(1)</script>)

            <script>alert(1)</script>

            <div onclick="alert(1)"><iframe src="javascript:alert(1)"></iframe></div>

            | \(p) | b |
            |---|---|
            | `\(p)` | <img src=x onerror=alert(1)> |

            ```"><script>alert(1)</script>
            \(p)
            ```

            > - \(p)
            >   1. <svg onload=alert(1)>

            """,
            "guide/index.md": """
            ---
            title: '\(p)'
            aliases: ['old/\(p.replacingOccurrences(of: "/", with: "-"))']
            ---
            # Guide

            ```navbar good
            screen: \(label)
            title: \(short)
            back: \(short)
            trailing: \(short)
            ```

            ```navbar bad NB001
            screen: \(label)
            title: \(label)
            ```

            """,
        ]
    }

    static func build(_ p: String, unsafeHTML: Bool = false) throws -> MemorySink {
        var options = BuildOptions()
        options.siteTitle = p
        options.siteDescription = p
        options.unsafeHTML = unsafeHTML
        let sink = MemorySink()
        let builder = SiteBuilder(content: Fixture.site(pages(p)), theme: theme, options: options)
        do { _ = try builder.build(into: sink) } catch {
            Issue.record("build failed: \(error.diagnostics.map(\.description))")
        }
        return sink
    }

    /// Every script the HTML pages of a site hold, counted, with the file names left out:
    /// stubs for the payload's aliases have payload names.
    static func scripts(in sink: MemorySink) -> [String: Int] {
        var counts: [String: Int] = [:]
        for (path, bytes) in sink.files where path.hasSuffix(".html") {
            for problem in ScriptScan.problems(in: String(decoding: bytes, as: UTF8.self)) { counts[problem, default: 0] += 1 }
        }
        return counts
    }

    @Test func payloadsInEveryFieldAddNoScript() throws {
        let safe = try Self.build("SAFE")
        let hostile = try Self.build(Self.payload)
        #expect(hostile.files.keys.filter { $0.hasSuffix(".html") }.count == safe.files.keys.filter { $0.hasSuffix(".html") }.count)
        #expect(Self.scripts(in: hostile) == Self.scripts(in: safe))
        let home = try #require(hostile.text("index.html"))
        #expect(home.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the payload is shown as text")
        #expect(!home.contains("<div onclick"), "the event handler is dropped")
    }

    @Test func theSearchIndexKeepsPayloadsInsideItsStrings() throws {
        let files = try Self.build(Self.payload).searchIndexFiles()
        let fragmentFiles = files.filter { $0.hasPrefix("navdocsSearchPages[") }
        try #require(!fragmentFiles.isEmpty)
        // A fragment file is one assignment of a JSON value: if each parses, no payload ended a string early.
        var titles: [String] = []
        for file in fragmentFiles {
            let json = try searchScriptValue(Array(file.utf8), after: "]=") as? [[String: Any]]
            for fragment in try #require(json) {
                titles += try #require(fragment["docs"] as? [[Any]]).compactMap { $0[0] as? String }
            }
        }
        #expect(titles.count > 2)
        #expect(titles.contains(Self.payload), "the title comes back whole")
        // A chunk is one assignment of a string of posting digits and spaces.
        for chunk in files where chunk.hasPrefix("navdocsSearchChunks[") {
            #expect(chunk.drop { $0 != "=" }.dropFirst(2).dropLast(3).allSatisfy { $0 == " " || $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        }
    }

    @Test func unsafeHTMLKeepsTheAuthorsHTMLButStillNeutralisesScriptURLs() throws {
        let home = try #require(Self.build(Self.payload, unsafeHTML: true).text("index.html"))
        #expect(home.contains(#"<div onclick="alert(1)">"#), "the author's own HTML is kept")
        #expect(home.contains(##"<a href="#">one</a> <a href="#">two</a> <a href="#">three</a>"##))
        #expect(home.contains(##"<a href="#">four</a> <a href="#">five</a>"##))
    }

    @Test func theThemePrintsRawOnlyTheHTMLTheGeneratorWrote() throws {
        let folder = Self.packageRoot.appendingPathComponent("themes/default/templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
        try #require(!names.isEmpty)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            var raw: [String] = []
            for marker in ["{{{", "{{&"] {
                var rest = Substring(text)
                while let open = rest.range(of: marker) {
                    rest = rest[open.upperBound...]
                    let end = rest.firstIndex(of: "}") ?? rest.endIndex
                    raw.append(rest[..<end].trimmingCharacters(in: .whitespaces))
                }
            }
            #expect(raw.allSatisfy { $0 == "content" }, "\(name) prints \(raw) unescaped")
        }
    }

    @Test(arguments: [
        ("javascript:alert(1)", "#"), ("  JAVASCRIPT:alert(1)", "#"), ("java\tscript:alert(1)", "#"),
        ("java\u{0}script:x", "#"), ("vbscript:x", "#"), ("data:text/html,x", "#"), ("file:///etc/passwd", "#"),
        ("https://example.com/a:b", "https://example.com/a:b"), ("guide/a.html#x:y", "guide/a.html#x:y"),
        ("mailto:a@example.com", "mailto:a@example.com"),
    ])
    func linkTargetsThatRunScriptBecomeHash(_ url: String, _ expected: String) {
        #expect(URLSafety.safeLink(url) == expected)
    }

    @Test(arguments: [
        ("data:image/png;base64,AAAA", "data:image/png;base64,AAAA"), ("data:image/svg+xml,<svg/onload=x>", "#"),
        ("DATA:text/html,x", "#"), ("javascript:x", "#"), ("img/a.png", "img/a.png"),
    ])
    func imageSourcesAllowOnlyRasterDataURLs(_ url: String, _ expected: String) {
        #expect(URLSafety.safeImage(url) == expected)
    }

    @Test func theScannerFindsWhatABrowserWouldRun() {
        #expect(ScriptScan.problems(in: #"<p>a</p><SCRIPT src=x></SCRIPT><img SRC=x OnError="a()">"#)
                == ["<script> element", "onerror= on <img>"])
        #expect(ScriptScan.problems(in: #"<a href="&#106;avascript:x">a</a><a href='java&Tab;script:x'>b</a>"#).count == 2)
        #expect(ScriptScan.problems(in: ##"<p>&lt;script&gt; onload=x javascript:x</p><a href="#">ok</a>"##) == [])
    }
}
