import NavBase
import NavReaders
import NavRules

/// The `.navlint.yml` a run uses and the folder its globs are relative to: the file
/// `--config` names, else the nearest in the working folder or one of its parents.
public struct ConfigFile: Sendable {
    public var configuration = LintConfiguration()
    /// The file as messages name it; nil when there is none.
    public var path: String?
    /// The folder globs and `ignore:` paths are relative to, absolute.
    public var directory: String
    /// The working folder, absolute: command-line paths are relative to it.
    public var workingDirectory: String

    /// No file: globs would be relative to the working folder.
    public init(workingDirectory: String) {
        self.directory = workingDirectory
        self.workingDirectory = workingDirectory
    }

    /// Finds and reads the file. A file named with `--config` must exist; a broken one is an error.
    public static func load(option: String?, workingDirectory: String, fileSystem: any FileSystem,
                            catalog: RuleCatalog) throws(DiagnosticList) -> ConfigFile {
        var file = ConfigFile(workingDirectory: workingDirectory)
        let candidates: [String]
        if let option {
            candidates = [option]
        } else {
            // The working folder first, then each parent, named relative to the working folder.
            let depth = workingDirectory.split(separator: "/").count
            candidates = (0...depth).map { String(repeating: "../", count: $0) + LintConfiguration.fileName }
        }
        for candidate in candidates {
            guard case .file? = try? fileSystem.entry(at: candidate) else {
                if option != nil {
                    throw DiagnosticList([Diagnostic(path: candidate, location: .unknown, message: "cannot read the config: no such file")])
                }
                continue
            }
            let bytes: [UInt8]
            do { bytes = try fileSystem.read(candidate, limit: 1024 * 1024) } catch {
                throw DiagnosticList([Diagnostic(path: candidate, location: .unknown, message: "cannot read the config: \(error.message)")])
            }
            file.configuration = try LintConfiguration.parse(bytes, path: candidate, catalog: catalog)
            file.path = candidate
            file.directory = FilePaths.absolute(FilePaths.folder(of: candidate), in: workingDirectory)
            return file
        }
        return file
    }

    /// A command-line path as the config's globs see it.
    public func relativePath(of path: String) -> String {
        FilePaths.relative(FilePaths.absolute(path, in: workingDirectory), to: directory)
    }

    /// Whether `included` and `excluded` let a file be linted.
    public func includes(_ path: String) -> Bool {
        let config = configuration
        guard !config.included.isEmpty || !config.excluded.isEmpty else { return true }
        let relative = relativePath(of: path)
        if !config.included.isEmpty && !config.included.contains(where: { $0.matches(relative) }) { return false }
        return !config.excluded.contains { $0.matches(relative) }
    }

    /// Whether an `ignore:` entry suppresses a finding.
    public func ignores(_ finding: LintFinding) -> Bool {
        guard !configuration.ignores.isEmpty else { return false }
        let relative = relativePath(of: finding.path)
        return configuration.ignores.contains { $0.covers(finding, relativePath: relative) }
    }
}
