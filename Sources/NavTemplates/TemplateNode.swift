/// A compiled template is a tree of these nodes, built once at load time.
package indirect enum TemplateNode: Sendable {
    /// Literal template text, as UTF-8.
    case text([UInt8])
    /// The start of a template line: where a standalone partial's indentation goes.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (raw).
    case variable(TemplateKey, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(TemplateKey, [TemplateNode], inverted: Bool)
    /// `{{> name}}`.
    case partial(TemplateInclusion)
    /// `{{< name}}…{{/name}}` with the blocks it overrides, by block name.
    case parent(TemplateInclusion, overrides: [String: TemplateBlock])
    /// `{{$ name}}…{{/name}}`: a default where it stands, an override inside a parent.
    case block(TemplateBlock)
}

/// A name looked up in the context stack, split at its dots; no parts means `{{.}}`.
package struct TemplateKey: Sendable {
    var parts: [String]

    init(_ name: String) {
        parts = name == "." ? [] : Self.parts(of: name)
    }

    /// `name` split at its dots, empty parts kept; an ASCII name is split as bytes (see
    /// `TemplateBytes`).
    static func parts(of name: String) -> [String] {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return plainParts(of: name) }
        return name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    static func plainParts(of name: String) -> [String] {
        name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

/// A partial or parent tag: the template it names and, when the tag stands alone on its
/// line, the whitespace before it, which indents every line of the included template.
package struct TemplateInclusion: Sendable {
    var name: String
    var indent: [UInt8]?
    var site: TemplateSite
}

/// A block and how its content sits in the lines around it.
package struct TemplateBlock: Sendable {
    var name: String
    /// Dedented by its own indentation when `startsLine`; rendered re-indented where it is used.
    var content: [TemplateNode]
    /// The opening tag stood alone on its line, so the content starts a line of its own.
    var startsLine: Bool
    /// The indentation given to an override's lines where this block is used.
    var indent: [UInt8]
    var site: TemplateSite
}
