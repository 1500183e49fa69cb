import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavThreads

/// The off switch of a loop that runs on a thread of its own (the file watcher, the
/// server's accept loop): the loop polls `isStopped`, and `stop` flips it once and
/// waits until the loop has returned.
package final class LoopStop: @unchecked Sendable {
    private let lock = Lock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    var isStopped: Bool { lock.lock(); defer { lock.unlock() }; return stopped }

    /// Called by the loop as it returns.
    func loopReturned() { finished.signal() }

    /// Stops the loop and waits for it to return; false when it was stopped before,
    /// so what it used is released only once.
    func stop() -> Bool {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        guard !wasStopped else { return false }
        finished.wait()
        return true
    }
}
