import NavText
import Testing

/// The one encoder every href and src a site writes from a file's path goes through.
@Suite struct PathEncodingTests {
    @Test func eachSegmentIsPercentEncodedColonIncluded() {
        #expect(PathEncoding.encoded("guide/titles.html") == "guide/titles.html")
        #expect(PathEncoding.encoded("javascript:alert(document.domain).html") == "javascript%3Aalert(document.domain).html")
        #expect(PathEncoding.encoded("a b/ü#?%.html") == "a%20b/%C3%BC%23%3F%25.html")
        #expect(PathEncoding.href(from: "guide/a.html", to: "x:y/b.html") == "../x%3Ay/b.html")
    }
}
