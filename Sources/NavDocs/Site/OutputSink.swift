import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavRules
import NavThreads

/// Where a build puts its files. Pages are handed over as soon as they are
/// rendered, so a large site never sits in memory whole.
public protocol OutputSink: Sendable {
    /// Stores one file at a root-relative path. Safe to call from several threads.
    func write(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList)
    /// Makes what was written the site, as the build's last step ("write the site").
    func commit() throws(DiagnosticList)
    /// Keeps the last build's file at `path` as it is, instead of writing it again;
    /// false when there is none to keep.
    func keep(_ path: String) -> Bool
    /// `keep` for many files at once: whether every one was kept.
    func keep(_ paths: [String]) -> Bool
    /// Keeps files the build already knows the last build left untouched (it asked before
    /// deciding not to redo them). An output may take them in while the build goes on; a
    /// file that was not there after all stops the build, at the latest when it commits.
    func keep(known paths: [String])
}

extension OutputSink {
    /// Nothing of a last build to keep.
    public func keep(_ path: String) -> Bool { false }

    public func keep(_ paths: [String]) -> Bool { paths.allSatisfy { keep($0) } }

    public func keep(known paths: [String]) {
        guard keep(paths) else { preconditionFailure("a file the build knew was kept is not in the output") }
    }

    /// Nothing to make final: what was written is the output (memory, a test's sink).
    public func commit() throws(DiagnosticList) {}
}

/// Keeps the output in memory: what tests look at.
public final class MemorySink: OutputSink, @unchecked Sendable {
    private let lock = Lock()
    private var stored: [String: [UInt8]] = [:]

    public init() {}

    public func write(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList) {
        lock.lock(); defer { lock.unlock() }
        stored[path] = bytes
    }

    public var files: [String: [UInt8]] { lock.lock(); defer { lock.unlock() }; return stored }

    public func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}
