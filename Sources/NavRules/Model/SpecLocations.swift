import NavBase

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
