import Foundation
import NavRules
import NavText

/// Writes a build into a staging folder beside the output and swaps it in only
/// when the build succeeded, so a failed build leaves the previous site as it was.
public final class SiteWriter: OutputSink, @unchecked Sendable {
    /// Marks a folder as written by navdocs; any other non-empty folder is never replaced.
    static let marker = ".navdocs-site"

    public let output: URL
    private let staging: URL
    /// `staging.path`, kept as a string: building a URL for every file cost more than writing it.
    private let stagingPath: String
    private let shownAs: String
    private let lock = NSLock()
    private var createdFolders: Set<String> = [""]

    /// Checks that `output` may be written and creates the staging folder.
    /// `protected` are folders the output must neither be, lie inside, nor contain.
    public init(output path: String, protecting protected: [String]) throws(DiagnosticList) {
        shownAs = path
        output = URL(fileURLWithPath: path).standardizedFileURL
        let parent = output.deletingLastPathComponent()
        let real = Self.realPath(output)
        for folder in protected {
            let other = Self.realPath(URL(fileURLWithPath: folder).standardizedFileURL)
            if real == other || real.hasPrefix(other + "/") || other.hasPrefix(real + "/") || real == "/" {
                throw Self.error(path, "output folder \"\(path)\" overlaps \"\(folder)\"; choose an output folder outside the content and theme folders")
            }
        }
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: output.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Self.error(path, "output \"\(path)\" exists and is not a folder") }
            let entries = (try? fm.contentsOfDirectory(atPath: output.path)) ?? []
            if !entries.isEmpty && !entries.contains(Self.marker) {
                throw Self.error(path, "output folder \"\(path)\" has files navdocs did not write; empty it or choose another folder")
            }
        }
        // Foundation's error for a file standing where a folder must be is vague: name the file.
        var ancestor = parent
        while !fm.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) { ancestor.deleteLastPathComponent() }
        guard isDirectory.boolValue else {
            throw Self.error(path, "cannot create the output folder: \(ancestor.path) is a file, not a folder")
        }
        staging = parent.appendingPathComponent(".\(output.lastPathComponent).navdocs-staging-\(getpid())")
        stagingPath = staging.path
        try? fm.removeItem(at: staging)
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw Self.error(path, "cannot create the output folder: \(Self.reason(error)); check the location is writable")
        }
        try write(Self.marker, Array("This folder is a site built by navdocs; navdocs build replaces it whole.\n".utf8))
    }

    public func write(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList) {
        precondition(!path.hasPrefix("/") && !Paths.climbs(path), "output path escapes the site: \(path)")
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : ""
        // Folders are few: create each once, under the lock, before anyone writes into it.
        lock.lock()
        if !createdFolders.contains(folder) {
            do {
                try FileManager.default.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
                createdFolders.insert(folder)
            } catch {
                lock.unlock()
                throw DiagnosticList([Self.error(shownAs + "/" + path, "cannot create folder: \(Self.reason(error))")])
            }
        }
        lock.unlock()
        if let reason = Self.writeFile(bytes, at: stagingPath + "/" + path) {
            throw DiagnosticList([Self.error(shownAs + "/" + path, "cannot write: \(reason)")])
        }
    }

    /// Writes a whole file with plain system calls (a Foundation URL per file cost more
    /// than the write); returns the system's reason when it fails.
    static func writeFile(_ bytes: [UInt8], at target: String) -> String? {
        let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += n
        }
        return nil
    }

    /// Swaps the staged site in place of the output folder.
    public func commit() throws(DiagnosticList) {
        let fm = FileManager.default
        let old = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).navdocs-old-\(getpid())")
        let hadOutput = fm.fileExists(atPath: output.path)
        do {
            if hadOutput { try fm.moveItem(at: output, to: old) }
            do { try fm.moveItem(at: staging, to: output) } catch {
                if hadOutput { try? fm.moveItem(at: old, to: output) }
                throw error
            }
        } catch {
            discard()
            throw DiagnosticList([Self.error(shownAs, "cannot replace the output folder: \(Self.reason(error))")])
        }
        if hadOutput { try? fm.removeItem(at: old) }
    }

    /// Removes the staging folder; the output folder is left as it was.
    public func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    private static func realPath(_ url: URL) -> String {
        var path = url.resolvingSymlinksInPath().path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        // Foundation's text is "The operation could not be completed. The volume is read only."
        var text = ns.localizedDescription
        if let lead = text.range(of: "could not be completed. ") { text = String(text[lead.upperBound...]) }
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func error(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(path: path, location: SourceLocation(line: 1, column: 1), message: message)
    }

    private static func error(_ path: String, _ message: String) -> DiagnosticList {
        DiagnosticList([error(path, message) as Diagnostic])
    }
}
