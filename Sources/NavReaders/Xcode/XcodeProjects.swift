import NavBase
import NavRules

/// The Xcode projects of a run and what they say about each file in it: the app it is
/// part of, and the platforms it is built for.
///
/// A file belongs to the targets that list it; else to those whose folder holds it, the
/// deepest such folder first; else to the only application target of the nearest project
/// above it. A fact those targets disagree on is unknown.
public struct XcodeProjects: Sendable {
    struct TargetID: Hashable, Sendable {
        var project: Int
        var target: Int
    }

    public private(set) var projects: [XcodeProject] = []
    /// The name under each application target's icon, where the files say it.
    private var names: [TargetID: String] = [:]
    private var members: [String: [TargetID]] = [:]
    private var folders: [String: [TargetID]] = [:]

    public init() {}

    /// The projects, with each application target's name taken from its Info.plist when
    /// `files` holds it (`CFBundleDisplayName`, else `CFBundleName`), else from its build
    /// settings (`INFOPLIST_KEY_CFBundleDisplayName`, else `PRODUCT_NAME`).
    public init(_ projects: [XcodeProject], infoPlistsFrom files: (any FileSystem)? = nil) {
        self.projects = projects
        for (p, project) in projects.enumerated() {
            for (t, target) in project.targets.enumerated() {
                let id = TargetID(project: p, target: t)
                for file in target.files { members[file, default: []].append(id) }
                var held = target.folders
                for file in target.files { held.insert(String(Paths.folder(of: file))) }
                // A file at the project's top says nothing about the files beside it.
                held.remove(project.folder)
                for folder in held { folders[folder, default: []].append(id) }
                if target.isApplication, let name = Self.appName(of: target, files: files) { names[id] = name }
            }
        }
    }

    /// Reads the given `project.pbxproj` files; those that cannot be read are problems.
    public static func read(_ paths: [String], from files: any FileSystem) -> (projects: XcodeProjects, problems: ReadResult) {
        var problems = ReadResult()
        var projects: [XcodeProject] = []
        for path in paths {
            switch files.contents(of: path, limit: XcodeProject.maximumSize + 1) {
            case .failure(let unreadable):
                problems.unreadable.append(unreadable)
            case .success(let bytes):
                do { projects.append(try XcodeProject.read(bytes, path: path, files: files)) } catch { problems.diagnostics.append(error) }
            }
        }
        return (XcodeProjects(projects, infoPlistsFrom: files), problems)
    }

    /// The project files of the nearest folders above `paths` that hold an `.xcodeproj`, for a
    /// run that names files or folders inside a project without its project file (a pre-commit
    /// hook, `--stdin-path`). The search stops at the current folder and the root.
    public static func enclosingProjectFiles(of paths: [String], in files: any FileSystem) -> [String] {
        var found: Set<String> = []
        // A hook names many files of a few folders: each folder is looked at once.
        var looked: Set<String> = []
        for path in paths {
            var folder = parent(of: path)
            for _ in 0..<32 {
                guard looked.insert(folder).inserted else { break }
                let projects = ((try? files.names(inDirectory: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
                    .map { join(join(folder, $0), XcodeProject.fileName) }
                    .filter { if case .file? = try? files.entry(at: $0) { true } else { false } }
                if !projects.isEmpty { found.formUnion(projects); break }
                if folder == "." || folder == "/" { break }
                folder = parent(of: folder)
            }
        }
        return found.sorted()
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// As a folder walk joins: "App.xcodeproj" in ".", not "./App.xcodeproj".
    private static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The name of the app `path` is part of, when its project says it.
    public func appName(for path: String) -> String? {
        // A file an iOS app and its tvOS twin share has the iOS app's name.
        let apps = holders(of: path).filter { target($0).isApplication && target($0).mayBeIOS }
        let candidates = apps.isEmpty ? onlyApplication(above: path, iOS: true).map { [$0] } ?? [] : apps
        let found = Set(candidates.map { names[$0] })
        guard found.count == 1, let name = found.first ?? nil else { return nil }
        return name
    }

    /// The targets `path` belongs to, in project order.
    public func targets(for path: String) -> [XcodeTarget] {
        targetIDs(for: path).map(target)
    }

    /// The files among `paths` that only targets without iOS navigation bars build (macOS,
    /// tvOS, watchOS, visionOS), and one note for each set of such targets, located at its
    /// project file. A file any of whose targets may be for iOS, or whose targets are not
    /// known, is not among them.
    public func withoutIOSBars(_ paths: [String]) -> (files: Set<String>, notes: [Diagnostic]) {
        var files = Set<String>()
        var groups: [[TargetID]: Int] = [:]
        var order: [[TargetID]] = []
        for path in paths {
            let ids = targetIDs(for: path)
            guard !ids.isEmpty, ids.allSatisfy({ target($0).platforms.map { !$0.contains(.iOS) } ?? false }) else { continue }
            files.insert(path)
            if groups[ids] == nil { order.append(ids) }
            groups[ids, default: 0] += 1
        }
        let notes = order.map { ids in
            let targets = ids.map(target)
            let kinds = Set(targets.flatMap { $0.platforms ?? [] }).sorted().map(\.rawValue).joined(separator: " and ")
            let names = targets.map { "\"\($0.name)\"" }.joined(separator: ", ")
            let count = groups[ids]!
            let subject = "the \(kinds) target\(targets.count > 1 ? "s" : "") \(names) (\(count) file\(count > 1 ? "s" : ""))"
            return Diagnostic(path: projects[ids[0].project].path, location: SourceLocation(line: 1, column: 1),
                              level: .note, message: NoIOSBars.message(subject))
        }
        return (files, notes)
    }

    /// iPhone or iPad when every target of the file is built for that device alone. Mac
    /// Catalyst (family 6) runs the iPad's interface; Apple TV, Watch and Vision families have
    /// no say in the bars of an iOS screen.
    public func device(for path: String) -> Platform? {
        var devices = Set<Platform>()
        let targets = self.targets(for: path)
        for target in targets {
            guard let families = target.deviceFamilies else { return nil }
            for family in families {
                switch family {
                case 1: devices.insert(.iphone)
                case 2, 6: devices.insert(.ipad)
                default: break
                }
            }
        }
        return devices.count == 1 ? devices.first : nil
    }

    // MARK: Which targets

    private func target(_ id: TargetID) -> XcodeTarget { projects[id.project].targets[id.target] }

    private func targetIDs(for path: String) -> [TargetID] {
        let held = holders(of: path)
        if !held.isEmpty { return held }
        return onlyApplication(above: path, iOS: false).map { [$0] } ?? []
    }

    /// The targets that list the file, else those of the deepest folder that holds it.
    private func holders(of path: String) -> [TargetID] {
        let path = ProjectPaths.normalized(path)
        if let listed = members[path] { return listed.sorted { ($0.project, $0.target) < ($1.project, $1.target) } }
        var folder = String(Paths.folder(of: path))
        while true {
            let held = (folders[folder] ?? []).filter { !target($0).excluded.contains(path) }
            if !held.isEmpty { return held.sorted { ($0.project, $0.target) < ($1.project, $1.target) } }
            if folder.isEmpty { return [] }
            folder = String(Paths.folder(of: folder))
        }
    }

    /// The one application target (the one that may be for iOS, if `iOS`) of the deepest
    /// project whose folder holds the file.
    private func onlyApplication(above path: String, iOS: Bool) -> TargetID? {
        let path = ProjectPaths.normalized(path)
        let above = projects.indices.filter { Self.folder(projects[$0].folder, holds: path) }
        guard let nearest = above.max(by: { projects[$0].folder.count < projects[$1].folder.count }) else { return nil }
        let apps = projects[nearest].targets.indices.filter {
            projects[nearest].targets[$0].isApplication && (!iOS || projects[nearest].targets[$0].mayBeIOS)
        }
        guard apps.count == 1 else { return nil }
        return TargetID(project: nearest, target: apps[0])
    }

    private static func folder(_ folder: String, holds path: String) -> Bool {
        folder.isEmpty ? !path.hasPrefix("/") && !path.hasPrefix("../") : path.hasPrefix(folder + "/")
    }

    // MARK: Names

    private static func appName(of target: XcodeTarget, files: (any FileSystem)?) -> String? {
        var plist: [String: String] = [:]
        if let files, let path = target.infoPlistFile, case .success(let bytes) = files.contents(of: path, limit: 1024 * 1024) {
            plist = InfoPlist.strings(fromPlist: bytes) ?? [:]
        }
        func expanded(_ key: String) -> String? {
            plist[key].flatMap(target.settings.expand)
        }
        return expanded("CFBundleDisplayName") ?? target.displayName ?? expanded("CFBundleName") ?? target.productName
    }
}
