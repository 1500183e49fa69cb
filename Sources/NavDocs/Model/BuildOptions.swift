import NavRules

/// The generator's version, in `navdocs --version` and in every incremental cache's key.
public enum Generator {
    public static let version = "0.1.0"
}

/// Everything one build needs to know, from `navdocs.yml` and the command line.
public struct BuildOptions: Sendable {
    public var siteTitle = "navdocs"
    public var siteDescription = ""
    /// Absolute URL the site is published at, for canonical links and the sitemap.
    public var baseURL: String?
    /// Keep raw HTML written in Markdown (off: it is dropped).
    public var unsafeHTML = false
    /// `nav:` from `navdocs.yml`: the sidebar and reading order, when given.
    public var navigation: SiteNavigation?
    /// `links:` from `navdocs.yml`: links out of the content folder and root-absolute ones.
    public var links = LinkPolicy()
    /// Treat warnings as errors.
    public var strict = false
    /// The build is for `navdocs serve`, whose server adds live reload to every page
    /// on the way out; an incremental cache of one is no use to the other.
    public var serve = false
    /// The process ends after this build (`navdocs build`): the pages' trees are left for
    /// the system to reclaim at exit rather than freed object by object.
    public var endsProcess = false

    public init() {}
}

/// What a successful build reports in its summary line.
public struct BuildSummary: Sendable, Equatable {
    public var pages = 0
    public var rulePages = 0
    public var examplesVerified = 0
    public var searchEntries = 0
    public var searchIndexBytes = 0
    public var markdownBytes = 0
    public var filesWritten = 0
    public var warnings: [Diagnostic] = []
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
}

/// A build that stopped: every error the failing step found, with the step's name.
public struct BuildFailure: Error, Sendable {
    public var step: BuildStep
    public var diagnostics: [Diagnostic]
    public var warnings: [Diagnostic]
}
