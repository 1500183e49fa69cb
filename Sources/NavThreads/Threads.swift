import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

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
    /// Set once `result` is written: a value asked for again and again (an output record for
    /// each of thousands of pages) is read without a wait and a signal each time.
    private let finished = Atomic<Bool>(false)
    // Written once on the worker before `finished` is set and `done` signalled, read only
    // after either: the accesses never overlap, so the runtime's check of each is skipped.
    @exclusivity(unchecked) private var result: T?

    package init(_ work: @escaping @Sendable () -> T) {
        DispatchQueue.global().async {
            self.result = work()
            self.finished.store(true, ordering: .releasing)
            self.done.signal()
        }
    }

    package var value: T {
        if !finished.load(ordering: .acquiring) {
            done.wait()
            done.signal()
        }
        return result!
    }
}

/// Work in parts, done on another thread while the caller goes on, like `Background`; but
/// a caller that asks for the value before it is done takes the parts not yet started
/// instead of waiting with its core idle. The parts' results go to `combine`, in order, on
/// whichever thread finishes the last part.
package final class BackgroundParts<Part: Sendable, T: Sendable>: @unchecked Sendable {
    private let count: Int
    private let work: @Sendable (Int) -> Part
    private let combine: @Sendable ([Part]) -> T
    /// The next part to start, and how many are done.
    private let next = Atomic<Int>(0)
    private let completed = Atomic<Int>(0)
    /// Each part's result, written once by the thread that did the part, read only by the one
    /// that finishes the last part (the counter's ordering publishes the others' writes).
    private let results: UnsafeMutablePointer<Part?>
    private let done = DispatchSemaphore(value: 0)
    private let finished = Atomic<Bool>(false)
    // Written once before `finished` is set and `done` signalled, read only after either.
    @exclusivity(unchecked) private var result: T?

    package init(parts: Int, _ work: @escaping @Sendable (Int) -> Part, combine: @escaping @Sendable ([Part]) -> T) {
        (count, self.work, self.combine) = (parts, work, combine)
        results = .allocate(capacity: max(parts, 1))
        results.initialize(repeating: nil, count: max(parts, 1))
        if parts == 0 {
            finish()
        } else {
            DispatchQueue.global().async { self.takeParts() }
        }
    }

    deinit {
        results.deinitialize(count: max(count, 1))
        results.deallocate()
    }

    package var value: T {
        if !finished.load(ordering: .acquiring) {
            takeParts()
            done.wait()
            done.signal()
        }
        return result!
    }

    /// Does parts until none is left to start; the thread that completes the last one combines them.
    private func takeParts() {
        while true {
            let part = next.add(1, ordering: .relaxed).oldValue
            guard part < count else { return }
            results[part] = work(part)
            if completed.add(1, ordering: .acquiringAndReleasing).oldValue == count - 1 { finish() }
        }
    }

    private func finish() {
        result = combine((0..<count).map { results[$0].take()! })
        finished.store(true, ordering: .releasing)
        done.signal()
    }
}

/// A mutual-exclusion lock: a pthread mutex, so that no room needs Foundation's `NSLock`.
package final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }

    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock(); defer { unlock() }
        return try body()
    }
}

/// Runs `body` on a thread of its own, for loops that block (a server's accepts, a watcher's
/// reads), which would hold a thread of Dispatch's shared pool for as long as they run.
package func detachThread(_ body: @escaping @Sendable () -> Void) {
    final class Work { let body: @Sendable () -> Void; init(_ body: @escaping @Sendable () -> Void) { self.body = body } }
    let context = Unmanaged.passRetained(Work(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(&thread, nil, { context in
        let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
        work.body()
        return nil
    }, context)
    precondition(started == 0, "a thread could not be started (pthread_create: \(started))")
    pthread_detach(thread)
}
