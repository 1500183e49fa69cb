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

    public var description: String { "\(path):\(location.line):\(location.column): \(level.rawValue): \(message)" }
}

/// Several diagnostics thrown together, so a caller can report every problem at once.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
