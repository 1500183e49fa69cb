import NavReaders

/// Turns the paths given on the command line into the files to read: files
/// as given, folders walked for every file name a reader claims.
struct InputFileFinder {
    /// Build output and dependencies: never the app's own screens.
    static let skippedFolders: Set<String> = ["DerivedData", "build", ".build", "Pods", "Carthage", "node_modules",
                                              "SourcePackages"]
    /// Folders an Xcode tree holds that are not source: asset catalogs (thousands of
    /// `Contents.json`), built or vendored frameworks, workspaces, and the project bundle,
    /// of which only `project.pbxproj` is read.
    static let skippedFolderEndings = [".xcassets", ".xcframework", ".framework", ".xcworkspace", ".xcodeproj"]
    /// The one file read inside a `.xcodeproj` bundle, when it is wanted.
    static let projectFileName = "project.pbxproj"

    let fileSystem: any FileSystem
    /// File name endings to collect while walking folders.
    let extensions: [String]

    /// Files in a stable order (given paths in the order given, the files under
    /// a directory sorted by path components), each once, and the folders given;
    /// paths that cannot be used come back as problems. Hidden files and
    /// folders (`.git`), `skippedFolders` and the folders of `skippedFolderEndings`
    /// are not walked, but for the project file of an `.xcodeproj`.
    func files(in paths: [String]) -> (files: [String], folders: [String], problems: [InputProblem]) {
        var files: [String] = [], folders: [String] = [], problems: [InputProblem] = []
        var seenFiles = Set<String>(), seenDirectories = Set<String>()
        for path in paths {
            let entry: FileEntry
            do {
                entry = try fileSystem.entry(at: path)
            } catch {
                problems.append(InputProblem(path: path, message: "cannot read: \(error.message)"))
                continue
            }
            switch entry {
            case .file:
                if seenFiles.insert(path).inserted { files.append(path) }
            case .directory(let identity):
                folders.append(path)
                var found: [String] = []
                walk(path, identity: identity, files: &found, seenDirectories: &seenDirectories, problems: &problems)
                for file in Self.sortedByComponents(found) where seenFiles.insert(file).inserted {
                    files.append(file)
                }
            case .other:
                problems.append(InputProblem(path: path, message: "not a regular file or directory"))
            }
        }
        return (files, folders, problems)
    }

    // Iterative, so a very deep tree cannot exhaust the stack.
    private func walk(_ root: String, identity: String, files: inout [String],
                      seenDirectories: inout Set<String>, problems: inout [InputProblem]) {
        guard seenDirectories.insert(identity).inserted else { return }
        var pending = [root]
        while let directory = pending.popLast() {
            let names: [String]
            do {
                names = try fileSystem.names(inDirectory: directory)
            } catch {
                problems.append(InputProblem(path: directory, message: "cannot read directory: \(error.message)"))
                continue
            }
            var subdirectories: [String] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = Self.join(directory, name)
                let entry: FileEntry
                do {
                    entry = try fileSystem.entry(at: path)
                } catch {
                    // A dangling link or a file that vanished: only worth a word if we would have read it.
                    if isWanted(name) {
                        problems.append(InputProblem(path: path, message: "cannot read: \(error.message)"))
                    }
                    continue
                }
                switch entry {
                case .file where isWanted(name):
                    files.append(path)
                case .directory where name.hasSuffix(".xcodeproj"):
                    let project = Self.join(path, Self.projectFileName)
                    if isWanted(Self.projectFileName), case .file? = try? fileSystem.entry(at: project) {
                        files.append(project)
                    }
                case .directory(let identity) where !Self.skips(folder: name):
                    // Linked back to a directory already walked: a loop or a second route in.
                    if seenDirectories.insert(identity).inserted { subdirectories.append(path) }
                default:
                    break
                }
            }
            pending.append(contentsOf: subdirectories)
        }
    }

    /// "specs/x.navbar", and "x.navbar" rather than "./x.navbar" when walking ".".
    private static func join(_ directory: String, _ name: String) -> String {
        directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func skips(folder name: String) -> Bool {
        skippedFolders.contains(name) || skippedFolderEndings.contains { name.hasSuffix($0) }
    }

    /// Sorted folder by folder, so that `a/b/c` and `a/b-c` come the way a file browser shows
    /// them; each path is split once, and components compare as UTF-8 bytes (scalar order).
    static func sortedByComponents(_ paths: [String]) -> [String] {
        let keyed = paths.map { path in (path, path.utf8.split(separator: UInt8(ascii: "/")).map(Array.init)) }
        return keyed.sorted { a, b in
            a.1.lexicographicallyPrecedes(b.1) { $0.lexicographicallyPrecedes($1) }
        }.map(\.0)
    }

    private func isWanted(_ name: String) -> Bool { extensions.contains { name.hasSuffix($0) } }
}
