import Testing
import NavBase
import NavRules

/// Each bar as text: its first line, then every key written with where it was
/// written and what the model holds for it, in source order.
func parsed(_ spec: String, firstLine: Int = 1) throws -> String {
    try NavbarSpec.parse(spec, path: "bar.navbar", firstLine: firstLine).map { bar in
        let keys = bar.locations.keys.sorted { $0.value < $1.value }
        return (["bar \(bar.locations.bar)"] + keys.map { "\($0.value) \($0.key) = \(modelValue(of: $0.key, in: bar))" })
            .joined(separator: "\n")
    }.joined(separator: "\n---\n")
}

private func modelValue(of key: String, in bar: NavigationBar) -> String {
    func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "nil" }
    func flag(_ value: Bool?) -> String { value.map { $0 ? "yes" : "no" } ?? "nil" }
    let back = bar.back.value ?? nil
    switch key {
    case "screen": return quoted(bar.screen)
    case "platform": return bar.platform.value!.rawValue
    case "app": return quoted(bar.app)
    case "title": return quoted(bar.title.value ?? nil)
    case "title-style": return bar.titleStyle.value!.rawValue
    case "title-redundant": return flag(bar.titleRedundant)
    case "back": return quoted(back?.label.value)
    case "back-position": return back?.position.rawValue ?? "nil"
    case "back-chevron": return back?.chevron.value?.rawValue ?? "nil"
    case "back-mask": return flag(back?.hasMask.value)
    case "leading": return "\(bar.leading.value!)"
    case "trailing": return "\(bar.trailing.value!)"
    case "segmented": return (bar.segmented.value ?? nil).map { "\($0)" } ?? "nil"
    case "border": return bar.border.value!.rawValue
    case "hides": return bar.hides.value!.rawValue
    case "restore": return "\(bar.restore.value!.map(\.rawValue))"
    case "glyph": return bar.glyphs.map { "\($0.name) \($0.size) at \($0.location)" }.joined(separator: "; ")
    case "split-view": return flag(bar.splitView.value)
    case "presentation": return bar.presentation.value!.rawValue
    case "ignore": return "\(bar.ignore)"
    default: return "?"
    }
}

@Suite struct NavbarSpecTests {
    @Test func everyKey() throws {
        let spec = """
            screen: Mailbox list
            platform: ipad
            app: Mail
            title: Inbox
            title-style: large
            title-redundant: no
            back: Mailboxes
            back-position: leading
            back-chevron: custom
            back-mask: yes
            leading: Edit, Sort by
            trailing: Compose
            segmented: All | Unread
            border: hidden
            hides: on-scroll
            restore: tap, swipe-down
            glyph: compose 24pt
            glyph: edit 56x56px@2x
            split-view: yes
            ignore: NB003, NB004
            """
        #expect(try parsed(spec) == """
            bar 1:1
            1:1 screen = "Mailbox list"
            2:1 platform = ipad
            3:1 app = "Mail"
            4:1 title = "Inbox"
            5:1 title-style = large
            6:1 title-redundant = no
            7:1 back = "Mailboxes"
            8:1 back-position = leading
            9:1 back-chevron = custom
            10:1 back-mask = yes
            11:1 leading = ["Edit", "Sort by"]
            12:1 trailing = ["Compose"]
            13:1 segmented = ["All", "Unread"]
            14:1 border = hidden
            15:1 hides = on-scroll
            16:1 restore = ["tap", "swipe-down"]
            17:1 glyph = compose 24pt at 17:1; edit 56px@2x at 18:1
            19:1 split-view = yes
            20:1 ignore = ["NB003", "NB004"]
            """)
    }

    @Test func omittedKeysKeepTheirDefaults() throws {
        let bar = try NavbarSpec.parse("title: Inbox", path: "x")[0]
        var expected = NavigationBar()
        expected.title = .known("Inbox")
        expected.locations = SpecLocations(bar: NavBase.SourceLocation(line: 1, column: 1),
                                           keys: ["title": NavBase.SourceLocation(line: 1, column: 1)])
        #expect(bar == expected)
    }

    @Test func allEnumValues() throws {
        #expect(try parsed("platform: mac\nhides: on-tap\nback: A\nback-position: trailing\nborder: visible") == """
            bar 1:1
            1:1 platform = mac
            2:1 hides = on-tap
            3:1 back = "A"
            4:1 back-position = trailing
            5:1 border = visible
            """)
        #expect(try parsed("hides: always\nrestore: none\ntitle-style: standard\nback: A\nback-chevron: system") == """
            bar 1:1
            1:1 hides = always
            2:1 restore = []
            3:1 title-style = standard
            4:1 back = "A"
            5:1 back-chevron = system
            """)
    }

    @Test func quotesKeepSpacesHashesAndEscapes() throws {
        #expect(try parsed(#"""
            title: "  Tips & #tricks  "   # trailing comment
            back: ""
            screen: "say \"hi\" \\ bye"
            app: The "Best" App
            """#) == #"""
            bar 1:1
            1:1 title = "  Tips & #tricks  "
            2:1 back = ""
            3:1 screen = "say "hi" \ bye"
            4:1 app = "The "Best" App"
            """#)
    }

    @Test func commentsBlankLinesAndIndentation() throws {
        #expect(try parsed("""
            # Inbox screen
            \ttitle:Inbox#no space needed

              back :  Mail   # spaces around the colon are fine
            # done
            """) == """
            bar 2:2
            2:2 title = "Inbox"
            4:3 back = "Mail"
            """)
    }

    @Test func barsAreSeparatedByDashes() throws {
        #expect(try parsed("""
            ---
            title: One
            ---   # the second bar
            # comment only

            title: Two
            ---
            ---
            title: Three
            ---
            """) == """
            bar 2:1
            2:1 title = "One"
            ---
            bar 6:1
            6:1 title = "Two"
            ---
            bar 9:1
            9:1 title = "Three"
            """)
    }

    @Test func emptyOrCommentOnlyDocumentsHaveNoBars() throws {
        #expect(try NavbarSpec.parse("", path: "x").isEmpty)
        #expect(try NavbarSpec.parse("\n\n# nothing here\n   \n---\n", path: "x").isEmpty)
    }

    @Test func firstLineShiftsEveryLine() throws {
        #expect(try parsed("title: A\nglyph: a 24pt", firstLine: 40) == """
            bar 40:1
            40:1 title = "A"
            41:1 glyph = a 24pt at 41:1
            """)
        #expect(throws: DiagnosticList.self) { try NavbarSpec.parse("\ntitle: A\ntitle: B", path: "x", firstLine: 10) }
        #expect(errors("\ntitle: A\ntitle: B", firstLine: 10)
                == [#"bar.navbar:12:1: error: duplicate key "title" (first set on line 11)"#])
    }

    @Test func crlfLineEndingsAndByteOrderMark() throws {
        #expect(try parsed("\u{FEFF}title: Inbox\r\nback: \"Mail\"\r\n") == """
            bar 1:1
            1:1 title = "Inbox"
            2:1 back = "Mail"
            """)
    }

    @Test func listItemsAreTrimmed() throws {
        #expect(try parsed("leading:  Edit ,Sort by,  Filter\nsegmented: \" All|Unread | Flagged \"") == """
            bar 1:1
            1:1 leading = ["Edit", "Sort by", "Filter"]
            2:1 segmented = ["All", "Unread", "Flagged"]
            """)
        #expect(try parsed("leading: \"\"") == "bar 1:1\n1:1 leading = []")
    }

    @Test func glyphSizes() throws {
        #expect(try parsed("""
            glyph: a 24pt
            glyph: b 24x26pt
            glyph: c 27.5pt
            glyph: d 48px@2x
            glyph: e 72x80px@3x
            glyph: "two words   24pt"
            """) == """
            bar 1:1
            1:1 glyph = a 24pt at 1:1; b 24x26pt at 2:1; c 27.5pt at 3:1; d 48px@2x at 4:1; e 72x80px@3x at 5:1; two words 24pt at 6:1
            """)
    }

    @Test func backKeysMayComeBeforeBack() throws {
        let bar = try NavbarSpec.parse("back-mask: yes\nback-chevron: custom\nback: Inbox", path: "x")[0]
        #expect(bar.back == .known(BackButton(label: "Inbox", chevron: .custom, hasMask: true)))
    }

    @Test func keysListsTheFormatInOrder() {
        #expect(NavbarSpec.keys.first == "screen")
        #expect(NavbarSpec.keys.count == 20)
        #expect(Set(NavbarSpec.keys).count == 20)
    }

    @Test func applyTakesJSONShapedValues() throws {
        var bar = NavigationBar()
        let at = NavBase.SourceLocation(line: 3, column: 5)
        try NavbarSpec.apply(key: "leading", value: .list([" Edit ", "Sort"]), at: at, to: &bar, path: "x.json", catalog: .standard)
        try NavbarSpec.apply(key: "split-view", value: .flag(true), at: at, to: &bar, path: "x.json", catalog: .standard)
        try NavbarSpec.apply(key: "title-redundant", value: .text("yes"), at: at, to: &bar, path: "x.json", catalog: .standard)
        try NavbarSpec.apply(key: "glyph", value: .list(["a 24pt", "b 48px@2x"]), at: at, to: &bar, path: "x.json", catalog: .standard)
        try NavbarSpec.apply(key: "trailing", value: .text("A, B"), at: at, to: &bar, path: "x.json", catalog: .standard)
        #expect(bar.leading == .known(["Edit", "Sort"]))
        #expect(bar.trailing == .known(["A", "B"]))
        #expect(bar.splitView == .known(true) && bar.titleRedundant)
        #expect(bar.glyphs == [Glyph(name: "a", size: .points(width: 24, height: 24), location: at),
                               Glyph(name: "b", size: .pixels(width: 48, height: 48, scale: 2), location: at)])
        #expect(bar.locations.keys["leading"] == at)
    }

    @Test func applyReportsAtTheGivenLocation() {
        var bar = NavigationBar()
        let at = NavBase.SourceLocation(line: 7, column: 9)
        #expect(applyError("tittle", .text("A"), at: at, to: &bar)
                == #"x.json:7:9: error: unknown key "tittle"; did you mean "title"?"#)
        #expect(applyError("title", .flag(true), at: at, to: &bar)
                == #"x.json:7:9: error: bad value for "title"; expected text"#)
        #expect(applyError("split-view", .list(["yes"]), at: at, to: &bar)
                == #"x.json:7:9: error: bad value for "split-view"; expected yes or no"#)
        #expect(applyError("ignore", .list(["NB001", "NB999"]), at: at, to: &bar)
                == #"x.json:7:9: error: unknown rule "NB999" in "ignore"; expected a rule ID such as NB001"#)
    }

    private func applyError(_ key: String, _ value: SpecValue, at: NavBase.SourceLocation,
                            to bar: inout NavigationBar) -> String? {
        do {
            try NavbarSpec.apply(key: key, value: value, at: at, to: &bar, path: "x.json", catalog: .standard)
            return nil
        } catch {
            return error.description
        }
    }
}

@Suite struct LineEndingTests {
    /// Classic Mac files end lines in a lone CR; CRLF and LF files read the same.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndingSeparatesLines(_ end: String) throws {
        let text = ["title: Account Settings", "back: Mail", "---", "title: Inbox"].joined(separator: end) + end
        let bars = try NavbarSpec.parse(text, path: "x")
        #expect(bars.count == 2)
        #expect(bars[0].title == .known("Account Settings"))
        #expect(bars[0].back == .known(BackButton(label: "Mail")))
        #expect(bars[0].locations.keys["back"] == SourceLocation(line: 2, column: 1))
        #expect(bars[1].locations.bar.line == 4)
    }
}
