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
