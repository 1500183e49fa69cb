import NavBase
import NavRules

/// A JSON value as the position-tracking reader found it: every value keeps
/// the line and column where it starts (1-based, columns in Unicode scalars).
indirect enum JSONValue: Hashable, Sendable {
    case string(String, at: SourceLocation)
    /// The number as written; navlint's JSON format has no numeric keys.
    case number(String, at: SourceLocation)
    case bool(Bool, at: SourceLocation)
    case null(at: SourceLocation)
    case array([JSONValue], at: SourceLocation)
    /// Members in the order written; names never repeat.
    case object([JSONMember], at: SourceLocation)

    var location: SourceLocation {
        switch self {
        case .string(_, let at), .number(_, let at), .bool(_, let at), .null(let at),
             .array(_, let at), .object(_, let at):
            at
        }
    }

    /// How an error message names this kind of value.
    var kindName: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

struct JSONMember: Hashable, Sendable {
    var name: String
    /// Where the member's name (its opening quote) was written.
    var nameLocation: SourceLocation
    var value: JSONValue
}
