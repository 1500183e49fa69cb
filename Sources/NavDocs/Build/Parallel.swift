import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` on every core; results keep the input order.
    func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        if count < 2 { return map(transform) }
        let buffer = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        buffer.initialize(repeating: nil)
        defer { buffer.deallocate() }
        nonisolated(unsafe) let results = buffer
        DispatchQueue.concurrentPerform(iterations: count) { i in results[i] = transform(self[i]) }
        return results.map { $0! }
    }
}

/// Work that runs on a thread of its own, beside the pool `parallelMap` uses, so a
/// step that cannot be split (the search index) overlaps with one that can.
final class BackgroundWork<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: T?
    /// Dropped once run, with whatever it captured (a build's pages, say).
    private var work: (@Sendable () -> T)?

    init(_ work: @escaping @Sendable () -> T) {
        self.work = work
        let thread = Thread { [self] in
            value = run()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func run() -> T {
        guard let work else { preconditionFailure("background work ran twice") }
        self.work = nil
        return work()
    }

    /// Waits for the work to finish; call once.
    func result() -> T {
        done.wait()
        guard let value else { preconditionFailure("background work signalled without a result") }
        return value
    }
}
