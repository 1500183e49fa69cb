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

    private static func find(_ mark: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = mark.utf8CodeUnitCount
        guard n > 0, bytes.count >= n else { return n == 0 }
        let first = mark.utf8Start[0]
        var i = 0
        while i <= bytes.count - n {
            if bytes[i] == first {
                var k = 1
                while k < n, bytes[i + k] == mark.utf8Start[k] { k += 1 }
                if k == n { return true }
            }
            i += 1
        }
        return false
    }
}
