import Dispatch

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
