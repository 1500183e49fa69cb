// swift-tools-version:6.0
// Rooms are targets and every arrow points down: NavBase sits under everything; NavRules
// (the core) knows nothing of cmark, YAML, HTML or files; Markdown, templates and search
// know nothing of the rules or the site; the pipeline (NavDocs) knows nothing of the preview server; the command
// lines sit on top. scripts/check_layering.py (run by `make test`) holds the imports to it.
import PackageDescription
import Foundation

// SwiftSyntax, SwiftParser and SwiftIDEUtils (the classifier that highlights Swift examples)
// as the toolchain ships them for macros: shared
// libraries plus .swiftinterface files in usr/lib/swift/host, found from the
// `swift` on PATH as a build script finds its toolchain, or named by
// NAVLINT_SWIFTSYNTAX_DIR (empty: build without them). Without them navlint
// still builds and says why it cannot read SwiftUI (see NavSwiftUI).
let swiftSyntaxDirectory: String? = {
    let environment = ProcessInfo.processInfo.environment
    let files = FileManager.default
    func hasSwiftSyntax(_ directory: String) -> Bool {
        ["libSwiftSyntax.so", "libSwiftParser.so", "libSwiftIDEUtils.so",
         "SwiftSyntax.swiftmodule", "SwiftParser.swiftmodule", "SwiftIDEUtils.swiftmodule"]
            .allSatisfy { files.fileExists(atPath: directory + "/" + $0) }
    }
    if let named = environment["NAVLINT_SWIFTSYNTAX_DIR"] {
        return !named.isEmpty && hasSwiftSyntax(named) ? named : nil
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard files.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        return hasSwiftSyntax(host) ? host : nil
    }
    return nil
}()
// Every target that imports NavSwiftUI sees the modules (debug builds load a
// module's internal imports for @testable clients); NavSwiftUI links them.
let swiftSyntaxImports: [SwiftSetting] = swiftSyntaxDirectory.map { [.unsafeFlags(["-I", $0])] } ?? []
let swiftSyntaxLinking: [LinkerSetting] = swiftSyntaxDirectory.map {
    [.unsafeFlags(["-L", $0, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftIDEUtils", "-Xlinker", "-rpath", "-Xlinker", $0])]
} ?? []

// Release builds reach each concrete generic type's metadata through its accessor, not by
// demangling its name at run time: the first demangling of each type searched every
// protocol conformance in the binary, a few milliseconds of every short run (a rebuild
// after one edit, a lint of one file), for a binary of the same size. NavRules, a library
// other packages may depend on, keeps plain flags (SwiftPM refuses unsafe flags there).
let release: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
                                            .when(configuration: .release))]

let package = Package(
    name: "navdocs",
    products: [
        .library(name: "NavRules", targets: ["NavRules"]),
        .executable(name: "navdocs", targets: ["NavDocsCLI"]),
        .executable(name: "navlint", targets: ["NavLintCLI"]),
        // `swift package navlint` in a package that depends on this one.
        .plugin(name: "NavLintPlugin", targets: ["NavLintPlugin"]),
    ],
    targets: [
        // C libraries from Debian, found with pkg-config.
        .systemLibrary(name: "CCmark", path: "Sources/CCmark",
                       pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CYaml", path: "Sources/CYaml",
                       pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CXML2", path: "Sources/CXML2",
                       pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // The allocator navdocs links in place of glibc's malloc, from Debian's libjemalloc-dev,
        // and the settings it starts with (see Allocator.swift): a C target, not a module map
        // alone, as the settings are a C global jemalloc looks for.
        .target(name: "CJemalloc", linkerSettings: [.linkedLibrary("jemalloc")]),
        // glibc calls Swift's Glibc module leaves out (renameat2).
        .systemLibrary(name: "CLinux", path: "Sources/CLinux"),

        // The bottom, which every target may import: located diagnostics, the one source
        // location and column rule, the UTF-8 check, path arithmetic and did-you-mean hints.
        // Plain flags only, as NavRules, a library product, depends on it.
        .target(name: "NavBase"),
        // Threads for the rooms that work on every core: a parallel map, values worked out in
        // the background, a lock, a thread of its own.
        .target(name: "NavThreads", swiftSettings: release),

        // The core: bar model, .navbar parser, rule catalog, mockup renderer.
        .target(name: "NavRules", dependencies: ["NavBase"]),

        // libyaml wrapped once, shared by the generator and the linter.
        .target(name: "NavYAML", dependencies: ["NavBase", "CYaml"], swiftSettings: release),
        // libxml2 wrapped once: Interface Builder files and Info.plist.
        .target(name: "NavXML", dependencies: ["NavBase", "CXML2"], swiftSettings: release),

        // Input readers: every format navlint reads, behind one interface.
        .target(name: "NavReaders", dependencies: ["NavBase", "NavRules", "NavXML"], swiftSettings: release),

        // The bytes the generator writes: the output buffer, HTML escaping, URL and path
        // encoding, heading anchors, decimals.
        .target(name: "NavText", dependencies: ["NavBase"], swiftSettings: release),

        // The default theme, compiled in from themes/default by EmbedThemePlugin at build time.
        .target(name: "NavDefaultTheme", plugins: ["EmbedThemePlugin"]),
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(name: "EmbedThemePlugin", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),

        // The generator's rooms, each knowing only what sits below it.
        .target(name: "NavMarkdown", dependencies: ["NavBase", "NavText", "CCmark"], swiftSettings: release),
        .target(name: "NavTemplates", dependencies: ["NavBase", "NavText"], swiftSettings: release),
        .target(name: "NavSearch", dependencies: ["NavBase", "NavText", "NavThreads"], swiftSettings: release),
        // The site pipeline: load, parse, map, resolve, examples, render, outputs, search, write.
        .target(name: "NavDocs", dependencies: ["NavBase", "NavThreads", "NavText", "NavRules", "NavYAML", "NavMarkdown", "NavTemplates", "NavSearch", "NavDefaultTheme", "CLinux"], swiftSettings: release),
        // `navdocs serve`: the pipeline's output behind an HTTP server with live reload.
        .target(name: "NavServe", dependencies: ["NavBase", "NavThreads", "NavText", "NavRules", "NavDocs"], swiftSettings: release),
        // The `navdocs` command line, thin, and its executable.
        .target(name: "NavDocsCommandLine", dependencies: ["NavBase", "NavText", "NavRules", "NavDocs", "NavServe", "CJemalloc"], swiftSettings: release),
        .executableTarget(name: "NavDocsCLI", dependencies: ["NavDocsCommandLine", "NavBase"], swiftSettings: release),

        // The linter and its command.
        .target(name: "NavLint", dependencies: ["NavBase", "NavThreads", "NavRules", "NavYAML", "NavReaders"], swiftSettings: release),
        // SwiftUI source, read with the toolchain's SwiftSyntax; only navlint links it.
        .target(name: "NavSwiftUI", dependencies: ["NavBase", "NavThreads", "NavRules", "NavReaders"],
                swiftSettings: swiftSyntaxImports + release, linkerSettings: swiftSyntaxLinking),
        .executableTarget(name: "NavLintCLI", dependencies: ["NavLint", "NavReaders", "NavSwiftUI"],
                          swiftSettings: swiftSyntaxImports + release),
        .plugin(name: "NavLintPlugin",
                capability: .command(intent: .custom(verb: "navlint",
                                                     description: "Check the package's navigation bars with navlint")),
                dependencies: ["NavLintCLI"]),

        // Tests mirror Sources/: a test of a target is in <Target>Tests. The support they share:
        // the seeded random generator every randomised test draws from, the shared material and
        // an in-memory file system for the readers;
        // the navdocs tests' small sites and captured console.
        .target(name: "NavTestSupport", dependencies: ["NavBase", "NavRules", "NavReaders"], path: "Tests/NavTestSupport"),
        .target(name: "NavDocsTestSupport", dependencies: ["NavDocs", "NavDocsCommandLine", "NavRules"],
                path: "Tests/NavDocsTestSupport"),
        .testTarget(name: "NavBaseTests", dependencies: ["NavBase", "NavTestSupport"]),
        .testTarget(name: "NavThreadsTests", dependencies: ["NavThreads"]),
        .testTarget(name: "NavRulesTests", dependencies: ["NavBase", "NavRules", "NavTestSupport"]),
        .testTarget(name: "NavYAMLTests", dependencies: ["NavBase", "NavYAML", "NavTestSupport"]),
        .testTarget(name: "NavXMLTests", dependencies: ["NavBase", "NavXML"]),
        .testTarget(name: "NavReadersTests", dependencies: ["NavBase", "NavRules", "NavReaders", "NavLint", "NavTestSupport"]),
        .testTarget(name: "NavTextTests", dependencies: ["NavText", "NavTestSupport"]),
        .testTarget(name: "NavMarkdownTests", dependencies: ["NavMarkdown"]),
        .testTarget(name: "NavTemplatesTests", dependencies: ["NavTemplates", "NavTestSupport"]),
        .testTarget(name: "NavSearchTests", dependencies: ["NavSearch", "NavTestSupport"]),
        .testTarget(name: "NavDocsTests", dependencies: ["NavBase", "NavThreads", "NavText", "NavMarkdown", "NavTemplates",
                                                         "NavSearch", "NavDocs", "NavDocsCommandLine", "NavReaders",
                                                         "NavTestSupport", "NavDocsTestSupport"]),
        .testTarget(name: "NavServeTests", dependencies: ["NavServe"]),
        .testTarget(name: "NavDocsCommandLineTests", dependencies: ["NavDocs", "NavDocsCommandLine", "NavRules",
                                                                    "NavDocsTestSupport"]),
        .testTarget(name: "NavLintTests", dependencies: ["NavBase", "NavLint", "NavReaders", "NavTestSupport"], exclude: ["Expected"]),
        .testTarget(name: "NavSwiftUITests", dependencies: ["NavBase", "NavSwiftUI", "NavLint"], exclude: ["Expected"],
                    swiftSettings: swiftSyntaxImports),
    ]
)
