import FoundationEssentials
import NavDocs

/// `navdocs theme export DIR`: writes the theme built into navdocs to a new folder, to start
/// a theme of one's own from (then named with `--theme DIR` or `theme:`).
enum ThemeCommand {
    static func run(_ arguments: [String], console: NavDocsCommand.Console) -> Int32 {
        guard arguments.count == 2, arguments[0] == "export" else {
            console.err("navdocs: usage: navdocs theme export DIR")
            return 2
        }
        let folder = arguments[1]
        let files = FileManager.default
        // Never over an author's files: a theme export starts a folder, it does not merge into one.
        if let existing = try? files.contentsOfDirectory(atPath: folder), !existing.isEmpty {
            console.err("navdocs: theme folder \"\(folder)\" is not empty; export into a new or empty folder")
            return 1
        }
        do {
            for (path, text) in BuiltInTheme.tree.files.sorted(by: { $0.key < $1.key }) {
                let target = folder + "/" + path
                try files.createDirectory(atPath: String(target[..<target.lastIndex(of: "/")!]),
                                          withIntermediateDirectories: true)
                guard files.createFile(atPath: target, contents: Data(text)) else {
                    console.err("navdocs: cannot write \"\(target)\"")
                    return 1
                }
            }
        } catch {
            console.err("navdocs: cannot write the theme into \"\(folder)\": \(error)")
            return 1
        }
        console.out("navdocs: wrote the built-in theme (\(BuiltInTheme.tree.files.count) files) to \(folder)")
        return 0
    }
}
