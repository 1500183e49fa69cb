import Dispatch

package extension Array where Element: Sendable {
    /// `map` on every core; results keep the input order.
    func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        if count < 2 { return map(transform) }
        // Each result is moved straight into its slot of the new array: no optional
        // buffer to copy out of (and to forget to release).
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            nonisolated(unsafe) let slots = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: count) { i in (slots + i).initialize(to: transform(self[i])) }
            initialized = count
        }
    }
}

/// A value worked out on another thread while the caller goes on; `value` waits for it.
package final class Background<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once on the worker before `done` is signalled, read only after waiting for it.
    private var result: T?

    package init(_ work: @escaping @Sendable () -> T) {
        DispatchQueue.global().async {
            self.result = work()
            self.done.signal()
        }
    }

    package var value: T {
        done.wait()
        done.signal()
        return result!
    }
}
