import NavBase

extension YAMLNode {
    /// The deepest nesting of sequences and mappings a document may have.
    public static let maximumDepth = 64

    /// Parses one YAML document. Returns nil when the text holds no document
    /// (empty, or only comments). `firstLine` is the line number of the text's
    /// first line in its file, for YAML embedded in another file (front matter).
    public static func parse(_ text: String, firstLine: Int = 1) throws(YAMLError) -> YAMLNode? {
        try parse(bytes: Array(text.utf8), firstLine: firstLine)
    }

    /// Parses one YAML document from UTF-8 bytes; anything else is a located error.
    ///
    /// Refused, each with its position: libyaml syntax errors (tabs used as
    /// indentation among them), duplicate keys, non-scalar keys, anchors and
    /// aliases, nesting deeper than ``maximumDepth``, a second document, and
    /// bytes that are not UTF-8.
    public static func parse(bytes: [UInt8], firstLine: Int = 1) throws(YAMLError) -> YAMLNode? {
        // NUL is libyaml's to refuse (a control character), with its own words.
        if let problem = UTF8Check.firstProblem(in: bytes, allowingNUL: true) {
            let at = UTF8Position.of(offset: problem.offset, in: bytes)
            throw YAMLError(line: at.line + firstLine - 1, column: at.column, message: problem.message)
        }
        var builder = TreeBuilder()
        try LibYAMLEvents.read(bytes, firstLine: firstLine) { (event) throws(YAMLError) in
            try builder.take(event)
        }
        return builder.root
    }
}

/// Assembles the tree from parse events with an explicit stack, refusing
/// what the document model does not allow as soon as it is seen.
private struct TreeBuilder {
    private enum Frame {
        case sequence([YAMLNode], at: SourceLocation)
        case mapping([YAMLPair], pendingKey: YAMLScalar?, firstLines: [String: Int], at: SourceLocation)
    }

    private var stack: [Frame] = []
    private var documents = 0
    private(set) var root: YAMLNode?

    mutating func take(_ event: YAMLEvent) throws(YAMLError) {
        switch event {
        case .documentStart(let position):
            documents += 1
            if documents > 1 {
                throw YAMLError(line: position.line, column: position.column,
                                message: "more than one YAML document; only one is supported")
            }
        case .documentEnd:
            break
        case .alias(let position):
            throw YAMLError(line: position.line, column: position.column, message: "YAML aliases are not supported")
        case .scalar(let scalar, let anchor):
            try refuse(anchor, at: scalar.position)
            try add(.scalar(scalar))
        case .sequenceStart(let position, let anchor):
            try refuse(anchor, at: position)
            try push(.sequence([], at: position), at: position)
        case .mappingStart(let position, let anchor):
            try refuse(anchor, at: position)
            try push(.mapping([], pendingKey: nil, firstLines: [:], at: position), at: position)
        case .sequenceEnd, .mappingEnd:
            switch stack.removeLast() {
            case .sequence(let items, let position): try add(.sequence(items, at: position))
            case .mapping(let pairs, _, _, let position): try add(.mapping(pairs, at: position))
            }
        }
    }

    private func refuse(_ anchor: String?, at position: SourceLocation) throws(YAMLError) {
        if anchor != nil {
            throw YAMLError(line: position.line, column: position.column, message: "YAML anchors are not supported")
        }
    }

    private mutating func push(_ frame: Frame, at position: SourceLocation) throws(YAMLError) {
        guard stack.count < YAMLNode.maximumDepth else {
            throw YAMLError(line: position.line, column: position.column,
                            message: "nesting deeper than \(YAMLNode.maximumDepth) levels is not supported")
        }
        stack.append(frame)
    }

    private mutating func add(_ node: YAMLNode) throws(YAMLError) {
        guard var top = stack.popLast() else {
            root = node
            return
        }
        // `top` is emptied before appending: while it still holds the arrays, every append
        // copies them, and a long list takes time that grows with the square of its length.
        switch top {
        case .sequence(var items, let position):
            top = .sequence([], at: position)
            items.append(node)
            stack.append(.sequence(items, at: position))
        case .mapping(var pairs, let pendingKey?, var firstLines, let position):
            top = .sequence([], at: position)
            pairs.append(YAMLPair(key: pendingKey, value: node))
            firstLines[pendingKey.text] = pendingKey.position.line
            stack.append(.mapping(pairs, pendingKey: nil, firstLines: firstLines, at: position))
        case .mapping(let pairs, nil, let firstLines, let position):
            guard case .scalar(let key) = node else {
                throw YAMLError(line: node.line, column: node.column, message: "a mapping key must be a plain value")
            }
            if let first = firstLines[key.text] {
                throw YAMLError(line: key.position.line, column: key.position.column,
                                message: "duplicate key \"\(key.text)\" (first on line \(first))")
            }
            stack.append(.mapping(pairs, pendingKey: key, firstLines: firstLines, at: position))
        }
        _ = top
    }
}
