import Testing
@testable import NavRules

/// Each rule's `factsRead` names what its check depends on: the facts a good example must
/// leave known, and the list the docs show.
@Suite struct RuleFactsTests {
    let catalog = RuleCatalog.standard

    @Test func everyRuleNamesSpecKeysInTheFormatsOrder() {
        for rule in catalog.descriptions {
            #expect(!rule.factsRead.isEmpty, "\(rule.id)")
            #expect(rule.factsRead.allSatisfy(NavbarSpec.keySet.contains), "\(rule.id): \(rule.factsRead)")
            let order = rule.factsRead.compactMap { NavbarSpec.keys.firstIndex(of: $0) }
            #expect(order == order.sorted() && Set(order).count == order.count, "\(rule.id): \(rule.factsRead)")
        }
    }

    /// A fact a rule does not list cannot silence it: each bad example of each rule still
    /// fires with any other fact made unknown.
    @Test func aFactNotListedDoesNotChangeWhetherTheRuleFires() throws {
        for rule in catalog.descriptions {
            for example in rule.triggeringExamples {
                let bars = try NavbarSpec.parse(example.spec, path: "\(rule.id).navbar")
                for bar in bars where catalog.check(bar).contains(where: { $0.ruleID == rule.id }) {
                    for key in NavbarSpec.keys where !rule.factsRead.contains(key) {
                        guard let forgotten = Self.forgetting(key, in: bar) else { continue }
                        let fires = catalog.check(forgotten).contains { $0.ruleID == rule.id }
                        #expect(fires, "\(rule.id) reads \(key), which it does not list:\n\(example.spec)")
                    }
                }
            }
        }
    }

    /// The bar with the fact under `key` unknown, or nil for a key with no unknown form
    /// (`title-redundant` and `back-position` are plain values; `app` is nil when unknown).
    static func forgetting(_ key: String, in bar: NavigationBar) -> NavigationBar? {
        var bar = bar
        switch key {
        case "platform": bar.platform = .unknown
        case "app": bar.app = nil
        case "title": bar.title = .unknown
        case "title-style": bar.titleStyle = .unknown
        case "presentation": bar.presentation = .unknown
        case "back": bar.back = .unknown
        case "back-chevron", "back-mask":
            guard case .known(var button?) = bar.back else { return nil }
            if key == "back-chevron" { button.chevron = .unknown } else { button.hasMask = .unknown }
            bar.back = .known(button)
        case "leading": bar.leading = .unknown
        case "trailing": bar.trailing = .unknown
        case "segmented": bar.segmented = .unknown
        case "border": bar.borderSetting = .unknown
        case "hides": bar.hides = .unknown
        case "restore": bar.restore = .unknown
        case "glyph": bar.glyphs = []
        case "split-view": bar.splitView = .unknown
        default: return nil
        }
        return bar
    }
}
