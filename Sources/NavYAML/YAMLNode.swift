import NavBase

/// One node of a parsed YAML document: a scalar, a sequence or a mapping,
/// each with the position it was written at (1-based line and column).
///
/// The tree is plain immutable values; nothing of libyaml survives the parse.
public indirect enum YAMLNode: Hashable, Sendable {
    case scalar(YAMLScalar)
    case sequence([YAMLNode], at: SourceLocation)
    /// Key/value pairs in the order written. Keys are always scalars and never repeat.
    case mapping([YAMLPair], at: SourceLocation)

    /// Where the node starts.
    public var position: SourceLocation {
        switch self {
        case .scalar(let scalar): scalar.position
        case .sequence(_, let position), .mapping(_, let position): position
        }
    }

    public var line: Int { position.line }
    public var column: Int { position.column }
}

/// A scalar's text as written (quotes and escapes resolved), with how it was written.
public struct YAMLScalar: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var text: String
    public var style: Style
    /// The resolved tag when one was written (`!!str` → `tag:yaml.org,2002:str`).
    public var tag: String?
    public var position: SourceLocation

    public init(text: String, style: Style = .plain, tag: String? = nil, position: SourceLocation) {
        self.text = text
        self.style = style
        self.tag = tag
        self.position = position
    }
}

/// One entry of a mapping.
public struct YAMLPair: Hashable, Sendable {
    public var key: YAMLScalar
    public var value: YAMLNode

    public init(key: YAMLScalar, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
