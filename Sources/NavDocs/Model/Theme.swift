import NavBase
import NavDefaultTheme
import NavRules
import NavTemplates

/// A theme: its Mustache templates, compiled once, and the asset files it ships.
/// A site may override single templates with files of the same name.
package struct Theme: Sendable {
    /// The layouts the generator renders; a theme must provide each.
    static let requiredTemplates = ["home", "page", "rule", "rule-index", "search", "404", "redirect"]

    let library: TemplateLibrary
    /// Whether the theme can draw examples (`example.mustache`); a site without examples needs none.
    var drawsExamples: Bool { library.has(ExampleFigure.template) }
    /// Themes written before Swift examples existed have no template to draw them.
    var drawsSwiftExamples: Bool { library.has(ExampleFigure.swiftTemplate) }
    /// Themes written before the rule changelog existed have no template for it, and no link to it.
    var listsRulesByVersion: Bool { library.has("rule-changelog") }
    /// Whether the theme draws a long section's listing page (`section-index`).
    var listsSections: Bool { library.has("section-index") }
    /// Whether the theme draws the listing of a folder with no page of its own (`folder-index`).
    var listsFolders: Bool { library.has("folder-index") }
    /// Root-relative paths of the theme's asset files (under `assets/`).
    let assets: [String]
    let tree: FileTree

    /// `digest` takes every file of the theme but its assets, and of the overrides, as read:
    /// what an incremental build compares to know whether pages must be rendered again.
    static func load(_ tree: FileTree, overrides: FileTree?, digest: inout FingerprintHasher,
                     report: inout StepReport) -> Theme? {
        var sources: [String: String] = [:]
        var paths: [String: String] = [:]
        var assets: [String] = []
        for (source, isOverride) in [(tree, false)] + (overrides.map { [($0, true)] } ?? []) {
            digest.add(isOverride)
            let listing: (files: [TreeFile], warnings: [Diagnostic])
            do { listing = try source.listFiles() } catch {
                report.errors += error.diagnostics
                continue
            }
            report.warnings += listing.warnings
            for file in listing.files {
                if !isOverride && file.path.hasPrefix("assets/") {
                    assets.append(file.path)
                    continue
                }
                let isTemplate = (isOverride || file.path.hasPrefix("templates/")) && file.path.hasSuffix(".mustache")
                let bytes: [UInt8]
                do { bytes = try source.read(file.path) } catch {
                    if isTemplate { report.errors += error.diagnostics }
                    bytes = []
                }
                digest.add(file.path)
                digest.add(bytes)
                guard isTemplate else { continue }
                let name = String(file.path.lastComponentWithoutExtension)
                sources[name] = String(decoding: bytes, as: UTF8.self)
                paths[name] = source.displayPath(file.path)
            }
        }
        for name in requiredTemplates where sources[name] == nil {
            report.errors.append(Diagnostic(path: tree.displayPath("templates/\(name).mustache"), location: .unknown,
                                            message: Message.missingTemplate(name)))
        }
        guard report.errors.isEmpty else { return nil }
        do {
            let library = try TemplateLibrary(templates: sources, paths: paths)
            // Mustache renders a partial it cannot find as nothing; a theme that names one
            // by mistake (`{{> sidebr}}`) would build pages without it and say nothing.
            let unknown = library.unknownPartials()
            guard unknown.isEmpty else {
                report.errors += unknown.map { ThemeError($0).diagnostic }
                return nil
            }
            return Theme(library: library, assets: assets.sorted(), tree: tree)
        } catch {
            report.errors.append(ThemeError(error).diagnostic)
            return nil
        }
    }

    func render(_ name: String, _ values: TemplateDictionary) throws(ThemeError) -> String {
        do { return try library.render(name, .dictionary(values)) } catch { throw ThemeError(error) }
    }
}

/// A template error, located in the theme's file.
package struct ThemeError: Error {
    let diagnostic: Diagnostic

    init(_ error: TemplateError) { diagnostic = error.diagnostic }
}

extension Theme {
    /// The messages loading a theme raises, each named once (docs/architecture.md).
    enum Message {
        static func missingTemplate(_ name: String) -> String { "the theme has no \"\(name)\" template" }
    }
}

/// The default theme as compiled into navdocs (`themes/default` in its repository), for a site
/// that names no theme folder; `navdocs theme export` writes it out to start one.
public enum BuiltInTheme {
    public static let tree = MemoryTree(DefaultTheme.files, name: "built-in theme")
}
