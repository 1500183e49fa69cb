/// Why a YAML document was refused, and where: `line`/`column` count from 1.
///
/// NavYAML has no dependency on NavRules; callers turn this into their own
/// located diagnostic (`path:line:col: error: message`).
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
}
