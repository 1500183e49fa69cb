import NavRules
import NavXML

/// Storyboards and xibs: the navigation controllers, the screens they show and
/// what each screen's navigation item says.
///
/// What a file leaves to code stays unknown: a title the storyboard does not
/// set, items added in `viewDidLoad`, a back chevron set through an appearance
/// proxy. Placeholders are followed into the other storyboards of the run.
public struct InterfaceBuilderReader: BarReader {
    /// Real storyboards stay far below this; larger files are refused unread.
    public static let maximumSize = 32 * 1024 * 1024

    let pruning: XMLPruning

    public init() { self.init(pruning: Self.pruning) }

    /// Only tests read with another pruning, to show the standard one changes nothing.
    init(pruning: XMLPruning) { self.pruning = pruning }

    /// Layout and styling the reader never reads; segues and navigation items inside views are kept.
    static let pruning = XMLPruning(ignoredElements: [
        "rect", "autoresizingMask", "constraint", "constraints", "fontDescription", "size", "point",
        "edgeInsets", "inset", "directionalEdgeInsets", "userDefinedRuntimeAttribute", "userDefinedRuntimeAttributes",
        "accessibility", "state", "viewLayoutGuide", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
        "variation", "mask", "attributedString", "fragment", "paragraphStyle", "textInputTraits", "imageReference",
        "preferredSymbolConfiguration", "real", "integer", "dataDetectorType", "textAttributes", "offsetWrapper",
    ])

    public var formatName: String { "Interface Builder" }
    public var fileExtensions: [String] { [".storyboard", ".xib"] }

    public func read(_ paths: [String], companions: [String], from files: any FileSystem,
                     context: ReadContext) -> ReadResult {
        var result = ReadResult()
        var documents: [IBDocument] = []
        for path in paths {
            let (read, problem) = document(at: path, from: files)
            if let problem { result.append(problem) }
            if let document = read {
                if document.platform == nil {
                    result.diagnostics.append(Diagnostic(
                        path: path, location: IBDocument.location(document.position), level: .note,
                        message: "a macOS or tvOS document has no iOS navigation bars; nothing to check"))
                } else {
                    documents.append(document)
                }
            }
        }
        result.bars += IBNavigation(documents: documents).bars()
        for document in documents where result.bars.allSatisfy({ $0.path != document.path }) && document.controllers.isEmpty
            && document.standaloneBars.isEmpty {
            result.diagnostics.append(Diagnostic(path: document.path, location: IBDocument.location(document.position),
                                                 level: .note, message: "no view controllers or navigation bars; nothing to check"))
        }
        return result
    }

    /// The document's summary, or what stopped it from being read.
    private func document(at path: String, from files: any FileSystem) -> (IBDocument?, ReadResult?) {
        let bytes: [UInt8]
        switch files.contents(of: path, limit: Self.maximumSize + 1) {
        case .success(let contents): bytes = contents
        case .failure(let unreadable): return (nil, ReadResult(unreadable: [unreadable]))
        }
        if let problem = InputText.problem(with: bytes, path: path, maximumSize: Self.maximumSize, format: "Interface Builder") {
            return (nil, ReadResult(diagnostics: [problem]))
        }
        let root: XMLElement
        do {
            root = try XMLElement.parseDocument(bytes, limits: XMLLimits(maximumBytes: Self.maximumSize), pruning: pruning)
        } catch {
            return (nil, ReadResult(diagnostics: [Diagnostic(path: path, location: IBDocument.location(error.position),
                                                             message: "malformed XML: \(error.message)")]))
        }
        do {
            return (try IBDocument.read(root, path: path), nil)
        } catch {
            return (nil, ReadResult(diagnostics: [error]))
        }
    }
}
