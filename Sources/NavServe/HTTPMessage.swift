/// An HTTP status line's number and reason.
package struct HTTPStatus: Equatable, Sendable {
    var code: Int
    var reason: String

    static let ok = HTTPStatus(code: 200, reason: "OK")
    static let movedPermanently = HTTPStatus(code: 301, reason: "Moved Permanently")
    static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    static let headersTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
    static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}

/// A request's head: what the preview server reads before it answers. Bodies
/// are never read; every answer closes the connection.
package struct HTTPRequest: Equatable, Sendable {
    var method: String
    var target: String
    var version: String
    /// Header names in lowercase; a repeated header keeps its last value.
    var headers: [String: String]

    /// The request line and headers may take this many bytes, blank line included.
    static let maximumHeadBytes = 16 * 1024
    static let maximumHeaders = 100

    enum Parsed: Equatable {
        /// The blank line that ends the head has not arrived yet.
        case incomplete
        case request(HTTPRequest)
        case invalid(HTTPStatus)
    }

    /// Reads the head from the bytes received so far. Lines may end in CRLF or LF.
    static func parse(_ bytes: [UInt8]) -> Parsed {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var end: Int?
        var i = 0
        while i < bytes.count, i < maximumHeadBytes {
            if bytes[i] == UInt8(ascii: "\n") {
                var line = bytes[start..<i]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                start = i + 1
                if line.isEmpty {
                    // Empty lines before the request line are allowed (RFC 9112 section 2.2).
                    if !lines.isEmpty { end = i; break }
                } else {
                    lines.append(line)
                }
            }
            i += 1
        }
        guard end != nil else { return bytes.count >= maximumHeadBytes ? .invalid(.headersTooLarge) : .incomplete }
        guard lines.count <= maximumHeaders + 1 else { return .invalid(.headersTooLarge) }

        let parts = lines[0].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
              parts[0].allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }),
              parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7f }) else { return .invalid(.badRequest) }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version.hasPrefix("HTTP/") else { return .invalid(.badRequest) }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .invalid(.versionNotSupported) }

        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            // No folded lines, no space before the colon, no control characters.
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[line.startIndex..<colon].allSatisfy({ $0 > 0x20 && $0 < 0x7f }),
                  line[colon...].allSatisfy({ $0 >= 0x20 || $0 == 0x09 }) else { return .invalid(.badRequest) }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            var value = line[(colon + 1)...]
            while value.first == 0x20 || value.first == 0x09 { value = value.dropFirst() }
            while value.last == 0x20 || value.last == 0x09 { value = value.dropLast() }
            headers[name] = String(decoding: value, as: UTF8.self)
        }
        return .request(HTTPRequest(method: String(decoding: parts[0], as: UTF8.self),
                                    target: String(decoding: parts[1], as: UTF8.self), version: version, headers: headers))
    }
}

/// An answer: status, headers and body. Every answer closes the connection.
package struct HTTPResponse: Sendable {
    var status: HTTPStatus
    var contentType: String
    var body: [UInt8]
    var extraHeaders: [(String, String)] = []

    static func text(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    /// The bytes to send; a HEAD request gets the same head and no body.
    func serialized(includingBody: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        // A preview must always show the latest build.
        head += "Cache-Control: no-store\r\n"
        head += "X-Content-Type-Options: nosniff\r\n"
        for (name, value) in extraHeaders { head += "\(name): \(value)\r\n" }
        head += "Connection: close\r\n\r\n"
        return Array(head.utf8) + (includingBody ? body : [])
    }
}
