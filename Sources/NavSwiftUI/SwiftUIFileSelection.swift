/// The SwiftUI reader's fast path: of a run's Swift files, the ones whose parse can change a
/// bar. Parsing everything is the plain path (`ReadContext.readsEverything`), and
/// `SwiftUIFileSelectionTests` holds the two to the same bars and findings.
///
/// A view is a screen only in a file that names a navigation modifier, and it is pushed or
/// presented only from a file that names a container, a link or a presentation: those are
/// the files whose scan `mentionsNavigation`, and they are parsed first. Their summaries
/// name what may sit elsewhere (`SwiftFile.namesToResolve`): a view declared again or shown
/// by a file with no navigation in it (a `TabView` of screens), a string constant. Every
/// file that contains all of such a name's identifiers is parsed next, and so on until no
/// new name comes up.
enum SwiftUIFileSelection {
    /// The summaries of the files to parse, by index into `scans`, in `scans`' order.
    /// `parse` takes a batch of indices and returns their summaries in that order.
    static func summaries(_ scans: [SwiftSourceScan], parse: ([Int]) -> [SwiftFile]) -> [(index: Int, file: SwiftFile)] {
        var parsed: [Int: SwiftFile] = [:]
        var resolved: Set<String> = []
        var batch = scans.indices.filter { scans[$0].mentionsNavigation }
        while !batch.isEmpty {
            let files = parse(batch)
            var names: [SwiftName] = []
            for (index, file) in zip(batch, files) {
                parsed[index] = file
                for name in file.namesToResolve.sorted() where resolved.insert(name).inserted {
                    names.append(SwiftName(name))
                }
            }
            let wanted = SwiftNameSet(names)
            batch = wanted.isEmpty ? [] : scans.indices.filter { index in
                parsed[index] == nil && scans[index].containsAny(of: wanted)
            }
        }
        return parsed.keys.sorted().map { ($0, parsed[$0]!) }
    }
}
