// Typed reads of a node, following the YAML 1.2 core schema with one
// deliberate extension: `yes`/`no` are booleans too, because the `.navbar`
// format and the docs use them and authors will write them in front matter.
// Only plain (unquoted, untagged or matching-tag) scalars resolve to null,
// Int or Bool; a quoted "3" or "yes" stays a string.

private let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]
private let trueWords: Set<String> = ["true", "True", "TRUE", "yes", "Yes", "YES"]
private let falseWords: Set<String> = ["false", "False", "FALSE", "no", "No", "NO"]

extension YAMLNode {
    /// The value for `key` when this node is a mapping.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { $0.key.text == key }?.value
    }

    /// The pairs of a mapping, in the order written; nil for other nodes.
    public var pairs: [YAMLPair]? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs
    }

    /// The items of a sequence; nil for other nodes.
    public var items: [YAMLNode]? {
        guard case .sequence(let items, _) = self else { return nil }
        return items
    }

    /// True for an empty value, `~` or `null` written plain (or tagged `!!null`).
    public var isNull: Bool {
        guard case .scalar(let scalar) = self else { return false }
        if scalar.tag == "tag:yaml.org,2002:null" { return true }
        return scalar.isPlainUntagged && nullWords.contains(scalar.text)
    }

    /// The text of any scalar that is not null (`title: 2024` reads as "2024").
    public var asString: String? {
        guard case .scalar(let scalar) = self, !isNull else { return nil }
        return scalar.text
    }

    /// A plain decimal integer (`-12`, `+3`), `0x1F` or `0o17`; nil otherwise or on overflow.
    public var asInt: Int? {
        guard case .scalar(let scalar) = self,
              scalar.isPlainUntagged || scalar.tag == "tag:yaml.org,2002:int" else { return nil }
        let text = scalar.text
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8) }
        guard let first = text.first, first.isASCII, text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
              first.isNumber || ((first == "-" || first == "+") && text.count > 1) else { return nil }
        return Int(text)
    }

    /// `true`/`false` and `yes`/`no` (lower, Capitalised or UPPER case), written plain.
    public var asBool: Bool? {
        guard case .scalar(let scalar) = self,
              scalar.isPlainUntagged || scalar.tag == "tag:yaml.org,2002:bool" else { return nil }
        if trueWords.contains(scalar.text) { return true }
        if falseWords.contains(scalar.text) { return false }
        return nil
    }

    /// The texts of a sequence whose items are all non-null scalars; nil otherwise.
    /// A single string is not a list: callers that accept both say so themselves.
    public var asStringList: [String]? {
        guard case .sequence(let items, _) = self else { return nil }
        var texts: [String] = []
        for item in items {
            guard let text = item.asString else { return nil }
            texts.append(text)
        }
        return texts
    }
}

extension YAMLScalar {
    fileprivate var isPlainUntagged: Bool { style == .plain && tag == nil }
}
