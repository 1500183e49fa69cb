/// A located message: `path:line:col: severity: message`, the one shape every
/// error, warning and lint finding in navdocs is printed in.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Level: String, Sendable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Level, b: Level) -> Bool { a.rank < b.rank }
    }

    public var path: String
    public var location: SourceLocation
    public var level: Level
    public var message: String

    public init(path: String, location: SourceLocation, level: Level = .error, message: String) {
        self.path = path
        self.location = location
        self.level = level
        self.message = message
    }

    public var description: String { DiagnosticList([self]).description }
}

/// Several diagnostics thrown together, so a caller can report every problem at once.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// One line each. Written as bytes: a site's warnings can be ten thousand lines, printed
    /// by every build, and a String for each line cost more than the rest of printing them.
    public var description: String { String(decoding: lineBytes(endingLine: false), as: UTF8.self) }

    /// `description` as UTF-8, ending with a line end when `endingLine`: what a command writes
    /// to standard error, without a String of it to check and copy again.
    public func lineBytes(endingLine: Bool = true) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(diagnostics.reduce(1) { $0 + $1.path.utf8.count + $1.message.utf8.count + 24 })
        // By place, each field read where it is: a copy of each diagnostic retained its strings.
        for i in diagnostics.indices {
            if i > 0 { text.append(0x0A) }
            text += diagnostics[i].path.utf8
            text.append(UInt8(ascii: ":"))
            Self.appendDecimal(diagnostics[i].location.line, to: &text)
            text.append(UInt8(ascii: ":"))
            Self.appendDecimal(diagnostics[i].location.column, to: &text)
            text += ": ".utf8
            text += diagnostics[i].level.rawValue.utf8
            text += ": ".utf8
            text += diagnostics[i].message.utf8
        }
        if endingLine && !diagnostics.isEmpty { text.append(0x0A) }
        return text
    }

    /// `String(n)`'s digits, without a String for each number.
    static func appendDecimal(_ n: Int, to text: inout [UInt8]) {
        guard n >= 0 else { text += String(n).utf8; return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0, rest = n
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            text += buffer[(20 - count)...]
        }
    }
}
