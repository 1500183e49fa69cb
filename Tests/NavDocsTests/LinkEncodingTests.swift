@testable import NavDocs
@testable import NavText
import Testing

@Suite struct LinkEncodingTests {
    @Test(arguments: [
        ("[a](<my file.txt>)", "<p><a href=\"my%20file.txt\">a</a></p>\n"),
        ("[b](dir\\file.txt)", "<p><a href=\"dir%5Cfile.txt\">b</a></p>\n"),
        ("[c](foo%20b&auml;)", "<p><a href=\"foo%20b%C3%A4\">c</a></p>\n"),
        ("[d](/a?b=1&c=[2]#x)", "<p><a href=\"/a?b=1&amp;c=%5B2%5D#x\">d</a></p>\n"),
        ("![e](<a b.png>)", "<p><img src=\"a%20b.png\" alt=\"e\"></p>\n"),
    ])
    func hrefsAreEncodedAsCmarkDoes(markdown: String, html: String) throws {
        #expect(try renderMarkdown(markdown) == html)
    }

    @Test(arguments: [
        ("guide/c#.html", URLEncoding.Part.path, "guide/c%23.html"),
        ("../my file?.html", .path, "../my%20file%3F.html"),
        ("100%.html", .path, "100%25.html"),
        ("café.html", .path, "caf%C3%A9.html"),
        ("a%20b#c?d", .href, "a%20b#c?d"),
        ("a b\\c", .href, "a%20b%5Cc"),
    ])
    func encoding(text: String, part: URLEncoding.Part, expected: String) {
        #expect(URLEncoding.percentEncoded(text, as: part) == expected)
    }

    @Test func pagesWithURLCharactersInTheirNamesAreLinkedFromPages() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n\n[C#](c%23.md) [space](my%20file.md) [q](<what%3F.md>) [p](100%25.md#more)\n",
            "c#.md": "# C sharp\n", "my file.md": "# Space\n", "what?.md": "# What\n", "100%.md": "# Top\n\n## More\n",
        ]).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains("href=\"c%23.html\""), "\(html)")
        #expect(html.contains("href=\"my%20file.html\""))
        #expect(html.contains("href=\"what%3F.html\""))
        #expect(html.contains("href=\"100%25.html#more\""))
    }
}
