import NavBase
import NavRules
import NavXML

/// An Apple platform a target builds for, as `SDKROOT` and `SUPPORTED_PLATFORMS` name it.
public enum ApplePlatform: String, CaseIterable, Comparable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS, driverKit

    /// `iphoneos`, `iphonesimulator`, `macosx14.0`, a path to `…/iPhoneOS.sdk`; nil for `auto`.
    init?(sdk: String) {
        let name = sdk.split(separator: "/").last.map { $0.lowercased() } ?? ""
        let platforms: [(String, ApplePlatform)] = [
            ("iphoneos", .iOS), ("iphonesimulator", .iOS), ("macosx", .macOS), ("appletvos", .tvOS),
            ("appletvsimulator", .tvOS), ("watchos", .watchOS), ("watchsimulator", .watchOS),
            ("xros", .visionOS), ("xrsimulator", .visionOS), ("driverkit", .driverKit),
        ]
        guard let match = platforms.first(where: { name.hasPrefix($0.0) }) else { return nil }
        self = match.1
    }

    public static func < (a: ApplePlatform, b: ApplePlatform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One native target of an Xcode project: what it builds and for which platforms, in the
/// build configuration Xcode archives with (the list's default, else the first).
///
/// A setting the project file does not state literally is `nil`: one set in an `.xcconfig`
/// file, or one that names another setting. `$(TARGET_NAME)` is the target's name, as Xcode
/// expands it.
public struct XcodeTarget: Hashable, Sendable {
    public var name: String
    /// `productType` without `com.apple.product-type.`: `application`, `app-extension`,
    /// `application.watchapp2`, `framework`…
    public var productType: String?
    /// `PRODUCT_NAME`.
    public var productName: String?
    /// `INFOPLIST_KEY_CFBundleDisplayName`, the display name of a generated Info.plist.
    public var displayName: String?
    /// `INFOPLIST_FILE`, as a path in the run.
    public var infoPlistFile: String?
    /// `SDKROOT`.
    public var sdk: String?
    /// `SUPPORTED_PLATFORMS`, word by word.
    public var supportedPlatforms: [String]?
    /// `TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad, 3 Apple TV, 4 Apple Watch, 6 Mac, 7 Vision.
    public var deviceFamilies: [Int]?
    /// `SUPPORTS_MACCATALYST`.
    public var supportsMacCatalyst: Bool?

    /// Its build settings, for a value that names one (`$(APP_DISPLAY_NAME)` in its Info.plist).
    var settings: BuildSettings
    /// Files the target's build phases list, as paths in the run.
    var files: Set<String> = []
    /// Folders whose files the target builds: synchronized folders, folder references.
    var folders: Set<String> = []
    /// Files inside `folders` that a synchronized folder's exceptions leave out.
    var excluded: Set<String> = []

    /// What the target is built for; nil when the project file does not say.
    public var platforms: Set<ApplePlatform>? {
        if let supportedPlatforms {
            let platforms = Set(supportedPlatforms.compactMap(ApplePlatform.init(sdk:)))
            return platforms.isEmpty ? nil : platforms
        }
        return sdk.flatMap(ApplePlatform.init(sdk:)).map { [$0] }
    }

    /// Whether the target may be built for iOS: it is, or the project file does not say.
    var mayBeIOS: Bool { platforms?.contains(.iOS) ?? true }

    /// An app people launch: the name under its icon is the one its screens must not repeat.
    public var isApplication: Bool { productType == "application" }
}

/// What navlint reads from a `project.pbxproj`: its native targets.
public struct XcodeProject: Hashable, Sendable {
    public static let fileName = "project.pbxproj"
    /// Real project files stay far below this; larger files are refused unread.
    public static let maximumSize = 32 * 1024 * 1024

    enum Message {
        static let notAProject = "not an Xcode project file (no \"objects\" and \"rootObject\" at the top level); nothing in it is used"
        static let noProject = "\"rootObject\" names no PBXProject object; nothing in the file is used"
    }

    /// The path of the `project.pbxproj`.
    public var path: String
    /// The folder that holds the `.xcodeproj`: what the project's relative paths start from.
    public var folder: String
    /// In the project's order.
    public var targets: [XcodeTarget]

    /// Reads a project file in the old-style property list form Xcode writes, or in XML.
    /// The `.xcconfig` files its configurations are based on are read from `files`. Text that
    /// is not a property list is an error; a property list that is no project is a note, as a
    /// file read only for facts has nothing to check.
    public static func read(_ bytes: [UInt8], path: String, files: (any FileSystem)? = nil) throws(Diagnostic) -> XcodeProject {
        if let problem = InputText.problem(with: bytes, path: path, maximumSize: maximumSize, format: "Xcode project") {
            throw problem
        }
        let root: PlistValue
        if bytes.drop(while: { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }).starts(with: Array("<?xml".utf8)) {
            root = try xmlPlist(bytes, path: path)
        } else {
            root = try OpenStepPlistParser.parse(bytes, path: path)
        }
        let start = SourceLocation(line: 1, column: 1)
        guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string else {
            throw Diagnostic(path: path, location: start, level: .note, message: Message.notAProject)
        }
        guard let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw Diagnostic(path: path, location: start, level: .note, message: Message.noProject)
        }
        let xcodeproj = String(Paths.folder(of: path))
        let folder = ProjectPaths.normalized(ProjectPaths.join(String(Paths.folder(of: xcodeproj)),
                                                               project["projectDirPath"]?.string ?? ""))
        let reader = ProjectReader(objects: objects, project: project, folder: folder, files: files)
        let targets = (project["targets"]?.array ?? []).compactMap { $0.string.flatMap(reader.target) }
        return XcodeProject(path: path, folder: folder, targets: targets)
    }

    /// An XML property list as the same values: what tools that rewrite projects in XML leave.
    private static func xmlPlist(_ bytes: [UInt8], path: String) throws(Diagnostic) -> PlistValue {
        let root: XMLElement
        do {
            root = try XMLElement.parseDocument(bytes, limits: XMLLimits(maximumBytes: maximumSize))
        } catch {
            throw Diagnostic(path: path, location: error.position, message: "malformed XML: \(error.message)")
        }
        func value(_ element: XMLElement) -> PlistValue {
            switch element.name {
            case "dict":
                var values: [String: PlistValue] = [:]
                var key: String?
                for child in element.children {
                    if child.name == "key" { key = child.text; continue }
                    if let current = key, values[current] == nil { values[current] = value(child) }
                    key = nil
                }
                return .dictionary(values)
            case "array": return .array(element.children.map(value))
            case "true": return .string("YES")
            case "false": return .string("NO")
            default: return .string(element.text)
            }
        }
        guard root.name == "plist", let top = root.children.first else {
            throw Diagnostic(path: path, location: root.position, level: .note, message: Message.notAProject)
        }
        return value(top)
    }
}

/// Paths the way a project file composes them: relative to a group, the project, or
/// nowhere in the tree (the SDK, the build folder).
enum ProjectPaths {
    static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || folder.isEmpty { return path }
        if path.isEmpty { return folder }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// `a/./b/../c` → `a/c`; leading `..` and `/` are kept, since a run may start above.
    static func normalized(_ path: String) -> String {
        // Every Swift file of a run comes through here, and nearly all are normal already.
        if isNormal(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// Whether `normalized` would give `path` back: no empty, `.` or `..` part but the root's.
    static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            var start = bytes.first == slash ? 1 : 0
            if start == 1 && bytes.count == 1 { return true }
            while true {
                var end = start
                while end < bytes.count, bytes[end] != slash { end += 1 }
                let length = end - start
                if length == 0 || (bytes[start] == dot && (length == 1 || length == 2 && bytes[start + 1] == dot)) { return false }
                if end == bytes.count { return true }
                start = end + 1
            }
        }
    }
}

/// Follows the object graph of one project: groups to paths, configurations to settings.
private struct ProjectReader {
    let objects: [String: PlistValue]
    let project: PlistValue
    let folder: String
    /// Where `.xcconfig` files are read from; without it, what they set is unknown.
    let files: (any FileSystem)?
    /// Each group or file's group, from the groups' `children`.
    private let parents: [String: String]
    /// Folders Xcode keeps in step with the disk, by ID, in ID order.
    private let synchronizedFolders: [(id: String, group: PlistValue)]

    init(objects: [String: PlistValue], project: PlistValue, folder: String, files: (any FileSystem)?) {
        self.objects = objects
        self.project = project
        self.folder = folder
        self.files = files
        var parents: [String: String] = [:]
        var synchronized: [(id: String, group: PlistValue)] = []
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            for child in object["children"]?.array ?? [] {
                if let child = child.string, parents[child] == nil { parents[child] = id }
            }
            if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { synchronized.append((id, object)) }
        }
        self.parents = parents
        self.synchronizedFolders = synchronized
    }

    /// The path in the run of a file or group; nil for one outside the tree.
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            let base: String?
            if let parent = parents[id] { base = path(of: parent, depth: depth + 1) } else { base = folder }
            return base.map { ProjectPaths.normalized(ProjectPaths.join($0, own)) }
        case "SOURCE_ROOT":
            return ProjectPaths.normalized(ProjectPaths.join(folder, own))
        default:
            return nil
        }
    }

    /// The build settings of a configuration list's shipping configuration, as Xcode layers
    /// them: the target's, its `.xcconfig` file's, the project's, the project's `.xcconfig`
    /// file's.
    func settings(of target: PlistValue, named name: String) -> BuildSettings {
        let targetConfiguration = configuration(target["buildConfigurationList"]?.string, named: nil)
        let configurationName = targetConfiguration?["name"]?.string
        let projectConfiguration = configuration(project["buildConfigurationList"]?.string, named: configurationName)
        var layers: [[String: String]?] = []
        for configuration in [targetConfiguration, projectConfiguration].compactMap({ $0 }) {
            var own: [String: String] = [:]
            for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
                switch value {
                case .string(let text): own[key] = text
                case .array(let words): own[key] = words.compactMap(\.string).joined(separator: " ")
                default: continue
                }
            }
            layers.append(own)
            if let file = baseConfigurationFile(of: configuration) {
                layers.append(files.flatMap { XCConfig.settings(at: file, from: $0) })
            } else if configuration["baseConfigurationReference"] != nil
                        || configuration["baseConfigurationReferenceRelativePath"] != nil {
                layers.append(nil)
            }
        }
        return BuildSettings(targetName: name, layers: layers)
    }

    /// The path of a configuration's `.xcconfig` file, by file reference or by a synchronized
    /// folder and a path inside it.
    private func baseConfigurationFile(of configuration: PlistValue) -> String? {
        if let reference = configuration["baseConfigurationReference"]?.string { return path(of: reference) }
        if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
           let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
           let folder = path(of: anchor) {
            return ProjectPaths.normalized(ProjectPaths.join(folder, relative))
        }
        return nil
    }

    /// The configuration named `name`, else the list's default, else its first.
    private func configuration(_ listID: String?, named name: String?) -> PlistValue? {
        guard let listID, let list = objects[listID] else { return nil }
        let configurations = (list["buildConfigurations"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
        let wanted = name ?? list["defaultConfigurationName"]?.string
        return configurations.first { $0["name"]?.string == wanted } ?? configurations.first
    }

    func target(_ id: String) -> XcodeTarget? {
        guard let object = objects[id], object["isa"]?.string == "PBXNativeTarget",
              let name = object["name"]?.string else { return nil }
        let settings = settings(of: object, named: name)
        var target = XcodeTarget(name: name, settings: settings)
        target.productType = object["productType"]?.string.map {
            $0.hasPrefix("com.apple.product-type.") ? String($0.dropFirst("com.apple.product-type.".count)) : $0
        }
        target.productName = settings.literal("PRODUCT_NAME")
        target.displayName = settings.literal("INFOPLIST_KEY_CFBundleDisplayName")
        target.infoPlistFile = infoPlistPath(settings.raw("INFOPLIST_FILE"))
        target.sdk = settings.literal("SDKROOT")
        target.supportedPlatforms = settings.literal("SUPPORTED_PLATFORMS")
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
        target.deviceFamilies = settings.literal("TARGETED_DEVICE_FAMILY")
            .map { $0.split(separator: ",").compactMap { Int($0.trimmingBlanksAndNewlines()) } }
        target.supportsMacCatalyst = settings.literal("SUPPORTS_MACCATALYST").map { $0 == "YES" }
        readMembers(of: object, id: id, into: &target)
        return target
    }

    /// `INFOPLIST_FILE` is relative to the project's folder; `$(SRCROOT)` names that folder.
    private func infoPlistPath(_ value: Known<String?>) -> String? {
        guard case .known(var text?) = value else { return nil }
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
        }
        text = text.trimmingBlanksAndNewlines()
        guard !text.isEmpty, !text.contains("$") else { return nil }
        return ProjectPaths.normalized(ProjectPaths.join(folder, text))
    }

    /// The files of the target's build phases and the folders Xcode keeps in step with it.
    private func readMembers(of object: PlistValue, id: String, into target: inout XcodeTarget) {
        for phase in object["buildPhases"]?.array ?? [] {
            guard let phase = phase.string.flatMap({ objects[$0] }) else { continue }
            for file in phase["files"]?.array ?? [] {
                guard let reference = file.string.flatMap({ objects[$0] })?["fileRef"]?.string,
                      let item = objects[reference] else { continue }
                switch item["isa"]?.string {
                case "PBXVariantGroup", "XCVersionGroup":
                    // A localized storyboard: one file per language, all built into the target.
                    for child in item["children"]?.array ?? [] {
                        if let child = child.string, let path = path(of: child) { target.files.insert(path) }
                    }
                case "PBXFileReference" where item["lastKnownFileType"]?.string == "folder":
                    if let path = path(of: reference) { target.folders.insert(path) }
                default:
                    if let path = path(of: reference) { target.files.insert(path) }
                }
            }
        }
        for group in object["fileSystemSynchronizedGroups"]?.array ?? [] {
            guard let groupID = group.string, let root = path(of: groupID) else { continue }
            target.folders.insert(root)
        }
        // Exceptions of any synchronized folder that name this target: files left out of a
        // folder it builds, or files taken into it from a folder it does not.
        for (groupID, group) in synchronizedFolders {
            guard let root = path(of: groupID) else { continue }
            for exceptionID in group["exceptions"]?.array ?? [] {
                guard let exception = exceptionID.string.flatMap({ objects[$0] }), exception["target"]?.string == id
                else { continue }
                let paths = (exception["membershipExceptions"]?.array ?? []).compactMap(\.string)
                    .map { ProjectPaths.normalized(ProjectPaths.join(root, $0)) }
                if target.folders.contains(root) { target.excluded.formUnion(paths) } else { target.files.formUnion(paths) }
            }
        }
    }
}

/// One target's build settings, layer by layer, and the little of Xcode's build-setting
/// language navlint expands: `$(NAME)` and `${NAME}` references to other settings.
struct BuildSettings: Hashable, Sendable {
    var targetName: String
    /// Highest first; nil for a layer this reader cannot see (an `.xcconfig` file it cannot read).
    var layers: [[String: String]?]

    /// A setting as written in the first layer that sets it; unknown when a layer this reader
    /// cannot see comes first, or when a conditional assignment (`KEY[sdk=macosx*]`) may win.
    func raw(_ key: String) -> Known<String?> {
        for layer in layers {
            guard let layer else { return .unknown }
            if layer.keys.contains(where: { $0.hasPrefix(key + "[") }) { return .unknown }
            if let value = layer[key] { return .known(value) }
        }
        return .known(nil)
    }

    /// A setting with every reference put in, as Xcode expands it; nil when it is empty, not
    /// set, or names a setting whose value only a build knows (`$(inherited)`, a modifier
    /// such as `$(TARGET_NAME:c99extidentifier)`, one set in a file this reader cannot see).
    func literal(_ key: String) -> String? {
        value(key, depth: 0).flatMap(Self.nonEmpty)
    }

    /// Text from elsewhere (an Info.plist value) with its references to these settings put in.
    func expand(_ text: String) -> String? {
        expanded(text, depth: 0).flatMap(Self.nonEmpty)
    }

    private static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingBlanksAndNewlines()
        return trimmed.isEmpty ? nil : trimmed
    }

    private func value(_ key: String, depth: Int) -> String? {
        if key == "TARGET_NAME" || key == "TARGETNAME" { return targetName }
        guard case .known(let text?) = raw(key) else { return nil }
        return expanded(text, depth: depth + 1)
    }

    private func expanded(_ text: String, depth: Int) -> String? {
        // Settings that name each other in a loop never end; Xcode gives up as well.
        guard depth < 16 else { return nil }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let reference = rest[rest.index(after: dollar)...]
            guard let open = reference.first, open == "(" || open == "{",
                  let end = reference.firstIndex(of: open == "(" ? ")" : "}") else { return nil }
            let name = reference[reference.index(after: reference.startIndex)..<end]
            guard !name.isEmpty, name.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }),
                  let value = value(String(name), depth: depth) else { return nil }
            result += value
            rest = reference[reference.index(after: end)...]
        }
        return result + rest
    }
}

extension String {
    fileprivate func trimmingBlanksAndNewlines() -> String {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r"]
        guard let first = firstIndex(where: { !blanks.contains($0) }),
              let last = lastIndex(where: { !blanks.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension Substring {
    fileprivate func trimmingBlanksAndNewlines() -> String { String(self).trimmingBlanksAndNewlines() }
}
