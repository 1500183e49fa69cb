import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavDocs

/// SIGINT, SIGTERM and SIGHUP during `navdocs build`: the staging folder is removed, one
/// line says what the output folder holds, and the process exits 128 + the signal's number.
final class BuildInterruption {
    private var sources: [DispatchSourceSignal] = []

    static let signals: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")]

    /// What the build's writers take turns with the handler under.
    let writes = WriteInterruption()

    init(output: String, console: NavDocsCommand.Console) {
        let writes = self.writes
        sources = Self.signals.map { number, name in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                let swapped = writes.interrupt(output: output)
                console.err("navdocs: stopped by \(name); \(output) \(swapped ? "holds the new build" : "was left as it was")")
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }

    /// Puts the default handlers back once the build is over.
    func cancel() {
        sources.forEach { $0.cancel() }
        for (number, _) in Self.signals { signal(number, SIG_DFL) }
    }
}
