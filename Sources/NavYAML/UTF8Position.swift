import NavBase

/// Positions in UTF-8 bytes counted the way libyaml counts them: lines split at `\n`,
/// `\r\n` or `\r`, columns by `TextColumn`'s rule (the `\r` of `\r\n` takes none), both from 1.
enum UTF8Position {
    /// The position of byte `offset` (clamped to the end).
    static func of(offset: Int, in bytes: [UInt8]) -> SourceLocation {
        walk(bytes) { index, _, _ in index >= offset }.location
    }

    /// The ASCII character at a 1-based line and column, if there is one.
    static func asciiCharacter(at location: SourceLocation, in bytes: [UInt8]) -> Character? {
        let stop = walk(bytes) { _, l, c in l > location.line || (l == location.line && c >= location.column) }
        guard stop.location == location, stop.index < bytes.count, bytes[stop.index] < 0x80 else { return nil }
        return Character(UnicodeScalar(bytes[stop.index]))
    }

    /// Steps byte by byte until `stop(index, line, column)` holds at the start of a scalar, or
    /// the bytes end.
    private static func walk(_ bytes: [UInt8], stop: (Int, Int, Int) -> Bool) -> (index: Int, location: SourceLocation) {
        var index = 0, line = 1, column = 1
        while index < bytes.count {
            let byte = bytes[index]
            if TextColumn.startsColumn(byte) {
                if stop(index, line, column) { break }
                if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                    line += 1
                    column = 1
                } else if byte != 0x0D {
                    column += 1
                }
            }
            index += 1
        }
        return (index, SourceLocation(line: line, column: column))
    }
}
