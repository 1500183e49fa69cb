import Testing
import NavBase
import NavRules
@testable import NavLint
@testable import NavReaders
import NavTestSupport

/// `line:col: message` for a JSON text the reader refuses, or "ok".
private func readError(_ json: String) -> String {
    readError(bytes: Array(json.utf8))
}

private func readError(bytes: [UInt8]) -> String {
    do {
        _ = try JSONReader.parse(bytes)
        return "ok"
    } catch {
        return "\(error.location): \(error.message)"
    }
}

/// What linting a JSON file reports: each problem, or the bars' titles.
private func lint(_ json: String) -> String {
    let report = Linter(catalog: RuleCatalog(rules: [])).lint(path: "bars.json", bytes: Array(json.utf8))
    return report.problems.map(\.description).joined(separator: "\n")
}

@Suite struct JSONReaderTests {
    @Test func valuesKeepTheirPositions() throws {
        let value = try JSONReader.parse("{\n  \"a\": [1, \"é\", true, null],\n  \"b\": {\"c\": -2.5e3}\n}")
        guard case .object(let members, let at) = value else { Issue.record("not an object"); return }
        #expect(at == SourceLocation(line: 1, column: 1))
        #expect(members.map(\.name) == ["a", "b"])
        #expect(members.map(\.nameLocation) == [SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 3)])
        #expect(members[0].value == .array([
            .number("1", at: SourceLocation(line: 2, column: 9)),
            .string("é", at: SourceLocation(line: 2, column: 12)),
            .bool(true, at: SourceLocation(line: 2, column: 17)),
            .null(at: SourceLocation(line: 2, column: 23)),
        ], at: SourceLocation(line: 2, column: 8)))
        guard case .object(let inner, _) = members[1].value else { Issue.record("not an object"); return }
        #expect(inner[0].value == .number("-2.5e3", at: SourceLocation(line: 3, column: 14)))
    }

    @Test func escapes() throws {
        #expect(try JSONReader.parse(#""a\"\\\/\n\t\u00e9\ud83d\ude00""#) == .string("a\"\\/\n\té😀", at: SourceLocation(line: 1, column: 1)))
    }

    @Test(arguments: [
        ("", "1:1: expected a value, found end of file"),
        ("{", "1:2: expected a member name in double quotes, found end of file"),
        ("{\"a\" 1}", "1:6: expected \":\" after \"a\", found \"1\""),
        ("{\"a\": 1,}", "1:9: expected a member name in double quotes, found \"}\""),
        ("{\"a\": 1\n \"b\": 2}", "2:2: expected \",\" or \"}\" in the object opened at 1:1, found \"\"\""),
        ("[1 2]", "1:4: expected \",\" or \"]\" in the array opened at 1:1, found \"2\""),
        ("{\"title\": 1,\n \"title\": 2}", "2:2: duplicate key \"title\" (first on line 1)"),
        ("\"abc", "1:1: unterminated string"),
        ("\"a\nb\"", "1:3: unterminated string (a string cannot span lines)"),
        ("\"\\x\"", "1:2: invalid escape in a string"),
        ("\"\\u12\"", "1:2: invalid \\u escape: expected four hex digits"),
        ("\"\\ud800\"", "1:2: unpaired surrogate in \\u escape"),
        ("01", "1:2: unexpected \"1\" after the JSON value"),
        ("-", "1:1: invalid number"),
        ("1.", "1:1: invalid number: expected digits after \".\""),
        ("tru", "1:1: expected true"),
        ("nul", "1:1: expected null"),
        ("{} {}", "1:4: unexpected \"{\" after the JSON value"),
        ("'a'", "1:1: expected a value, found \"'\""),
    ])
    func errorsAreLocated(json: String, expected: String) {
        #expect(readError(json) == expected)
    }

    @Test func invalidUTF8AndControlBytes() {
        #expect(readError(bytes: Array("[\"ok\",\n \"".utf8) + [0xC3, 0x28, 0x22, 0x5D]) == "2:3: invalid UTF-8")
        #expect(readError(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22]) == "1:2: invalid UTF-8")  // an encoded surrogate
        #expect(readError(bytes: [0x22, 0x01, 0x22]) == "1:2: control character in a string; escape it")
        #expect(readError(bytes: [0xFF]) == "1:1: expected a value, found byte 0xFF")
        #expect(readError(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == "ok")
    }

    @Test func nestingIsLimited() {
        #expect(readError(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == "ok")
        #expect(readError(String(repeating: "[", count: 65)) == "1:65: nesting deeper than 64 levels is not supported")
        #expect(readError(String(repeating: "{\"a\":", count: 200_000)) == "1:321: nesting deeper than 64 levels is not supported")
    }

    @Test func garbageNeverCrashes() {
        var generator = SeededRandom(for: "JSONInputTests.\(#function)")
        let seed = Array(#"{"bars": [{"title": "Inbox", "leading": ["a", "b"], "split-view": true, "n": -1.5e3, "x": null}]}"#.utf8)
        let alphabet = Array(#"{}[],:"\/ntfu0123456789.eE+-"#.utf8) + [0, 0x0A, 0xC3, 0xA9, 0xFF, 0xED, 0xF0]
        for round in 0..<3_000 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<Int.random(in: 0...80, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            } else {
                bytes = seed
                for _ in 0..<Int.random(in: 1...6, using: &generator) {
                    let at = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes[at] = alphabet.randomElement(using: &generator)!
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(alphabet.randomElement(using: &generator)!, at: at)
                    }
                    if bytes.isEmpty { break }
                }
            }
            _ = Linter(catalog: testCatalog).lint(path: "fuzz.json", bytes: bytes)
        }
    }
}

@Suite struct JSONBarsTests {
    @Test func barsGetTheirKeysAndLocations() throws {
        let json = """
            {"bars": [
              {"screen": "Inbox", "title": "Mailboxes", "leading": ["Edit"], "trailing": "Compose",
               "split-view": true},
              {"app": "Mail", "back": "Inbox"}
            ]}
            """
        let report = Linter(catalog: testCatalog).lint(path: "mail.json", bytes: Array(json.utf8))
        #expect(report.problems == [])
        #expect(report.findings.map { "\($0.finding.location) \($0.finding.ruleID) \($0.screen ?? "-")" } == [
            "2:3 XT002 Inbox", "2:23 XT001 Inbox", "4:19 XT003 -",
        ])
    }

    @Test(arguments: [
        (#"{"bars": [{"leading": 3}]}"#, #"bars.json:1:23: error: "leading" must be a string or a list of strings"#),
        (#"{"bars": [{"glyph": ["share 24pt", 2]}]}"#, #"bars.json:1:36: error: "glyph" must be a string or a list of strings"#),
        (#"{"bars": [{"title": null}]}"#, #"bars.json:1:21: error: "title" must be a string"#),
        (#"{"bars": [{"title": ["a"]}]}"#, #"bars.json:1:12: error: bad value for "title"; expected text"#),
        (#"{"bars": [{"split-view": {}}]}"#, #"bars.json:1:26: error: "split-view" must be true, false, "yes" or "no""#),
        (#"{"bars": [{"tittle": 3}]}"#, #"bars.json:1:12: error: unknown key "tittle"; did you mean "title"?"#),
        (#"{"bars": [3]}"#, "bars.json:1:11: error: each bar must be an object, found a number"),
        (#"{"bars": {}}"#, #"bars.json:1:10: error: "bars" must be a list of objects, found an object"#),
        (#"{"bar": []}"#, #"bars.json:1:2: error: unknown key "bar"; the file holds {"bars": [...]}"#),
        ("{}", #"bars.json:1:1: error: missing "bars"; the file holds {"bars": [...]}"#),
        ("[]", #"bars.json:1:1: error: expected an object {"bars": [...]}, found an array"#),
    ])
    func wrongShapesAreLocated(json: String, expected: String) {
        #expect(lint(json) == expected)
    }

    @Test func everyBadBarIsReported() {
        #expect(lint(#"{"bars": [{"title": 1}, {"title": "ok"}, {"leading": 2}]}"#) == """
            bars.json:1:21: error: "title" must be a string
            bars.json:1:54: error: "leading" must be a string or a list of strings
            """)
    }

    @Test func schemaKeyIsAllowed() {
        #expect(lint(#"{"$schema": "x", "bars": []}"#) == "")
    }

    @Test func backButtonKeysNeedABackButtonAsInTheTextFormat() {
        #expect(lint(#"{"bars": [{"title": "Inbox", "back-position": "trailing"}]}"#)
                == #"bars.json:1:30: error: "back-position" needs a back button; add a "back" line or remove this one"#)
    }
}
