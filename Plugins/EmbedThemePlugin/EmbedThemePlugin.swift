import Foundation
import PackagePlugin

/// Compiles the repository's `themes/default` into the target it is applied to: a build step
/// that reruns whenever a file of the theme changes, so the folder stays the one source.
@main
struct EmbedThemePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let theme = context.package.directoryURL.appending(path: "themes/default")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: theme, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(url)
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTheme.swift")
        return [.buildCommand(displayName: "Embedding the default theme",
                              executable: try context.tool(named: "ThemeEmbedder").url,
                              arguments: [theme.path, output.path],
                              inputFiles: inputs.sorted { $0.path < $1.path }, outputFiles: [output])]
    }
}
