@testable import NavMarkdown
import Testing

/// Raw HTML as GitHub publishes it: allowlisted tags and attributes kept, the rest dropped.
@Suite struct HTMLSanitizerTests {
    @Test(arguments: [
        // Kept as written (attributes rewritten in one form).
        ("<kbd>Ctrl</kbd>", "<kbd>Ctrl</kbd>"),
        ("<sup>1</sup><sub>2</sub><ins>a</ins><del>b</del><s>c</s>", "<sup>1</sup><sub>2</sub><ins>a</ins><del>b</del><s>c</s>"),
        ("<details open>\n<summary>More</summary>\n", "<details open>\n<summary>More</summary>\n"),
        ("</details>\n", "</details>\n"),
        ("<p align=center><img src=logo.png alt='A &amp; B' width=40></p>", #"<p align="center"><img src="logo.png" alt="A &amp; B" width="40"></p>"#),
        ("<br/>", "<br>"),
        ("<a id=\"x\"/>", #"<a id="x"></a>"#),
        ("<A NAME='old'></A>", #"<a id="old"></a>"#),
        ("<dl><dt id=\"option-x\">-x</dt><dd>Text</dd></dl>", #"<dl><dt id="option-x">-x</dt><dd>Text</dd></dl>"#),
        ("<picture><source srcset=\"a.png 2x\" media=\"(min-width: 1px)\"><img src=b.png></picture>",
         #"<picture><source srcset="a.png 2x" media="(min-width: 1px)"><img src="b.png"></picture>"#),
        ("a < b and c > d", "a &lt; b and c > d"),
        // Always gone: script, style, iframe with what is inside them; event handlers; script URLs.
        ("<script>alert(1)</script>after", "after"),
        ("<STYLE>p {}</STYLE><iframe src=x></iframe>", ""),
        ("<img src=x onerror=alert(1)>", #"<img src="x">"#),
        ("<a href=\"jav&#x61;script:alert(1)\">x</a>", ##"<a href="#">x</a>"##),
        ("<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">", ##"<img src="#">"##),
        ("<img src=\"data:image/png;base64,AAAA\">", #"<img src="data:image/png;base64,AAAA">"#),
        ("<div onclick=\"alert(1)\" style=\"color: red\" class=x id=box>y</div>", #"<div id="box">y</div>"#),
        ("<a href=\"data:text/html,x\">x</a>", ##"<a href="#">x</a>"##),
        // References are decoded before an address is judged, as a browser decodes them.
        ("<a href='java&Tab;script:x'>a</a><a href=\"javascript&colon;x\">b</a><a href=&#106;avascript:x>c</a>",
         ##"<a href="#">a</a><a href="#">b</a><a href="#">c</a>"##),
        // The first of two same-named attributes counts; a reference the reader does not know stays as written.
        ("<img src=\"a.png\" src=\"javascript:x\" alt=\"caf&eacute; &quot;\">", #"<img src="a.png" alt="caf&eacute; &quot;">"#),
        // Not on the list: the tag goes, its text stays.
        ("<font color=red>warm</font>", "warm"),
        ("<!-- note -->", ""),
    ])
    func sanitized(html: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(html).html == expected)
    }

    @Test func droppedTagsAreNamedAndIdsListed() {
        let result = HTMLSanitizer.sanitize("<center><a name=top></a><span id=s>x</span></center><!-- c --><!DOCTYPE html>")
        #expect(result.dropped == ["center", "center", "!"])
        #expect(result.ids == ["top", "s"])
    }

    @Test func anImageAddressGoesThroughTheCallerAndAScriptOneDoesNot() {
        let result = HTMLSanitizer.sanitize("<img src=\"a.png\"><img src=\"javascript:x\"> <img src=b.png>") { "\($1)/" + $0 }
        #expect(result.html == ##"<img src="0/a.png"><img src="#"> <img src="42/b.png">"##)
    }

    @Test func idsOfHTMLKeptAsWrittenComeFromEveryTag() {
        #expect(HTMLSanitizer.ids(in: "<div id=\"a\" class=b><section ID='c'></section><a name=d></a><img name=e>") == ["a", "c", "d"])
    }

    @Test func sanitizingTwiceChangesNothing() {
        let once = HTMLSanitizer.sanitize("<p align=center><a href=\"x.html\" name=n>a</a><img src=\"b.png\" alt=\"&quot;\"></p>").html
        #expect(HTMLSanitizer.sanitize(once).html == once)
    }
}
