import Testing
@testable import NavRules

/// One example of one rule, named so a failure says which.
struct CatalogExample: CustomTestStringConvertible, Sendable {
    var ruleID: String
    var index: Int
    var triggering: Bool
    var example: RuleExample

    var testDescription: String { "\(ruleID) \(triggering ? "triggering" : "non-triggering") #\(index + 1)" }

    static let all: [CatalogExample] = RuleCatalog.standard.descriptions.flatMap { rule in
        rule.nonTriggeringExamples.enumerated().map {
            CatalogExample(ruleID: rule.id, index: $0.offset, triggering: false, example: $0.element)
        } + rule.triggeringExamples.enumerated().map {
            CatalogExample(ruleID: rule.id, index: $0.offset, triggering: true, example: $0.element)
        }
    }
}

/// The examples are the rules' documentation and their tests at once: every one
/// runs against the whole catalog, so an example can't quietly trip another rule.
@Test(arguments: CatalogExample.all)
func ruleExample(_ item: CatalogExample) throws {
    let bars = try NavbarSpec.parse(item.example.spec, path: "\(item.ruleID).navbar")
    #expect(!bars.isEmpty)
    let fired = Set(bars.flatMap { RuleCatalog.standard.check($0) }.map(\.ruleID))
    if item.triggering {
        #expect(item.example.fires.contains(item.ruleID), "a triggering example must fire its own rule")
        #expect(fired == Set(item.example.fires))
    } else {
        #expect(item.example.fires.isEmpty)
        #expect(fired.isEmpty)
    }
}
