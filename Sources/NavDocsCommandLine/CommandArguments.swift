/// Walks a command's arguments: splits `--flag=value` and takes the value a flag needs.
package struct CommandArguments {
    private var rest: ArraySlice<String>

    init(_ arguments: [String]) { rest = arguments[...] }

    /// The next flag name and the argument as written, or nil at the end.
    mutating func nextFlag() -> (flag: String, written: String)? {
        guard let arg = rest.popFirst() else { return nil }
        if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
            rest.insert(String(arg[arg.index(after: eq)...]), at: rest.startIndex)
            return (String(arg[..<eq]), arg)
        }
        return (arg, arg)
    }

    mutating func value(for flag: String) throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw UsageError(message: UsageError.Message.needsValue(flag)) }
        return value
    }
}
