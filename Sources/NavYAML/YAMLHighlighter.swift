/// YAML classified for highlighting from libyaml's own scanner, so the docs colour YAML as
/// libyaml reads it: keys, strings, numbers and booleans, anchors, aliases and tags,
/// directives, and comments, which the scanner skips and which are found in the gaps
/// between its tokens.
public enum YAMLHighlighter {
    /// A stretch of the text: UTF-8 byte offset and length, and its kind (the `hl-` classes:
    /// type for a key, string, number, keyword for true/false/null, attribute, directive, comment).
    public struct Span: Equatable, Sendable {
        public var offset: Int
        public var length: Int
        public var kind: String
    }

    public static func spans(_ text: String) -> [Span] {
        let bytes = Array(text.utf8)
        let tokens = LibYAMLTokens.scan(bytes)
        var spans: [Span] = []
        var gapStart = 0
        var afterKey = false
        for token in tokens {
            comments(in: bytes, from: gapStart, to: min(token.start, bytes.count), into: &spans)
            gapStart = max(gapStart, token.end)
            guard token.end > token.start, token.end <= bytes.count else {
                if case .key = token.kind { afterKey = true } else if case .value = token.kind { afterKey = false }
                continue
            }
            let kind: String?
            switch token.kind {
            case .key: afterKey = true; continue
            case .value: afterKey = false; continue
            case .scalar(let quoted):
                kind = afterKey ? "type" : quoted ? "string" : plainKind(bytes[token.start..<token.end])
                afterKey = false
            case .anchor, .alias, .tag: kind = "attribute"
            case .directive: kind = "directive"
            case .punctuation: kind = nil
            }
            if let kind { spans.append(Span(offset: token.start, length: token.end - token.start, kind: kind)) }
        }
        comments(in: bytes, from: gapStart, to: bytes.count, into: &spans)
        return spans
    }

    /// A plain scalar as YAML's core schema reads it: a number, a boolean or null, else text.
    private static func plainKind(_ scalar: ArraySlice<UInt8>) -> String {
        let text = String(decoding: scalar, as: UTF8.self)
        if ["true", "false", "null", "~", "True", "False", "Null", "TRUE", "FALSE", "NULL"].contains(text) { return "keyword" }
        if Double(text) != nil || Int(text) != nil { return "number" }
        return "string"
    }

    /// Comments in a gap between tokens: from `#` to the end of its line.
    private static func comments(in bytes: [UInt8], from start: Int, to end: Int, into spans: inout [Span]) {
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "#") {
                var stop = index
                while stop < end, bytes[stop] != UInt8(ascii: "\n"), bytes[stop] != UInt8(ascii: "\r") { stop += 1 }
                spans.append(Span(offset: index, length: stop - index, kind: "comment"))
                index = stop
            } else {
                index += 1
            }
        }
    }
}
