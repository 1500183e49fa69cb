import NavBase
import NavReaders
import NavRules

/// Which SwiftUI reader this build of navlint has: the real one when the
/// toolchain's SwiftSyntax was found at build time, else a stand-in that says so.
public enum SwiftUISupport {
    #if canImport(SwiftParser)
    public static let isAvailable = true
    public static let reader: any BarReader = SwiftUIReader()
    #else
    public static let isAvailable = false
    public static let reader: any BarReader = SwiftUIUnavailableReader()
    #endif

    /// Swift source's keywords, strings, comments, numbers, types and attributes, for the docs'
    /// highlighting; nil in a build without the toolchain's classifier.
    public static let highlight: (@Sendable (String) -> [CodeSpan])? = {
        #if canImport(SwiftIDEUtils)
        return { SwiftHighlighter.spans($0) }
        #else
        return nil
        #endif
    }()
}

/// Claims `.swift` files in a build without SwiftSyntax, and says once why it
/// cannot read them and how to build navlint so that it can.
public struct SwiftUIUnavailableReader: BarReader {
    public static let message = "SwiftUI source is not read: this navlint was built without the toolchain's "
        + "SwiftSyntax and SwiftParser libraries (usr/lib/swift/host of a Swift 5.9 or later toolchain); "
        + "rebuild it with that toolchain's swift on PATH, or with NAVLINT_SWIFTSYNTAX_DIR set to that directory"

    public init() {}

    public var formatName: String { "SwiftUI" }
    public var fileExtensions: [String] { [".swift"] }

    public func read(_ paths: [String], companions: [String], from files: any FileSystem,
                     context: ReadContext) -> ReadResult {
        guard let first = paths.sorted().first else { return ReadResult() }
        let others = paths.count > 1 ? " (and \(paths.count - 1) more .swift file\(paths.count == 2 ? "" : "s"))" : ""
        return ReadResult(diagnostics: [Diagnostic(path: first, location: SourceLocation(line: 1, column: 1), level: .warning,
                                                   message: Self.message + others)])
    }
}
