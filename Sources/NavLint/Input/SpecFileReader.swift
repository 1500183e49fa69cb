import NavRules

/// Reads one spec file's bytes into bars: `.json` files as navlint JSON,
/// everything else as the `.navbar` format.
enum SpecFileReader {
    /// Larger files are refused unread: no real spec comes near this.
    static let maximumSize = 10 * 1024 * 1024

    enum Outcome {
        case bars([NavigationBar])
        case problems([InputProblem])
    }

    static func bars(from bytes: [UInt8], path: String) -> Outcome {
        if bytes.count > maximumSize {
            return .problems([tooLarge(path)])
        }
        if looksBinary(bytes) {
            return .problems([InputProblem(path: path, message:
                "binary file (it contains NUL bytes); navlint reads .navbar and .json text files")])
        }
        do {
            let bars = path.hasSuffix(".json")
                ? try JSONBars.bars(from: bytes, path: path)
                : try NavbarSpec.parse(bytes: bytes, path: path)
            return .bars(bars)
        } catch {
            return .problems(error.diagnostics.map(InputProblem.init))
        }
    }

    static func tooLarge(_ path: String) -> InputProblem {
        InputProblem(path: path, message: "file is larger than 10 MB; navlint reads spec files up to 10 MB")
    }

    /// A NUL byte in the first 8 KB is how `git` and `grep` tell binary files apart.
    private static func looksBinary(_ bytes: [UInt8]) -> Bool {
        bytes.prefix(8192).contains(0)
    }
}
