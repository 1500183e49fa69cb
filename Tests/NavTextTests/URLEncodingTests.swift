import NavText
import Testing

/// What each kind of URL part keeps and what it writes as `%XX`.
@Suite struct URLEncodingTests {
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
}
