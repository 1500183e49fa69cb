import Foundation
@testable import NavDocs
import NavText
import NavDocsTestSupport
import Testing

/// A file's name reaches every href and src navdocs writes through one encoder, so no
/// name can become a `javascript:` link.
@Suite struct FileNamesInLinksTests {
    static let hostile = "javascript:alert(document.domain)"

    static func hostileSite(baseURL: String? = "https://docs.example.com/") throws -> MemorySink {
        var options = BuildOptions()
        options.baseURL = baseURL
        let content = Fixture.site([
            "index.md": "# Home\n\n[it](\(hostile).md)\n",
            "\(hostile).md": "# Script\n\n## Part\n\nText.\n",
            "\(hostile)/index.md": "# Folder\n",
            "\(hostile)/inner.md": "# Inner\n",
        ])
        let sink = MemorySink()
        _ = try SiteBuilder(content: content, theme: XSSTests.theme, options: options).build(into: sink)
        return sink
    }

    @Test func aFileNameNeverBecomesAScriptURL() throws {
        let sink = try Self.hostileSite()
        #expect(sink.files["\(Self.hostile).html"] != nil, "the page is published under its own name")
        var encodedLinks = 0
        for (path, bytes) in sink.files where path.hasSuffix(".html") || path.hasSuffix(".js") || path.hasSuffix(".xml") {
            let text = String(decoding: bytes, as: UTF8.self)
            // Any attribute or index entry that starts with the name would be a live script link.
            for bad in ["href=\"javascript:", "src=\"javascript:", "\"url\":\"javascript:", "\"javascript:alert",
                        "/javascript:alert", "=javascript:alert"] {
                #expect(!text.contains(bad), "\(path) holds \(bad)")
            }
            encodedLinks += text.components(separatedBy: "javascript%3Aalert(document.domain)").count - 1
        }
        let search = sink.searchIndexFiles().joined()
        #expect(search.contains("\"javascript%3Aalert(document.domain).html\""), "search results link the encoded path")
        #expect(!search.contains("javascript:"))
        #expect(sink.text("sitemap.xml")?.contains("https://docs.example.com/javascript%3Aalert(document.domain)/inner.html") == true)
        #expect(sink.text("index.html")?.contains("href=\"javascript%3Aalert(document.domain).html\"") == true,
                "the sidebar and the author's link point at the page, encoded")
        #expect(sink.text("\(Self.hostile)/inner.html")?.contains("href=\"../javascript%3Aalert(document.domain)/index.html\"") == true
                || sink.text("\(Self.hostile)/inner.html")?.contains("href=\"index.html\"") == true)
        #expect(encodedLinks > 5)
    }

    @Test func scriptFilesInContentAreNotPublishedInSafeMode() throws {
        let files = [
            "index.md": "# Home\n",
            "page.html": "<script>alert(1)</script>",
            "old.HTM": "x", "doc.xhtml": "x", "app.js": "alert(1)",
            "logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><circle r=\"1\"/></svg>",
            "bad.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" onload = \"alert(1)\"/>",
            "worse.svg": "<svg><SCRIPT>alert(1)</SCRIPT></svg>",
            "data.json": "{}",
        ]
        let (sink, summary) = try Fixture.build(files).get()
        for dropped in ["page.html", "old.HTM", "doc.xhtml", "app.js"] {
            #expect(sink.files[dropped] == nil, "\(dropped) is not published")
            #expect(summary.warnings.contains { $0.description == "content/\(dropped):1:1: warning: " + LoadContent.Message.notPublished(dropped) }
                    || summary.warnings.contains { $0.message == LoadContent.Message.notPublished(dropped) }, "a warning names \(dropped)")
        }
        #expect(sink.files["logo.svg"] != nil && sink.files["data.json"] != nil)
        let svgWarnings = summary.warnings.filter { $0.message.contains("holds a <script> element") }.map(\.path).sorted()
        #expect(svgWarnings == ["content/bad.svg", "content/worse.svg"])

        var unsafe = BuildOptions()
        unsafe.unsafeHTML = true
        let (published, quiet) = try Fixture.build(files, options: unsafe).get()
        #expect(published.files["page.html"] != nil && published.files["app.js"] != nil)
        #expect(!quiet.warnings.contains { $0.message.contains("is not published") })
    }
}
