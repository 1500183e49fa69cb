/// The SwiftUI reader's fast path: of a run's Swift files, the ones whose parse can change a
/// bar. Parsing everything is the plain path (`ReadContext.readsEverything`), and
/// `SwiftUIFileSelectionTests` holds the two to the same bars and findings.
///
/// A view is a screen only in a file that names a navigation modifier, and it is pushed or
/// presented only from a file that names a container, a link or a presentation: those are
/// the files whose scan `mentionsNavigation`, and they are parsed first. A file UIKit code
/// presents a view from names that view. Their summaries name what may sit elsewhere
/// (`SwiftFile.namesToResolve`): a view declared again or shown by a file with no navigation
/// in it (a `TabView` of screens), a string constant, a view a control draws as its label.
/// Every file that contains all of such a name's identifiers (declares it, for a label) is
/// parsed next, and so on until no new name comes up.
enum SwiftUIFileSelection {
    /// The summaries of the files to parse, by index into `scans`, in `scans`' order.
    /// `parse` takes a batch of indices and returns their summaries in that order.
    static func summaries(_ scans: [SwiftSourceScan], parse: ([Int]) -> [SwiftFile]) -> [(index: Int, file: SwiftFile)] {
        var parsed: [Int: SwiftFile] = [:]
        var resolved = NamesToResolve()
        var batch = scans.indices.filter { scans[$0].mentionsNavigation }
        while !batch.isEmpty {
            let files = parse(batch)
            var used: [SwiftName] = [], declared: [SwiftName] = []
            for (index, file) in zip(batch, files) {
                parsed[index] = file
                let names = file.namesToResolve
                for name in names.used.sorted() where resolved.used.insert(name).inserted { used.append(SwiftName(name)) }
                for name in names.declared.sorted() where resolved.declared.insert(name).inserted { declared.append(SwiftName(name)) }
            }
            let wanted = SwiftNameSet(used), wantedDeclared = SwiftNameSet(declared)
            batch = wanted.isEmpty && wantedDeclared.isEmpty ? [] : scans.indices.filter { index in
                parsed[index] == nil && (scans[index].containsAny(of: wanted) || scans[index].declaresAny(of: wantedDeclared))
            }
        }
        return parsed.keys.sorted().map { ($0, parsed[$0]!) }
    }

    /// `selected` and the files whose parse the notes for watchOS, tvOS, visionOS and macOS
    /// targets need, in `scans`' order. Each such note is written at the first file of its target
    /// that has views (`SwiftFile.views`), so they are the notes of parsing everything when these
    /// are parsed: every file that may import a module of another platform (its note is its
    /// own), and for a target a folder or a `Package.swift` says, its files in order until one
    /// has views. Views of such files never reach a bar, and their other declarations are in
    /// `selected` already where a bar needs them.
    static func withPlatformNotes(_ selected: [(index: Int, file: SwiftFile)], scans: [SwiftSourceScan], paths: [String],
                                  platforms: inout TargetPlatforms, parse: ([Int]) -> [SwiftFile]) -> [(index: Int, file: SwiftFile)] {
        var parsed = Dictionary(uniqueKeysWithValues: selected.map { ($0.index, $0.file) })
        let importing = scans.indices.filter { parsed[$0] == nil && scans[$0].mayDeclareViews && scans[$0].mayImportOtherPlatform }
        for (index, file) in zip(importing, parse(importing)) { parsed[index] = file }
        var firstWithViews: [TargetPlatforms.Fact: Int] = [:]
        for index in parsed.keys.sorted() where !parsed[index]!.views.isEmpty {
            if let fact = platforms.fact(for: parsed[index]!), firstWithViews[fact] == nil { firstWithViews[fact] = index }
        }
        var candidates: [TargetPlatforms.Fact: [Int]] = [:]
        for index in scans.indices where parsed[index] == nil && scans[index].mayDeclareViews {
            guard let fact = platforms.fact(forPath: paths[index]), index < firstWithViews[fact, default: .max] else { continue }
            candidates[fact, default: []].append(index)
        }
        for indices in candidates.values.sorted(by: { $0[0] < $1[0] }) {
            var rest = indices[...]
            while !rest.isEmpty {
                let batch = Array(rest.prefix(Self.noteBatch))
                rest = rest.dropFirst(batch.count)
                let files = parse(batch)
                for (index, file) in zip(batch, files) { parsed[index] = file }
                if files.contains(where: { !$0.views.isEmpty }) { break }
            }
        }
        return parsed.keys.sorted().map { ($0, parsed[$0]!) }
    }

    /// Files of a target parsed at once while looking for its first view: enough for every core,
    /// few past the one that has views.
    private static let noteBatch = 8
}
