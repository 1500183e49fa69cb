import Foundation

/// The one random generator of the tests: SplitMix64 from a seed, so that any input a
/// randomised test made can be made again.
///
/// `SeededRandom(seed:)` for a test that always draws the same inputs; `SeededRandom(for:)` for
/// one that draws new inputs each run: its seed is printed (and is in `seed`, for the test's
/// messages), and `NAVDOCS_TEST_SEED=<seed> swift test --filter <test>` replays a failure.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// A seed of its own for `test` (from `NAVDOCS_TEST_SEED` when set), printed.
    public init(for test: String) {
        let named = ProcessInfo.processInfo.environment["NAVDOCS_TEST_SEED"].flatMap { UInt64($0) }
        let seed = named ?? UInt64.random(in: 0...UInt64.max)
        print("\(test): random seed \(seed) (NAVDOCS_TEST_SEED=\(seed) replays it)")
        self.init(seed: seed)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n`.
    public mutating func next(_ n: Int) -> Int {
        precondition(n > 0, "a range of no numbers")
        return Int(next(upperBound: UInt64(n)))
    }

    /// One of `items`.
    public mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
}
