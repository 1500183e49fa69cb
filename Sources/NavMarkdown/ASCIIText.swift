#if canImport(Glibc)
import Glibc
#endif
import NavBase

/// Whether text holds a short ASCII mark, as `String.contains` answers it, without walking
/// characters when the text is ASCII. GitHub's inline passes ask it of every text of every
/// paragraph (`~`, `www.`, `://`, `@`, `[^`), and most text holds none of them; walking it
/// as characters made those questions most of the parse step. `ASCIITextTests` compares it
/// with `String.contains`.
enum ASCIIText {
    /// `text.contains(mark)`, for an ASCII `mark` that holds no line break.
    static func contains(_ text: String, _ mark: StaticString) -> Bool {
        var text = text
        let found: Bool? = text.withUTF8 { bytes in
            // Outside ASCII a mark's last byte may be joined to a combining character after it,
            // and then `contains` finds no match: the plain way answers.
            guard UTF8Check.isASCII(bytes) else { return nil }
            return find(mark, in: bytes)
        }
        return found ?? text.contains(String(describing: mark))
    }

    /// Whether `bytes` holds the bytes of `mark`. memchr finds each place of the mark's first
    /// byte at memory speed; memcmp checks the rest there.
    static func find(_ mark: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
