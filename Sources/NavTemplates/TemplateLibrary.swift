/// The templates of a theme, compiled once and looked up by name; partials (`{{> name}}`)
/// and parents (`{{< name}}`) resolve against it. Immutable, so many threads can render
/// pages from one library at once.
public struct TemplateLibrary: Sendable {
    private let templates: [String: Template]
    /// Every template compiled into one program, in name order, so partials run from the same arrays.
    private let program: TemplateProgram

    /// Compiles every template, keyed by name (`page` for `{{> page}}`). `paths` says where
    /// each was read from, for error messages; a name without a path is printed as is.
    /// Throws the first error, in template name order.
    public init(templates sources: [String: String], paths: [String: String] = [:]) throws(TemplateError) {
        var templates: [String: Template] = [:]
        for name in sources.keys.sorted() {
            templates[name] = try Template(sources[name]!, name: name, path: paths[name])
        }
        self.templates = templates
        program = TemplateProgram(templates.keys.sorted().map { ($0, templates[$0]!.nodes) })
    }

    /// Whether the library has a template of this name.
    public func has(_ name: String) -> Bool { templates[name] != nil }

    /// The template names, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// Renders the named template against `context`. Throws when there is no such template
    /// or when partials nest too deeply (a partial that always includes itself).
    public func render(_ name: String, _ context: TemplateValue) throws(TemplateError) -> String {
        String(decoding: try renderBytes(name, context), as: UTF8.self)
    }

    /// `render` as UTF-8 bytes, ready to write to a file.
    package func renderBytes(_ name: String, _ context: TemplateValue) throws(TemplateError) -> [UInt8] {
        guard let template = templates[name] else {
            throw TemplateError(template: name, path: name, location: .unknown, message: "no template named \"\(name)\"")
        }
        return try TemplateRenderer.render(program.templateIndex[name]!, of: program, context: context,
                                           capacity: template.sourceSize * 2)
    }

    /// Every partial or parent tag that names a template the library lacks, located at the
    /// tag. The spec renders those as nothing; a site generator wants to refuse them.
    public func unknownPartials() -> [TemplateError] {
        var errors: [TemplateError] = []
        for name in templates.keys.sorted() {
            for inclusion in templates[name]!.inclusions where templates[inclusion.name] == nil {
                errors.append(inclusion.site.error("no template named \"\(inclusion.name)\""))
            }
        }
        return errors.sorted { ($0.path, $0.location) < ($1.path, $1.location) }
    }
}
