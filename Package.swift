// swift-tools-version:6.0
// Three rooms, one direction: NavRules (the core) knows nothing of cmark, YAML,
// HTML or files. The generator (NavDocs) and the linter (NavLint) depend on it.
import PackageDescription
import Foundation

// SwiftSyntax and SwiftParser as the toolchain ships them for macros: shared
// libraries plus .swiftinterface files in usr/lib/swift/host, found from the
// `swift` on PATH as a build script finds its toolchain, or named by
// NAVLINT_SWIFTSYNTAX_DIR (empty: build without them). Without them navlint
// still builds and says why it cannot read SwiftUI (see NavSwiftUI).
let swiftSyntaxDirectory: String? = {
    let environment = ProcessInfo.processInfo.environment
    let files = FileManager.default
    func hasSwiftSyntax(_ directory: String) -> Bool {
        ["libSwiftSyntax.so", "libSwiftParser.so", "SwiftSyntax.swiftmodule", "SwiftParser.swiftmodule"]
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
    [.unsafeFlags(["-L", $0, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", $0])]
} ?? []

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
        // SwiftUI source, read with the toolchain's SwiftSyntax; only navlint links it.
        .target(name: "NavSwiftUI", dependencies: ["NavRules", "NavReaders"],
                swiftSettings: swiftSyntaxImports, linkerSettings: swiftSyntaxLinking),
        .executableTarget(name: "NavLintCLI", dependencies: ["NavLint", "NavReaders", "NavSwiftUI"],
                          swiftSettings: swiftSyntaxImports),
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
        .testTarget(name: "NavSwiftUITests", dependencies: ["NavSwiftUI", "NavLint"], exclude: ["Expected"],
                    swiftSettings: swiftSyntaxImports),
    ]
)
