/// Finds the first byte sequence that is not valid UTF-8, or a NUL byte.
public enum TextCheck {
    public static func firstProblem(in bytes: [UInt8]) -> (location: TextPosition, message: String)? {
        bytes.withUnsafeBufferPointer { bytes in
            let n = bytes.count
            var i = 0
            while i < n {
                // Eight ASCII bytes and no NUL among them, at a time: most text is nothing else.
                if i + 8 <= n {
                    let w = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    let high: UInt64 = 0x8080_8080_8080_8080
                    if w & high == 0 && (w &- 0x0101_0101_0101_0101) & ~w & high == 0 { i += 8; continue }
                }
                let b = bytes[i]
                if b < 0x80 {
                    if b == 0 { return (location(of: i, in: bytes), "NUL byte in text; remove it") }
                    i += 1
                    continue
                }
                let length: Int
                var minimum: UInt32 = 0
                if b & 0xE0 == 0xC0 { length = 2; minimum = 0x80 }
                else if b & 0xF0 == 0xE0 { length = 3; minimum = 0x800 }
                else if b & 0xF8 == 0xF0 { length = 4; minimum = 0x10000 }
                else { length = 0 }
                var valid = length > 0 && i + length <= n
                var scalar = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                if valid {
                    for k in 1..<length {
                        let c = bytes[i + k]
                        if c & 0xC0 != 0x80 { valid = false; break }
                        scalar = scalar << 6 | UInt32(c & 0x3F)
                    }
                }
                if valid && (scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar)) { valid = false }
                if !valid {
                    return (location(of: i, in: bytes), "invalid UTF-8 byte 0x\(String(b, radix: 16, uppercase: true)); save the file as UTF-8")
                }
                i += length
            }
            return nil
        }
    }

    /// Whether every byte is ASCII, eight bytes at a time.
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        var i = 0
        while i + 8 <= n {
            if UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            i += 8
        }
        while i < n {
            if bytes[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }

    /// Line and column of `offset`, counted only once a problem is found.
    private static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        var line = 1, lineStart = 0
        for k in 0..<offset where bytes[k] == 0x0A { line += 1; lineStart = k + 1 }
        return TextPosition(line: line, column: TextColumn.of(offset: offset, lineStart: lineStart, in: bytes))
    }
}
