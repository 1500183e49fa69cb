@testable import NavMarkdown
import Testing

/// `ASCIIText.contains` answers as `String.contains` does, for ASCII text and for text
/// where a combining character joins a mark's last byte into another character.
@Suite struct ASCIITextTests {
    @Test(arguments: [
        "plain text", "a ~~struck~~ word", "see www.example.org", "https://x.org", "me@x.org", "note[^1]",
        "", "~", "ww.w", "www", "@\u{301}x", "www.\u{301}x", "e\u{301}t\u{E9} ~ caf\u{E9}", "~\u{301}",
        "line\r\n~", "[\u{301}^", "日本語 www.例え.jp", "👩‍👩‍👧 @",
    ])
    func answersAsStringContains(_ text: String) {
        for mark: StaticString in ["~", "www.", "://", "@", "[^"] {
            #expect(ASCIIText.contains(text, mark) == text.contains(String(describing: mark)), "\(text) / \(mark)")
        }
    }
}
