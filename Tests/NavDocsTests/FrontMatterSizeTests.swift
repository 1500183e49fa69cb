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

    /// The best of five reads of each page, taken in turns, so that a slow moment on a shared
    /// machine falls on both sizes rather than deciding the ratio.
    static func seconds(items: [Int]) throws -> [Double] {
        let pages = items.map(page(items:))
        let clock = ContinuousClock()
        var best = [Double](repeating: .infinity, count: pages.count)
        for _ in 0..<5 {
            for (i, bytes) in pages.enumerated() {
                let started = clock.now
                _ = try FrontMatterReader.read(bytes, path: "content/long.md")
                let elapsed = clock.now - started
                best[i] = min(best[i], Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
        }
        return best
    }

    /// A complexity check, not a speed target: linear is 8×; the copying reader, quadratic, was
    /// over 20× (12.5 s for 40,000 items in a release build). The bound sits between the two.
    @Test func eightTimesTheItemsTakeAboutEightTimesAsLong() throws {
        let times = try Self.seconds(items: [5_000, 40_000])
        #expect(times[1] / times[0] < 16, "5,000 items: \(times[0]) s, 40,000 items: \(times[1]) s")
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
