import NavReaders

/// An Apple platform without iOS navigation bars, that a Swift file is built for.
enum TargetPlatform: String, Sendable {
    case watchOS, tvOS, visionOS, macOS

    /// `watchOS` in `.watchOS(.v10)` of a manifest's `platforms`, `os(watchOS)`.
    init?(name: String) {
        switch name {
        case "watchOS": self = .watchOS
        case "tvOS": self = .tvOS
        case "visionOS": self = .visionOS
        case "macOS", "OSX": self = .macOS
        default: return nil
        }
    }
}

/// What a run says about the platform of each Swift file, and why: the file's own imports
/// (AppKit, WatchKit without UIKit), the target folder it sits in (`Pocket Casts Watch App`,
/// `watchOS`), or the `platforms` of the nearest `Package.swift` when iOS is not among them and the
/// file is in one of that package's target folders.
/// A file none of these speak for is read as iOS.
struct TargetPlatforms {
    struct Fact: Hashable, Sendable {
        var platform: TargetPlatform
        /// What says so, for the note: "folder WatchApp", "Package.swift", "import AppKit".
        var reason: String
        /// The file or folder the fact covers, where the note is written.
        var scope: String
    }

    let files: any FileSystem
    private var names: [String: Set<String>] = [:]
    private var manifests: [String: PackageManifest] = [:]
    private var folderFacts: [String: Fact?] = [:]

    init(files: any FileSystem) { self.files = files }

    /// Modules whose import, without UIKit's, makes a file another platform's.
    static let platformModules: [(module: String, platform: TargetPlatform)] = [("AppKit", .macOS), ("Cocoa", .macOS), ("WatchKit", .watchOS)]

    mutating func fact(for file: SwiftFile) -> Fact? {
        if !file.imports.contains("UIKit") {
            for (module, platform) in Self.platformModules where file.imports.contains(module) {
                return Fact(platform: platform, reason: "import \(module)", scope: file.path)
            }
        }
        return fact(forPath: file.path)
    }

    /// What the folders and the nearest `Package.swift` of a file say, whatever it imports.
    mutating func fact(forPath path: String) -> Fact? {
        // The files of a folder share its answer; a run asks for most of its files.
        let folder = Self.parent(of: path)
        if let known = folderFacts[folder] { return known }
        let found = fact(forFolderOf: path)
        folderFacts[folder] = found
        return found
    }

    private mutating func fact(forFolderOf path: String) -> Fact? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (index, component) in components.enumerated() {
            if let platform = Self.platform(ofFolder: String(component)) {
                return Fact(platform: platform, reason: "folder \(component)", scope: components[...index].joined(separator: "/"))
            }
        }
        var directory = Self.parent(of: path)
        for _ in 0..<16 {
            if directoryNames(directory).contains("Package.swift") {
                let manifest = directory == "." ? "Package.swift" : directory + "/Package.swift"
                let package = self.manifest(manifest)
                // A target is a folder, so the files of one folder are in the same targets.
                let inside = directory == "." ? path : String(path.dropFirst(directory.count + 1))
                guard package.builds(inside), let platforms = package.platforms, !platforms.isEmpty,
                      !platforms.contains("iOS"), !platforms.contains("macCatalyst"),
                      let platform = platforms.compactMap(TargetPlatform.init(name:)).first else { return nil }
                return Fact(platform: platform, reason: "Package.swift", scope: manifest)
            }
            if directory == "/" || directory == "." { break }
            directory = Self.parent(of: directory)
        }
        return nil
    }

    /// `WatchApp`, `Pocket Casts Watch App`, `WatchKit Extension`, `watchOS`, `macOS`, `tvOS`, `visionOS`.
    static func platform(ofFolder name: String) -> TargetPlatform? {
        let folded = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        for (suffix, platform) in [("watchapp", TargetPlatform.watchOS), ("watchkitextension", .watchOS), ("watchkitapp", .watchOS),
                                   ("watchextension", .watchOS)] where folded.hasSuffix(suffix) {
            return platform
        }
        return ["watchos": .watchOS, "tvos": .tvOS, "visionos": .visionOS, "macos": .macOS][folded]
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private mutating func directoryNames(_ directory: String) -> Set<String> {
        if let known = names[directory] { return known }
        let found = Set((try? files.names(inDirectory: directory)) ?? [])
        names[directory] = found
        return found
    }

    private mutating func manifest(_ path: String) -> PackageManifest {
        if let known = manifests[path] { return known }
        var found = PackageManifest()
        if case .success(let bytes) = files.contents(of: path, limit: 1024 * 1024) {
            found = SwiftSourceParser.packageManifest(String(decoding: bytes, as: UTF8.self))
        }
        manifests[path] = found
        return found
    }
}

/// The parts of a `Package.swift` that decide a file's platform.
struct PackageManifest: Sendable {
    var platforms: [String]?
    /// The folders targets name with `path:`, relative to the manifest.
    var targetPaths: [String] = []

    /// SwiftPM's own places for target sources; a folder beside them (an Xcode app's sources next to
    /// a manifest for the repository's tools) is not the package's.
    static let defaultFolders = ["Sources", "Source", "src", "srcs", "Tests", "Plugins"]

    /// Whether a file, by its path relative to the manifest's folder, is one of this package's.
    func builds(_ relativePath: String) -> Bool {
        (Self.defaultFolders + targetPaths).contains { folder in
            let trimmed = folder.hasPrefix("./") ? String(folder.dropFirst(2)) : folder
            let prefix = trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
            return trimmed == "." || trimmed.isEmpty || relativePath.hasPrefix(prefix)
        }
    }
}
