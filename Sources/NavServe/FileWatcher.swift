import FoundationEssentials
import Glibc
import NavThreads

/// Watches folders with inotify and reports a change once things have been
/// quiet for a moment, so saving ten files makes one rebuild, not ten.
package final class FileWatcher: @unchecked Sendable {
    /// A folder to watch: with everything under it, or only the named entries.
    struct Root: Sendable {
        var path: String
        var recursive: Bool
        /// For a non-recursive root: the only names that count (`navdocs.yml`, `templates`).
        var names: Set<String>? = nil
    }

    static let debounce = 100   // milliseconds of quiet before a change is reported
    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM
                                     | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    private let fd: Int32
    private let lock = Lock()
    private var watches: [Int32: (path: String, root: Root)] = [:]
    private let loop = LoopStop()

    init?(roots: [Root]) {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        for root in roots { add(root.path, root: root) }
    }

    /// Watches `path`, and for a recursive root every folder below it (symlinked ones once).
    private func add(_ path: String, root: Root, seen: inout Set<String>) {
        guard let real = SiteResponder.realPath(path), seen.insert(real).inserted else { return }
        let wd = inotify_add_watch(fd, path, Self.mask)
        guard wd >= 0 else { return }
        lock.lock(); watches[wd] = (path, root); lock.unlock()
        guard root.recursive else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            var isDirectory = false
            let child = path + "/" + name
            if FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory {
                add(child, root: root, seen: &seen)
            }
        }
    }

    private func add(_ path: String, root: Root) {
        var seen = Set<String>()
        add(path, root: root, seen: &seen)
    }

    /// Starts a thread that calls `changed` with the paths that changed, after each quiet moment.
    func start(_ changed: @escaping @Sendable ([String]) -> Void) {
        detachThread { [self] in
            defer { loop.loopReturned() }
            var pending: [String] = []
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            while !loop.isStopped {
                let ready = poll(&poller, 1, pending.isEmpty ? 200 : Int32(Self.debounce))
                if ready > 0 {
                    pending += readEvents()
                } else if ready == 0, !pending.isEmpty {
                    let paths = pending
                    pending = []
                    changed(Array(Set(paths)).sorted())
                }
            }
        }
    }

    func stop() {
        if loop.stop() { close(fd) }
    }

    /// Drains the inotify queue; returns the paths that count as changes.
    private func readEvents() -> [String] {
        var changes: [String] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= n {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let nameBytes = buffer[(offset + header)..<min(n, offset + header + Int(event.len))]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += header + Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { changes.append("(many files)"); continue }
                lock.lock(); let watch = watches[event.wd]; lock.unlock()
                guard let watch else { continue }
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    lock.lock(); watches[event.wd] = nil; lock.unlock()
                    continue
                }
                if let names = watch.root.names, !names.contains(name) { continue }
                let path = name.isEmpty ? watch.path : watch.path + "/" + name
                // A new folder: watch it and what is already in it.
                if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    add(path, root: Root(path: path, recursive: true))
                }
                changes.append(path)
            }
        }
        return changes
    }
}
