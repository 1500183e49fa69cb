import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavRules

/// The folders and options of one build, resolved from the config file and the flags.
public struct BuildSettings: Sendable {
    public var content: String
    /// The theme folder; nil for the default theme compiled into navdocs.
    public var theme: String?
    public var output: String
    public var overrides: String?
    /// The config file read, if any; `navdocs serve` watches it.
    public var configFile: String?
    public var options: BuildOptions
    public var warnings: [Diagnostic]

    /// The folders a build must never write into: the content and the theme folder.
    public var protectedFolders: [String] { [content] + (theme.map { [$0] } ?? []) }

    public func builder() -> SiteBuilder {
        SiteBuilder(content: DiskTree(root: content), theme: theme.map { DiskTree(root: $0) } ?? BuiltInTheme.tree,
                    templateOverrides: overrides.map { DiskTree(root: $0) }, options: options)
    }
}

/// What a command line asks of a build before the config file is read; `settings`
/// resolves it (`navdocs serve` does so again before every rebuild).
public struct BuildRequest: Sendable {
    public var configPath: String?
    public var content: String?
    public var theme: String?
    public var output: String?
    public var baseURL: String?
    public var strict = false
    /// `--navlint PATH`: the navlint that verifies Swift examples when none is beside navdocs or on PATH.
    public var navlint: String?
    /// The folder of the running navdocs, where the navlint built or installed with it sits.
    public var executableFolder: String?
    /// `PATH`, searched for navlint after the folder of navdocs.
    public var searchPath: String?

    public init() {}

    /// Reads the config and checks the folders; prints the problem and returns nil on a usage error.
    public func settings(console: Console) -> BuildSettings? {
        // The config: --config FILE must exist; ./navdocs.yml is used when present.
        var config = SiteConfig()
        var configDirectory = "."
        var warnings: [Diagnostic] = []
        let configFile = configPath ?? "navdocs.yml"
        if FileManager.default.fileExists(atPath: configFile) {
            guard let bytes = FileManager.default.contents(atPath: configFile) else {
                console.err("\(configFile):1:1: error: cannot read the config file")
                return nil
            }
            do {
                (config, warnings) = try SiteConfig.parse(Array(bytes), path: configFile)
            } catch {
                console.err(error.diagnostics)
                return nil
            }
            let dir = FilePaths.folder(of: configFile)
            configDirectory = dir.isEmpty ? "." : dir
        } else if let configPath {
            console.err("navdocs: config file \"\(configPath)\" not found")
            return nil
        }
        func fromConfig(_ path: String) -> String {
            path.hasPrefix("/") || configDirectory == "." ? path : configDirectory + "/" + path
        }
        let contentDir = content ?? fromConfig(config.content)
        var themeDir: String? = theme ?? fromConfig(config.theme)
        // No theme named and no `themes/default` folder of the site's own: the built-in one.
        if theme == nil, !config.themeIsSet, let dir = themeDir, !Self.isFolder(dir) { themeDir = nil }
        let outputDir = output ?? fromConfig(config.output)
        var options = BuildOptions()
        options.siteTitle = config.title
        options.siteDescription = config.description
        options.baseURL = baseURL ?? config.baseURL
        options.unsafeHTML = config.unsafeHTML
        options.navigation = config.navigation
        options.exclude = config.exclude
        options.includes = IncludeFolder(tree: DiskTree(root: configDirectory),
                                         content: FilePaths.relative(FilePaths.absolute(contentDir, in: Self.workingFolder),
                                                                     to: FilePaths.absolute(configDirectory, in: Self.workingFolder)),
                                         snippetBasePaths: config.snippetBasePaths)
        options.links = config.links
        options.strict = strict
        options.editURL = config.editURL
        options.swiftExamples = NavlintLocation.find(beside: executableFolder, searchPath: searchPath,
                                                     named: navlint ?? config.navlint.map(fromConfig))
            .map { NavlintProcess(path: $0) }
        for (flag, dir) in [("content", contentDir)] + (themeDir.map { [("theme", $0)] } ?? []) {
            guard Self.isFolder(dir) else {
                console.err("navdocs: \(flag) folder \"\(dir)\" not found; set it with --\(flag) or \"\(flag):\" in navdocs.yml")
                return nil
            }
        }
        if let summary = config.summary {
            // The summary is read with every build, as the pages are: an edit to it reorders the site.
            let shown = contentDir + "/" + summary.path
            guard let bytes = FileManager.default.contents(atPath: shown) else {
                console.err("\(configFile):\(summary.at.line):\(summary.at.column): error: "
                            + BuildSettings.Message.noSummary(summary.path, contentDir))
                return nil
            }
            do {
                options.navigation = try BookSummary.read(Array(bytes), path: summary.path, shownAs: shown)
            } catch {
                console.err(error.diagnostics)
                return nil
            }
            // The summary is the order, not a page.
            options.exclude.append(PathGlob("/" + summary.path))
        }
        if let at = config.lastUpdatedFromGit {
            // The history is read once per build, as the pages are: a rebuild sees new commits.
            do {
                options.lastUpdated = PageDates(dates: try GitHistory.lastCommitDates(in: contentDir),
                                                settingPath: configFile, settingLocation: at)
            } catch {
                warnings.append(Diagnostic(path: configFile, location: at, level: .warning,
                                           message: BuildSettings.Message.noGitHistory(error.reason)))
            }
        }

        let overridesDir = fromConfig("templates")
        let overrides = Self.isFolder(overridesDir) ? overridesDir : nil
        return BuildSettings(content: contentDir, theme: themeDir, output: outputDir, overrides: overrides,
                        configFile: FileManager.default.fileExists(atPath: configFile) ? configFile : nil,
                        options: options, warnings: warnings)
    }

    private static var workingFolder: String { FileManager.default.currentDirectoryPath }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }
}

/// Which navlint verifies the Swift examples: the one beside the running navdocs (the two are
/// built and installed together), else the first on `PATH`, else the one the flag or the config
/// names. A match must be an executable file.
enum NavlintLocation {
    static func find(beside folder: String?, searchPath: String?, named: String?) -> String? {
        let candidates = [folder].compactMap { $0 } + (searchPath ?? "").split(separator: ":").map(String.init)
        for directory in candidates where !directory.isEmpty {
            let path = FilePaths.join(directory, "navlint")
            if isExecutableFile(path) { return path }
        }
        return named.flatMap { isExecutableFile($0) ? $0 : nil }
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory && access(path, X_OK) == 0
    }
}

extension BuildSettings {
    /// The messages reading the settings raises, each named once (docs/architecture.md).
    enum Message {
        static func noGitHistory(_ reason: String) -> String { "last_updated: \(reason); pages show no date" }
        static func noSummary(_ path: String, _ content: String) -> String {
            "nav names the summary \(path), which is not a file in the content folder \"\(content)\""
        }
    }
}
