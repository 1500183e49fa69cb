enum ServeCommand {
    static func run(_ arguments: [String], console: NavDocsCommand.Console) -> Int32 { 2 }
}
