import Foundation
import Testing

/// Every input a fuzz target ever crashed on (Tests/FuzzRegressions/<target>/) and every
/// seed it starts from (Fuzz/<target>/seeds/), replayed through the target's own entry
/// point. A regression crashes this test the way it crashed the fuzzer.
@Suite struct RobustnessFuzzRegressionTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var inputs: [FuzzInput] {
        var found: [FuzzInput] = []
        for target in FuzzEntry.targets.keys.sorted() {
            for folder in ["Tests/FuzzRegressions/\(target)", "Fuzz/\(target)/seeds"] {
                let url = packageRoot.appendingPathComponent(folder)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
                for name in names.sorted() where !name.hasPrefix(".") {
                    found.append(FuzzInput(target: target, path: folder + "/" + name))
                }
            }
        }
        return found
    }

    @Test func everyTargetHasSeeds() {
        for target in FuzzEntry.targets.keys {
            #expect(Self.inputs.contains { $0.target == target && $0.path.contains("/seeds/") }, "\(target) has seeds")
        }
    }

    @Test(arguments: inputs)
    func savedInputRunsCleanly(_ input: FuzzInput) throws {
        let bytes = try Data(contentsOf: Self.packageRoot.appendingPathComponent(input.path))
        let entry = try #require(FuzzEntry.targets[input.target])
        entry(Array(bytes))
    }
}

struct FuzzInput: CustomTestStringConvertible, Sendable {
    var target: String
    var path: String
    var testDescription: String { path }
}
