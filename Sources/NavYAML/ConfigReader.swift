import NavBase

/// Reads the values of a YAML config file — `navdocs.yml`, a page's front matter,
/// `.navlint.yml` — with one wording for every file: each value of the wrong kind is a
/// located error (`"order" must be a whole number, not "soon"`), collected so that every
/// problem of the file is reported at once.
public struct ConfigReader: Sendable {
    /// The file as messages name it.
    public let path: String
    public private(set) var errors: [Diagnostic] = []

    public init(path: String) { self.path = path }

    /// What a key's value must be, in the words of the messages below.
    public enum Message {
        public static func mustBe(_ key: String, _ kind: String) -> String { "\"\(key)\" must be \(kind)" }

        /// `mustBe`, saying what was written instead.
        public static func mustBe(_ key: String, _ kind: String, not written: YAMLNode) -> String {
            "\(mustBe(key, kind)), not \(describe(written))"
        }

        /// A value as a message shows it: a scalar's text in quotes, else its shape.
        public static func describe(_ node: YAMLNode) -> String {
            if let text = node.asString { return "\"\(text)\"" }
            if node.isNull { return "an empty value" }
            return node.items != nil ? "a list" : "a mapping"
        }

        public static let text = "text"
        public static let nonEmptyText = "non-empty text"
        public static let trueOrFalse = "true or false"
        public static let wholeNumber = "a whole number"
    }

    /// Adds an error at `node`.
    public mutating func fail(_ node: YAMLNode, _ message: String) {
        errors.append(Diagnostic(path: path, location: node.position, message: message))
    }

    /// The pairs of a mapping, or nil after `message` (the mapping's shape) at the node.
    public mutating func pairs(_ node: YAMLNode, orFail message: @autoclosure () -> String) -> [YAMLPair]? {
        if let pairs = node.pairs { return pairs }
        fail(node, message())
        return nil
    }

    /// Any scalar's text, empty text included.
    public mutating func text(_ node: YAMLNode, key: String) -> String? {
        if let text = node.asString { return text }
        fail(node, Message.mustBe(key, Message.text))
        return nil
    }

    /// A scalar's text that is not empty. `label` (`severity of NB001`) names a value that is
    /// not a key of its own, written as it is rather than quoted.
    public mutating func nonEmptyText(_ node: YAMLNode, key: String? = nil, label: String? = nil) -> String? {
        if case .scalar = node, let text = node.asString, !text.isEmpty { return text }
        let message = key.map { Message.mustBe($0, Message.nonEmptyText) } ?? "\(label ?? "value") must be \(Message.nonEmptyText)"
        fail(node, message)
        return nil
    }

    /// `true`/`false` (or `yes`/`no`).
    public mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
        if let value = node.asBool { return value }
        fail(node, Message.mustBe(key, Message.trueOrFalse, not: node))
        return nil
    }

    /// A whole number.
    public mutating func wholeNumber(_ node: YAMLNode, key: String) -> Int? {
        if let value = node.asInt { return value }
        fail(node, Message.mustBe(key, Message.wholeNumber, not: node))
        return nil
    }
}
