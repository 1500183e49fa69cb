import NavBase
import NavLint
import NavReaders
import NavRules
import NavSwiftUI
import Testing

/// Why the SwiftUI tests are skipped in a build without SwiftSyntax.
let swiftSyntaxBuilt = Testing.ConditionTrait.enabled(
    if: SwiftUISupport.isAvailable,
    "navlint was built without the toolchain's SwiftSyntax (see NAVLINT_SWIFTSYNTAX_DIR in README)")

/// Files by path, in memory.
struct SourceTree: FileSystem {
    var files: [String: String]

    init(_ files: [String: String]) { self.files = files }

    func entry(at path: String) throws(FileSystemError) -> FileEntry {
        if let text = files[path] { return .file(size: text.utf8.count) }
        if path.isEmpty || path == "." || files.keys.contains(where: { $0.hasPrefix(path + "/") }) { return .directory(identity: path) }
        throw FileSystemError("No such file or directory")
    }

    func names(inDirectory path: String) throws(FileSystemError) -> [String] {
        let prefix = path.isEmpty || path == "." ? "" : path + "/"
        return Array(Set(files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count).split(separator: "/")[0]) }))
    }

    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        guard let text = files[path] else { throw FileSystemError("No such file or directory") }
        return Array(text.utf8.prefix(limit))
    }
}

/// The bars the SwiftUI reader finds in `files` (`.swift` read, catalogs as companions).
/// Every example is read twice, parsing only the files the scan picks and parsing them all:
/// the two must agree (`SwiftUIFileSelection`).
func swiftUIBars(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ReadBar] {
    let sources = files.keys.filter { $0.hasSuffix(".swift") }.sorted()
    let companions = files.keys.filter { !$0.hasSuffix(".swift") }.sorted()
    func read(everything: Bool) -> ReadResult {
        SwiftUISupport.reader.read(sources, companions: companions, from: SourceTree(files),
                                   context: ReadContext(catalog: .standard, readsEverything: everything))
    }
    let fast = read(everything: false), plain = read(everything: true)
    #expect(fast.bars == plain.bars, "the prefiltered read differs from parsing every file", sourceLocation: sourceLocation)
    #expect(fast.diagnostics == plain.diagnostics, "the prefiltered read differs from parsing every file", sourceLocation: sourceLocation)
    return fast.bars
}

/// The bars of one file, `InboxView.swift`.
func swiftUIBars(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ReadBar] {
    swiftUIBars(["InboxView.swift": source], sourceLocation: sourceLocation)
}

/// The one bar of one file.
func swiftUIBar(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> NavigationBar? {
    let bars = swiftUIBars(source, sourceLocation: sourceLocation)
    #expect(bars.count == 1, "expected one bar, found \(bars.map { $0.bar.screen ?? "?" })", sourceLocation: sourceLocation)
    return bars.first?.bar
}

/// `navlint`'s text output for `files`, through the command the user runs; the same with
/// `--parse-all`, which parses every Swift file.
func navlint(_ arguments: [String], _ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> CommandOutput {
    let runner = CommandRunner(fileSystem: SourceTree(files), environment: [:], readers: Linter.standardReaders + [SwiftUISupport.reader])
    let output = runner.run(arguments)
    if !arguments.contains("--parse-all"), !["rules", "explain"].contains(arguments.first), !arguments.contains("--stdin-path") {
        let plain = runner.run(["--parse-all"] + arguments)
        #expect(output.stdout + output.stderr == plain.stdout + plain.stderr, "the prefiltered run differs from --parse-all",
                sourceLocation: sourceLocation)
    }
    return output
}

func at(_ line: Int, _ column: Int) -> NavBase.SourceLocation { NavBase.SourceLocation(line: line, column: column) }
