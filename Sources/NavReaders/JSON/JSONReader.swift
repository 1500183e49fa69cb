import NavBase
import NavRules

/// A JSON parse failure at a position, before any file path is attached.
struct JSONError: Error, Hashable, Sendable {
    var location: SourceLocation
    var message: String
}

/// Strict RFC 8259 JSON with positions, because Foundation's reader has none
/// and navlint must point at the line of a bad value. Bounded nesting keeps
/// hostile input from exhausting the stack.
struct JSONReader {
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Parses one JSON document (valid UTF-8 is checked as it goes).
    static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        // A UTF-8 byte order mark is tolerated, as editors on some systems write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        if reader.index < bytes.count {
            throw reader.error("unexpected \(reader.describeCurrent()) after the JSON value")
        }
        return value
    }

    static func parse(_ text: String) throws(JSONError) -> JSONValue { try parse(Array(text.utf8)) }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private func error(_ message: String, at location: SourceLocation? = nil) -> JSONError {
        JSONError(location: location ?? here, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past one byte, keeping line and column; continuation bytes take no column.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x21 && byte < 0x7F { return "\"\(Character(UnicodeScalar(byte)))\"" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        let start = here
        guard let byte = current else { throw error("expected a value, found end of file") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string(), at: start)
        case UInt8(ascii: "t"): try literal("true"); return .bool(true, at: start)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false, at: start)
        case UInt8(ascii: "n"): try literal("null"); return .null(at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number(), at: start)
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func enter(_ depth: Int) throws(JSONError) {
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels is not supported")
        }
    }

    private mutating func object(depth: Int) throws(JSONError) -> JSONValue {
        try enter(depth)
        let start = here
        advance()  // {
        var members: [JSONMember] = []
        var firstLines: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return .object(members, at: start)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw error("expected a member name in double quotes, found \(describeCurrent())")
            }
            let nameLocation = here
            let name = try string()
            if let first = firstLines[name] {
                throw error("duplicate key \"\(name)\" (first on line \(first))", at: nameLocation)
            }
            firstLines[name] = nameLocation.line
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected \":\" after \"\(name)\", found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            members.append(JSONMember(name: name, nameLocation: nameLocation, value: try value(depth: depth)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"): advance(); return .object(members, at: start)
            default: throw error("expected \",\" or \"}\" in the object opened at \(start), found \(describeCurrent())")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONError) -> JSONValue {
        try enter(depth)
        let start = here
        advance()  // [
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return .array(items, at: start)
        }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"): advance(); return .array(items, at: start)
            default: throw error("expected \",\" or \"]\" in the array opened at \(start), found \(describeCurrent())")
            }
        }
    }

    private mutating func literal(_ word: String) throws(JSONError) {
        let start = here
        for expected in word.utf8 {
            guard current == expected else { throw error("expected \(word)", at: start) }
            advance()
        }
    }

    private mutating func number() throws(JSONError) -> String {
        let start = here, first = index
        func digits(_ reader: inout JSONReader) -> Int {
            var count = 0
            while let byte = reader.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                reader.advance()
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else if digits(&self) == 0 {
            throw error("invalid number", at: start)
        }
        if current == UInt8(ascii: ".") {
            advance()
            if digits(&self) == 0 { throw error("invalid number: expected digits after \".\"", at: start) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            if digits(&self) == 0 { throw error("invalid number: expected digits in the exponent", at: start) }
        }
        return String(decoding: bytes[first..<index], as: UTF8.self)
    }

    private mutating func string() throws(JSONError) -> String {
        let start = here
        advance()  // "
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = current else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try escape())
            case 0x00..<0x20:
                throw error(byte == 0x0A ? "unterminated string (a string cannot span lines)"
                                         : "control character in a string; escape it")
            default:
                scalars.append(try utf8Scalar())
            }
        }
    }

    private mutating func escape() throws(JSONError) -> Unicode.Scalar {
        let start = here
        advance()  // backslash
        guard let byte = current else { throw error("unterminated string") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4(start)
            if (0xD800...0xDBFF).contains(high) {
                guard current == UInt8(ascii: "\\") else { throw error("unpaired surrogate in \\u escape", at: start) }
                advance()
                guard current == UInt8(ascii: "u") else { throw error("unpaired surrogate in \\u escape", at: start) }
                advance()
                let low = try hex4(start)
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape", at: start) }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape", at: start) }
            return scalar
        default:
            throw error("invalid escape in a string", at: start)
        }
    }

    private mutating func hex4(_ start: SourceLocation) throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexDigit(byte) else {
                throw error("invalid \\u escape: expected four hex digits", at: start)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// One well-formed UTF-8 sequence, decoded; anything else is "invalid UTF-8".
    private mutating func utf8Scalar() throws(JSONError) -> Unicode.Scalar {
        let lead = bytes[index]
        if lead < 0x80 {
            advance()
            return Unicode.Scalar(lead)
        }
        let length: Int, lower: UInt8, upper: UInt8
        switch lead {
        case 0xC2...0xDF: (length, lower, upper) = (2, 0x80, 0xBF)
        case 0xE0: (length, lower, upper) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, lower, upper) = (3, 0x80, 0xBF)
        case 0xED: (length, lower, upper) = (3, 0x80, 0x9F)
        case 0xF0: (length, lower, upper) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, lower, upper) = (4, 0x80, 0xBF)
        case 0xF4: (length, lower, upper) = (4, 0x80, 0x8F)
        default: throw error("invalid UTF-8")
        }
        guard index + length <= bytes.count else { throw error("invalid UTF-8") }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let (low, high) = offset == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low && byte <= high else { throw error("invalid UTF-8") }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        for _ in 0..<length { advance() }
        return Unicode.Scalar(value)!
    }
}
