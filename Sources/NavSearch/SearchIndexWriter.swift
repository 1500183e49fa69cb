/// Appends the pieces of the search index's files to a byte buffer: JSON strings, integers and
/// the compact digits the postings are packed into.
package struct SearchIndexWriter {
    private(set) var bytes: [UInt8] = []

    /// Varint digits, most significant first: a digit below 32 means "more follow",
    /// 32 and up ends the number. All 64 characters are safe inside a JSON string.
    static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_".utf8)
    private static let base36 = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

    mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Bytes already encoded, by `SearchPageEntries`.
    mutating func append(_ encoded: ArraySlice<UInt8>) { bytes.append(contentsOf: encoded) }

    mutating func append(_ encoded: Slice<UnsafeBufferPointer<UInt8>>) { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: encoded)) }

    /// Takes back what was appended after the first `count` bytes.
    mutating func truncate(to count: Int) { bytes.removeSubrange(count...) }

    mutating func byte(_ byte: UInt8) { bytes.append(byte) }

    /// The items of the index's `crumbs` list, `[parent,"title"]`, each title written by `title`.
    mutating func crumbs<C: Collection>(_ crumbs: C, parent: (C.Element) -> Int, title: (inout Self, C.Element) -> Void) {
        for (i, crumb) in crumbs.enumerated() {
            raw(i == 0 ? "[" : ",[")
            int(parent(crumb))
            byte(UInt8(ascii: ","))
            title(&self, crumb)
            byte(UInt8(ascii: "]"))
        }
    }

    /// Decimal digits, written in place: a `String` per number cost more than the rest of an entry.
    mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(truncatingIfNeeded: rest % 10) + UInt8(ascii: "0"))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

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
        var text = text
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { appendEscaped($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes of a JSON string without its quotes.
    mutating func stringContent(_ utf8: ArraySlice<UInt8>) {
        utf8.withUnsafeBufferPointer { appendEscaped($0) }
    }

    /// JSON string escaping; U+2028 and U+2029 too, which older JavaScript rejects in strings.
    /// Runs of bytes that need none (nearly all of them) are copied at once.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var run = 0
        var i = 0
        while i < utf8.count {
            let c = utf8[i]
            let replacement: String
            var length = 1
            switch c {
            case 0x22: replacement = "\\\""
            case 0x5C: replacement = "\\\\"
            case 0x0A: replacement = "\\n"
            case 0x09: replacement = "\\t"
            case 0x0D: replacement = "\\r"
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                replacement = "\\u00" + String(decoding: [hex[Int(c >> 4)], hex[Int(c & 15)]], as: UTF8.self)
            case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                replacement = utf8[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                length = 3
            default:
                i += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<i]))
            bytes.append(contentsOf: replacement.utf8)
            i += length
            run = i
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
    }
}
