/// HTML escaping for text and attribute values alike: what a Mustache `{{variable}}`
/// writes and what the Markdown writer uses for every piece of text.
package enum HTMLEscaping {
    /// Bit `b` is set for each byte `b` that `append` replaces: & < > " '.
    @usableFromInline static let special: UInt64 = 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0x22 | 1 << 0x27

    @inlinable
    package static func append(_ s: String, to out: inout ByteBuffer) {
        var s = s
        // Copy runs of plain bytes at once; escaping byte by byte was a hot spot of every build.
        s.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                // The five bytes that need escaping are all below 64: one bit test rules out the rest.
                let byte = bytes[index]
                if byte >= 64 || (Self.special >> UInt64(byte)) & 1 == 0 { continue }
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                out.append(replacement)
                runStart = index + 1
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
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
