import NavBase

/// A value of an old-style (OpenStep) property list, the form Xcode writes `project.pbxproj` in.
enum PlistValue: Hashable, Sendable {
    case string(String)
    case array([PlistValue])
    case dictionary([String: PlistValue])
    case data([UInt8])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [PlistValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var dictionary: [String: PlistValue]? {
        if case .dictionary(let values) = self { return values }
        return nil
    }

    subscript(key: String) -> PlistValue? { dictionary?[key] }
}

/// Reads the OpenStep property list syntax: `{ key = value; }`, `( a, b, )`, `<0fbd>`,
/// quoted strings with their escapes, unquoted words, and `/* */` and `//` comments.
///
/// It reads bytes and never traps: text it cannot read is a located error, nesting deeper
/// than `maximumDepth` too, so that no file can exhaust the stack.
struct OpenStepPlistParser {
    static let maximumDepth = 200

    enum Message {
        static let endsEarly = "the file ends inside the property list; it may be truncated"
        static func expected(_ what: String, found: String) -> String { "expected \(what), found \(found)" }
        static let unterminatedString = "the quoted string is not closed"
        static let unterminatedComment = "the comment /* is not closed"
        static let textAfterEnd = "text after the end of the property list"
        static let tooDeep = "nesting deeper than \(maximumDepth) levels"
        static let badData = "data <…> holds only hexadecimal digits and spaces"
    }

    private let bytes: [UInt8]
    private let path: String
    private var offset = 0

    /// The one value the text holds.
    static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> PlistValue {
        var parser = OpenStepPlistParser(bytes: bytes, path: path)
        // A UTF-8 byte-order mark says nothing here.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        let value = try parser.value(depth: 0)
        try parser.skipBlanks()
        if parser.offset < bytes.count { throw parser.error(Message.textAfterEnd) }
        return value
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private func error(_ message: String, at offset: Int? = nil) -> Diagnostic {
        Diagnostic(path: path, location: TextColumn.location(ofOffset: offset ?? self.offset, in: bytes), message: message)
    }

    /// What is at the current offset, as a message names it.
    private var found: String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
        switch byte {
        case 0x0A, 0x0D: return "a line break"
        case 0x20, 0x09: return "a space"
        default: return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }

    private mutating func skipBlanks() throws(Diagnostic) {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                let start = offset
                offset += 2
                while true {
                    guard offset + 1 < bytes.count else { throw error(Message.unterminatedComment, at: start) }
                    if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") { offset += 2; break }
                    offset += 1
                }
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(Diagnostic) -> PlistValue {
        try skipBlanks()
        guard offset < bytes.count else { throw error(Message.endsEarly) }
        if depth >= Self.maximumDepth { throw error(Message.tooDeep) }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .dictionary(try dictionary(depth: depth))
        case UInt8(ascii: "("): return .array(try array(depth: depth))
        case UInt8(ascii: "<"): return .data(try data())
        default: return .string(try string(what: "a value"))
        }
    }

    private mutating func dictionary(depth: Int) throws(Diagnostic) -> [String: PlistValue] {
        offset += 1
        var values: [String: PlistValue] = [:]
        while true {
            try skipBlanks()
            guard offset < bytes.count else { throw error(Message.endsEarly) }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return values }
            let key = try string(what: "a key or \"}\"")
            try expect("=", after: "the key \"\(key)\"")
            let value = try value(depth: depth + 1)
            try expect(";", after: "the value of \"\(key)\"")
            // The first of two equal keys is kept, as a reader of the file sees it first.
            if values[key] == nil { values[key] = value }
        }
    }

    private mutating func array(depth: Int) throws(Diagnostic) -> [PlistValue] {
        offset += 1
        var values: [PlistValue] = []
        while true {
            try skipBlanks()
            guard offset < bytes.count else { throw error(Message.endsEarly) }
            if bytes[offset] == UInt8(ascii: ")") { offset += 1; return values }
            values.append(try value(depth: depth + 1))
            try skipBlanks()
            guard offset < bytes.count else { throw error(Message.endsEarly) }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: ")") { offset += 1; return values }
            throw error(Message.expected("\",\" or \")\" after an array element", found: found))
        }
    }

    private mutating func expect(_ character: Character, after what: String) throws(Diagnostic) {
        try skipBlanks()
        guard offset < bytes.count else { throw error(Message.endsEarly) }
        guard bytes[offset] == character.asciiValue! else {
            throw error(Message.expected("\"\(character)\" after \(what)", found: found))
        }
        offset += 1
    }

    private mutating func data() throws(Diagnostic) -> [UInt8] {
        let start = offset
        offset += 1
        var data: [UInt8] = []
        var high: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error(Message.badData, at: start) }
                return data
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            guard let digit = Self.hexValue(byte) else { throw error(Message.badData, at: offset - 1) }
            if let first = high { data.append(first << 4 | digit); high = nil } else { high = digit }
        }
        throw error(Message.endsEarly)
    }

    /// A quoted string or an unquoted word.
    private mutating func string(what: String) throws(Diagnostic) -> String {
        guard offset < bytes.count else { throw error(Message.endsEarly) }
        let quote = bytes[offset]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") { return try quoted(quote) }
        let start = offset
        while offset < bytes.count, Self.isWordByte(bytes[offset]) { offset += 1 }
        guard offset > start else { throw error(Message.expected(what, found: found)) }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Words are what NeXTSTEP allowed unquoted, widened to any byte that is not syntax
    /// or a blank: letters beyond ASCII are written unquoted by some tools.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x20, 0x7F: false
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""),
             UInt8(ascii: "'"): false
        default: true
        }
    }

    private mutating func quoted(_ quote: UInt8) throws(Diagnostic) -> String {
        let start = offset
        offset += 1
        var text: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == quote { return String(decoding: text, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else { text.append(byte); continue }
            guard offset < bytes.count else { break }
            let escaped = bytes[offset]
            offset += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                // Up to four hexadecimal digits: one UTF-16 unit, paired when it is a surrogate.
                var unit: UInt32 = 0, digits = 0
                while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
                    unit = unit << 4 | UInt32(digit)
                    digits += 1
                    offset += 1
                }
                append(unit: unit, to: &text)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0")), digits = 1
                while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                    value = value << 3 | UInt32(bytes[offset] - UInt8(ascii: "0"))
                    digits += 1
                    offset += 1
                }
                append(unit: value, to: &text)
            default:
                // `\"`, `\\`, `\'` and any other escaped byte stand for themselves.
                text.append(escaped)
            }
        }
        throw error(Message.unterminatedString, at: start)
    }

    /// Pending high surrogate of a `\U` pair.
    private var highSurrogate: UInt32?

    private mutating func append(unit: UInt32, to text: inout [UInt8]) {
        var scalar: Unicode.Scalar?
        if (0xD800..<0xDC00).contains(unit) {
            if highSurrogate != nil { text.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
            highSurrogate = unit
            return
        } else if (0xDC00..<0xE000).contains(unit), let high = highSurrogate {
            scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))
        } else {
            scalar = Unicode.Scalar(unit)
        }
        highSurrogate = nil
        text.append(contentsOf: Array(String(scalar ?? "\u{FFFD}").utf8))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
