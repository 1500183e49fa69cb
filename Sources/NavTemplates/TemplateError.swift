import NavBase

/// A template that cannot be compiled or rendered, located in its source:
/// `templates/page.mustache:12:5: error: section "items" is never closed`.
public struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template's name in its library (`page`).
    public var template: String
    /// Where the template was read from, as printed (`templates/page.mustache`).
    public var path: String
    public var location: SourceLocation
    public var message: String

    public init(template: String, path: String, location: SourceLocation, message: String) {
        self.template = template
        self.path = path
        self.location = location
        self.message = message
    }

    /// The same error in the shape every navdocs error is reported in.
    public var diagnostic: Diagnostic { Diagnostic(path: path, location: location, message: message) }

    public var description: String { diagnostic.description }
}

/// Which template a node came from, so an error found while rendering can name it.
package struct TemplateSite: Sendable {
    var template: String
    var path: String
    var location: SourceLocation

    func error(_ message: String) -> TemplateError {
        TemplateError(template: template, path: path, location: location, message: message)
    }
}
