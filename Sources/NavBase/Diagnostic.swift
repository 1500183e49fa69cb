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
        // Sized exactly: each line's strings are copied in whole, not appended a byte at a time.
        var size = endingLine && !diagnostics.isEmpty ? 1 : 0
        for i in diagnostics.indices {
            size += (i > 0 ? 1 : 0) + diagnostics[i].path.utf8.count + LineWriter.digits(diagnostics[i].location.line)
                + LineWriter.digits(diagnostics[i].location.column) + diagnostics[i].level.rawValue.utf8.count
                + diagnostics[i].message.utf8.count + 6
        }
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, written in
            var line = LineWriter(at: buffer.baseAddress!)
            // By place, each field read where it is: a copy of each diagnostic retained its strings.
            for i in diagnostics.indices {
                if i > 0 { line.byte(0x0A) }
                line.string(diagnostics[i].path)
                line.byte(UInt8(ascii: ":"))
                line.decimal(diagnostics[i].location.line)
                line.byte(UInt8(ascii: ":"))
                line.decimal(diagnostics[i].location.column)
                line.string(": ")
                line.string(diagnostics[i].level.rawValue)
                line.string(": ")
                line.string(diagnostics[i].message)
            }
            if endingLine && !diagnostics.isEmpty { line.byte(0x0A) }
            written = size
            precondition(line.at == buffer.baseAddress! + size, "diagnostic lines sized wrongly")
        }
    }
}

/// Writes a diagnostic's pieces into memory sized for them beforehand.
private struct LineWriter {
    var at: UnsafeMutablePointer<UInt8>

    mutating func byte(_ b: UInt8) {
        at.initialize(to: b)
        at += 1
    }

    mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            if let base = utf8.baseAddress { at.initialize(from: base, count: utf8.count) }
            at += utf8.count
        }
    }

    /// The bytes `decimal(n)` writes: `String(n).utf8.count`.
    static func digits(_ n: Int) -> Int {
        var count = n < 0 ? 2 : 1, rest = n.magnitude
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }

    /// `String(n)`'s digits, without a String for each number.
    mutating func decimal(_ n: Int) {
        if n < 0 { byte(UInt8(ascii: "-")) }
        let count = Self.digits(n) - (n < 0 ? 1 : 0)
        var rest = n.magnitude
        for k in stride(from: count - 1, through: 0, by: -1) {
            (at + k).initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        at += count
    }
}
