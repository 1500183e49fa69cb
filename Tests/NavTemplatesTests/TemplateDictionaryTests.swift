@testable import NavTemplates
import Testing

/// A template dictionary finds names as `[String: TemplateValue]` does, tags or not.
@Suite struct TemplateDictionaryTests {
    @Test func findsShortLongAndMissingKeys() {
        let values: TemplateDictionary = ["title": "Rules", "href": "rules/index.html", "is-current-section": true]
        #expect(values["title"] == "Rules")
        #expect(values["href"] == "rules/index.html")
        #expect(values["is-current-section"] == true)
        // Same length and first seven bytes as a key that is there: only the strings tell them apart.
        #expect(values["is-current-sectioN"] == nil)
        #expect(values["titles"] == nil)
        #expect(values[""] == nil)
    }

    @Test func matchesNamesAsStringDoes() {
        // U+212A KELVIN SIGN is canonically "K": the one key is found by either spelling.
        let values: TemplateDictionary = ["K": 1, "caf\u{E9}": 2]
        #expect(values["\u{212A}"] == 1)
        #expect(values["cafe\u{301}"] == 2)
        let kelvin: TemplateDictionary = ["\u{212A}": 3]
        #expect(kelvin["K"] == 3)
    }

    @Test func settingReplacesAndNilRemoves() {
        var values: TemplateDictionary = ["a": 1, "b": 2]
        values["a"] = 10
        values["c"] = 3
        values["b"] = nil
        #expect(values.keys == ["a", "c"])
        #expect(values["a"] == 10)
        #expect(values["b"] == nil)
        #expect(values.count == 2)
    }

    @Test func equalityAndHashIgnoreOrder() {
        let one: TemplateDictionary = ["a": 1, "b": ["c": "d"]]
        let other: TemplateDictionary = ["b": ["c": "d"], "a": 1]
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(one != ["a": 1, "b": ["c": "e"]])
        #expect(one != ["a": 1])
    }

    @Test func literalKeepsTheLastOfARepeatedKey() {
        let values: TemplateValue = ["a": 1, "a": 2]
        #expect(values == .dictionary(["a": 2]))
    }

    /// Set and removed at random, with the keys of sidebars and pages, long keys, keys that share
    /// a tag and canonically equal spellings, the dictionary answers as `Dictionary` does, past
    /// the size where it starts to hash.
    @Test func agreesWithDictionaryThroughRandomEdits() {
        let names = ["title", "href", "current", "depth", "labels", "root", "page", "nav", "site", "x",
                     "is-current-section", "is-current-sectioN", "description", "descriptions", "K", "\u{212A}",
                     "caf\u{E9}", "cafe\u{301}", ""] + (0..<40).map { "key\($0)" }
        var generator = SplitMix(seed: 46)
        var values = TemplateDictionary()
        var oracle: [String: TemplateValue] = [:]
        for step in 0..<4000 {
            let name = names[Int(generator.next() % UInt64(names.count))]
            if generator.next() % 4 == 0 {
                values[name] = nil
                oracle[name] = nil
            } else {
                values[name] = .int(step)
                oracle[name] = .int(step)
            }
            let probe = names[Int(generator.next() % UInt64(names.count))]
            #expect(values[probe] == oracle[probe], "after step \(step), looking up \(probe)")
            #expect(values.count == oracle.count)
        }
        #expect(values == TemplateDictionary(oracle))
    }

    @Test func rendersWithTheTaggedLookUp() throws {
        let library = try TemplateLibrary(templates: ["page": "{{#nav}}{{title}}:{{page.title}};{{/nav}}"])
        let context: TemplateValue = ["page": ["title": "Home"], "nav": [["title": "A"], ["title": "B", "page": ["title": "Own"]]]]
        #expect(try library.render("page", context) == "A:Home;B:Own;")
    }

    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
