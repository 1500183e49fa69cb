/// A position in a source file: the one position type of every message, whatever the
/// format (Markdown, YAML, `.navbar`, XML, Swift, templates). Lines count from 1 and
/// columns from 1 by `TextColumn`'s rule.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Used where a value was built in code rather than parsed.
    public static let unknown = SourceLocation(line: 1, column: 1)

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}
