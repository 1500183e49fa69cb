// swift-tools-version:6.0
// Rooms are targets and every arrow points down: NavText and NavRules (the core) know
// nothing of cmark, YAML, HTML or files; Markdown, templates and search know nothing of
// the site; the pipeline (NavDocs) knows nothing of the preview server; the command
// lines sit on top. scripts/check_layering.py (run by `make test`) holds the imports to it.
import PackageDescription

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

        // The core: bar model, .navbar parser, rule catalog, mockup renderer.
        .target(name: "NavRules"),

        // libyaml wrapped once, shared by the generator and the linter.
        .target(name: "NavYAML", dependencies: ["CYaml"]),
        // libxml2 wrapped once: Interface Builder files and Info.plist.
        .target(name: "NavXML", dependencies: ["CXML2"]),

        // Input readers: every format navlint reads, behind one interface.
        .target(name: "NavReaders", dependencies: ["NavRules", "NavXML"]),

        // Bytes and text every room may use: the output buffer, HTML escaping, the UTF-8
        // check, the one column rule, heading anchors, path arithmetic, parallel map.
        .target(name: "NavText"),

        // The generator's rooms, each knowing only what sits below it.
        .target(name: "NavMarkdown", dependencies: ["NavText", "NavRules", "CCmark"]),
        .target(name: "NavTemplates", dependencies: ["NavText", "NavRules"]),
        .target(name: "NavSearch", dependencies: ["NavText"]),
        // The site pipeline: load, parse, map, resolve, examples, render, outputs, search, write.
        .target(name: "NavDocs", dependencies: ["NavText", "NavRules", "NavYAML", "NavMarkdown", "NavTemplates", "NavSearch"]),
        // `navdocs serve`: the pipeline's output behind an HTTP server with live reload.
        .target(name: "NavServe", dependencies: ["NavText", "NavRules", "NavDocs"]),
        // The `navdocs` command line, thin, and its executable.
        .target(name: "NavDocsCommandLine", dependencies: ["NavRules", "NavDocs", "NavServe"]),
        .executableTarget(name: "NavDocsCLI", dependencies: ["NavDocsCommandLine"]),

        // The linter and its command.
        .target(name: "NavLint", dependencies: ["NavRules", "NavYAML", "NavReaders"]),
        .executableTarget(name: "NavLintCLI", dependencies: ["NavLint", "NavReaders"]),
        .plugin(name: "NavLintPlugin",
                capability: .command(intent: .custom(verb: "navlint",
                                                     description: "Check the package's navigation bars with navlint")),
                dependencies: ["NavLintCLI"]),

        .testTarget(name: "NavRulesTests", dependencies: ["NavRules"]),
        .testTarget(name: "NavYAMLTests", dependencies: ["NavYAML"]),
        .testTarget(name: "NavXMLTests", dependencies: ["NavXML"]),
        .testTarget(name: "NavDocsTests", dependencies: ["NavText", "NavMarkdown", "NavTemplates", "NavSearch",
                                                         "NavDocs", "NavServe", "NavDocsCommandLine", "NavReaders"]),
        .testTarget(name: "NavLintTests", dependencies: ["NavLint", "NavReaders"], exclude: ["Expected"]),
        .testTarget(name: "NavReadersTests", dependencies: ["NavReaders"]),
    ]
)
