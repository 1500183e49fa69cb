import Dispatch
#if canImport(Glibc)
import Glibc
#endif
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

/// `BackgroundParts` does every part once, whether its worker or a caller that asked early
/// did it, and combines the results in the parts' order.
@Suite struct BackgroundPartsTests {
    @Test func everyPartIsDoneOnceAndCombinedInOrder() {
        for parts in [0, 1, 2, 7, 64] {
            let runs = Atomic<Int>(0)
            let work = BackgroundParts(parts: parts, { part -> [Int] in
                runs.add(1, ordering: .relaxed)
                return [part, part * part]
            }, combine: { $0.flatMap { $0 } })
            #expect(work.value == (0..<parts).flatMap { [$0, $0 * $0] })
            #expect(work.value == (0..<parts).flatMap { [$0, $0 * $0] }, "asked again, the same value")
            #expect(runs.load(ordering: .relaxed) == parts)
        }
    }

    /// A caller that asks before the parts are done does parts itself. Here the worker is
    /// slow: each part it takes waits for the caller to finish one (or two seconds, so a caller
    /// that only waited would fail the test rather than hang it). So the worker does at most
    /// one part more than the caller.
    @Test func aCallerThatAsksEarlyDoesPartsItself() {
        let release = DispatchSemaphore(value: 0)
        let caller = pthread_self()
        let byCaller = Atomic<Int>(0)
        let work = BackgroundParts(parts: 8, { part -> Int in
            if pthread_equal(pthread_self(), caller) != 0 {
                byCaller.add(1, ordering: .relaxed)
                release.signal()
            } else {
                _ = release.wait(timeout: .now() + 2)
            }
            return part
        }, combine: { $0 })
        #expect(work.value == Array(0..<8))
        #expect(byCaller.load(ordering: .relaxed) >= 4)
    }
}
