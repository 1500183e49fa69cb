import Foundation
@testable import NavDocs
import Testing

/// Front matter is read whole, and refused past a cap.
@Suite struct FrontMatterSizeTests {
    static func page(items: Int) -> [UInt8] {
        var text = "---\ntitle: Long\nlist:\n"
        text.reserveCapacity(items * 16)
        for i in 0..<items { text += "  - item \(i)\n" }
        return Array((text + "---\n# Long\n").utf8)
    }

    /// How fast it is read is the bench's question (`make bench`: 40,000 items against
    /// 5,000); here, that a long one is read whole.
    @Test func aLongFrontMatterIsReadWhole() throws {
        let read = try FrontMatterReader.read(Self.page(items: 40_000), path: "content/long.md")
        #expect(read.frontMatter.title == "Long")
        #expect(read.warnings.map(\.message) == ["unknown front-matter key \"list\""])
        #expect(String(decoding: read.body, as: UTF8.self) == "# Long\n")
    }

    @Test func frontMatterPastTheCapIsALocatedError() {
        var text = "---\ntitle: Huge\nlist:\n"
        while text.utf8.count <= FrontMatterReader.maximumBytes { text += String(repeating: "  - an item of the list\n", count: 1000) }
        let bytes = Array((text + "---\n# Huge\n").utf8)
        do {
            _ = try FrontMatterReader.read(bytes, path: "content/huge.md")
            Issue.record("a front matter past the cap was read")
        } catch {
            let message = error.diagnostics.first?.description ?? ""
            #expect(message.hasPrefix("content/huge.md:1:1: error: front matter is larger than 1024 KB"), "\(message)")
        }
    }
}
