/// A Mustache template compiled once into a node tree, ready to render many times.
/// Templates come in as strings; reading files is the caller's job.
public struct Template: Sendable {
    public let name: String
    /// Where the template was read from, as errors print it.
    public let path: String
    let nodes: [TemplateNode]
    let sourceSize: Int

    /// Compiles `source`, or throws the first syntax error with its line and column.
    public init(_ source: String, name: String = "template", path: String? = nil) throws(TemplateError) {
        self.name = name
        self.path = path ?? name
        let bytes = Array(source.utf8)
        var parser = TemplateParser(bytes: bytes, template: name, path: path ?? name)
        nodes = try parser.parse()
        sourceSize = bytes.count
    }

    /// Renders the template alone: partials and parents render as nothing. A library
    /// compiles its templates into one program; this one is made here, for this call.
    public func render(_ context: TemplateValue) -> String {
        let program = TemplateProgram([(name, nodes)])
        do {
            return String(decoding: try TemplateRenderer.render(0, of: program, context: context, capacity: sourceSize * 2),
                          as: UTF8.self)
        } catch {
            // Only partials and parents nest; with none to include, nothing can go too deep.
            preconditionFailure("a template without partials cannot nest: \(error)")
        }
    }

    /// The names of the partials and parents this template includes, with where.
    var inclusions: [TemplateInclusion] {
        var found: [TemplateInclusion] = []
        Self.collectInclusions(in: nodes, into: &found)
        return found
    }

    private static func collectInclusions(in nodes: [TemplateNode], into found: inout [TemplateInclusion]) {
        for node in nodes {
            switch node {
            case .text, .lineStart, .variable: break
            case .section(_, let content, _): collectInclusions(in: content, into: &found)
            case .partial(let inclusion): found.append(inclusion)
            case .parent(let inclusion, let overrides):
                found.append(inclusion)
                for name in overrides.keys.sorted() { collectInclusions(in: overrides[name]!.content, into: &found) }
            case .block(let block): collectInclusions(in: block.content, into: &found)
            }
        }
    }
}
