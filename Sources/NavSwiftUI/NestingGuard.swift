import NavBase
import NavRules

/// Refuses the few shapes of Swift that the toolchain's parser cannot survive, before
/// it sees them: its lookahead takes time exponential in the depth of nested `[`
/// (20 levels: 15 s), recurses without limit on nested `#if`, and rescans the rest of
/// the file at each of thousands of open `{` (2,000 nested `if`: 6 s).
///
/// This is not a Swift lexer. It skips comments and string literals (with their
/// interpolations, which are code) only so that brackets in text are not counted.
enum NestingGuard {
    /// Real code nests collection types and literals a few levels deep.
    static let maximumBracketDepth = 12
    static let maximumConditionDepth = 64
    /// `(`, `[` and `{` together; the parser itself stops building the tree at 256.
    static let maximumDepth = 256

    /// Where the file first nests deeper than the parser can take, and how.
    static func problem(in bytes: [UInt8]) -> (location: SourceLocation, message: String)? {
        enum Mode { case code, line, block(Int), string(multiline: Bool, escape: [UInt8], close: [UInt8]) }
        var modes: [Mode] = [.code]
        var parens: [Int] = [0]  // open `(` per code level, to find the `)` that ends an interpolation
        var brackets = 0, conditions = 0, depth = 0
        var line = 1, column = 1, index = 0, atLineStart = true

        func starts(_ pattern: [UInt8], at offset: Int) -> Bool {
            guard offset + pattern.count <= bytes.count else { return false }
            for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte { return false }
            return true
        }
        func starts(_ text: StaticString, at offset: Int) -> Bool {
            starts(Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)), at: offset)
        }

        while index < bytes.count {
            let byte = bytes[index]
            var step = 1
            switch modes[modes.count - 1] {
            case .code:
                if byte == UInt8(ascii: "/"), starts("//", at: index) { modes.append(.line); step = 2 }
                else if byte == UInt8(ascii: "/"), starts("/*", at: index) { modes.append(.block(1)); step = 2 }
                else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                    var pounds = 0
                    while index + pounds < bytes.count, bytes[index + pounds] == UInt8(ascii: "#") { pounds += 1 }
                    if index + pounds < bytes.count, bytes[index + pounds] == UInt8(ascii: "\"") {
                        let multiline = starts("\"\"\"", at: index + pounds)
                        let hashes = [UInt8](repeating: UInt8(ascii: "#"), count: pounds)
                        modes.append(.string(multiline: multiline, escape: [UInt8(ascii: "\\")] + hashes,
                                             close: [UInt8](repeating: UInt8(ascii: "\""), count: multiline ? 3 : 1) + hashes))
                        step = pounds + (multiline ? 3 : 1)
                    } else if atLineStart, starts("#if", at: index) {
                        conditions += 1
                        if conditions > maximumConditionDepth {
                            return (SourceLocation(line: line, column: column),
                                    "#if blocks nest deeper than \(maximumConditionDepth) levels; navlint does not read this file")
                        }
                    } else if atLineStart, starts("#endif", at: index) {
                        conditions = max(0, conditions - 1)
                    }
                } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    depth += 1
                    if byte == UInt8(ascii: "(") { parens[parens.count - 1] += 1 }
                    if byte == UInt8(ascii: "[") { brackets += 1 }
                    if brackets > maximumBracketDepth {
                        return (SourceLocation(line: line, column: column),
                                "brackets nest deeper than \(maximumBracketDepth) levels; navlint does not read this file")
                    }
                    if depth > maximumDepth {
                        return (SourceLocation(line: line, column: column),
                                "code nests deeper than \(maximumDepth) levels; navlint does not read this file")
                    }
                } else if byte == UInt8(ascii: ")"), parens[parens.count - 1] == 0, modes.count > 1 {
                    modes.removeLast()  // the end of an interpolation: back in its string
                    parens.removeLast()
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    depth = max(0, depth - 1)
                    if byte == UInt8(ascii: ")") { parens[parens.count - 1] = max(0, parens[parens.count - 1] - 1) }
                    if byte == UInt8(ascii: "]") { brackets = max(0, brackets - 1) }
                }
            case .line:
                if byte == UInt8(ascii: "\n") { modes.removeLast(); continue }
            case .block(let depth):
                if starts("*/", at: index) {
                    modes.removeLast()
                    if depth > 1 { modes.append(.block(depth - 1)) }
                    step = 2
                } else if starts("/*", at: index) {
                    modes[modes.count - 1] = .block(depth + 1)
                    step = 2
                }
            case .string(let multiline, let escape, let close):
                if starts(escape, at: index), index + escape.count < bytes.count, bytes[index + escape.count] == UInt8(ascii: "(") {
                    modes.append(.code)
                    parens.append(0)
                    step = escape.count + 1
                } else if starts(escape, at: index) {
                    step = escape.count + 1
                } else if starts(close, at: index) {
                    modes.removeLast()
                    step = close.count
                } else if byte == UInt8(ascii: "\n"), !multiline {
                    modes.removeLast()  // an unterminated string ends at its line, as the parser recovers
                }
            }
            for offset in index..<min(index + step, bytes.count) {
                let passed = bytes[offset]
                if passed == UInt8(ascii: "\n") { line += 1; column = 1; atLineStart = true; continue }
                if passed & 0xC0 != 0x80 { column += 1 }
                if passed != UInt8(ascii: " "), passed != UInt8(ascii: "\t") { atLineStart = false }
            }
            index += step
        }
        return nil
    }
}
