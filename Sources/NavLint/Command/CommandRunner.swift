import NavReaders
import NavRules

/// What a navlint invocation writes and how it exits; the executable only
/// prints these, so every behaviour of the command is testable in memory.
public struct CommandOutput: Hashable, Sendable {
    public var stdout = ""
    public var stderr = ""
    public var exitCode: Int32 = 0

    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }
}

/// Runs one navlint command line against a file system and an environment.
public struct CommandRunner {
    public var fileSystem: any FileSystem
    public var environment: [String: String]
    public var catalog: RuleCatalog
    /// The input formats; the executable adds the SwiftUI reader where the toolchain has one.
    public var readers: [any BarReader]

    public init(fileSystem: any FileSystem, environment: [String: String], catalog: RuleCatalog = .standard,
                readers: [any BarReader] = Linter.standardReaders) {
        self.fileSystem = fileSystem
        self.environment = environment
        self.catalog = catalog
        self.readers = readers
    }

    /// `arguments` are the words after the program name.
    public func run(_ arguments: [String]) -> CommandOutput {
        let command: NavLintCommand
        do {
            command = try NavLintCommand.parse(arguments)
        } catch {
            return CommandOutput(stderr: "navlint: error: \(error.message)\nRun navlint --help for usage.\n", exitCode: 2)
        }
        switch command {
        case .help:
            return CommandOutput(stdout: HelpText.usage)
        case .version:
            return CommandOutput(stdout: "navlint \(NavLintVersion.current)\n")
        case .rules(let format, let docsURL):
            let (context, warnings) = self.context(docsURL)
            return CommandOutput(stdout: RuleListing.render(format: format, context: context), stderr: warnings)
        case .explain(let key, let docsURL):
            let (context, warnings) = self.context(docsURL)
            guard let rule = catalog.description(matching: key) else {
                let hint = catalog.suggestion(for: key).map(Suggestion.hint(naming:)) ?? ""
                return CommandOutput(stderr: warnings + "navlint: error: unknown rule \"\(key)\"\(hint)\n"
                                     + "Run navlint rules to list every rule.\n", exitCode: 2)
            }
            return CommandOutput(stdout: RuleExplanation.render(rule, context: context), stderr: warnings)
        case .bars(let options):
            let report = Linter(catalog: catalog, readers: readers, appName: options.appName)
                .bars(paths: options.paths, on: fileSystem)
            return CommandOutput(stdout: BarsListing.render(report, format: options.format, mockup: options.mockup),
                                 stderr: BarsListing.summary(report), exitCode: report.problems.isEmpty ? 0 : 2)
        case .lint(let options):
            let (context, warnings) = self.context(options.docsURL)
            let report = Linter(catalog: catalog, readers: readers, appName: options.appName)
                .lint(paths: options.paths, on: fileSystem)
            return CommandOutput(stdout: ReportFormatter.format(report, as: options.format, context: context),
                                 stderr: warnings + ReportFormatter.summary(report),
                                 exitCode: report.exitCode(failOn: options.failOn))
        }
    }

    private func context(_ option: String?) -> (OutputContext, String) {
        let (url, warnings) = DocsURL.resolve(option: option, environment: environment, fileSystem: fileSystem)
        return (OutputContext(docsURL: url, catalog: catalog), warnings.map { $0 + "\n" }.joined())
    }
}

enum HelpText {
    static let usage = """
        navlint checks an app's navigation bars against the navdocs rules: Interface Builder
        storyboards and xibs, and .navbar and .json specs.

        Usage:
          navlint [--format text|json|sarif] [--docs-url URL] [--fail-on error|warning|info|never]
                  [--app-name NAME] PATH...
          navlint bars [--format navbar|json] [--mockup] [--app-name NAME] PATH...
          navlint rules [--format text|json]
          navlint explain RULE
          navlint --help | --version

        PATH is a file or a folder; folders are searched for *.storyboard, *.xib, *.navbar
        and *.json files (hidden folders, DerivedData, build, .build, Pods, Carthage and
        node_modules are skipped). A file is read by its extension; any other file named
        on the command line is read as .navbar. RULE is an ID (NB001), a slug
        (title-too-long) or a former slug. To lint a folder named "rules", "explain" or
        "bars", write ./rules.

        navlint bars prints what navlint read from each file: every bar as a .navbar spec
        with its screen and location, the facts the file leaves to code listed as unknown,
        and with --mockup a drawing of each bar.

        Options:
          --format FORMAT   text (default), json, or sarif (SARIF 2.1.0 for code scanning)
          --docs-url URL    the docs site rule links point to; default: $NAVDOCS_DOCS_URL,
                            then base_url in ./navdocs.yml, then \(DocsURL.defaultURL)
          --fail-on LEVEL   the lowest severity that fails the run: error, warning (default),
                            info, or never
          --app-name NAME   the app's name, for NB002; default: CFBundleDisplayName (else
                            CFBundleName) of the Info.plist in each file's folder or
                            the nearest folder above it
          --mockup          with navlint bars: draw each bar
          -h, --help        show this help
          --version         show navlint's version

        Exit status: 0 when nothing reaches --fail-on, 1 when a finding does,
        2 for a usage error or a file that cannot be read or parsed.

        """
}
