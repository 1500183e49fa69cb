import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavThreads

/// The open `/__navdocs/events` connections, and what to tell them: "reload"
/// after a good build, "error" with the messages after a bad one. A page that
/// connects while the last build is failing hears the error at once.
package final class EventStream: @unchecked Sendable {
    static let maximumClients = 64

    private let lock = Lock()
    private var clients: [Int32] = []
    private var lastError: String?
    private var timer: DispatchSourceTimer?

    init() {
        // A comment line now and then finds the clients that left, and keeps proxies from timing out.
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "navdocs.events"))
        timer.schedule(deadline: .now() + 15, repeating: 15)
        timer.setEventHandler { [weak self] in self?.broadcast(Array(": ping\n\n".utf8)) }
        timer.resume()
        self.timer = timer
    }

    /// Takes over a connection that asked for the stream; false (and closed) when full.
    @discardableResult
    func add(_ fd: Int32) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard clients.count < Self.maximumClients else {
            HTTPServer.send(fd, HTTPResponse.text(.serviceUnavailable, "Too many live-reload connections").serialized(includingBody: true))
            close(fd)
            return false
        }
        var head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
        head += "X-Content-Type-Options: nosniff\r\n\r\nretry: 1000\n\n"
        var bytes = Array(head.utf8)
        if let lastError { bytes += LiveReload.event("error", data: lastError) }
        guard HTTPServer.send(fd, bytes) else { close(fd); return false }
        clients.append(fd)
        return true
    }

    func reload() {
        lock.lock(); lastError = nil; lock.unlock()
        broadcast(LiveReload.event("reload", data: "build finished"))
    }

    func failed(_ messages: String) {
        lock.lock(); lastError = messages; lock.unlock()
        broadcast(LiveReload.event("error", data: messages))
    }

    var isFailing: Bool { lock.lock(); defer { lock.unlock() }; return lastError != nil }

    private func broadcast(_ bytes: [UInt8]) {
        lock.lock(); defer { lock.unlock() }
        clients = clients.filter { fd in
            if HTTPServer.send(fd, bytes) { return true }
            close(fd)
            return false
        }
    }

    func closeAll() {
        timer?.cancel()
        lock.lock(); defer { lock.unlock() }
        clients.forEach { close($0) }
        clients = []
    }
}
