import NavThreads
import Synchronization
import Testing

/// `parallelMap` moves each result into its slot of the new array: the results keep the
/// input's order, and each is released with the array, none leaked and none freed twice.
@Suite struct ParallelTests {
    final class Counted: Sendable {
        static let alive = Atomic<Int>(0)
        let value: Int
        init(_ value: Int) { self.value = value; Self.alive.add(1, ordering: .relaxed) }
        deinit { Self.alive.subtract(1, ordering: .relaxed) }
    }

    @Test func resultsKeepTheirOrderAndAreReleasedWithTheArray() {
        let before = Counted.alive.load(ordering: .relaxed)
        do {
            let results = Array(0..<1000).parallelMap { Counted($0) }
            #expect(results.map(\.value) == Array(0..<1000))
            #expect(Counted.alive.load(ordering: .relaxed) - before == 1000)
        }
        #expect(Counted.alive.load(ordering: .relaxed) == before)
    }

    @Test func shortInputsTakeTheSerialPath() {
        #expect([7].parallelMap { $0 * 2 } == [14])
        #expect([Int]().parallelMap { $0 } == [])
    }
}
