import Testing
@testable import NavRules

@Suite struct RuleCatalogTests {
    let catalog = RuleCatalog.standard

    /// A rule file that is not listed in `RuleCatalog.standard` leaves a gap here.
    @Test func registersTwelveRulesWithContiguousIDs() {
        let ids = catalog.descriptions.map(\.id)
        #expect(ids == (1...12).map { "NB" + String(repeating: "0", count: $0 < 10 ? 2 : 1) + String($0) })
    }

    @Test func idsSlugsAndFormerSlugsNeverRepeat() {
        let names = catalog.descriptions.flatMap { [$0.id, $0.slug] + $0.formerSlugs }
        #expect(Set(names).count == names.count, "repeated: \(names.filter { n in names.filter { $0 == n }.count > 1 })")
    }

    @Test func slugsAreKebabCase() {
        for slug in catalog.descriptions.flatMap({ [$0.slug] + $0.formerSlugs }) {
            #expect(slug.allSatisfy { $0.isLowercase || $0 == "-" }, "\(slug)")
            #expect(!slug.hasPrefix("-") && !slug.hasSuffix("-") && !slug.contains("--"), "\(slug)")
        }
    }

    @Test func everyRuleHasTwoExamplesOfEachKind() {
        for rule in catalog.descriptions {
            #expect(rule.nonTriggeringExamples.count >= 2, "\(rule.id)")
            #expect(rule.triggeringExamples.count >= 2, "\(rule.id)")
        }
    }

    @Test func summariesAreOneLineWithoutTrailingPeriod() {
        for rule in catalog.descriptions {
            #expect(!rule.summary.isEmpty && !rule.summary.contains("\n"), "\(rule.id)")
            #expect(!rule.summary.hasSuffix("."), "\(rule.id): \(rule.summary)")
        }
    }

    @Test func rationalesHaveTwoToFourSentences() {
        for rule in catalog.descriptions {
            let sentences = rule.rationale.split(separator: ". ").count
            #expect((2...4).contains(sentences), "\(rule.id) has \(sentences) sentences")
            #expect(rule.rationale.hasSuffix("."), "\(rule.id)")
        }
    }

    @Test func severitiesFollowTheCatalogTable() {
        let severities = Dictionary(uniqueKeysWithValues: catalog.descriptions.map { ($0.id, $0.severity) })
        #expect(severities["NB001"] == .warning)
        #expect(severities["NB005"] == .error)
        #expect(severities["NB006"] == .error)
        #expect(severities["NB007"] == .error)
        #expect(severities["NB010"] == .info)
        #expect(severities["NB011"] == .info)
        #expect(severities["NB012"] == .warning)
    }

    @Test func looksUpByIDSlugAndFormerSlug() {
        #expect(catalog.description(matching: "NB001")?.slug == "title-too-long")
        #expect(catalog.description(matching: "nb004")?.slug == "segmented-control-not-alone")
        #expect(catalog.description(matching: "missing-title")?.id == "NB010")
        #expect(catalog.description(matching: "long-title")?.id == "NB001")
        #expect(catalog.description(matching: "NB013") == nil)
    }

    @Test func suggestsNearMisses() {
        #expect(catalog.suggestion(for: "title-to-long") == "title-too-long")
        #expect(catalog.suggestion(for: "NB-012") == "NB012")
        #expect(catalog.suggestion(for: "completely-unrelated") == nil)
    }

    @Test func namesComeFromSlugs() {
        #expect(catalog.description(matching: "NB012")?.name == "Mac navigation bar")
    }
}
