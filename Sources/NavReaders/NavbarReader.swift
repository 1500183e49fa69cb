import NavRules

/// `.navbar` specs: everything a spec says is known, and an omitted key has the format's default.
public struct NavbarReader: BarReader {
    /// Larger files are refused unread: no real spec comes near this.
    public static let maximumSize = 10 * 1024 * 1024

    public init() {}

    public var formatName: String { ".navbar" }
    public var fileExtensions: [String] { [".navbar"] }

    public func read(_ paths: [String], companions: [String], from files: any FileSystem,
                     context: ReadContext) -> ReadResult {
        var result = ReadResult()
        for path in paths {
            result.append(SpecFiles.read(path, from: files, maximumSize: Self.maximumSize, format: ".navbar") { (bytes) throws(DiagnosticList) in
                try NavbarSpec.parse(bytes: bytes, path: path, catalog: context.catalog)
            })
        }
        return result
    }
}

/// navlint's JSON form of the `.navbar` model: `{"bars": [ {key: value, …} ]}`.
public struct JSONBarReader: BarReader {
    public init() {}

    public var formatName: String { "JSON" }
    public var fileExtensions: [String] { [".json"] }

    public func read(_ paths: [String], companions: [String], from files: any FileSystem,
                     context: ReadContext) -> ReadResult {
        var result = ReadResult()
        for path in paths {
            result.append(SpecFiles.read(path, from: files, maximumSize: NavbarReader.maximumSize, format: "JSON") { (bytes) throws(DiagnosticList) in
                try JSONBars.bars(from: bytes, path: path, catalog: context.catalog)
            })
        }
        return result
    }
}

/// Reading one spec file: the same size, encoding and error handling for both spec formats.
enum SpecFiles {
    static func read(_ path: String, from files: any FileSystem, maximumSize: Int, format: String,
                     parse: ([UInt8]) throws(DiagnosticList) -> [NavigationBar]) -> ReadResult {
        let bytes: [UInt8]
        switch files.contents(of: path, limit: maximumSize + 1) {
        case .success(let contents): bytes = contents
        case .failure(let unreadable): return ReadResult(unreadable: [unreadable])
        }
        if let problem = InputText.problem(with: bytes, path: path, maximumSize: maximumSize, format: format) {
            return ReadResult(diagnostics: [problem])
        }
        do {
            return ReadResult(bars: try parse(bytes).map { ReadBar(path: path, bar: $0) })
        } catch {
            return ReadResult(diagnostics: error.diagnostics)
        }
    }
}
