import NavReaders

/// The string tables of the project a Swift file belongs to, for a run that names the file
/// (or a folder inside the project) without its tables: a pre-commit hook, `--stdin-path`.
///
/// The project is the nearest folder above the files that holds an `.xcodeproj` or a
/// `Package.swift`; its tables are found as a folder walk would find them.
enum ProjectStringTables {
    /// Folders a walk never enters: build products, dependencies, bundles of other kinds.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "build"]
    /// Folders that are bundles of their own, with no string tables of the app's screens.
    static let bundles = [".xcodeproj", ".xcworkspace", ".xcassets", ".app", ".framework", ".xcframework", ".bundle", ".docc", ".playground"]
    /// A project's folders are walked up to this many entries; a larger tree keeps its keys unknown.
    static let maximumEntries = 50_000

    static func find(for paths: [String], extensions: [String], in files: any FileSystem) -> [String] {
        var roots: Set<String> = []
        for path in paths {
            if let root = projectRoot(above: path, in: files) { roots.insert(root) }
        }
        var found: [String] = []
        var budget = maximumEntries
        for root in roots.sorted() { walk(root, extensions: extensions, in: files, into: &found, budget: &budget) }
        return found.sorted()
    }

    private static func projectRoot(above path: String, in files: any FileSystem) -> String? {
        var directory = parent(of: path)
        for _ in 0..<16 {
            if let names = try? files.names(inDirectory: directory),
               names.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" }) {
                return directory
            }
            if directory == "/" || directory == "." { return nil }
            directory = parent(of: directory)
        }
        return nil
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func walk(_ directory: String, extensions: [String], in files: any FileSystem,
                             into found: inout [String], budget: inout Int) {
        guard let names = try? files.names(inDirectory: directory) else { return }
        for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
            budget -= 1
            guard budget > 0 else { return }
            let path = directory == "." ? name : directory == "/" ? "/" + name : directory + "/" + name
            if extensions.contains(where: { name.hasSuffix($0) }) {
                found.append(path)
            } else if !bundles.contains(where: { name.hasSuffix($0) }), !name.hasSuffix(".swift"), case .directory? = try? files.entry(at: path) {
                walk(path, extensions: extensions, in: files, into: &found, budget: &budget)
            }
        }
    }
}
