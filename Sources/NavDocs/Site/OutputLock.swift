import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// One build at a time per output folder: an exclusive `flock` on `.<name>.navdocs-lock`
/// beside it, held until the process ends (the system releases it even after `kill -9`).
public final class OutputLock {
    /// Another live process holds the lock; `pid` is the one it wrote, when readable.
    public struct Busy: Error {
        public let pid: Int32?
        public let output: String
        public var message: String {
            let folder = output.hasSuffix("/") ? output : output + "/"
            return "another navdocs build\(pid.map { " (pid \($0))" } ?? "") is writing \(folder)"
        }
    }

    private let descriptor: Int32

    /// Takes the lock for `output` or throws `Busy` at once; never waits.
    public init(output: String) throws(Busy) {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        let parent = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let path = parent.appendingPathComponent(".\(url.lastPathComponent).navdocs-lock").path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        // A folder where no lock file can be made is reported by the writer, with its reason.
        guard fd >= 0 else { descriptor = -1; return }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            var bytes = [UInt8](repeating: 0, count: 32)
            let n = pread(fd, &bytes, bytes.count, 0)
            close(fd)
            let text = String(decoding: bytes.prefix(max(n, 0)), as: UTF8.self).filter { !$0.isWhitespace }
            throw Busy(pid: Int32(text), output: output)
        }
        descriptor = fd
        // Padded to the widest pid, so each build writes over the same bytes: emptying the file
        // first would free its block and take a new one on every build.
        let digits = String(getpid())
        let pid = Array((String(repeating: " ", count: max(0, 10 - digits.count)) + digits + "\n").utf8)
        _ = pwrite(fd, pid, pid.count, 0)
    }

    deinit { if descriptor >= 0 { close(descriptor) } }
}
