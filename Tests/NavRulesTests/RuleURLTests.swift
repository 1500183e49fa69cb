import Testing
import NavRules

@Suite struct RuleURLTests {
    @Test func pagePathsAreByIDAndSlug() {
        #expect(RuleURL.path(forRuleID: "NB001") == "rules/NB001.html")
        #expect(RuleURL.path(forSlug: "long-title") == "rules/long-title.html")
    }

    @Test func urlsJoinTheDocsRootWithOneSlash() {
        #expect(RuleURL.url(forRuleID: "NB007", docsURL: "https://example.org/docs")
                == "https://example.org/docs/rules/NB007.html")
        #expect(RuleURL.url(forRuleID: "NB007", docsURL: "https://example.org/docs//")
                == "https://example.org/docs/rules/NB007.html")
    }

    @Test func everyRuleHasADistinctPage() {
        let paths = RuleCatalog.standard.descriptions.map { RuleURL.path(forRuleID: $0.id) }
        #expect(Set(paths).count == 12)
    }
}
