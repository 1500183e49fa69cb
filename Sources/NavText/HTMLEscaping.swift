/// HTML escaping for text and attribute values alike: what a Mustache `{{variable}}`
/// writes and what the Markdown writer uses for every piece of text.
package enum HTMLEscaping {
    /// Bit `b` is set for each byte `b` that `append` replaces: & < > " '.
    @usableFromInline static let special: UInt64 = 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0x22 | 1 << 0x27

    @inlinable
    package static func append(_ s: String, to out: inout ByteBuffer) {
        var s = s
        // Plain runs are copied at once, and found eight bytes at a time: prose is almost all
        // plain, and escaping is done to every piece of text a site shows.
        s.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            var runStart = 0, index = 0
            while index < count {
                if index &+ 8 <= count, !Self.holdsSpecial(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index &+= 8
                    continue
                }
                let end = Swift.min(index &+ 8, count)
                while index < end {
                    // The five bytes that need escaping are all below 64: one bit test rules out the rest.
                    let byte = base[index]
                    index &+= 1
                    if byte >= 64 || (Self.special >> UInt64(byte)) & 1 == 0 { continue }
                    let replacement: StaticString
                    switch byte {
                    case UInt8(ascii: "&"): replacement = "&amp;"
                    case UInt8(ascii: "<"): replacement = "&lt;"
                    case UInt8(ascii: ">"): replacement = "&gt;"
                    case UInt8(ascii: "\""): replacement = "&quot;"
                    default: replacement = "&#39;"
                    }
                    out.append(UnsafeBufferPointer(start: base + runStart, count: index &- 1 &- runStart))
                    out.append(replacement)
                    runStart = index
                }
            }
            out.append(UnsafeBufferPointer(start: base + runStart, count: count &- runStart))
        }
    }

    /// Whether one of the eight bytes of `word` is one `append` replaces. A byte equal to the
    /// mark is a zero byte after the XOR, and `(x - 0x01…01) & ~x & 0x80…80` is non-zero
    /// exactly when `x` has a zero byte.
    @inlinable @inline(__always)
    package static func holdsSpecial(_ word: UInt64) -> Bool {
        @inline(__always) func zeroByte(_ x: UInt64) -> UInt64 { (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 }
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (zeroByte(word ^ (ones &* 0x26)) | zeroByte(word ^ (ones &* 0x3C)) | zeroByte(word ^ (ones &* 0x3E))
            | zeroByte(word ^ (ones &* 0x22)) | zeroByte(word ^ (ones &* 0x27))) != 0
    }

    package static func escape(_ s: String) -> String {
        var out = ByteBuffer(capacity: s.utf8.count + 16)
        append(s, to: &out)
        return out.string
    }

    /// `escape` as UTF-8 bytes, for a `TemplateValue.html`.
    package static func escapedBytes(_ s: String) -> [UInt8] {
        var out = ByteBuffer(capacity: s.utf8.count + 16)
        append(s, to: &out)
        return out.bytes
    }
}
