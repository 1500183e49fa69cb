/// Positions in UTF-8 bytes counted the way libyaml counts them: lines split
/// at `\n`, `\r\n` or `\r`, columns in Unicode scalars, both from 1.
enum UTF8Position {
    /// The position of the first byte that is not valid UTF-8, or nil if all are.
    static func firstInvalid(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        let stop = walk(bytes) { _, _, _ in false }
        return stop.invalid ? (stop.line, stop.column) : nil
    }

    /// The position of byte `offset` (clamped to the end).
    static func of(offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let stop = walk(bytes) { index, _, _ in index >= offset }
        return (stop.line, stop.column)
    }

    /// The ASCII character at a 1-based line and column, if there is one.
    static func asciiCharacter(line: Int, column: Int, in bytes: [UInt8]) -> Character? {
        let stop = walk(bytes) { _, l, c in l > line || (l == line && c >= column) }
        guard stop.line == line, stop.column == column, stop.index < bytes.count, bytes[stop.index] < 0x80 else {
            return nil
        }
        return Character(UnicodeScalar(bytes[stop.index]))
    }

    /// Steps scalar by scalar until `stop(index, line, column)` holds, the
    /// bytes end, or an ill-formed sequence is found.
    private static func walk(_ bytes: [UInt8], stop: (Int, Int, Int) -> Bool)
        -> (index: Int, line: Int, column: Int, invalid: Bool) {
        var index = 0, line = 1, column = 1
        while index < bytes.count {
            if stop(index, line, column) { break }
            guard let length = scalarLength(at: index, in: bytes) else { return (index, line, column, true) }
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D {  // the "\r" of "\r\n" takes no column; its "\n" breaks the line
                column += 1
            }
            index += length
        }
        return (index, line, column, false)
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or nil.
    private static func scalarLength(at index: Int, in bytes: [UInt8]) -> Int? {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let (low, high) = offset == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low && byte <= high else { return nil }
        }
        return length
    }
}
