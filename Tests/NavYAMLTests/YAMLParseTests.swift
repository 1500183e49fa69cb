import Testing
import NavBase
import NavTestSupport
import NavYAML

/// The tree as one line per node: `position kind value`, indented by depth.
private func outline(_ yaml: String, firstLine: Int = 1) throws -> String {
    guard let root = try YAMLNode.parse(yaml, firstLine: firstLine) else { return "(no document)" }
    var lines: [String] = []
    func walk(_ node: YAMLNode, _ indent: String, _ label: String) {
        switch node {
        case .scalar(let s):
            let tag = s.tag.map { " \($0)" } ?? ""
            lines.append("\(indent)\(label)\(s.position) \(s.style.rawValue) \"\(escaped(s.text))\"\(tag)")
        case .sequence(let items, let position):
            lines.append("\(indent)\(label)\(position) sequence")
            for item in items { walk(item, indent + "  ", "- ") }
        case .mapping(let pairs, let position):
            lines.append("\(indent)\(label)\(position) mapping")
            for pair in pairs { walk(pair.value, indent + "  ", "\(pair.key.text)@\(pair.key.position) = ") }
        }
    }
    walk(root, "", "")
    return lines.joined(separator: "\n")
}

/// Newlines shown as `\n`, so a scalar stays on its outline line.
private func escaped(_ text: String) -> String {
    String(text.flatMap { $0 == "\n" ? ["\\", "n"] : [$0] })
}

private func error(_ yaml: String, firstLine: Int = 1) -> String {
    error(bytes: Array(yaml.utf8), firstLine: firstLine)
}

private func error(bytes: [UInt8], firstLine: Int = 1) -> String {
    do {
        _ = try YAMLNode.parse(bytes: bytes, firstLine: firstLine)
        return "(no error)"
    } catch {
        return error.description
    }
}

@Suite struct YAMLParseTests {
    @Test func mappingWithPositionsAndStyles() throws {
        let yaml = """
            title: Inbox
            order: 3
            quoted: "a: b"
            single: 'it''s'
            tags: [one, two]
            nested:
              - x
              - key: v
            text: |
              line

            """
        #expect(try outline(yaml) == """
            1:1 mapping
              title@1:1 = 1:8 plain "Inbox"
              order@2:1 = 2:8 plain "3"
              quoted@3:1 = 3:9 doubleQuoted "a: b"
              single@4:1 = 4:9 singleQuoted "it's"
              tags@5:1 = 5:7 sequence
                - 5:8 plain "one"
                - 5:13 plain "two"
              nested@6:1 = 7:3 sequence
                - 7:5 plain "x"
                - 8:5 mapping
                  key@8:5 = 8:10 plain "v"
              text@9:1 = 9:7 literal "line\\n"
            """)
    }

    @Test func tagsAreResolved() throws {
        #expect(try outline("a: !!str 3") == """
            1:1 mapping
              a@1:1 = 1:4 plain "3" tag:yaml.org,2002:str
            """)
    }

    @Test func firstLineShiftsEveryPosition() throws {
        #expect(try outline("title: x", firstLine: 2) == """
            2:1 mapping
              title@2:1 = 2:8 plain "x"
            """)
        #expect(error("a: 1\na: 2", firstLine: 2) == #"3:1: duplicate key "a" (first on line 2)"#)
    }

    @Test func emptyInputHasNoDocument() throws {
        #expect(try outline("") == "(no document)")
        #expect(try outline("# only a comment\n") == "(no document)")
        #expect(try outline("---\n") == "2:1 plain \"\"")
    }

    @Test func errorsAreLocated() {
        #expect(error("title: a\nnote: b\ntitle: c") == #"3:1: duplicate key "title" (first on line 1)"#)
        #expect(error("a: {b: 1, b: 2}") == #"1:11: duplicate key "b" (first on line 1)"#)
        #expect(error("a: &x [1, 2]\nb: *x") == "1:4: YAML anchors are not supported")
        #expect(error("a: *x") == "1:4: YAML aliases are not supported")
        #expect(error("a: 1\n---\nb: 2") == "2:1: more than one YAML document; only one is supported")
        #expect(error("? [a]\n: 1") == "1:3: a mapping key must be a plain value")
        #expect(error(bytes: Array("title: ok\nnote: ".utf8) + [0xC3, 0x28]) == "2:7: invalid UTF-8 byte 0xC3; save the file as UTF-8")
        #expect(error(bytes: [0xFF, 0xFE, 0x61, 0x00]) == "1:1: invalid UTF-8 byte 0xFF; save the file as UTF-8")
        #expect(error("a: \"open") ==
            "1:9: found unexpected end of stream while scanning a quoted scalar")
        #expect(error("a: b: c") == "1:5: mapping values are not allowed in this context")
        #expect(error("a:\n\tb: 1") ==
            "2:1: a tab cannot indent YAML; use spaces (found character that cannot start any token while scanning for the next token)")
        #expect(error("a: \u{0}") == "1:4: control characters are not allowed (U+0000)")
    }

    @Test func nestingIsLimited() throws {
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try YAMLNode.parse(ok) != nil)
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(error(deep) == "1:65: nesting deeper than 64 levels is not supported")
        let huge = String(repeating: "[", count: 100_000)
        #expect(error(huge) == "1:65: nesting deeper than 64 levels is not supported")
    }

    /// The builder appends in place: a list of 40,000 items is read whole (how fast is the
    /// bench's question: `make bench` compares 40,000 items with 5,000).
    @Test func aLongListIsReadWhole() throws {
        let yaml = "list:\n" + (0..<40_000).map { "  - item \($0)\n" }.joined()
        let items = try #require(try YAMLNode.parse(yaml)?["list"]?.items)
        #expect(items.count == 40_000)
        #expect(items.last?.asString == "item 39999")
        #expect(items.last?.position == NavBase.SourceLocation(line: 40_001, column: 5))
    }

    @Test func garbageNeverCrashes() {
        var generator = SeededRandom(for: "YAMLParseTests.garbageNeverCrashes")
        let alphabet = Array("ab:-[]{}&*!|>'\"#? ,\n\t\r\\%@`~".utf8) + [0, 0xC3, 0xFF, 0xE2, 0x80]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...60, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            _ = try? YAMLNode.parse(bytes: bytes)
        }
    }
}

@Suite struct YAMLValueTests {
    private func node(_ yaml: String) throws -> YAMLNode { try #require(try YAMLNode.parse(yaml)) }

    @Test func lookupByKey() throws {
        let doc = try node("title: Inbox\nmeta: {order: 2}")
        #expect(doc["title"]?.asString == "Inbox")
        #expect(doc["meta"]?["order"]?.asInt == 2)
        #expect(doc["missing"] == nil)
        #expect(doc["title"]?["x"] == nil)
        #expect(doc.pairs?.map(\.key.text) == ["title", "meta"])
    }

    @Test func strings() throws {
        let doc = try node("a: 2024\nb: \"x\"\nc: ~\nd:\ne: 'null'\nf: [1]")
        #expect(doc["a"]?.asString == "2024")
        #expect(doc["b"]?.asString == "x")
        #expect(doc["c"]?.asString == nil)
        #expect(doc["c"]?.isNull == true)
        #expect(doc["d"]?.asString == nil)
        #expect(doc["e"]?.asString == "null")
        #expect(doc["f"]?.asString == nil)
    }

    @Test func ints() throws {
        let doc = try node("a: 3\nb: -12\nc: +4\nd: 0x1F\ne: 0o17\nf: \"3\"\ng: soon\nh: 1.5\ni: 99999999999999999999\nj: 1e3\nk: !!int 7")
        #expect(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"].map { doc[$0]?.asInt }
            == [3, -12, 4, 31, 15, nil, nil, nil, nil, nil, 7])
    }

    @Test func bools() throws {
        let doc = try node("a: true\nb: False\nc: yes\nd: NO\ne: \"yes\"\nf: on\ng: y\nh: 1")
        #expect(["a", "b", "c", "d", "e", "f", "g", "h"].map { doc[$0]?.asBool }
            == [true, false, true, false, nil, nil, nil, nil])
    }

    @Test func stringLists() throws {
        let doc = try node("a: [x, \"y\", 3]\nb: x\nc: [x, [y]]\nd: []\ne: [x, ~]")
        #expect(doc["a"]?.asStringList == ["x", "y", "3"])
        #expect(doc["b"]?.asStringList == nil)
        #expect(doc["c"]?.asStringList == nil)
        #expect(doc["d"]?.asStringList == [])
        #expect(doc["e"]?.asStringList == nil)
    }
}
