import NavBase
import NavReaders
import NavRules

/// One rule finding in one file, with the bar's screen name when it has one.
public struct LintFinding: Hashable, Sendable {
    public var path: String
    public var screen: String?
    /// The Interface Builder object ID or Swift type of the screen, when the input has one.
    public var objectID: String?
    public var finding: Finding

    public init(path: String, screen: String? = nil, objectID: String? = nil, finding: Finding) {
        self.path = path
        self.screen = screen
        self.objectID = objectID
        self.finding = finding
    }
}

/// What a lint run found: findings in the files that parsed, problems with
/// the ones that did not, notes on files with nothing to check, and how many
/// files were read.
public struct LintReport: Hashable, Sendable {
    public var findings: [LintFinding] = []
    public var problems: [InputProblem] = []
    public var notes: [Diagnostic] = []
    public var fileCount = 0
    /// Findings left out because a baseline records them.
    public var baselined = 0
    /// Baseline entries that no finding matched any more: fixed since it was written.
    public var fixed: [Baseline.Entry] = []

    public init(findings: [LintFinding] = [], problems: [InputProblem] = [], notes: [Diagnostic] = [],
                fileCount: Int = 0) {
        self.findings = findings
        self.problems = problems
        self.notes = notes
        self.fileCount = fileCount
    }
}

/// The bars read from the given paths, before any rule runs: what `navlint bars` prints.
public struct BarsReport: Sendable {
    public var bars: [ReadBar] = []
    public var problems: [InputProblem] = []
    public var notes: [Diagnostic] = []
    public var fileCount = 0
}

/// Reads bars through the readers and runs a rule catalog over them, in a deterministic order.
public struct Linter: Sendable {
    public var catalog: RuleCatalog
    /// The formats read, first claim wins; a file named on the command line that no
    /// reader claims is read as `.navbar`.
    public var readers: [any BarReader]
    /// The app's name for NB002; without it the config's `app_name`, else each file takes
    /// the name from the `Info.plist` in its folder or the nearest one above it, among the
    /// folders linted, else from the Xcode project that builds it.
    public var appName: String?
    /// `.navlint.yml`: which files, which rules with what options, what to ignore.
    public var config: ConfigFile?
    /// Parse every file a reader claims, not only the ones its byte scan picks (`--parse-all`).
    public var readsEverything = false
    /// Where readers keep what they worked out for the next run (see `ReadCache`).
    public var cache: (any ReadCache)?

    /// `.navbar`, JSON, and Interface Builder storyboards and xibs.
    public static let standardReaders: [any BarReader] = [NavbarReader(), JSONBarReader(), InterfaceBuilderReader()]

    public init(catalog: RuleCatalog = .standard, readers: [any BarReader] = Linter.standardReaders,
                appName: String? = nil, config: ConfigFile? = nil) {
        self.catalog = catalog
        self.readers = readers
        self.appName = appName
        self.config = config
    }

    /// Lints one file's contents; `path` decides the reader.
    public func lint(path: String, bytes: [UInt8]) -> LintReport {
        lint(paths: [path], on: SingleFile(path: path, bytes: bytes))
    }

    /// Lints text that is not on disk (an editor's buffer) as the file at `path`, with the rest
    /// of `fileSystem` around it, so a reader that looks beside or above a file (a Swift file's
    /// string catalogs) finds what it would find for the saved file.
    public func lint(path: String, bytes: [UInt8], besides fileSystem: any FileSystem) -> LintReport {
        lint(paths: [path], on: OverlaidFile(path: path, bytes: bytes, base: fileSystem))
    }

    /// Bars are checked as the readers hand them over and then dropped, so memory follows
    /// the findings, not the size of the app.
    public func lint(paths: [String], on fileSystem: any FileSystem) -> LintReport {
        lint(paths: paths, on: fileSystem, keepingBars: false).report
    }

    /// One file's findings and its bars from one read, for a caller that shows both (a docs
    /// example): reading Swift twice would parse it twice.
    public func lintKeepingBars(path: String, bytes: [UInt8]) -> (report: LintReport, bars: BarsReport) {
        lint(paths: [path], on: SingleFile(path: path, bytes: bytes), keepingBars: true)
    }

    private func lint(paths: [String], on fileSystem: any FileSystem,
                      keepingBars: Bool) -> (report: LintReport, bars: BarsReport) {
        let rules = config?.configuration.rules ?? .standard
        var groups: [(key: BarOrder, findings: [LintFinding], state: String?)] = []
        var bars: [(key: BarOrder, bar: ReadBar)] = []
        var read = read(paths: paths, on: fileSystem) { item, key in
            if keepingBars { bars.append((key, item)) }
            let findings = catalog.check(item.bar, configuration: rules).map { finding in
                var finding = finding
                let path = item.path(at: finding.location)
                finding.message = FindingWording.message(for: finding, path: path, screen: item.bar.screen)
                return LintFinding(path: path, screen: item.bar.screen, objectID: item.objectID, finding: finding)
            }.filter { config?.ignores($0) != true && !item.suppresses([$0.finding.ruleID, $0.finding.slug], at: $0.finding.location) }
            if !findings.isEmpty { groups.append((key, findings, item.state)) }
        }
        var report = LintReport(problems: read.problems, notes: read.notes, fileCount: read.fileCount)
        // The states of one screen (a title for each branch of a ternary, the items of each
        // case of a switch) that break a rule at the same place are one finding naming them.
        // A finding the same in every state it names is the screen's, and names none.
        var first: [LintFinding: Int] = [:]
        var states: [(names: [String], differ: Bool)] = []
        for group in groups.sorted(by: { $0.key < $1.key }) {
            for finding in group.findings {
                var key = finding
                key.finding.message = ""
                if let index = first[key] {
                    if let state = group.state, !states[index].names.contains(state) { states[index].names.append(state) }
                    states[index].differ = states[index].differ || finding != report.findings[index]
                } else {
                    first[key] = report.findings.count
                    report.findings.append(finding)
                    states.append((group.state.map { [$0] } ?? [], false))
                }
            }
        }
        for (index, named) in states.enumerated() where named.names.count == 1 || named.differ && !named.names.isEmpty {
            // The message is the first state's; the others break the rule too, in their own way.
            let others = named.names.dropFirst().map { "also " + $0 }
            report.findings[index].finding.message += " (\(([named.names[0]] + others).joined(separator: "; ")))"
        }
        read.bars = bars.sorted { $0.key < $1.key }.map(\.bar)
        return (report, read)
    }

    /// The bars of one file's contents; `path` decides the reader.
    public func bars(path: String, bytes: [UInt8]) -> BarsReport {
        bars(paths: [path], on: SingleFile(path: path, bytes: bytes))
    }

    /// The bars in the given files and under the given folders, in file order, then by position.
    public func bars(paths: [String], on fileSystem: any FileSystem) -> BarsReport {
        var bars: [(key: BarOrder, bar: ReadBar)] = []
        var report = read(paths: paths, on: fileSystem) { bars.append(($1, $0)) }
        report.bars = bars.sorted { $0.key < $1.key }.map(\.bar)
        return report
    }

    /// Where a bar comes in the output: its file's place among the files, its position, then arrival.
    struct BarOrder: Comparable {
        var file: Int
        var position: SourceLocation
        var arrival: Int

        static func < (a: BarOrder, b: BarOrder) -> Bool {
            (a.file, a.position, a.arrival) < (b.file, b.position, b.arrival)
        }
    }

    /// Finds the files, hands each to its reader and each bar read, with the app and platform
    /// the run gives it, to `handle`; the report has everything but the bars.
    private func read(paths: [String], on fileSystem: any FileSystem,
                      handle: (ReadBar, BarOrder) -> Void) -> BarsReport {
        let wanted = readers.flatMap { $0.fileExtensions + $0.companionExtensions } + [InfoPlist.fileExtension, XcodeProject.fileName]
        let found = InputFileFinder(fileSystem: fileSystem, extensions: wanted).files(in: paths)
        var report = BarsReport(problems: found.problems)

        // Each file to its reader; companions to every reader that asks for them; property
        // lists and Xcode project files, named or found, only for the app's name and platforms.
        // A file named on the command line is read by the reader its name picks; one a walk
        // found only if that reader takes it.
        var claimed = Array(repeating: [String](), count: readers.count)
        var companions = Array(repeating: [String](), count: readers.count)
        var plists: [String] = []
        var projectFiles: [String] = []
        let given = Set(paths)
        for file in found.files {
            if file.hasSuffix("/" + XcodeProject.fileName) || file == XcodeProject.fileName {
                projectFiles.append(file)
                continue
            }
            if file.hasSuffix(InfoPlist.fileExtension) { plists.append(file); continue }
            // `included` and `excluded` choose the files linted; a plist still names the app.
            if let config, !config.includes(file) { continue }
            if let index = readers.firstIndex(where: { $0.claims(file) }) {
                if given.contains(file) || readers[index].takesFoundFile(file, from: fileSystem) {
                    claimed[index].append(file)
                }
            } else if let index = readers.indices.first(where: { readers[$0].companionExtensions.contains { file.hasSuffix($0) } }) {
                if given.contains(file) { claimed[fallbackIndex].append(file) } else { companions[index].append(file) }
            } else {
                claimed[fallbackIndex].append(file)
            }
        }
        report.fileCount = claimed.reduce(0) { $0 + $1.count }
        // A file named alone, or a folder inside a project, still has its project's facts.
        for file in XcodeProjects.enclosingProjectFiles(of: paths, in: fileSystem) where !projectFiles.contains(file) {
            projectFiles.append(file)
        }
        // A file only watchOS, tvOS, macOS or visionOS targets build is a note, not read.
        let (projects, projectProblems) = XcodeProjects.read(projectFiles, from: fileSystem)
        var results = projectProblems
        let withoutBars = projects.withoutIOSBars(claimed.flatMap { $0 })
        for index in claimed.indices { claimed[index].removeAll(where: withoutBars.files.contains) }
        results.diagnostics += withoutBars.notes

        let app = appName ?? config?.configuration.appName
        let appNames = app == nil ? InfoPlist.appNames(in: plists, from: fileSystem) : [:]
        let platform = config?.configuration.platform
        let order = Dictionary(found.files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var arrival = 0
        let context = ReadContext(catalog: catalog, readsEverything: readsEverything, cache: cache)
        // Scanned once, when the first storyboard scene with a class of its own arrives.
        let swiftFiles = readers.indices.filter { readers[$0].fileExtensions.contains(".swift") }.flatMap { claimed[$0] }
        var itemsSetInCode: BarItemsSetInCode?
        for (index, reader) in readers.enumerated() where !claimed[index].isEmpty {
            results.append(reader.read(claimed[index], companions: companions[index], from: fileSystem,
                                       context: context) { item in
                var item = item
                if item.codeClass != nil, !swiftFiles.isEmpty {
                    let code = itemsSetInCode ?? BarItemsSetInCode(swiftFiles: swiftFiles, from: fileSystem)
                    itemsSetInCode = code
                    item = item.withItemsSetInCode(code)
                }
                if item.bar.app == nil {
                    item.bar.app = app ?? InfoPlist.appName(for: item.path, in: appNames) ?? projects.appName(for: item.path)
                }
                if let platform { item.bar.platform = .known(platform) }
                // A project built for one device says what the file leaves open, such as a split view's.
                if item.bar.platform == .unknown, let device = projects.device(for: item.path) {
                    item.bar.platform = .known(device)
                }
                arrival += 1
                handle(item, BarOrder(file: order[item.path] ?? .max, position: item.bar.locations.bar, arrival: arrival))
            })
        }
        report.problems += results.unreadable.map { InputProblem(path: $0.path, message: $0.message) }
        report.problems += results.diagnostics.filter { $0.level == .error }.map(InputProblem.init)
        report.notes = results.diagnostics.filter { $0.level != .error }.enumerated().sorted { a, b in
            (order[a.element.path] ?? .max, a.offset) < (order[b.element.path] ?? .max, b.offset)
        }.map(\.element)
        return report
    }

    private var fallbackIndex: Int {
        readers.firstIndex { $0 is NavbarReader } ?? 0
    }
}

/// One file's contents in place of whatever is at its path in another file system.
private struct OverlaidFile: FileSystem {
    let path: String
    let bytes: [UInt8]
    let base: any FileSystem

    func entry(at path: String) throws(FileSystemError) -> FileEntry {
        path == self.path ? .file(size: bytes.count) : try base.entry(at: path)
    }

    func names(inDirectory path: String) throws(FileSystemError) -> [String] {
        try base.names(inDirectory: path)
    }

    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        path == self.path ? Array(bytes.prefix(limit)) : try base.read(path, limit: limit)
    }
}

/// One file's contents as a file system, for linting text that is not on disk.
private struct SingleFile: FileSystem {
    let path: String
    let bytes: [UInt8]

    func entry(at path: String) throws(FileSystemError) -> FileEntry {
        guard path == self.path else { throw FileSystemError("No such file or directory") }
        return .file(size: bytes.count)
    }

    func names(inDirectory path: String) throws(FileSystemError) -> [String] {
        throw FileSystemError("Not a directory")
    }

    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        guard path == self.path else { throw FileSystemError("No such file or directory") }
        return Array(bytes.prefix(limit))
    }
}
