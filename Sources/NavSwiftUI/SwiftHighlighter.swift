#if canImport(SwiftIDEUtils)
import NavReaders
internal import SwiftIDEUtils
internal import SwiftParser
internal import SwiftSyntax

/// Swift source classified by the toolchain's own classifier (SwiftIDEUtils), the one
/// editors use, so the docs highlight Swift as the compiler reads it; no syntax node leaves it.
enum SwiftHighlighter {
    /// The classified stretches of `text` worth a colour, in order; plain identifiers,
    /// operators and punctuation are left out. The tree is left for the reader, which reads
    /// the same text next (see `LastParse`).
    static func spans(_ text: String) -> [CodeSpan] {
        let tree = Parser.parse(source: text)
        LastParse.keep(tree, of: text)
        return tree.classifications.compactMap { classified in
            guard let kind = kind(classified.kind) else { return nil }
            let start = classified.range.lowerBound.utf8Offset
            return CodeSpan(offset: start, length: classified.range.upperBound.utf8Offset - start, kind: kind)
        }
    }

    private static func kind(_ classification: SyntaxClassification) -> String? {
        switch classification {
        case .keyword: "keyword"
        case .stringLiteral, .regexLiteral: "string"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "comment"
        case .integerLiteral, .floatLiteral: "number"
        case .type: "type"
        case .attribute: "attribute"
        case .ifConfigDirective: "directive"
        case .identifier, .dollarIdentifier, .argumentLabel, .operator, .editorPlaceholder, .none: nil
        @unknown default: nil
        }
    }
}
#endif
