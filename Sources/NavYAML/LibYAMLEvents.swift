import CYaml
import NavBase

// The only file that touches libyaml: it runs the parser over a byte buffer
// and hands each event to Swift as a plain value, or runs the scanner and hands
// back each token's kind and byte range. No C pointer leaves here.

/// One parse event, already converted to Swift values.
enum YAMLEvent {
    case documentStart(SourceLocation)
    case documentEnd
    case scalar(YAMLScalar, anchor: String?)
    case sequenceStart(SourceLocation, anchor: String?)
    case sequenceEnd
    case mappingStart(SourceLocation, anchor: String?)
    case mappingEnd
    case alias(SourceLocation)
}

enum LibYAMLEvents {
    /// Runs libyaml over `bytes` (valid UTF-8) and calls `handle` for each
    /// event until the stream ends, libyaml reports an error, or `handle` throws.
    /// Lines are shifted so that the first line of `bytes` is `firstLine`.
    static func read(_ bytes: [UInt8], firstLine: Int,
                     _ handle: (YAMLEvent) throws(YAMLError) -> Void) throws(YAMLError) {
        // Heap-allocated so libyaml's structs never move between calls.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer {
            parser.deallocate()
            event.deallocate()
            input.deallocate()
        }
        input.initialize(from: bytes, count: bytes.count)
        guard yaml_parser_initialize(parser) == 1 else {
            throw YAMLError(line: firstLine, column: 1, message: "the YAML parser could not start (out of memory)")
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, input, bytes.count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)

        func position(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(line: Int(mark.line) + firstLine, column: Int(mark.column) + 1)
        }

        while true {
            guard yaml_parser_parse(parser, event) == 1 else {
                throw error(of: parser.pointee, in: bytes, firstLine: firstLine)
            }
            defer { yaml_event_delete(event) }
            let start = position(event.pointee.start_mark)
            let converted: YAMLEvent
            switch event.pointee.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_DOCUMENT_START_EVENT:
                converted = .documentStart(start)
            case YAML_DOCUMENT_END_EVENT:
                converted = .documentEnd
            case YAML_ALIAS_EVENT:
                converted = .alias(start)
            case YAML_SCALAR_EVENT:
                let data = event.pointee.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: data.value, count: Int(data.length)),
                                  as: UTF8.self)
                let scalar = YAMLScalar(text: text, style: style(data.style), tag: string(data.tag),
                                        position: start)
                converted = .scalar(scalar, anchor: string(data.anchor))
            case YAML_SEQUENCE_START_EVENT:
                converted = .sequenceStart(start, anchor: string(event.pointee.data.sequence_start.anchor))
            case YAML_SEQUENCE_END_EVENT:
                converted = .sequenceEnd
            case YAML_MAPPING_START_EVENT:
                converted = .mappingStart(start, anchor: string(event.pointee.data.mapping_start.anchor))
            case YAML_MAPPING_END_EVENT:
                converted = .mappingEnd
            default:
                continue  // stream start, and the "no event" placeholder
            }
            try handle(converted)
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// libyaml's problem text with its context, at the problem's mark.
    private static func error(of parser: yaml_parser_t, in bytes: [UInt8], firstLine: Int) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "the YAML could not be read"
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a mark.
            let at = UTF8Position.of(offset: Int(parser.problem_offset), in: bytes)
            var message = problem
            if parser.problem_value >= 0 {
                message = "\(problem) (U+\(hex(Int(parser.problem_value))))"
            }
            return YAMLError(line: at.line + firstLine - 1, column: at.column, message: message)
        }
        let line = Int(parser.problem_mark.line) + firstLine
        let column = Int(parser.problem_mark.column) + 1
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " \(context)"
            let contextLine = Int(parser.context_mark.line) + firstLine
            if contextLine != line { message += " (started on line \(contextLine))" }
        }
        if UTF8Position.asciiCharacter(at: SourceLocation(line: line - firstLine + 1, column: column), in: bytes) == "\t" {
            message = "a tab cannot indent YAML; use spaces (\(message))"
        }
        return YAMLError(line: line, column: column, message: message)
    }

    private static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// One token of libyaml's scanner: what it is, and its bytes in the input.
struct YAMLToken {
    enum Kind { case key, value, scalar(quoted: Bool), anchor, alias, tag, directive, punctuation }
    var kind: Kind
    var start: Int
    var end: Int
}

enum LibYAMLTokens {
    /// The tokens of `bytes` (valid UTF-8) in order, up to the end of the stream or the first
    /// error: a block that is not valid YAML keeps the tokens before the error.
    static func scan(_ bytes: [UInt8]) -> [YAMLToken] {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let token = UnsafeMutablePointer<yaml_token_t>.allocate(capacity: 1)
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer {
            parser.deallocate()
            token.deallocate()
            input.deallocate()
        }
        input.initialize(from: bytes, count: bytes.count)
        guard yaml_parser_initialize(parser) == 1 else { return [] }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, input, bytes.count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        var tokens: [YAMLToken] = []
        while yaml_parser_scan(parser, token) == 1 {
            defer { yaml_token_delete(token) }
            let type = token.pointee.type
            if type == YAML_STREAM_END_TOKEN || type == YAML_NO_TOKEN { break }
            let start = Int(token.pointee.start_mark.index), end = Int(token.pointee.end_mark.index)
            let kind: YAMLToken.Kind
            switch type {
            case YAML_KEY_TOKEN: kind = .key
            case YAML_VALUE_TOKEN: kind = .value
            case YAML_SCALAR_TOKEN: kind = .scalar(quoted: token.pointee.data.scalar.style != YAML_PLAIN_SCALAR_STYLE)
            case YAML_ANCHOR_TOKEN: kind = .anchor
            case YAML_ALIAS_TOKEN: kind = .alias
            case YAML_TAG_TOKEN: kind = .tag
            case YAML_VERSION_DIRECTIVE_TOKEN, YAML_TAG_DIRECTIVE_TOKEN: kind = .directive
            default: kind = .punctuation
            }
            tokens.append(YAMLToken(kind: kind, start: start, end: end))
        }
        return tokens
    }
}
