// swift-tools-version:6.0
// Three rooms, one direction: NavRules (the core) knows nothing of cmark, YAML,
// HTML or files. The generator (NavDocs) and the linter (NavLint) depend on it.
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

        // The site generator and its command.
        .target(name: "NavDocs", dependencies: ["NavRules", "NavYAML", "CCmark"]),
        .executableTarget(name: "NavDocsCLI", dependencies: ["NavDocs"]),

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
        .testTarget(name: "NavDocsTests", dependencies: ["NavDocs", "NavReaders"]),
        .testTarget(name: "NavLintTests", dependencies: ["NavLint", "NavReaders"], exclude: ["Expected"]),
        .testTarget(name: "NavReadersTests", dependencies: ["NavReaders"]),
    ]
)
