import NavBase

/// One tag as written, with its trimmed content and its byte range in the source.
package struct TemplateTag {
    enum Kind: Equatable {
        case variable, raw, section, inverted, close, comment, partial, parent, block, delimiters
    }

    var kind: Kind
    var content: String
    var location: SourceLocation
    var start: Int
    var end: Int
}

/// The scanner's output: text split after each newline, and tags.
package enum TemplateToken {
    case text(Range<Int>)
    case tag(TemplateTag)
}

/// Splits a template into tokens, following `{{=<% %>=}}` delimiter changes as it goes.
package struct TemplateScanner {
    let bytes: [UInt8]
    let template: String
    let path: String

    func scan() throws(TemplateError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var open = Array("{{".utf8)
        var close = Array("}}".utf8)
        var position = 0
        var textStart = 0
        var line = 1
        var lineStart = 0

        while position < bytes.count {
            let byte = bytes[position]
            if byte == TemplateBytes.newline {
                tokens.append(.text(textStart..<position + 1))
                position += 1
                textStart = position
                line += 1
                lineStart = position
                continue
            }
            guard byte == open[0], matches(open, at: position) else {
                position += 1
                continue
            }
            if textStart < position { tokens.append(.text(textStart..<position)) }
            let location = SourceLocation(line: line, column: column(of: position, lineStart: lineStart))
            var tag = try readTag(at: position, open: open, close: close, location: location)
            for index in position..<tag.end where bytes[index] == TemplateBytes.newline {
                line += 1
                lineStart = index + 1
            }
            if tag.kind == .delimiters {
                (open, close) = try delimiters(in: tag)
            }
            tag.content = tag.kind == .comment ? "" : tag.content
            tokens.append(.tag(tag))
            position = tag.end
            textStart = position
        }
        if textStart < bytes.count { tokens.append(.text(textStart..<bytes.count)) }
        return tokens
    }

    private func readTag(at start: Int, open: [UInt8], close: [UInt8], location: SourceLocation) throws(TemplateError) -> TemplateTag {
        var position = start + open.count
        while position < bytes.count, TemplateBytes.isSpaceOrTab(bytes[position]) { position += 1 }
        let sigil = position < bytes.count ? bytes[position] : 0
        var closing = close
        let kind: TemplateTag.Kind
        switch sigil {
        case UInt8(ascii: "{"): kind = .raw; closing = Array("}".utf8) + close
        case UInt8(ascii: "&"): kind = .raw
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="): kind = .delimiters; closing = Array("=".utf8) + close
        default: kind = .variable
        }
        if kind != .variable { position += 1 }

        guard let closeStart = find(closing, from: position) else {
            throw error(at: location, "tag is never closed: expected \"\(String(decoding: closing, as: UTF8.self))\"")
        }
        let content = TemplateBytes.trimmed(String(decoding: bytes[position..<closeStart], as: UTF8.self))
        let tag = TemplateTag(kind: kind, content: content, location: location, start: start, end: closeStart + closing.count)
        try validate(tag)
        return tag
    }

    private func validate(_ tag: TemplateTag) throws(TemplateError) {
        let isKey: Bool
        switch tag.kind {
        case .comment, .delimiters:
            return
        case .variable, .raw, .section, .inverted: isKey = true
        case .close, .partial, .parent, .block: isKey = false
        }
        let name = tag.content
        guard !name.isEmpty else { throw error(at: tag.location, "tag has no name") }
        guard !TemplateBytes.hasWhitespace(name) else {
            throw error(at: tag.location, "tag name \"\(name)\" contains whitespace")
        }
        if isKey, name != ".", TemplateKey.parts(of: name).contains(where: \.isEmpty) {
            throw error(at: tag.location, "invalid name \"\(name)\"")
        }
    }

    private func delimiters(in tag: TemplateTag) throws(TemplateError) -> ([UInt8], [UInt8]) {
        let parts = tag.content.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error(at: tag.location, "invalid delimiters \"\(tag.content)\": expected two delimiters separated by a space, without \"=\"")
        }
        return (Array(parts[0].utf8), Array(parts[1].utf8))
    }

    private func matches(_ needle: [UInt8], at position: Int) -> Bool {
        guard position + needle.count <= bytes.count else { return false }
        for offset in needle.indices where bytes[position + offset] != needle[offset] { return false }
        return true
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        var position = start
        while position + needle.count <= bytes.count {
            if bytes[position] == needle[0], matches(needle, at: position) { return position }
            position += 1
        }
        return nil
    }

    /// Columns count Unicode scalars, as every message of the project does (`TextColumn`).
    private func column(of position: Int, lineStart: Int) -> Int {
        TextColumn.of(offset: position, lineStart: lineStart, in: bytes)
    }

    private func error(at location: SourceLocation, _ message: String) -> TemplateError {
        TemplateError(template: template, path: path, location: location, message: message)
    }
}

/// Byte tests shared by the scanner and the parser; names kept out of UInt8 so they
/// cannot clash with other files of the module.
package enum TemplateBytes {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    // Tag contents are ASCII nearly always, and then their bytes answer as their characters
    // would, without walking grapheme clusters: a theme's hundreds of tags are compiled on
    // every build. `FastPathTests` compares each with its plain way.

    /// The whitespace `Character.isWhitespace` finds among ASCII bytes: tab, line feed,
    /// vertical tab, form feed, carriage return and space.
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return plainTrimmed(text) }
        guard let first = utf8.firstIndex(where: { !isASCIIWhitespace($0) }),
              let last = utf8.lastIndex(where: { !isASCIIWhitespace($0) }) else { return "" }
        return String(text[first...last])
    }

    static func plainTrimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[first...last])
    }

    static func hasWhitespace(_ text: String) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return plainHasWhitespace(text) }
        return text.utf8.contains(where: isASCIIWhitespace)
    }

    static func plainHasWhitespace(_ text: String) -> Bool { text.contains(where: \.isWhitespace) }
}
