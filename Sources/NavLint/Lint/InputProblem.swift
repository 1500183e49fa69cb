import NavBase
import NavRules

/// A file navlint could not lint: unreadable, not a spec, or a spec that does
/// not parse. Printed `path:line:col: error: message`, or `path: error: message`
/// when the problem is the file as a whole.
public struct InputProblem: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var location: SourceLocation?
    public var message: String

    public init(path: String, location: SourceLocation? = nil, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    init(_ diagnostic: Diagnostic) {
        self.init(path: diagnostic.path, location: diagnostic.location, message: diagnostic.message)
    }

    public var description: String {
        guard let location else { return "\(path): error: \(message)" }
        return "\(path):\(location.line):\(location.column): error: \(message)"
    }
}
