import Testing
import NavRules

/// Rule options: declared with defaults in a rule's description, read when it checks.
@Suite struct RuleOptionTests {
    @Test func nb001ReadsItsLimitForTheBarsPlatform() throws {
        func findings(_ spec: String, _ options: [String: RuleOptionValue]) throws -> [String] {
            let bar = try #require(try NavbarSpec.parse(spec, path: "a.navbar", catalog: .standard).first)
            return RuleCatalog.standard.check(bar, configuration: RuleConfiguration(options: ["NB001": options]))
                .map(\.message)
        }
        var wide = PerPlatform(15)
        wide.ipad = 24
        #expect(try findings("platform: ipad\ntitle: Settings for Accounts\n", ["max_length": .perPlatform(wide)]) == [])
        #expect(try findings("platform: iphone\ntitle: Settings for Accounts\n", ["max_length": .perPlatform(wide)])
                == [#"title "Settings for Accounts" has 21 characters; keep it to 15 or fewer"#])
        #expect(try findings("title: Settings for Accounts\n", [:]).count == 1)
    }

    @Test func theCatalogJSONListsOptionsWithDefaults() {
        let json = RuleCatalogJSON.encode(.standard) { $0 }
        #expect(json.contains("""
                "options": [
                  {"name": "max_length", "type": "integer per platform", "minimum": 1, "maximum": 200, "default": {"iphone": 15, "ipad": 15, "mac": 15}, "summary": "The most characters a title may have, on each platform"}
                ],
            """))
        #expect(json.contains(#""options": [],"#))
    }
}
