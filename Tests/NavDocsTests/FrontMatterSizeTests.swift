import Foundation
@testable import NavDocs
import Testing

/// Front matter is read in time linear in its size, and refused past a cap.
@Suite struct FrontMatterSizeTests {
    static func page(items: Int) -> [UInt8] {
        var text = "---\ntitle: Long\nlist:\n"
        text.reserveCapacity(items * 16)
        for i in 0..<items { text += "  - item \(i)\n" }
        return Array((text + "---\n# Long\n").utf8)
    }

    static func seconds(items: Int) throws -> Double {
        let bytes = page(items: items)
        let clock = ContinuousClock()
        // The best of three: one slow moment on a shared machine must not decide the ratio.
        var best = Double.infinity
        for _ in 0..<3 {
            let started = clock.now
            _ = try FrontMatterReader.read(bytes, path: "content/long.md")
            let elapsed = clock.now - started
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }

    @Test func eightTimesTheItemsTakeAboutEightTimesAsLong() throws {
        let small = try Self.seconds(items: 5_000), large = try Self.seconds(items: 40_000)
        // Linear is 8×; the copying reader was over 20× (40,000 items: 12.5 s in a release build).
        #expect(large / small < 12, "5,000 items: \(small) s, 40,000 items: \(large) s")
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
