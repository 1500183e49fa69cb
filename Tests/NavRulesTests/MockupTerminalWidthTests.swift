import NavRules
import Testing

@Suite struct MockupTerminalWidthTests {
    @Test(arguments: [
        ("Inbox", 5),
        ("", 0),
        ("é", 1),                       // precomposed
        ("Cafe\u{301}", 4),             // e + combining acute is one column
        ("\u{301}", 0),                 // a lone combining mark
        ("設定と通知", 10),              // CJK ideographs and Hiragana
        ("カタカナ", 8),
        ("한국어", 6),                   // Hangul syllables
        ("\u{1100}\u{1161}\u{11A8}", 2), // Hangul spelled in Jamo is one wide character
        ("ＡＢＣ", 6),                   // fullwidth forms
        ("ｶﾀｶﾅ", 4),                    // halfwidth Katakana stays narrow
        ("🎵 Music", 8),
        ("👨‍👩‍👧‍👦", 2),                      // ZWJ family: one grapheme
        ("🏳️‍🌈", 2),                       // ZWJ sequence on a text-default base
        ("🇯🇵", 2),                       // flag
        ("👍🏽", 2),                       // skin tone modifier
        ("❤", 1),                       // text presentation by default
        ("❤️", 2),                      // asked for emoji presentation
        ("1️⃣", 2),                      // keycap
        ("a\u{200D}b", 2),              // a joiner between letters adds nothing
        ("\u{200B}", 0),                // zero width space
        ("\u{FE0F}", 0),                // a lone variation selector
        ("\u{7}\t\n", 0),               // control characters
        ("‹ « — … ─ │ ● ╌", 15),        // the renderer's chrome is narrow
    ])
    func columns(text: String, expected: Int) {
        #expect(TerminalWidth.columns(of: text) == expected)
    }

    @Test func characterAndStringAgree() {
        let text = "Cafe\u{301} 設定 🎵👨‍👩‍👧‍👦🇯🇵"
        #expect(text.map(TerminalWidth.columns(of:)) == [1, 1, 1, 1, 1, 2, 2, 1, 2, 2, 2])
        #expect(TerminalWidth.columns(of: text) == 16)
    }

    @Test(arguments: [
        ("Notifications and Sounds", 10, "…", "Notificat…"),
        ("Hello world", 7, "…", "Hello…"),          // no space before the ellipsis
        ("Hello world", 11, "…", "Hello world"),     // fits: unchanged
        ("Notifications", 8, "...", "Notif..."),
        ("Notifications", 2, "...", ".."),
        ("Notifications", 0, "…", ""),
        ("設定と通知", 5, "…", "設定…"),
        ("設定と通知", 6, "…", "設定…"),             // 設定と would straddle: one column short
        ("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", 3, "…", "👨‍👩‍👧‍👦…"),
    ])
    func truncate(text: String, limit: Int, ellipsis: String, expected: String) {
        let cut = TerminalWidth.truncate(text, toColumns: limit, ellipsis: ellipsis)
        #expect(cut == expected)
        #expect(TerminalWidth.columns(of: cut) <= limit)
    }

    @Test func truncateKeepsCombiningMarksWithTheirLetter() {
        let cut = TerminalWidth.truncate("Cafe\u{301}teria", toColumns: 5)
        #expect(Array(cut.unicodeScalars) == Array("Cafe\u{301}…".unicodeScalars))
    }
}
