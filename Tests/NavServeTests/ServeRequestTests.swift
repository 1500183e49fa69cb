import Foundation
@testable import NavServe
import Testing

@Suite struct ServeRequestTests {
    @Test(arguments: [
        ("/", "file []"),
        ("/index.html", "file [index.html]"),
        ("/guide/", "file [guide] folder"),
        ("/guide/titles.html?x=1#top", "file [guide, titles.html]"),
        ("/caf%C3%A9.html", "file [café.html]"),
        ("/a%20b.html", "file [a b.html]"),
        ("/../etc/passwd", "refused"),
        ("/guide/../../etc/passwd", "refused"),
        ("/%2e%2e/%2e%2e/etc/passwd", "refused"),
        ("/%2E%2E/secret", "refused"),
        ("/.%2e/secret", "refused"),
        ("/guide%2f..%2f..%2fetc%2fpasswd", "refused"),
        ("/..%5c..%5cetc", "refused"),
        ("/a\\b", "refused"),
        ("//etc/passwd", "refused"),
        ("/a//b", "refused"),
        ("etc/passwd", "refused"),
        ("http://example.com/", "refused"),
        ("/index.html%00.css", "refused"),
        ("/%zz", "refused"),
        ("/%ff.html", "refused"),
        ("/.navdocs-site", "refused"),
        ("/%252e%252e/x", "file [%2e%2e, x]"),
    ])
    func requestPaths(target: String, expected: String) {
        let description: String
        switch RequestPath(target: target) {
        case .refused: description = "refused"
        case .file(let segments, let isFolder):
            description = "file [\(segments.joined(separator: ", "))]" + (isFolder && !segments.isEmpty ? " folder" : "")
        }
        #expect(description == expected, "\(target)")
    }

    @Test func contentTypesByExtension() {
        #expect(ContentType.of("index.html") == "text/html; charset=utf-8")
        #expect(ContentType.of("assets/theme.CSS") == "text/css; charset=utf-8")
        #expect(ContentType.of("search-index.js") == "text/javascript; charset=utf-8")
        #expect(ContentType.of("rules.json") == "application/json")
        #expect(ContentType.of("assets/logo.svg") == "image/svg+xml")
        #expect(ContentType.of("a.png") == "image/png")
        #expect(ContentType.of("a.jpg") == "image/jpeg")
        #expect(ContentType.of("a.gif") == "image/gif")
        #expect(ContentType.of("a.webp") == "image/webp")
        #expect(ContentType.of("favicon.ico") == "image/x-icon")
        #expect(ContentType.of("robots.txt") == "text/plain; charset=utf-8")
        #expect(ContentType.of("sitemap.xml") == "application/xml")
        #expect(ContentType.of("font.woff2") == "font/woff2")
        #expect(ContentType.of("archive.tar") == "application/octet-stream")
        #expect(ContentType.of("Makefile") == "application/octet-stream")
    }

    func parse(_ text: String) -> HTTPRequest.Parsed { HTTPRequest.parse(Array(text.utf8)) }

    @Test func parsesRequestHeads() {
        #expect(parse("GET /guide/ HTTP/1.1\r\nHost: localhost\r\nAccept:  text/html \r\n\r\n")
                == .request(HTTPRequest(method: "GET", target: "/guide/", version: "HTTP/1.1",
                                        headers: ["host": "localhost", "accept": "text/html"])))
        #expect(parse("\r\nHEAD / HTTP/1.0\n\n") == .request(HTTPRequest(method: "HEAD", target: "/", version: "HTTP/1.0", headers: [:])))
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete)
        #expect(parse("") == .incomplete)
    }

    @Test func refusesMalformedRequests() {
        #expect(parse("GET /\r\n\r\n") == .invalid(.badRequest))
        #expect(parse("GET  / HTTP/1.1\r\n\r\n") == .invalid(.badRequest))
        #expect(parse("get / HTTP/1.1\r\n\r\n") == .invalid(.badRequest))
        #expect(parse("GET /a b HTTP/1.1\r\n\r\n") == .invalid(.badRequest))
        #expect(parse("GET / FTP/1.1\r\n\r\n") == .invalid(.badRequest))
        #expect(parse("GET / HTTP/2.0\r\n\r\n") == .invalid(.versionNotSupported))
        #expect(parse("GET / HTTP/1.1\r\nNo colon here\r\n\r\n") == .invalid(.badRequest))
        #expect(parse("GET / HTTP/1.1\r\nHost : x\r\n\r\n") == .invalid(.badRequest))
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n") == .invalid(.badRequest))
        #expect(parse("GET / HTTP/1.1\r\nX: a\u{1}b\r\n\r\n") == .invalid(.badRequest))
    }

    @Test func boundsTheRequestHead() {
        let big = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: HTTPRequest.maximumHeadBytes) + "\r\n\r\n"
        #expect(parse(big) == .invalid(.headersTooLarge))
        #expect(parse(String(big.prefix(HTTPRequest.maximumHeadBytes))) == .invalid(.headersTooLarge), "no end in sight")
        let many = "GET / HTTP/1.1\r\n" + (0...HTTPRequest.maximumHeaders).map { "X\($0): 1\r\n" }.joined() + "\r\n"
        #expect(parse(many) == .invalid(.headersTooLarge))
    }

    @Test func responsesCloseTheConnectionAndHeadHasNoBody() {
        let response = HTTPResponse(status: .ok, contentType: "text/plain; charset=utf-8", body: Array("hi".utf8))
        #expect(String(decoding: response.serialized(includingBody: true), as: UTF8.self) == """
            HTTP/1.1 200 OK\r
            Content-Type: text/plain; charset=utf-8\r
            Content-Length: 2\r
            Cache-Control: no-store\r
            X-Content-Type-Options: nosniff\r
            Connection: close\r
            \r
            hi
            """)
        #expect(String(decoding: response.serialized(includingBody: false), as: UTF8.self).hasSuffix("Connection: close\r\n\r\n"))
    }

    @Test func liveReloadGoesBeforeTheLastBodyEndTag() {
        let html = Array("<html><body><p>&lt;/body&gt;</p></body></html>".utf8)
        #expect(String(decoding: LiveReload.inject(into: html), as: UTF8.self)
                == "<html><body><p>&lt;/body&gt;</p><script src=\"/__navdocs/livereload.js\"></script>\n</body></html>")
        #expect(String(decoding: LiveReload.inject(into: Array("<p>x</p>".utf8)), as: UTF8.self)
                == "<p>x</p><script src=\"/__navdocs/livereload.js\"></script>\n")
        #expect(String(decoding: LiveReload.event("error", data: "a\nb"), as: UTF8.self) == "event: error\ndata: a\ndata: b\n\n")
    }
}
