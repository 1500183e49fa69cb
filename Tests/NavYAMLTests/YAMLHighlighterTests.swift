import NavYAML
import Testing

/// libyaml's tokens as highlighting: YAML in, each classified stretch out.
@Suite struct YAMLHighlighterTests {
    private func marked(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return YAMLHighlighter.spans(text).map {
            "\($0.kind) \(String(decoding: bytes[$0.offset..<($0.offset + $0.length)], as: UTF8.self))"
        }
    }

    @Test func keysValuesAndCommentsBetweenTokens() {
        #expect(marked("""
            # .navlint.yml
            disabled_rules: [NB012]   # Mac only
            options:
              NB001:
                max_length: {iphone: 15, ipad: 24}
            strict: true
            app_name: "Pantry"
            """) == [
            "comment # .navlint.yml", "type disabled_rules", "string NB012", "comment # Mac only",
            "type options", "type NB001", "type max_length", "type iphone", "number 15", "type ipad", "number 24",
            "type strict", "keyword true", "type app_name", "string \"Pantry\"",
        ])
    }

    @Test func listsAnchorsAndAHashInsideAStringIsNoComment() {
        #expect(marked("- &base path: \"a#b\"\n- *base\n") == [
            "attribute &base", "type path", "string \"a#b\"", "attribute *base",
        ])
    }

    @Test func invalidYAMLKeepsWhatCameBeforeTheError() {
        #expect(marked("title: Docs\nlist: [a, \"b\n") == ["type title", "string Docs", "type list", "string a"])
    }
}
