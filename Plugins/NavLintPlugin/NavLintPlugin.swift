import Foundation
import PackagePlugin

/// `swift package navlint [ARGUMENTS]`: runs navlint on the package's folder, or on the
/// paths among the arguments when there are any, with its findings in Xcode's and GCC's format.
@main
struct NavLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // A plugin sees the executable target by its name, not by its product's.
        let navlint = try context.tool(named: "NavLintCLI")
        // Paths are relative to the package, as they are for `swift build`.
        let takesPaths = arguments.contains { !$0.hasPrefix("-") }
        let process = Process()
        process.executableURL = navlint.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = takesPaths ? arguments : arguments + ["."]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NavLintFailed(status: process.terminationStatus)
        }
    }
}

struct NavLintFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String {
        status == 1 ? "navlint found problems in the navigation bars" : "navlint could not lint every file (exit \(status))"
    }
}
