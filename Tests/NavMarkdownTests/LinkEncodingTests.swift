@testable import NavMarkdown
import Testing

/// Link destinations percent-encoded as cmark encodes them.
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
}
