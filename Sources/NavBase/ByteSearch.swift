#if canImport(Glibc)
import Glibc
#endif

/// Whether bytes hold a short mark: the cheap look a reader takes before it parses (does a
/// page hold `~` at all, does a storyboard mention `viewControllerPlaceholder`). memchr finds
/// each place of the mark's first byte at memory speed, and memcmp checks the rest there.
public enum ByteSearch {
    public static func contains(_ mark: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = mark.utf8CodeUnitCount
        guard n > 0, let base = bytes.baseAddress else { return n == 0 }
        var at = 0
        while at + n <= bytes.count, let found = memchr(base + at, Int32(mark.utf8Start[0]), bytes.count - at) {
            let i = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard i + n <= bytes.count else { return false }
            if memcmp(base + i, mark.utf8Start, n) == 0 { return true }
            at = i + 1
        }
        return false
    }
}
