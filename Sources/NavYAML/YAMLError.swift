import NavBase

/// Why a YAML document was refused, and where: `line`/`column` count from 1.
///
/// Callers name the file: `diagnostic(path:)` is the located diagnostic
/// (`path:line:col: error: message`).
public struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// What is wrong, without a trailing period.
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }

    public var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// The error as a diagnostic of the file at `path`, its message after `prefix` when given.
    public func diagnostic(path: String, prefix: String = "") -> Diagnostic {
        Diagnostic(path: path, location: location, message: prefix + message)
    }
}
