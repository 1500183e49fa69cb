@testable import NavDocs
import Testing

/// Every front-matter key as `FrontMatterKey.all` declares it: read from YAML, kept by the
/// cache, and in a page's digests exactly when its declaration says so. A key added to the
/// list is checked here without a line of this file changing.
@Suite struct FrontMatterKeyTests {
    static func read(_ yaml: String) throws -> FrontMatterReader.Result {
        try FrontMatterReader.read(Array("---\n\(yaml)---\n# Heading\n\nText.\n".utf8), path: "content/guide/page.md")
    }

    static func page(_ yaml: String) throws -> Page {
        let bytes = Array("---\n\(yaml)---\n# Heading\n\nText.\n".utf8)
        let outcome = ParsePages.parse(.init(path: "guide/page.md", bytes: bytes), shownAs: "content/guide/page.md",
                                       options: BuildOptions(), includes: .contentOnly(MemoryTree([:])))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        return try #require(outcome.page)
    }

    @Test func everyKeyReadsItsExampleWithoutAWord() throws {
        for key in FrontMatterKey.all {
            let read = try Self.read("\(key.name): \(key.example)\n")
            #expect(read.warnings.isEmpty, "\(key.name)")
            #expect(read.frontMatter != FrontMatter(), "\(key.name) sets nothing")
        }
        #expect(FrontMatter.knownKeys == ["title", "description", "order", "rule", "aliases", "draft", "slug"])
    }

    @Test func theCacheGivesBackWhatEveryKeyRead() throws {
        let yaml = FrontMatterKey.all.map { "\($0.name): \($0.example)\n" }.joined()
        let read = try Self.read(yaml).frontMatter
        var out = CacheWriter(bytes: [])
        for key in FrontMatterKey.all { key.encode(&out, read) }
        var back = FrontMatter()
        let decoded = out.bytes.withUnsafeBufferPointer { buffer in
            var input = CacheReader(bytes: buffer, offset: 0)
            return FrontMatterKey.all.allSatisfy { $0.decode(&input, &back) } && input.atEnd
        }
        #expect(decoded)
        #expect(back == read)
    }

    @Test func theCacheVersionNamesEveryKeyAndHowItIsKept() {
        let header = String(decoding: BuildCache.fileHeader, as: UTF8.self)
        #expect(header == "navdocs-cache 12 record:source,stat,page,parseWarnings,resolveWarnings,rulesReferenced,"
                        + "examples,position,digests,included title:text? description:text? order:int? rule:text?,location? "
                        + "aliases:[text],[location] draft:bool slug:text?,location?\n")
    }

    @Test func aKeyChangesThePagesDigestsExactlyWhenItsDeclarationSaysSo() throws {
        let plain = PageDigests(try Self.page(""))
        for key in FrontMatterKey.all {
            let digests = PageDigests(try Self.page("\(key.name): \(key.example)\n"))
            #expect((digests != plain) == key.affectsDigest, "\(key.name)")
        }
    }
}
