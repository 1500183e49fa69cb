/// The one UTF-8 check of every reader: the first byte sequence that is not well-formed
/// UTF-8 (overlong forms, surrogates and code points past U+10FFFF included), or a NUL
/// byte, where the format calls that a problem.
public enum UTF8Check {
    /// What is wrong at `offset`; `message` says what to do about it.
    public struct Problem: Sendable, Hashable {
        /// The byte offset of the NUL byte, or of the first byte of the ill-formed sequence.
        public var offset: Int
        /// That byte.
        public var byte: UInt8

        public var message: String { byte == 0 ? Self.nulByte : Self.invalid(byte) }

        public static let nulByte = "NUL byte in text; remove it"
        public static func invalid(_ byte: UInt8) -> String {
            let hex = String(byte, radix: 16, uppercase: true)
            return "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex); save the file as UTF-8"
        }
    }

    /// The first problem in `range` of `bytes` (the whole buffer when nil); NUL bytes are
    /// one unless `allowingNUL`.
    public static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>? = nil,
                                    allowingNUL: Bool = false) -> Problem? {
        let end = range?.upperBound ?? bytes.count
        var i = range?.lowerBound ?? 0
        while i < end {
            // Eight ASCII bytes and no NUL among them, at a time: most text is nothing else.
            if i + 8 <= end {
                let w = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                let high: UInt64 = 0x8080_8080_8080_8080
                if w & high == 0 && (allowingNUL || (w &- 0x0101_0101_0101_0101) & ~w & high == 0) { i += 8; continue }
            }
            let lead = bytes[i]
            if lead < 0x80 {
                if lead == 0 && !allowingNUL { return Problem(offset: i, byte: 0) }
                i += 1
                continue
            }
            guard let length = sequenceLength(at: i, in: bytes, end: end) else { return Problem(offset: i, byte: lead) }
            i += length
        }
        return nil
    }

    /// `firstProblem` over an array.
    public static func firstProblem(in bytes: [UInt8], _ range: Range<Int>? = nil, allowingNUL: Bool = false) -> Problem? {
        bytes.withUnsafeBufferPointer { firstProblem(in: $0, range, allowingNUL: allowingNUL) }
    }

    /// The length of the well-formed sequence whose lead byte (not ASCII) is at `i`, or nil.
    /// The lead decides how many continuation bytes follow and the range the first of them
    /// may take, which rules out overlong forms, surrogates and code points past U+10FFFF.
    @inline(__always)
    private static func sequenceLength(at i: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int? {
        let length: Int, low: UInt8, high: UInt8
        switch bytes[i] {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        default: return nil
        }
        guard i + length <= end else { return nil }
        let first = bytes[i + 1]
        guard first >= low && first <= high else { return nil }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return nil }
        return length
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
}
