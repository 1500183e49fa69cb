#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavBase
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

    /// Most storyboards stand alone: their bars are worked out as each is read and the
    /// summary is dropped, so memory follows what is printed, not how much is read. Those
    /// linked by storyboard references are kept, and a storyboard that turns out to be
    /// referenced is read again to join them.
    public func read(_ paths: [String], companions: [String], from files: any FileSystem,
                     context: ReadContext) -> ReadResult {
        var bars: [ReadBar] = []
        var result = read(paths, companions: companions, from: files, context: context) { bars.append($0) }
        result.bars = bars
        return result
    }

    /// Storyboards that hold a reference to another storyboard are read first, so that
    /// what they refer to is known; every other document's bars are then handed on as soon
    /// as it is read, and only documents linked by references are kept until the end.
    public func read(_ paths: [String], companions: [String], from files: any FileSystem,
                     context: ReadContext, emit: (ReadBar) -> Void) -> ReadResult {
        var result = ReadResult()
        let referring = paths.filter { Self.mayReferToAnotherStoryboard($0, in: files) }
        var linked: [IBDocument] = []
        for path in referring {
            guard let document = usableDocument(at: path, from: files, into: &result) else { continue }
            linked.append(document)
        }
        let referenced = Set(linked.flatMap { $0.placeholders.values.compactMap(\.storyboardName) })
        let first = Set(referring)
        for path in paths where !first.contains(path) {
            guard let document = usableDocument(at: path, from: files, into: &result) else { continue }
            if referenced.contains(document.name) {
                linked.append(document)
            } else {
                IBNavigation(documents: [document]).bars().forEach(emit)
            }
        }
        // A document with no screen (a cell, a view) has nothing to say: an app has hundreds.
        IBNavigation(documents: linked).bars().forEach(emit)
        return result
    }

    /// Whether the file's bytes mention a storyboard reference at all: a cheap look before
    /// parsing, so that only such files are parsed first. A file it wrongly picks is merely read early.
    static func mayReferToAnotherStoryboard(_ path: String, in files: any FileSystem) -> Bool {
        guard case .success(let bytes) = files.contents(of: path, limit: maximumSize + 1) else { return false }
        return bytes.withUnsafeBufferPointer { ByteSearch.contains("viewControllerPlaceholder", in: $0) }
    }

    /// The summary of an iOS document; problems and the note for a macOS or tvOS one go to `result`.
    private func usableDocument(at path: String, from files: any FileSystem, into result: inout ReadResult) -> IBDocument? {
        let (read, problem) = document(at: path, from: files)
        if let problem { result.append(problem) }
        guard let document = read else { return nil }
        guard document.platform != nil else {
            result.diagnostics.append(Diagnostic(path: path, location: document.position, level: .note,
                                                 message: NoIOSBars.message("a macOS or tvOS document")))
            return nil
        }
        return document
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
            return (nil, ReadResult(diagnostics: [Diagnostic(path: path, location: error.position,
                                                             message: "malformed XML: \(error.message)")]))
        }
        do {
            return (try IBDocument.read(root, path: path), nil)
        } catch {
            return (nil, ReadResult(diagnostics: [error]))
        }
    }
}
