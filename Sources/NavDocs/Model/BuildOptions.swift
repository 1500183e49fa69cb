import NavBase
import NavText
import NavRules

/// The generator's version, in `navdocs --version` and in every incremental cache's key.
public enum Generator {
    public static let version = "0.1.0"
}

/// Everything one build needs to know, from `navdocs.yml` and the command line.
public struct BuildOptions: Sendable {
    /// `title:`; nil when not set, and the site is then named by its first page's title.
    public var siteTitle: String?
    public var siteDescription = ""
    /// Absolute URL the site is published at, for canonical links and the sitemap.
    public var baseURL: String?
    /// Keep raw HTML written in Markdown (off: it is dropped).
    public var unsafeHTML = false
    /// `nav:` from `navdocs.yml`: the sidebar and reading order, when given.
    public var navigation: SiteNavigation?
    /// `links:` from `navdocs.yml`: links out of the content folder and root-absolute ones.
    public var links = LinkPolicy()
    /// `exclude:` from `navdocs.yml`, and the summary `nav:` names: content files left out of the site.
    public var exclude: [PathGlob] = []
    /// Where the files pages include are read from (see `Includes`); nil reads them from the
    /// content folder, with the snippets' base path its root.
    public var includes: IncludeFolder?
    /// Treat warnings as errors.
    public var strict = false
    /// The build is for `navdocs serve`, whose server adds live reload to every page
    /// on the way out; an incremental cache of one is no use to the other.
    public var serve = false
    /// Set when the process ends after this build (`navdocs build`): the pages' trees are
    /// handed to it, left for the system to reclaim at exit rather than freed object by object.
    public var keptUntilExit: KeptUntilExit?
    /// `edit_url`: each page with a source links to this address, `{path}` replaced by the
    /// source's path in the content folder.
    public var editURL: String?
    /// `last_updated: git`: the date each page's source was last committed.
    public var lastUpdated: PageDates?
    /// What reads the Swift examples (navlint, found as `BuildRequest` says); nil when there is
    /// none, and a site with Swift examples then fails at the first one.
    public var swiftExamples: (any SwiftExampleReader)?

    public init() {}
}

/// The day each page's source last changed in git, and where the setting asking for it is.
public struct PageDates: Sendable, Equatable {
    /// Content-relative source path → `YYYY-MM-DD`, its last commit's committer date in UTC.
    public var dates: [String: String]
    /// The config file and the place of `last_updated` in it.
    public var settingPath: String
    public var settingLocation: SourceLocation

    public init(dates: [String: String], settingPath: String, settingLocation: SourceLocation) {
        self.dates = dates
        self.settingPath = settingPath
        self.settingLocation = settingLocation
    }
}

/// What a successful build reports in its summary line.
public struct BuildSummary: Sendable, Equatable {
    public var pages = 0
    public var rulePages = 0
    public var examplesVerified = 0
    public var searchEntries = 0
    public var markdownBytes = 0
    public var filesWritten = 0
    public var warnings: [Diagnostic] = []

    /// The line a build ends with: what it made, where, and how long it took.
    public func builtLine(into folder: String, seconds: Double) -> String {
        "navdocs: built \(pages) pages (\(rulePages) rule pages, \(examplesVerified) examples verified, "
            + "\(searchEntries) search entries) into \(folder) in \(Decimals.text(seconds, places: 2)) s"
    }
}

/// The named steps of a build, in the order they run.
public enum BuildStep: String, Sendable, CaseIterable {
    case load = "load content"
    case parse = "parse"
    case map = "map the site"
    case resolve = "resolve links and rule references"
    case examples = "verify and render examples"
    case render = "render pages"
    case siteOutputs = "site-wide outputs"
    case search = "build the search index"
    case write = "write the site"

    /// `--verbose`'s line for the step once it is done.
    public func doneLine(seconds: Double) -> String {
        "navdocs: \(rawValue) done in \(Decimals.text(seconds, places: 3)) s"
    }
}

/// A build that stopped: every error the steps that ran found, in file order, and the
/// steps that found them.
public struct BuildFailure: Error, Sendable {
    /// The first step that found an error.
    public var step: BuildStep
    public var diagnostics: [Diagnostic]
    public var warnings: [Diagnostic]
    /// Every step that found one, in build order; `[step]` when only one did.
    public var steps: [BuildStep]

    public init(step: BuildStep, diagnostics: [Diagnostic], warnings: [Diagnostic], steps: [BuildStep]? = nil) {
        self.step = step
        self.diagnostics = diagnostics
        self.warnings = warnings
        self.steps = steps ?? [step]
    }

    /// `build failed in step "parse" with 2 errors`, or `… in steps "a", "b" and "c" with 5 errors`,
    /// or `writing the site failed`: the one wording of the commands and the preview server.
    public var summary: String {
        if step == .write { return "writing the site failed" }
        let n = diagnostics.count
        let names = steps.map { "\"\($0.rawValue)\"" }
        let which = names.count == 1 ? "step \(names[0])"
            : "steps " + names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return "build failed in \(which) with \(n) error\(n == 1 ? "" : "s")"
    }
}
