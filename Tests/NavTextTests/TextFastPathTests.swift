import Foundation
@testable import NavText
import NavTestSupport
import Testing

/// NavText's fast paths against the plain way each stands in for, on generated input.
@Suite struct TextFastPathTests {
    @Test func asciiSlugsAgreeWithThePlainWay() {
        var g = SeededRandom(seed: 7)
        let pieces = ["Long", "titles", "NB001", " ", "-", "&", "(why?)", "2", "", "Über", "__", "a.b", "  ", "Z"]
        for _ in 0..<5_000 {
            let title = (0..<g.next(6)).map { _ in g.pick(pieces) }.joined()
            guard title.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            #expect(HeadingAnchors.slug(title) == HeadingAnchors.plainSlug(title), "\(title)")
        }
    }

    /// Times as the summary lines print them, against `String(format:)`: values a build
    /// reports, and others around them, away from exact halves (where the two may differ
    /// in the last digit by how the value was stored, and either is right).
    @Test func decimalsAgreeWithStringFormat() {
        var g = SeededRandom(seed: 11)
        var values: [Double] = [0, 0.0004, 0.001, 0.0494, 0.05, 0.999, 1, 9.999, 10.004, 123.456, 3599.9, -0.25, -2.7]
        for _ in 0..<5_000 { values.append(Double(g.next(1_000_000)) / Double([1, 10, 1_000, 100_000][g.next(4)]) + 0.0000123) }
        for value in values {
            for places in [0, 2, 3] {
                #expect(Decimals.text(value, places: places) == String(format: "%.\(places)f", value), "\(value), \(places) places")
            }
        }
    }
}
