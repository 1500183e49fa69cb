import Testing
import NavRules

/// The errors a spec produces, as printed; empty when it parses.
func errors(_ spec: String, firstLine: Int = 1) -> [String] {
    errors(bytes: Array(spec.utf8), firstLine: firstLine)
}

func errors(bytes: [UInt8], firstLine: Int = 1) -> [String] {
    do {
        _ = try NavbarSpec.parse(bytes: bytes, path: "bar.navbar", firstLine: firstLine)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

@Suite struct NavbarSpecErrorTests {
    @Test func unknownKeysSuggestTheNearestKey() {
        #expect(errors("tittle: Inbox") == [#"bar.navbar:1:1: error: unknown key "tittle"; did you mean "title"?"#])
        #expect(errors("  Title: Inbox") == [#"bar.navbar:1:3: error: unknown key "Title"; did you mean "title"?"#])
        #expect(errors("back position: trailing") == [
            #"bar.navbar:1:1: error: unknown key "back position"; did you mean "back-position"?"#,
        ])
        #expect(errors("colour: red") == [
            #"bar.navbar:1:1: error: unknown key "colour"; known keys are screen, platform, app, title, title-style, title-redundant, back, back-position, back-chevron, back-mask, leading, trailing, segmented, border, hides, restore, glyph, split-view, presentation, ignore"#,
        ])
    }

    @Test func everyErrorIsReportedNotJustTheFirst() {
        #expect(errors("""
            tittle: Inbox
            title: Inbox
            title: Outbox
            just words
            ---
            platform: android
            : nothing
            """) == [
            #"bar.navbar:1:1: error: unknown key "tittle"; did you mean "title"?"#,
            #"bar.navbar:3:1: error: duplicate key "title" (first set on line 2)"#,
            #"bar.navbar:4:1: error: line has no ":"; expected "key: value""#,
            #"bar.navbar:6:11: error: bad value "android" for "platform"; expected iphone, ipad or mac"#,
            #"bar.navbar:7:1: error: missing key before ":"; expected "key: value""#,
        ])
    }

    @Test func badValuesNameTheKeyAndTheChoices() {
        #expect(errors("title-style: huge") == [
            #"bar.navbar:1:14: error: bad value "huge" for "title-style"; expected standard or large"#,
        ])
        #expect(errors("platform:  iPad") == [
            #"bar.navbar:1:12: error: bad value "iPad" for "platform"; expected iphone, ipad or mac; did you mean "ipad"?"#,
        ])
        #expect(errors("hides: onscroll") == [
            #"bar.navbar:1:8: error: bad value "onscroll" for "hides"; expected never, on-scroll, on-tap or always; did you mean "on-scroll"?"#,
        ])
        #expect(errors("split-view: true") == [
            #"bar.navbar:1:13: error: bad value "true" for "split-view"; expected yes or no"#,
        ])
        #expect(errors("back: A\nback-chevron: fancy\nback-mask: maybe\nborder: none") == [
            #"bar.navbar:2:15: error: bad value "fancy" for "back-chevron"; expected system or custom"#,
            #"bar.navbar:3:12: error: bad value "maybe" for "back-mask"; expected yes or no"#,
            #"bar.navbar:4:9: error: bad value "none" for "border"; expected visible or hidden"#,
        ])
    }

    @Test func missingValues() {
        #expect(errors("title:\nplatform: # later\nback-mask:") == [
            #"bar.navbar:1:1: error: missing value for "title"; write it after the ":" ("" for an empty one)"#,
            #"bar.navbar:2:1: error: missing value for "platform"; expected iphone, ipad or mac"#,
            #"bar.navbar:3:1: error: missing value for "back-mask"; expected yes or no"#,
        ])
    }

    @Test func listItemsAreCheckedWhereTheyStand() {
        #expect(errors("leading: Edit,, Sort") == [
            #"bar.navbar:1:15: error: empty item in "leading"; separate labels with commas and leave none empty"#,
        ])
        #expect(errors("segmented: All | ") == [
            #"bar.navbar:1:17: error: empty item in "segmented"; separate labels with "|" and leave none empty"#,
        ])
        #expect(errors("segmented: \"\"") == [
            #"bar.navbar:1:12: error: a segmented control needs at least one segment, as in "All | Unread""#,
        ])
        #expect(errors("restore: tap, fly") == [
            #"bar.navbar:1:15: error: bad value "fly" for "restore"; expected tap, swipe-down or none"#,
        ])
        #expect(errors("restore: swipe, none") == [
            #"bar.navbar:1:10: error: bad value "swipe" for "restore"; expected tap, swipe-down or none"#,
        ])
        #expect(errors("restore: tap, none") == [
            #"bar.navbar:1:15: error: "none" cannot be combined with gestures in "restore"; keep one or the other"#,
        ])
    }

    @Test func ignoreNamesKnownRules() {
        #expect(errors("ignore: NB001, NB100") == [
            #"bar.navbar:1:16: error: unknown rule "NB100" in "ignore"; did you mean "NB010"?"#,
        ])
        #expect(errors("ignore: title-to-long") == [
            #"bar.navbar:1:9: error: unknown rule "title-to-long" in "ignore"; did you mean "title-too-long"?"#,
        ])
        #expect(errors("ignore: everything") == [
            #"bar.navbar:1:9: error: unknown rule "everything" in "ignore"; expected a rule ID such as NB001"#,
        ])
    }

    @Test func glyphErrors() {
        #expect(errors("glyph: share") == [
            #"bar.navbar:1:8: error: glyph "share" has no size; expected "NAME SIZE", as in "share 24pt""#,
        ])
        #expect(errors("glyph: 24pt") == [
            #"bar.navbar:1:8: error: glyph "24pt" has no name; expected "NAME SIZE", as in "share 24pt""#,
        ])
        for size in ["24", "24px", "48px@0x", "24 pt", "-24pt", "24x24x24pt", "1e3pt", "infpt", ".5pt", "99999999999px@2x", "24PT"] {
            let column = 8 + "share ".count + (size == "24 pt" ? 3 : 0)
            #expect(errors("glyph: share \(size)").first?.hasPrefix("bar.navbar:1:\(column): error: bad glyph size") == true,
                    "\(size)")
        }
        #expect(errors("glyph: share 24px") == [
            #"bar.navbar:1:14: error: bad glyph size "24px" for "share"; expected 24pt, 24x24pt, 48px@2x or 72x72px@3x"#,
        ])
    }

    @Test func backDetailsNeedABackButton() {
        #expect(errors("back-chevron: custom\ntittle: A\n---\nback: A") == [
            #"bar.navbar:1:1: error: "back-chevron" needs a back button; add a "back" line or remove this one"#,
            #"bar.navbar:2:1: error: unknown key "tittle"; did you mean "title"?"#,
        ])
        #expect(errors("title: A\nback-position: trailing\nback-mask: no") == [
            #"bar.navbar:2:1: error: "back-position" needs a back button; add a "back" line or remove this one"#,
            #"bar.navbar:3:1: error: "back-mask" needs a back button; add a "back" line or remove this one"#,
        ])
    }

    @Test func quoteErrorsPointAtTheQuote() {
        #expect(errors(#"title: "Inbox"#) == [
            #"bar.navbar:1:8: error: unterminated quote; add a closing " at the end of the value"#,
        ])
        #expect(errors(#"title: "Inbox\"#) == [
            #"bar.navbar:1:8: error: unterminated quote; add a closing " at the end of the value"#,
        ])
        #expect(errors(#"title: "Inbox" folder"#) == [
            #"bar.navbar:1:16: error: unexpected text after the closing quote; put the whole value inside the quotes"#,
        ])
        #expect(errors(#"title: "a\nb""#) == [
            #"bar.navbar:1:10: error: unknown escape "\n" in quoted value; only \" and \\ are allowed"#,
        ])
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(errors("title: \"日本語\" x") == [
            #"bar.navbar:1:14: error: unexpected text after the closing quote; put the whole value inside the quotes"#,
        ])
        #expect(errors("leading: 👨‍👩‍👧, , x") == [
            #"bar.navbar:1:13: error: empty item in "leading"; separate labels with commas and leave none empty"#,
        ])
    }

    @Test func invalidUTF8AndNULAreLocated() {
        let bytes = Array("title: Inbox\nback: Ma".utf8) + [0xFF] + Array("il\nscreen: é".utf8) + [0xC3] + Array("\napp: x\0y".utf8)
        #expect(errors(bytes: bytes) == [
            "bar.navbar:2:9: error: invalid UTF-8 byte 0xFF; save the file as UTF-8",
            "bar.navbar:3:10: error: invalid UTF-8 byte 0xC3; save the file as UTF-8",
            "bar.navbar:4:7: error: NUL byte in text; remove it",
        ])
        // Overlong forms and UTF-16 surrogates are not UTF-8 either.
        #expect(errors(bytes: Array("title: ".utf8) + [0xC0, 0xAF]) == [
            "bar.navbar:1:8: error: invalid UTF-8 byte 0xC0; save the file as UTF-8",
        ])
        #expect(errors(bytes: Array("title: ".utf8) + [0xED, 0xA0, 0x80]) == [
            "bar.navbar:1:8: error: invalid UTF-8 byte 0xED; save the file as UTF-8",
        ])
        #expect(errors(bytes: Array("title: ".utf8) + [0xF0, 0x9F, 0x98]) == [
            "bar.navbar:1:8: error: invalid UTF-8 byte 0xF0; save the file as UTF-8",
        ])
    }

    @Test func longValuesAreShortenedInMessages() {
        let junk = String(repeating: "k", count: 500)
        #expect(errors("\(junk): v").first?.hasPrefix(
            "bar.navbar:1:1: error: unknown key \"\(String(repeating: "k", count: 39))…\"; known keys are") == true)
    }
}
