import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavThreads

/// Why the preview server could not start.
package struct ServeError: Error, Equatable {
    var message: String
    /// The port is taken: the command exits with 2 and suggests `--port 0`.
    var addressInUse = false
}

/// A small HTTP/1.1 server on POSIX sockets: one thread per connection, a cap on
/// how many run at once (the rest wait in the listen backlog, in order), and a short
/// deadline for reading each request, so a slow or broken client cannot hold the
/// server for others more than a few seconds.
package final class HTTPServer: @unchecked Sendable {
    /// Connections served at once; more are left in the listen backlog until one ends.
    static let maximumConnections = 64
    /// Connections the system queues for us before it refuses more.
    static let backlog: Int32 = 1024
    /// Time a client gets to send its request head, in all.
    static let requestDeadline: Duration = .seconds(3)
    /// Time any one read may block, so the deadline is checked often.
    static let readTimeout = timeval(tv_sec: 1, tv_usec: 0)
    /// Time any one write may block.
    static let socketTimeout = timeval(tv_sec: 5, tv_usec: 0)

    let listener: Int32
    /// The port bound, which `--port 0` leaves to the system.
    let port: Int
    private let slots = DispatchSemaphore(value: HTTPServer.maximumConnections)
    private let loop = LoopStop()

    /// Binds `host:port` (IPv4 or IPv6 literal, or `localhost`) and starts listening.
    init(host: String, port: Int) throws(ServeError) {
        var storage = sockaddr_storage()
        let length: socklen_t
        let family: Int32
        let name = host == "localhost" ? "127.0.0.1" : host
        var v4 = sockaddr_in(), v6 = sockaddr_in6()
        guard (0...65535).contains(port) else { throw ServeError(message: "port \(port) is out of range; use 0 to 65535") }
        if inet_pton(AF_INET, name, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = in_port_t(UInt16(port).bigEndian)
            withUnsafeBytes(of: v4) { bytes in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) } }
            (length, family) = (socklen_t(MemoryLayout<sockaddr_in>.size), AF_INET)
        } else if inet_pton(AF_INET6, name, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = in_port_t(UInt16(port).bigEndian)
            withUnsafeBytes(of: v6) { bytes in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) } }
            (length, family) = (socklen_t(MemoryLayout<sockaddr_in6>.size), AF_INET6)
        } else {
            throw ServeError(message: "host \"\(host)\" is not an IP address; use 127.0.0.1, ::1 or another address of this machine")
        }
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ServeError(message: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, Self.backlog) == 0 else {
            let code = errno
            close(fd)
            if code == EADDRINUSE {
                throw ServeError(message: "port \(port) on \(host) is already in use; stop the other server, choose another port with --port, or use --port 0 to pick a free one",
                                 addressInUse: true)
            }
            throw ServeError(message: "cannot listen on \(host):\(port): \(String(cString: strerror(code)))")
        }
        var actual = sockaddr_storage()
        var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        let portBytes = withUnsafeBytes(of: actual) { raw in
            // sin_port and sin6_port sit at the same offset, right after the family.
            UInt16(raw[2]) << 8 | UInt16(raw[3])
        }
        listener = fd
        self.port = Int(portBytes)
    }

    /// Accepts connections on a thread of its own until `stop()`; `handle` runs on a
    /// thread per connection and owns the socket (it must close it, or hand it on).
    func start(_ handle: @escaping @Sendable (Int32) -> Void) {
        detachThread { [self] in
            defer { loop.loopReturned() }
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            while !loop.isStopped {
                // A connection is taken only when a slot is free; until then it waits in the backlog.
                guard slots.wait(timeout: .now() + .milliseconds(200)) == .success else { continue }
                var client: Int32 = -1
                // A short poll, so stop() is noticed without closing the socket under accept().
                while client < 0, !loop.isStopped {
                    if poll(&poller, 1, 200) > 0 { client = accept(listener, nil, nil) }
                }
                guard client >= 0 else { slots.signal(); continue }
                // No accept4 in Glibc's Swift overlay: close-on-exec, so `--open`'s browser does not inherit it.
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                var readTimeout = Self.readTimeout, timeout = Self.socketTimeout
                setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &readTimeout, socklen_t(MemoryLayout<timeval>.size))
                setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                let connection = client
                detachThread { [self] in
                    defer { slots.signal() }
                    handle(connection)
                }
            }
        }
    }

    func stop() {
        if loop.stop() { close(listener) }
    }

    /// Reads a request head, within the size limit and the deadline.
    static func readRequest(_ fd: Int32) -> HTTPRequest.Parsed {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + requestDeadline
        while ContinuousClock.now < deadline {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { continue }
            if n <= 0 { return .incomplete }
            received += buffer[..<n]
            let parsed = HTTPRequest.parse(received)
            if parsed != .incomplete { return parsed }
        }
        return .invalid(.requestTimeout)
    }

    /// Sends all of `bytes`; false when the client is gone or too slow.
    @discardableResult
    static func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }
}
