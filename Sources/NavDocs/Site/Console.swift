import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavRules

/// Where a command prints: standard output and error, or what a test captures.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Many lines to standard error in one write, as bytes: a site's warnings can be
    /// thousands of lines, written as they were made.
    private var errBytes: (@Sendable ([UInt8]) -> Void)?

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// Prints each line to `err`, in order.
    public func err(lines: [String]) {
        guard let errBytes else { lines.forEach(err); return }
        if !lines.isEmpty { errBytes(Array((lines.joined(separator: "\n") + "\n").utf8)) }
    }

    /// Each diagnostic on a line of its own.
    public func err(_ diagnostics: [Diagnostic]) {
        if let errBytes {
            if !diagnostics.isEmpty { errBytes(DiagnosticList(diagnostics).lineBytes()) }
        } else {
            diagnostics.forEach { err($0.description) }
        }
    }

    public static let standard: Console = {
        var console = Console(out: { writeAll(STDOUT_FILENO, Array(($0 + "\n").utf8)) },
                              err: { writeAll(STDERR_FILENO, Array(($0 + "\n").utf8)) })
        console.errBytes = { writeAll(STDERR_FILENO, $0) }
        return console
    }()
}

/// Writes all of `bytes` to `fd`, as many calls as the system needs; gives up on an error.
private func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
        var done = 0
        while done < buffer.count {
            let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            done += n
        }
    }
}
