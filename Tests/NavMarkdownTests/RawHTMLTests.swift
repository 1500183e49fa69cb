@testable import NavMarkdown
import Testing

/// The anchors raw HTML gives a page, read without an HTML parser.
@Suite struct RawHTMLTests {
    @Test(arguments: [
        ("<a id=\"x\">", "x" as String?), ("<A NAME='y'>", "y"), ("<a id=x>", "x"),
        ("<a href=\"/\">", nil), ("<a id=\"x\" onclick=\"alert(1)\">", nil), ("<a id=\"a&quot;b\">", nil), ("<abbr id=x>", nil),
    ])
    func anchorOpenings(html: String, name: String?) {
        #expect(RawHTML.anchorOpening(html) == name)
    }

    @Test func idsInTags() {
        #expect(RawHTML.ids(in: "<div id=\"a\" class=b><span ID='c'></span><a name=d></a><img name=e>") == ["a", "c", "d"])
    }
}
