import NavReaders
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The method named `write` hides the C function inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Writes a file whole or not at all: the bytes go to a new file in the same folder, which
/// then takes the name in one `rename`, so a reader never sees half a report and a failed
/// run leaves the last good one in place.
public enum ReplacingFileWriter {
    public static func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw lastError() }
        let temporary = String(cString: template)
        do throws(FileSystemError) {
            try writeAll(bytes, to: descriptor)
            // mkstemp makes the file private; a report is as readable as any file the user makes.
            let mask = umask(0)
            umask(mask)
            guard fchmod(descriptor, 0o666 & ~mask) == 0 else { throw lastError() }
            guard close(descriptor) == 0 else { throw lastError() }
            guard rename(temporary, path) == 0 else { throw lastError() }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(FileSystemError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw lastError()
            }
            offset += count
        }
    }

    private static func lastError() -> FileSystemError {
        FileSystemError(String(cString: strerror(errno)))
    }
}
