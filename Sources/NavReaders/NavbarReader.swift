import NavBase
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
        SpecFiles.read(paths, from: files, format: ".navbar") { (bytes, path) throws(DiagnosticList) in
            try NavbarSpec.parse(bytes: bytes, path: path, catalog: context.catalog)
        }
    }
}

/// navlint's JSON form of the `.navbar` model: `{"bars": [ {key: value, …} ]}`.
public struct JSONBarReader: BarReader {
    public init() {}

    public var formatName: String { "JSON" }
    public var fileExtensions: [String] { [".json"] }

    /// Only the JSON files that are specs: see `JSONSpecRecognizer`.
    public func takesFoundFile(_ path: String, from files: any FileSystem) -> Bool {
        JSONSpecRecognizer.isSpec(path, from: files)
    }

    public func read(_ paths: [String], companions: [String], from files: any FileSystem,
                     context: ReadContext) -> ReadResult {
        SpecFiles.read(paths, from: files, format: "JSON") { (bytes, path) throws(DiagnosticList) in
            try JSONBars.bars(from: bytes, path: path, catalog: context.catalog)
        }
    }
}

/// Reading spec files one by one: the same size, encoding and error handling for both spec formats.
enum SpecFiles {
    static func read(_ paths: [String], from files: any FileSystem, format: String,
                     parse: ([UInt8], String) throws(DiagnosticList) -> [NavigationBar]) -> ReadResult {
        var result = ReadResult()
        for path in paths {
            switch files.contents(of: path, limit: NavbarReader.maximumSize + 1) {
            case .failure(let unreadable):
                result.unreadable.append(unreadable)
            case .success(let bytes):
                if let problem = InputText.problem(with: bytes, path: path, maximumSize: NavbarReader.maximumSize,
                                                   format: format) {
                    result.diagnostics.append(problem)
                    continue
                }
                do {
                    result.bars += try parse(bytes, path).map { ReadBar(path: path, bar: $0) }
                } catch {
                    result.diagnostics += error.diagnostics
                }
            }
        }
        return result
    }
}
