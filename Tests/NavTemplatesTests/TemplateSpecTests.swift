import Foundation
@testable import NavTemplates
import NavTestSupport
import Testing

/// Runs every case of the Mustache spec suites in the shared material's `spec-data/mustache/*.json`.
@Suite struct TemplateSpecTests {
    static let specFolder = SharedMaterial.folder.appendingPathComponent("spec-data/mustache")

    static let expectedSuites = ["comments", "delimiters", "inheritance", "interpolation", "inverted", "partials", "sections"]

    @Test func specFolderHoldsEverySuite() throws {
        try #require(FileManager.default.fileExists(atPath: Self.specFolder.path),
                     "the Mustache spec suites are missing: expected them in \(Self.specFolder.path)")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.specFolder.path)
        let suites = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        for suite in Self.expectedSuites {
            #expect(suites.contains(suite), "missing \(suite).json in \(Self.specFolder.path)")
        }
    }

    @Test(arguments: try SpecCase.all(in: specFolder))
    func specCase(_ spec: SpecCase) throws {
        let library = try TemplateLibrary(templates: spec.partials.merging(["(spec)": spec.template]) { _, template in template })
        #expect(try library.render("(spec)", spec.data) == spec.expected)
    }
}

/// One test of a spec suite, named `suite: name` in the test report.
struct SpecCase: Sendable, CustomTestStringConvertible {
    var suite: String
    var name: String
    var template: String
    var partials: [String: String]
    var data: TemplateValue
    var expected: String

    var testDescription: String { "\(suite): \(name)" }

    static func all(in folder: URL) throws -> [SpecCase] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix("~lambdas") }
            .sorted()
        return try files.flatMap { file in
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let suite = try JSONDecoder().decode(SpecFile.self, from: data)
            return suite.tests.map {
                SpecCase(suite: String(file.dropLast(5)), name: $0.name, template: $0.template,
                         partials: $0.partials ?? [:], data: $0.data.value, expected: $0.expected)
            }
        }
    }
}

private struct SpecFile: Decodable {
    struct Test: Decodable {
        var name: String
        var template: String
        var partials: [String: String]?
        var data: JSONValue
        var expected: String
    }

    var tests: [Test]
}

/// Spec data decoded into a `TemplateValue`: JSON integers stay integers, so 85 prints "85".
private struct JSONValue: Decodable {
    var value: TemplateValue

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let flag = try? container.decode(Bool.self) {
            value = .bool(flag)
        } else if let integer = try? container.decode(Int.self) {
            value = .int(integer)
        } else if let number = try? container.decode(Double.self) {
            value = .number(number)
        } else if let text = try? container.decode(String.self) {
            value = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            value = .list(items.map(\.value))
        } else {
            value = .dictionary(TemplateDictionary(try container.decode([String: JSONValue].self).mapValues(\.value)))
        }
    }
}
