import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Answers requests from a built site's folder. Only regular files whose real
/// path (symlinks resolved) lies inside the folder are ever read.
package struct SiteResponder: Sendable {
    /// The site's folder; it may be replaced whole between requests.
    let root: String
    /// Sent for HTML requests while there is no site yet (the first build failed).
    var placeholder: @Sendable () -> [UInt8]? = { nil }

    init(root: String, placeholder: @escaping @Sendable () -> [UInt8]? = { nil }) {
        self.root = root
        self.placeholder = placeholder
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = HTTPResponse.text(.methodNotAllowed, "Only GET and HEAD are allowed")
            response.extraHeaders = [("Allow", "GET, HEAD")]
            return response
        }
        guard case .file(let segments, let isFolder) = RequestPath(target: request.target) else {
            return .text(.badRequest, "Bad request path")
        }
        if "/" + segments.joined(separator: "/") == LiveReload.scriptPath {
            return HTTPResponse(status: .ok, contentType: ContentType.of(LiveReload.scriptPath), body: Array(LiveReload.script.utf8))
        }
        guard let rootReal = Self.realPath(root) else { return notFound() }
        let path = ([rootReal] + segments).joined(separator: "/")
        let found = Self.locate(path, inside: rootReal)
        switch found.kind {
        case .folder:
            guard isFolder || segments.isEmpty else {
                // "/rules" → "/rules/", so the page's relative links resolve from inside the folder.
                var location = request.target
                if let cut = location.firstIndex(where: { $0 == "?" || $0 == "#" }) { location = String(location[..<cut]) }
                var response = HTTPResponse.text(.movedPermanently, "Moved to \(location)/")
                response.extraHeaders = [("Location", location + "/")]
                return response
            }
            let index = Self.locate(found.real + "/index.html", inside: rootReal)
            guard index.kind == .file, let bytes = Self.read(index.real) else { return notFound() }
            return HTTPResponse(status: .ok, contentType: ContentType.of(index.real), body: bytes)
        case .file:
            guard !isFolder, let bytes = Self.read(found.real) else { return notFound() }
            return HTTPResponse(status: .ok, contentType: ContentType.of(path), body: bytes)
        case .missing:
            return notFound()
        }
    }

    /// The site's own 404 page with status 404, or plain text when it has none.
    func notFound() -> HTTPResponse {
        if let rootReal = Self.realPath(root), case let page = Self.locate(rootReal + "/404.html", inside: rootReal),
           page.kind == .file, let bytes = Self.read(page.real) {
            return HTTPResponse(status: .notFound, contentType: ContentType.of("404.html"), body: bytes)
        }
        if let page = placeholder() { return HTTPResponse(status: .serviceUnavailable, contentType: ContentType.of("x.html"), body: page) }
        return .text(.notFound, "Not found")
    }

    enum Kind { case file, folder, missing }

    /// What `path` is once symlinks are resolved, and its real path, which is
    /// what gets read; `missing` when it does not exist or leaves `root`.
    static func locate(_ path: String, inside root: String) -> (kind: Kind, real: String) {
        guard let real = realPath(path), real == root || real.hasPrefix(root + "/") else { return (.missing, path) }
        var info = stat()
        guard stat(real, &info) == 0 else { return (.missing, real) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (.file, real)
        case S_IFDIR: return (.folder, real)
        default: return (.missing, real)
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
