import Foundation
@testable import NavServe
import Testing

/// The responder on a real folder: a site, a secret beside it, and symlinks that try to reach it.
@Suite struct ServeResponderTests {
    final class Folder {
        let root: URL
        var site: String { root.appendingPathComponent("site").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-serve-\(UUID().uuidString)")
            let fm = FileManager.default
            for (path, text) in ["site/index.html": "<p>home</p>", "site/404.html": "<p>missing</p>",
                                 "site/rules/index.html": "<p>rules</p>", "site/rules/NB001.html": "<p>NB001</p>",
                                 "site/assets/theme.css": "body{}", "secret.txt": "SECRET"] {
                let url = root.appendingPathComponent(path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            try fm.createSymbolicLink(atPath: site + "/leak.txt", withDestinationPath: root.appendingPathComponent("secret.txt").path)
            try fm.createSymbolicLink(atPath: site + "/up", withDestinationPath: "..")
            try fm.createSymbolicLink(atPath: site + "/same.html", withDestinationPath: "index.html")
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    func get(_ target: String, method: String = "GET", in folder: Folder) -> (Int, String, String, String?) {
        let response = SiteResponder(root: folder.site)
            .respond(to: HTTPRequest(method: method, target: target, version: "HTTP/1.1", headers: [:]))
        let location = response.extraHeaders.first { $0.0 == "Location" }?.1
        return (response.status.code, response.contentType, String(decoding: response.body, as: UTF8.self), location)
    }

    @Test(arguments: [
        ("/", 200, "<p>home</p>"),
        ("/index.html", 200, "<p>home</p>"),
        ("/rules/", 200, "<p>rules</p>"),
        ("/rules/NB001.html?q=1", 200, "<p>NB001</p>"),
        ("/assets/theme.css", 200, "body{}"),
        ("/same.html", 200, "<p>home</p>"),
        ("/nope.html", 404, "<p>missing</p>"),
        ("/assets/", 404, "<p>missing</p>"),
        ("/index.html/", 404, "<p>missing</p>"),
        ("/leak.txt", 404, "<p>missing</p>"),
        ("/up/secret.txt", 404, "<p>missing</p>"),
        // Symlinks may wander as long as the file they reach is inside the site.
        ("/up/site/index.html", 200, "<p>home</p>"),
        ("/../secret.txt", 400, "Bad request path\n"),
        ("/%2e%2e/secret.txt", 400, "Bad request path\n"),
        ("//secret.txt", 400, "Bad request path\n"),
    ])
    func answers(target: String, status: Int, body: String) throws {
        let folder = try Folder()
        let (code, _, text, _) = get(target, in: folder)
        #expect(code == status, "\(target)")
        #expect(text == body, "\(target)")
        #expect(!text.contains("SECRET"))
    }

    @Test func foldersWithoutSlashRedirectAndOtherMethodsAreRefused() throws {
        let folder = try Folder()
        let redirect = get("/rules?x", in: folder)
        #expect(redirect.0 == 301)
        #expect(redirect.3 == "/rules/")
        #expect(get("/", method: "POST", in: folder).0 == 405)
        #expect(get("/", method: "DELETE", in: folder).0 == 405)
        #expect(get("/index.html", method: "HEAD", in: folder).1 == "text/html; charset=utf-8")
        #expect(get("/assets/theme.css", in: folder).1 == "text/css; charset=utf-8")
        let script = get(LiveReload.scriptPath, in: folder)
        #expect(script.0 == 200 && script.2.contains("new EventSource(\"/__navdocs/events\")"))
    }

    @Test func withoutA404PageMissingFilesArePlainText() throws {
        let folder = try Folder()
        try FileManager.default.removeItem(atPath: folder.site + "/404.html")
        #expect(get("/nope", in: folder).0 == 404)
        #expect(get("/nope", in: folder).2 == "Not found\n")
    }

    @Test func serverAnswersOverASocketAndRefusesAPortInUse() throws {
        let folder = try Folder()
        let server = try HTTPServer(host: "127.0.0.1", port: 0)
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(throws: ServeError.self) { try HTTPServer(host: "127.0.0.1", port: server.port) }
        do { _ = try HTTPServer(host: "127.0.0.1", port: server.port) } catch { #expect(error.addressInUse) }
        let responder = SiteResponder(root: folder.site)
        server.start { fd in
            if case .request(let request) = HTTPServer.readRequest(fd) {
                HTTPServer.send(fd, responder.respond(to: request).serialized(includingBody: request.method != "HEAD"))
            }
            close(fd)
        }
        let reply = try exchange("GET /rules/NB001.html HTTP/1.1\r\nHost: x\r\n\r\n", port: server.port)
        #expect(reply.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(reply.hasSuffix("\r\n\r\n<p>NB001</p>"))
        let head = try exchange("HEAD /rules/NB001.html HTTP/1.1\r\n\r\n", port: server.port)
        #expect(head.contains("Content-Length: 12\r\n") && head.hasSuffix("\r\n\r\n"))
    }

    /// Sends one request on a new connection and reads until the server closes it.
    func exchange(_ request: String, port: Int) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        HTTPServer.send(fd, Array(request.utf8))
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            reply += buffer[..<n]
        }
        return String(decoding: reply, as: UTF8.self)
    }
}
