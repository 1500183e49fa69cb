import NavBase
import NavReaders
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The method named `read` hides the C function inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The real file system, through POSIX calls so that errors read like the
/// system's own (`No such file or directory`) rather than Foundation's prose.
public struct DiskFileSystem: StatFileSystem {
    public init() {}

    public func entry(at path: String) throws(FileSystemError) -> FileEntry {
        var info = stat()
        guard stat(path, &info) == 0 else { throw lastError() }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(size: Int(info.st_size))
        case S_IFDIR: return .directory(identity: "\(info.st_dev):\(info.st_ino)")
        default: return .other
        }
    }

    public func names(inDirectory path: String) throws(FileSystemError) -> [String] {
        guard let directory = opendir(path) else { throw lastError() }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    public func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw lastError() }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw lastError()
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    package func sourceStat(of path: String) -> SourceStat? {
        var info = stat()
        return stat(path, &info) == 0 ? SourceStat(info) : nil
    }

    private func lastError() -> FileSystemError {
        FileSystemError(String(cString: strerror(errno)))
    }
}
