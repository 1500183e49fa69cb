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
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        if size > 0, let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), start != MAP_FAILED {
            buffer = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: size)
            mapped = true
            return
        }
        guard let bytes = IncrementalBuilder.readWhole(path) else { return nil }
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
