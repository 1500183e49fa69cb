/// Appends the pieces of `search-index.js` to a byte buffer: JSON strings, integers and
/// the compact digits the postings are packed into.
struct SearchIndexWriter {
    private(set) var bytes: [UInt8] = []

    /// Varint digits, most significant first: a digit below 32 means "more follow",
    /// 32 and up ends the number. All 64 characters are safe inside a JSON string.
    static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_".utf8)
    private static let base36 = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

    mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Bytes already encoded, by `SearchPageEntries`.
    mutating func append(_ encoded: ArraySlice<UInt8>) { bytes.append(contentsOf: encoded) }

    mutating func int(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    mutating func base36Digit(_ value: Int) {
        precondition((0..<36).contains(value), "base-36 digit out of range: \(value)")
        bytes.append(Self.base36[value])
    }

    mutating func varint(_ value: Int) {
        precondition(value >= 0, "negative varint: \(value)")
        var groups = 1
        while value >> (5 * groups) > 0 { groups += 1 }
        for g in stride(from: groups - 1, through: 1, by: -1) {
            bytes.append(Self.digits[(value >> (5 * g)) & 31])
        }
        bytes.append(Self.digits[32 + value & 31])
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most titles and snippets need no escaping: copy them in one go.
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain != true { stringContent(text.utf8) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// JSON string escaping; U+2028 and U+2029 too, which older JavaScript rejects in strings.
    mutating func stringContent<S: Sequence<UInt8>>(_ utf8: S) {
        var pending: [UInt8] = [] // E2 80 seen, waiting for the third byte
        for c in utf8 {
            if !pending.isEmpty {
                if pending.count == 1 {
                    if c == 0x80 { pending.append(c); continue }
                } else if c == 0xA8 || c == 0xA9 {
                    bytes.append(contentsOf: (c == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    pending.removeAll()
                    continue
                }
                bytes.append(contentsOf: pending)
                pending.removeAll()
            }
            switch c {
            case 0x22: bytes.append(contentsOf: "\\\"".utf8)
            case 0x5C: bytes.append(contentsOf: "\\\\".utf8)
            case 0x0A: bytes.append(contentsOf: "\\n".utf8)
            case 0x09: bytes.append(contentsOf: "\\t".utf8)
            case 0x0D: bytes.append(contentsOf: "\\r".utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hex[Int(c >> 4)])
                bytes.append(hex[Int(c & 15)])
            case 0xE2: pending.append(c)
            default: bytes.append(c)
            }
        }
        bytes.append(contentsOf: pending)
    }
}
