@testable import NavDocs
import Synchronization
import Testing
import NavThreads

/// `parallelMap` once deallocated its result buffer without deinitializing it, so every
/// result it produced was leaked: a 10,000-page build kept each page tree it had replaced.
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
