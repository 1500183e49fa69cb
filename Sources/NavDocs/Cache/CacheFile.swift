#if canImport(Glibc)
import Glibc
#endif

/// A cache file's bytes as a build reads them, kept for as long as a record read from it is:
/// an unchanged record is written back as the bytes it was read from (`CacheBytes`).
///
/// The cache file is mapped, not read: at 10,000 pages it is megabytes, and reading it
/// would copy it into fresh memory, whose every page is touched for the first time then,
/// which costs a rebuild more than decoding a tenth of its records. A cache file is never
/// written in place (a new one is written aside and renamed over it), so the mapped bytes
/// stay as they were read.
final class CacheFile: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
    private let mapped: Bool

    /// The file at `path` mapped; nil when it cannot be opened. An empty file, or one that
    /// cannot be mapped, is read instead.
    init?(mapping path: String) {
        guard let file = OpenedFile(path) else { return nil }
        if file.size > 0, let start = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0), start != MAP_FAILED {
            buffer = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: file.size)
            mapped = true
            return
        }
        guard let bytes = file.readWhole() else { return nil }
        (buffer, mapped) = (Self.copy(bytes), false)
    }

    /// A copy of `bytes`: a cache log, and the caches tests make.
    init(copying bytes: [UInt8]) {
        (buffer, mapped) = (Self.copy(bytes), false)
    }

    deinit {
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: buffer.baseAddress), buffer.count)
        } else {
            buffer.deallocate()
        }
    }

    private static func copy(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = copy.initialize(from: bytes)
        return UnsafeBufferPointer(rebasing: copy[..<bytes.count])
    }
}

/// Bytes of a cache file: a record or a page's headings as they were read.
struct CacheBytes: Sendable {
    let file: CacheFile
    let range: Range<Int>

    var count: Int { range.count }
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: file.buffer[range]) }
}

/// A file opened for reading, with its size when opened; closed when let go.
final class OpenedFile {
    let descriptor: Int32
    let size: Int

    init?(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0 else { close(fd); return nil }
        (descriptor, size) = (fd, Int(info.st_size))
    }

    deinit { close(descriptor) }

    /// The file's bytes, read straight into an array; nil when a read fails.
    func readWhole() -> [UInt8]? {
        guard size > 0 else { return [] }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let n = read(descriptor, buffer.baseAddress! + done, size - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failed = n < 0; break }
                done += n
            }
            initialized = done
        }
        return failed ? nil : bytes
    }
}
