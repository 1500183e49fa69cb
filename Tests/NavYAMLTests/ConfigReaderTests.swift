import NavBase
import NavYAML
import Testing

/// The value checks every YAML config file shares: a value of the wrong kind is a located
/// error with the key quoted and what was written instead.
@Suite struct ConfigReaderTests {
    static func read(_ yaml: String, _ body: (inout ConfigReader, [YAMLPair]) -> Void) throws -> [String] {
        var reader = ConfigReader(path: "c.yml")
        let pairs = try #require(try YAMLNode.parse(yaml)?.pairs)
        body(&reader, pairs)
        return reader.errors.map(\.description)
    }

    @Test func eachKindHasOneWording() throws {
        let errors = try Self.read("a: [x]\nb: \"\"\nc: soon\nd: {x: 1}\ne:\n") { reader, pairs in
            _ = reader.text(pairs[0].value, key: "a")
            _ = reader.nonEmptyText(pairs[1].value, key: "b")
            _ = reader.wholeNumber(pairs[2].value, key: "c")
            _ = reader.bool(pairs[3].value, key: "d")
            _ = reader.bool(pairs[4].value, key: "e")
            _ = reader.nonEmptyText(pairs[1].value, label: "severity of NB001")
        }
        #expect(errors == [
            "c.yml:1:4: error: \"a\" must be text",
            "c.yml:2:4: error: \"b\" must be non-empty text",
            "c.yml:3:4: error: \"c\" must be a whole number, not \"soon\"",
            "c.yml:4:4: error: \"d\" must be true or false, not a mapping",
            "c.yml:5:3: error: \"e\" must be true or false, not an empty value",
            "c.yml:2:4: error: severity of NB001 must be non-empty text",
        ])
    }

    @Test func goodValuesAreRead() throws {
        var values: [String?] = []
        let errors = try Self.read("a: 12\nb: yes\nc: text\n") { reader, pairs in
            values.append(reader.wholeNumber(pairs[0].value, key: "a").map(String.init))
            values.append(reader.bool(pairs[1].value, key: "b").map { "\($0)" })
            values.append(reader.nonEmptyText(pairs[2].value, key: "c"))
        }
        #expect(errors.isEmpty)
        #expect(values == ["12", "true", "text"])
    }

    @Test func aMappingIsAskedForByItsShape() throws {
        var reader = ConfigReader(path: "c.yml")
        let root = try #require(try YAMLNode.parse("- a\n"))
        #expect(reader.pairs(root, orFail: "the config must be a mapping of keys to values") == nil)
        #expect(reader.errors.map(\.description) == ["c.yml:1:1: error: the config must be a mapping of keys to values"])
    }
}
