/// A position in a source file, counted from 1 (line) and 1 (column, in characters).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
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

/// Where a bar's keys were written: the bar's first line and each key's line.
public struct SpecLocations: Hashable, Sendable {
    /// The first non-blank, non-comment line of the bar.
    public var bar: SourceLocation = .unknown
    /// The location of each key as written (`title`, `back`, ...).
    public var keys: [String: SourceLocation] = [:]

    public init(bar: SourceLocation = .unknown, keys: [String: SourceLocation] = [:]) {
        self.bar = bar
        self.keys = keys
    }

    /// The key's location, or the bar's first line when the key was not written.
    public func location(of key: String) -> SourceLocation { keys[key] ?? bar }
}
