import Foundation

/// Files are parsed on every core: the toolchain's parser reads about 0.6 MB/s, and
/// each file is independent until its views are put together.
enum ParallelParse {
    /// `transform` of 0..<count, in order, computed on `workers` threads.
    static func map<T: Sendable>(_ count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                                 _ transform: @Sendable (Int) -> T) -> [T] {
        guard workers > 1, count > 1 else { return (0..<count).map(transform) }
        let results = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in results.store(transform(index), at: index) }
        return results.values()
    }

    /// One slot per item, each written once by the worker that computed it.
    private final class Slots<T: Sendable>: @unchecked Sendable {
        private var slots: [T?]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func store(_ value: T, at index: Int) { lock.withLock { slots[index] = value } }
        func values() -> [T] { lock.withLock { slots.map { $0! } } }
    }
}
