import Foundation
import Testing
import NavRules

/// A bad example's picture must show what its rule is about: it may never look the
/// same as a good example of that rule, in the catalog or on the rule's page.
@Suite struct MockupDifferenceTests {
    private static func mockups(_ specs: [String]) throws -> Set<String> {
        var drawings = Set<String>()
        for spec in specs {
            for bar in try NavbarSpec.parse(spec, path: "example") {
                drawings.insert(MockupRenderer(style: .unicode).render(bar))
                drawings.insert(MockupRenderer(style: .ascii).render(bar))
            }
        }
        return drawings
    }

    @Test(arguments: RuleCatalog.standard.descriptions.map(\.id))
    func catalogExamplesLookDifferent(id: String) throws {
        let rule = try #require(RuleCatalog.standard.description(matching: id))
        let good = try Self.mockups(rule.nonTriggeringExamples.map(\.spec))
        let bad = try Self.mockups(rule.triggeringExamples.map(\.spec))
        #expect(good.isDisjoint(with: bad), "\(id): a bad example is drawn exactly like a good one:\n\(good.intersection(bad).joined(separator: "\n\n"))")
    }

    /// The examples fenced as ```navbar good / ```navbar bad on each rule's page in content/rules.
    @Test(arguments: RuleCatalog.standard.descriptions.map(\.id))
    func rulePageExamplesLookDifferent(id: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("content/rules")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix(id) })
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        var good: [String] = [], bad: [String] = []
        var current: [String]? = nil, isGood = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```navbar ") {
                current = []
                isGood = line.split(separator: " ").dropFirst().first == "good"
            } else if current != nil, line.hasPrefix("```") {
                if isGood { good.append(current!.joined(separator: "\n")) } else { bad.append(current!.joined(separator: "\n")) }
                current = nil
            } else if current != nil {
                current!.append(String(line))
            }
        }
        #expect(!good.isEmpty && !bad.isEmpty, "\(name) has good and bad examples")
        let goodDrawings = try Self.mockups(good), badDrawings = try Self.mockups(bad)
        #expect(goodDrawings.isDisjoint(with: badDrawings), "\(name): a bad example is drawn exactly like a good one")
    }
}
