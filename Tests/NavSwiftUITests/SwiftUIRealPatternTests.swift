import NavLint
import NavReaders
import NavRules
import NavSwiftUI
import Testing

/// What real apps write and a reader of the file understands: each example is a
/// construct that once gave a false finding or a needless unknown.
@Suite(swiftSyntaxBuilt)
struct SwiftUIRealPatternTests {
    // MARK: Scope

    @Test func aHelpersParameterNamedBodyIsNotTheViewsBody() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List { row(body: "Hello") }
                            .navigationTitle("Inbox")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                            }
                    }
                }
                func row(body: String) -> some View { Text(body) }
            }
            """)
        #expect(bar?.trailing == .known(["Compose"]))
        #expect(bar?.leading == .known([]))
    }

    @Test func aLocalOrClosureParameterNamedBodyIsNotTheViewsBody() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                let messages: [Message]
                var body: some View {
                    NavigationStack {
                        List(messages) { message in
                            let body = message.text
                            Text(body)
                        }
                        .overlay { ForEach(messages) { body in Text(body.text) } }
                        .navigationTitle("Inbox")
                        .toolbar { Button("Compose") {} }
                    }
                }
            }
            """)
        #expect(bar?.trailing == .known(["Compose"]))
    }

    // MARK: The sheet pattern

    @Test(arguments: [
        #"Button { dismiss() } label: { Image(systemName: "xmark") }"#,
        #"Button(L10n.cancel) { dismiss() }"#,
        #"Button { dismiss() } label: { Label("Close", systemImage: "xmark.circle.fill") }"#,
        #"CloseButton()"#,
    ])
    func aCancellationActionIsTheWayBackWhateverItsLabel(label: String) {
        let output = navlint(["ComposeView.swift"], ["ComposeView.swift": """
            struct ComposeView: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .navigationTitle("New Message")
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { \(label) }
                                ToolbarItem(placement: .confirmationAction) { Button("Send") {} }
                            }
                    }
                }
            }
            """])
        #expect(!output.stdout.contains("NB003"), "\(output)")
    }

    @Test func aCancellationActionWithACustomViewIsNamedByItsRole() {
        let bar = swiftUIBar("""
            struct ComposeView: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .navigationTitle("New Message")
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) { Button("Send") {} }
                                ToolbarItem(placement: .cancellationAction) { dismissControl(style: .plain) }
                            }
                    }
                }
            }
            """)
        #expect(bar?.leading == .known(["Cancel"]))
        #expect(bar?.trailing == .known(["Send"]))
    }

    @Test func aLeadingCloseIconOnASheetIsItsWayBack() {
        let output = navlint(["FiltersView.swift"], ["FiltersView.swift": """
            struct FiltersView: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .navigationTitle("Filters")
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) {
                                    Button { dismiss() } label: { Image(systemName: "xmark.circle") }
                                }
                                ToolbarItem(placement: .topBarTrailing) { Button("Apply") {} }
                            }
                    }
                }
            }
            """])
        #expect(!output.stdout.contains("NB003"), "\(output)")
    }

    /// NB003 and the SwiftUI reader share DismissControl's words: each one, leading on a sheet, is
    /// its way back; only that first leading control is, so the same word again counts.
    @Test(arguments: DismissControl.words.sorted())
    func eachCloseWordLeadingOnASheetIsItsWayBackAndOnlyOnce(word: String) {
        func lint(_ leading: String) -> CommandOutput {
            navlint(["FiltersView.swift"], ["FiltersView.swift": """
                struct FiltersView: View {
                    var body: some View {
                        NavigationStack {
                            Form {}
                                .navigationTitle("Filters")
                                .toolbar {
                                    ToolbarItemGroup(placement: .topBarLeading) { \(leading) }
                                    ToolbarItem(placement: .topBarTrailing) { Button("Apply") {} }
                                }
                        }
                    }
                }
                """])
        }
        let button = #"Button("\#(word.capitalized)") { dismiss() }"#
        #expect(!lint(button).stdout.contains("NB003"), "\(lint(button))")
        #expect(lint(button + "\n" + button).stdout.contains("NB003"))
    }

    @Test func aViewPresentedByARouterInAViewExtensionIsModal() {
        let bars = swiftUIBars([
            "Router.swift": """
                enum SheetDestination: Identifiable { case newStatus, settings }
                extension View {
                    func withSheetDestinations(_ destination: Binding<SheetDestination?>) -> some View {
                        sheet(item: destination) { destination in
                            Group {
                                switch destination {
                                case .newStatus: StatusEditor.MainView().withEnvironments()
                                case .settings: SettingsView()
                                }
                            }
                        }
                    }
                }
                """,
            "Editor.swift": """
                enum StatusEditor {}
                extension StatusEditor {
                    struct MainView: View {
                        var body: some View {
                            NavigationStack {
                                Form {}
                                    .navigationTitle("New Post")
                                    .toolbar {
                                        ToolbarItem(placement: .topBarLeading) { Button("Drafts") {} }
                                        ToolbarItem(placement: .confirmationAction) { Button("Post") {} }
                                    }
                            }
                        }
                    }
                }
                """,
            "SettingsView.swift": """
                struct SettingsView: View {
                    var body: some View {
                        NavigationStack { Form {}.navigationTitle("Settings") }
                    }
                }
                """,
        ])
        let editor = bars.first { $0.objectID == "MainView" }?.bar
        #expect(editor?.presentation == .known(.modal))
        #expect(editor?.back == .known(nil))
        #expect(bars.first { $0.objectID == "SettingsView" }?.bar.presentation == .known(.modal))
        #expect(bars.count == 2)
    }

    @Test func aViewUIKitPresentsInAHostingControllerIsModal() {
        let support = """
            struct SupportView: View {
                var body: some View {
                    NavigationView {
                        Form {}
                            .navigationTitle("Support")
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) { Button(L10n.supportCancel) { onDismiss() } }
                                ToolbarItem(placement: .topBarTrailing) { Button("Submit") { submit() } }
                            }
                    }
                }
            }
            """
        let bars = swiftUIBars([
            "SupportView.swift": support,
            "EmailHelper.swift": """
                import UIKit
                class EmailHelper: NSObject {
                    func presentSupportDialog(_ source: UIViewController) {
                        DispatchQueue.main.async {
                            let supportView = SupportView { source.dismiss(animated: true) }.environmentObject(Theme.shared)
                            let hostingController = PCHostingController(rootView: supportView)
                            source.present(hostingController, animated: true, completion: nil)
                        }
                    }
                }
                """,
        ])
        #expect(bars.map(\.bar.presentation) == [.known(.modal)])

        let wrapped = swiftUIBars([
            "SupportView.swift": support.replacingOccurrences(of: "NavigationView {", with: "Group {"),
            "Sync.swift": """
                extension SyncSettingsViewController {
                    func collectCode() {
                        let controller = UIHostingController(rootView: AnyView(SupportView(model: model)))
                        let navController = UINavigationController(rootViewController: controller)
                        navigationController?.present(navController, animated: true)
                    }
                }
                """,
        ])
        #expect(wrapped.map(\.bar.presentation) == [.known(.modal)])
        #expect(wrapped.map(\.bar.back) == [.known(nil)])

        // Shown on a stack in one case of a switch, while another case presents something else.
        let shown = swiftUIBars([
            "SupportView.swift": support,
            "Debug.swift": """
                extension RootDebugViewController {
                    func select(_ row: Row) {
                        switch row {
                        case .support:
                            let controller = UIHostingController(rootView: SupportView())
                            show(controller, sender: nil)
                        case .other:
                            present(OtherViewController(), animated: true)
                        }
                    }
                }
                """,
        ])
        #expect(shown.map(\.bar.presentation) == [.unknown])
    }

    @Test func aViewInASheetModifierIsModal() {
        let bars = swiftUIBars([
            "Modifier.swift": """
                struct ComposeSheet: ViewModifier {
                    @Binding var isPresented: Bool
                    func body(content: Content) -> some View {
                        content
                            .navigationTitle("Ignored")
                            .fullScreenCover(isPresented: $isPresented) { ComposeView() }
                    }
                }
                """,
            "ComposeView.swift": """
                struct ComposeView: View {
                    var body: some View {
                        NavigationStack { Form {}.navigationTitle("Compose") }
                    }
                }
                """,
        ])
        #expect(bars.map { $0.bar.screen } == ["ComposeView"])
        #expect(bars.first?.bar.presentation == .known(.modal))
    }

    @Test func aViewWithItsOwnStackThatNothingShowsHasAnUnknownPresentation() {
        let bar = swiftUIBar("""
            struct ComposeView: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .navigationTitle("New Message")
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                                ToolbarItem(placement: .topBarTrailing) { Button("Send") {} }
                            }
                    }
                }
            }
            """)
        #expect(bar?.presentation == .unknown)
        #expect(bar?.back == .known(nil))
        #expect(bar?.titleStyle == .known(.large))
    }

    @Test func aViewWithItsOwnStackInsideATabViewIsThatStacksRoot() {
        let bars = swiftUIBars([
            "ContentView.swift": """
                struct ContentView: View {
                    var body: some View { TabView { InboxView() } }
                }
                """,
            "InboxView.swift": """
                struct InboxView: View {
                    var body: some View { NavigationStack { List {}.navigationTitle("Inbox") } }
                }
                """,
        ])
        #expect(bars.first?.bar.presentation == .known(.stack))
    }

    // MARK: Titles and labels

    static func titled(_ title: String) -> String {
        """
        struct SettingsView: View {
            var body: some View { NavigationStack { Form {}.navigationTitle(\(title)) } }
        }
        """
    }

    @Test func swiftGenConstantsResolveThroughTheGeneratedFile() {
        let bars = swiftUIBars([
            "App/SettingsView.swift": Self.titled("L10n.Settings.title"),
            "App/Generated/Strings.swift": """
                internal enum L10n {
                  internal enum Settings {
                    /// Settings
                    internal static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
                  }
                }
                extension L10n {
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String { "" }
                }
                """,
        ])
        #expect(bars.first?.bar.title == .known("Settings"))
    }

    @Test func swiftGenConstantsResolveThroughTheTableTheyAreGeneratedFrom() {
        let strings = "\"settings.privacy.title-label\" = \"Privacy\";\n\"cancel\" = \"Cancel\";\n"
        let nested = swiftUIBars(["App/SettingsView.swift": Self.titled("L10n.Settings.Privacy.titleLabel"),
                                  "App/en.lproj/Localizable.strings": strings])
        let flat = swiftUIBars(["App/SettingsView.swift": Self.titled("L10n.settingsPrivacyTitleLabel"),
                                "App/en.lproj/Localizable.strings": strings])
        #expect(nested.first?.bar.title == .known("Privacy"))
        #expect(flat.first?.bar.title == .known("Privacy"))
    }

    @Test func aCaseChangeOfAResolvedConstantIsKnown() {
        let bars = swiftUIBars(["App/SettingsView.swift": Self.titled("L10n.parentalRatings.localizedCapitalized"),
                                "App/en.lproj/Localizable.strings": "\"parentalRatings\" = \"parental ratings\";\n"])
        #expect(bars.first?.bar.title == .known("Parental Ratings"))
    }

    @Test func aDefaultValueIsTheTitleWhenNoTableHasTheKey() {
        for title in [#"NSLocalizedString("settings.title", value: "Settings", comment: "")"#,
                      #"String(localized: "settings.title", defaultValue: "Settings")"#] {
            #expect(swiftUIBars(["SettingsView.swift": Self.titled(title)]).first?.bar.title == .known("Settings"), "\(title)")
        }
    }

    @Test func aConstantInAnEnumOrStructIsItsValue() {
        let bars = swiftUIBars([
            "SettingsView.swift": Self.titled("Strings.settingsTitle"),
            "Strings.swift": """
                enum Strings {
                    static let settingsTitle = NSLocalizedString("settings.title", value: "Settings", comment: "")
                }
                """,
        ])
        #expect(bars.first?.bar.title == .known("Settings"))
    }

    @Test func aStringThatLooksLikeAKeyThatNoTableHasIsUnknown() {
        let key = swiftUIBars(["SettingsView.swift": Self.titled(#""settings.privacy.title-label""#)])
        let words = swiftUIBars(["SettingsView.swift": Self.titled(#""Wi-Fi""#)])
        #expect(key.first?.bar.title == .unknown)
        #expect(words.first?.bar.title == .known("Wi-Fi"))
    }

    @Test func aFileLintedAloneFindsTheTablesOfItsProject() {
        let files = [
            "MyApp/MyApp.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "MyApp/Resources/Localizable.xcstrings": """
                {"sourceLanguage": "en", "version": "1.0", "strings": {
                  "settings.privacy.title-label": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Privacy"}}}}}}
                """,
            "MyApp/Sources/Settings/SettingsView.swift": Self.titled(#""settings.privacy.title-label""#),
        ]
        let bars = SwiftUISupport.reader.read(["MyApp/Sources/Settings/SettingsView.swift"], companions: [],
                                              from: SourceTree(files), context: ReadContext(catalog: .standard)).bars
        #expect(bars.first?.bar.title == .known("Privacy"))
        let output = navlint(["MyApp/Sources/Settings/SettingsView.swift"], files)
        #expect(!output.stdout.contains("NB001"), "\(output)")
    }

    @Test func theSameTitleInEveryBranchIsKnown() {
        let ternary = swiftUIBar(Self.titled(#"isNew ? "Settings" : "Settings""#))
        let branches = swiftUIBar("""
            struct SettingsView: View {
                var body: some View {
                    NavigationStack {
                        if isLoading {
                            ProgressView().navigationTitle("Settings")
                        } else {
                            Form {}.navigationTitle("Settings")
                        }
                    }
                }
            }
            """)
        #expect(ternary?.title == .known("Settings"))
        #expect(branches?.title == .known("Settings"))
    }

    // MARK: States

    static let switchedToolbar = """
        struct PlayerView: View {
            var body: some View {
                NavigationStack {
                    List {}
                        .navigationTitle("Player")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            switch mode {
                            case .playing:
                                ToolbarItem(placement: .topBarTrailing) { Button("Pause") {} }
                                ToolbarItem(placement: .topBarLeading) { Button("Queue") {} }
                            case .paused:
                                ToolbarItem(placement: .topBarTrailing) { Button("Play") {} }
                                ToolbarItem(placement: .topBarLeading) { Button("Queue") {} }
                            case .empty:
                                ToolbarItem(placement: .topBarTrailing) { Button("Search") {} }
                            }
                        }
                }
            }
        }
        """

    @Test func eachCaseOfASwitchInAToolbarIsOneState() {
        let bars = swiftUIBars(["PlayerView.swift": Self.switchedToolbar])
        #expect(bars.map(\.bar.trailing) == [.known(["Pause"]), .known(["Play"]), .known(["Search"])])
        #expect(bars.map(\.bar.leading) == [.known(["Queue"]), .known(["Queue"]), .known([])])
        #expect(bars.map(\.state) == ["when mode is .playing", "when mode is .paused", "when mode is .empty"])
    }

    @Test func aRuleBrokenInSeveralStatesOfAScreenIsOneFindingNamingThem() {
        let output = navlint(["PlayerView.swift"], ["PlayerView.swift": Self.switchedToolbar])
        let findings = output.stdout.split(separator: "\n").filter { $0.contains("[NB003") }
        #expect(findings.count == 1, "\(output)")
        #expect(findings.first?.contains(#"("Queue", "Pause"); keep 1 and move the rest into a toolbar or menu (when mode is .playing; also when mode is .paused)"#) == true,
                "\(output)")
    }

    @Test func ifLetWithAnElseIsTwoStates() {
        let bars = swiftUIBars("""
            struct PlayerView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Player")
                            .toolbar {
                                if let episode = player.episode {
                                    ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
                                } else {
                                    ToolbarItem(placement: .topBarTrailing) { Button("Search") {} }
                                }
                            }
                    }
                }
            }
            """)
        #expect(bars.map(\.bar.trailing) == [.known(["Share"]), .known(["Search"])])
    }

    @Test func aCaseThatShowsNothingIsAStateWithoutItems() {
        // `ToolbarItem { EmptyView() }` fills a `default:` that has nothing to show.
        let bars = swiftUIBars("""
            struct ProfileView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Profile")
                            .toolbar {
                                switch state {
                                case .loaded(let account):
                                    ProfileToolbar(account: account)
                                default:
                                    ToolbarItem { EmptyView() }
                                }
                            }
                    }
                }
            }
            struct ProfileToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) { Menu("More") {} }
                    ToolbarItem(placement: .topBarTrailing) { if !isMe { Button("Mention") {} } }
                }
            }
            """)
        #expect(bars.map(\.bar.trailing) == [.known(["More"]), .known([])])
        // What the loaded state's toolbar only sometimes shows is said of that state alone.
        #expect(bars.map { $0.remarks.contains(#"trailing "Mention" only when !isMe"#) } == [true, false])
    }

    @Test func branchesThatShowTheSameBarAreOneState() {
        let bars = swiftUIBars("""
            struct ComposeView: View {
                var body: some View {
                    NavigationStack {
                        Form {}
                            .navigationTitle("New Post")
                            .toolbar {
                                if #available(iOS 26, *) {
                                    ToolbarItem(placement: .topBarTrailing) { Button("Send") {}.buttonStyle(.glassProminent) }
                                } else {
                                    ToolbarItem(placement: .topBarTrailing) { Button("Send") {} }
                                }
                            }
                    }
                }
            }
            """)
        #expect(bars.map(\.bar.trailing) == [.known(["Send"])])
        #expect(bars.map(\.state) == [nil])
    }

    @Test func aModifierEveryBranchOfTheBodyAppliesIsNotConditional() {
        // Pushed, or presented with a Cancel of its own: the shared `content` has the refresh button either way.
        let bars = swiftUIBars("""
            struct LoginView: View {
                var style: Style
                var body: some View {
                    switch style {
                    case .pushed:
                        content
                    case .modal:
                        NavigationView {
                            content
                                .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
                        }
                    }
                }
                private var content: some View {
                    WebView()
                        .navigationTitle("Log In")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Reload") {} } }
                }
            }
            """)
        let bar = bars.first?.bar
        #expect(bar?.title == .known("Log In"))
        #expect(bar?.titleStyle == .known(.standard))
        #expect(bar?.trailing == .known(["Reload"]))
        #expect(bars.first?.remarks.contains(#"leading "Cancel" only when style is .modal"#) == true)
    }

    @Test func aSheetEveryBranchPresentsIsOneScreen() {
        // home-assistant's WatchConfigurationView: `if needsNavigationController { NavigationStack { content } } else { content }`,
        // and `content` presents the add-folder sheet.
        let bars = swiftUIBars("""
            struct WatchConfigurationView: View {
                var body: some View {
                    if needsNavigationController {
                        NavigationStack { content }
                    } else {
                        content
                    }
                }
                private var content: some View {
                    List {}
                        .navigationTitle("Apple Watch")
                        .sheet(isPresented: $showAddFolder) {
                            NavigationStack {
                                Form {}
                                    .navigationTitle("New Folder")
                                    .toolbar {
                                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                                        if canAdd { ToolbarItem(placement: .confirmationAction) { Button("Add") {} } }
                                    }
                            }
                        }
                }
            }
            """)
        let sheets = bars.filter { $0.bar.screen?.contains("(sheet at") == true }
        #expect(sheets.count == 1)
        #expect(sheets.first?.bar.title == .known("New Folder"))
        #expect(sheets.first?.bar.leading == .known(["Cancel"]))
        // The condition inside the sheet stays; only the branch's own is gone.
        #expect(sheets.first?.remarks.contains(#"trailing "Add" only when canAdd"#) == true, "\(sheets.first?.remarks ?? [])")
    }

    // MARK: Display mode

    @Test(arguments: [(".inline", TitleStyle.standard), (".large", .large), (".automatic", .large), (".inlineLarge", .large)])
    func toolbarTitleDisplayModeSetsTheTitleStyle(mode: String, style: TitleStyle) {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View { NavigationStack { List {}.navigationTitle("Inbox").toolbarTitleDisplayMode(\(mode)) } }
            }
            """)
        #expect(bar?.titleStyle == .known(style))
        #expect(bar?.locations.keys["title-style"] != nil)
    }

    // MARK: Split views

    static let splitView = """
        struct MailView: View {
            var body: some View {
                NavigationSplitView {
                    List {}.navigationTitle("Mailboxes")
                } detail: {
                    MessageView()
                }
            }
        }
        struct MessageView: View {
            var body: some View {
                ScrollView {}
                    .navigationTitle("Message")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.hidden, for: .navigationBar)
            }
        }
        """

    @Test func aStackInADetailColumnIsThatColumn() {
        let bars = swiftUIBars("""
            struct MailView: View {
                var body: some View {
                    NavigationSplitView {
                        List {}.navigationTitle("Mailboxes")
                    } detail: {
                        NavigationStack(path: $path) {
                            MessageView()
                        }
                    }
                }
            }
            struct MessageView: View {
                var body: some View { ScrollView {}.navigationTitle("Message").navigationBarTitleDisplayMode(.inline) }
            }
            """)
        let message = bars.first { $0.bar.screen == "MessageView" }?.bar
        #expect(message?.splitView == .known(true))
        #expect(message?.platform == .unknown)
    }

    @Test func aSplitViewsColumnsHaveAnUnknownPlatform() {
        let bars = swiftUIBars(["MailView.swift": Self.splitView])
        #expect(bars.map(\.bar.splitView) == [.known(true), .known(true)])
        #expect(bars.map(\.bar.platform) == [.unknown, .unknown])
    }

    @Test func aBorderlessDetailColumnWithAStandardTitleIsNotAFinding() {
        let output = navlint(["MailView.swift"], ["MailView.swift": Self.splitView])
        #expect(!output.stdout.contains("NB008"), "\(output)")
        #expect(output.exitCode == 0, "\(output)")
    }

    // MARK: Backgrounds

    /// `.visible` asks for the bar's background at all times, the scroll edge included, where iOS 15
    /// and later otherwise draw neither background nor shadow; UIKit draws that background with its
    /// standard appearance, whose shadow line is on by default. So the bar has its border, and on a
    /// large title NB011 says so.
    @Test func aVisibleToolbarBackgroundShowsTheShadowLineEvenAtTheScrollEdge() {
        let source = """
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Inbox").toolbarBackground(.visible, for: .navigationBar)
                    }
                }
            }
            """
        let bar = swiftUIBar(source)
        #expect(bar?.border == .known(.visible))
        #expect(bar?.titleStyle == .known(.large))
        #expect(navlint(["InboxView.swift"], ["InboxView.swift": source]).stdout.contains("[NB011"))
    }

    @Test func aSheetThatWritesNoTitleHasNoLargeTitleToBorder() {
        let source = """
            struct CropView: View {
                var body: some View {
                    Cropper()
                        .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Rotate") {} } }
                        .toolbarBackground(.visible, for: .navigationBar)
                }
            }
            struct Picker: View {
                var body: some View { Text("x").sheet(isPresented: .constant(true)) { NavigationView { CropView() } } }
            }
            """
        let bar = swiftUIBar(source)
        #expect(bar?.presentation == .known(.modal))
        #expect(bar?.titleStyle == .unknown)
        #expect(!navlint(["InboxView.swift"], ["InboxView.swift": source]).stdout.contains("[NB011"))
    }

    @Test func aToolbarBackgroundForAnotherBarOrOfAColourLeavesTheBorderToTheTitleStyle() {
        for modifier in [".toolbarBackground(.visible, for: .bottomBar)", ".toolbarBackground(Color.blue, for: .navigationBar)"] {
            let bar = swiftUIBar("""
                struct InboxView: View {
                    var body: some View { NavigationStack { List {}.navigationTitle("Inbox")\(modifier) } }
                }
                """)
            #expect(bar?.borderSetting == nil, "\(modifier)")
            #expect(bar?.border == .known(.hidden), "\(modifier)")
        }
    }

    // MARK: Item names

    static func trailing(_ control: String, _ others: [String: String] = [:]) -> [String]? {
        let source = """
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Inbox").toolbar { ToolbarItem(placement: .topBarTrailing) { \(control) } }
                    }
                }
            }
            """
        return swiftUIBars(others.merging(["InboxView.swift": source]) { $1 }).first?.bar.trailing.value
    }

    @Test func anItemIsNamedByWhatTheSourceSaysOfIt() {
        #expect(Self.trailing(#"Button { reload() } label: { Image(systemSymbol: .arrowClockwise) }"#) == ["arrowClockwise"])
        #expect(Self.trailing(#"Button { viewModel.reloadServers() } label: { ProgressView() }"#) == ["reloadServers"])
        #expect(Self.trailing(#"Button(action: compose) { ComposeIcon() }.accessibilityLabel("Compose")"#) == ["Compose"])
        #expect(Self.trailing(#"Button { send() } label: { if isSending { ProgressView() } else { Text("Send") } }"#) == ["Send"])
        #expect(Self.trailing(#"Button(L10n.Common.refresh) { reload() }"#) == ["L10n.Common.refresh"])
        #expect(Self.trailing(#"Button { count += 1 } label: { Text("Count: \(count)") }"#) == [#"Count: \(count)"#])
        // Text on its own is something to read, not a control.
        #expect(Self.trailing(#"Text("Count: \(count)")"#) == [])
    }

    @Test func aToolbarItemGroupWithALabelIsOneMenu() {
        let bar = swiftUIBar("""
            struct LibraryView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Library")
                            .toolbar {
                                ToolbarItemGroup {
                                    sortByName()
                                    sortByFileSize()
                                } label: {
                                    Label("", systemImage: showBy.filterMenuSystemIcon)
                                }
                            }
                    }
                }
            }
            """)
        #expect(bar?.trailing == .known(["showBy.filterMenuSystemIcon"]))
    }

    @Test func aViewTypeThatDrawsOneControlIsNamedByItsLabel() {
        let closeButton = ["CloseButton.swift": """
            struct CloseButton: View {
                let action: () -> Void
                var body: some View { Button(action: action) { Image(systemName: "xmark.circle.fill") } }
            }
            """]
        #expect(Self.trailing("CloseButton { dismiss() }", closeButton) == ["xmark.circle.fill"])
        #expect(Self.trailing("CloseButton { dismiss() }") == ["CloseButton"])
    }

    // MARK: Locations

    @Test func anItemFromAToolbarContentTypeInAnotherFileIsLocatedInThatFile() {
        let output = navlint(["App"], [
            "App/InboxView.swift": """
                struct InboxView: View {
                    var body: some View {
                        NavigationStack {
                            List {}
                                .navigationTitle("Inbox")
                                .toolbar { InboxToolbar() }
                        }
                    }
                }
                """,
            "App/Toolbars/InboxToolbar.swift": """
                struct InboxToolbar: ToolbarContent {
                    var body: some ToolbarContent {
                        ToolbarItem(placement: .topBarTrailing) { Button("Filter") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                    }
                }
                """,
        ])
        #expect(output.stdout.contains(#"App/Toolbars/InboxToolbar.swift:3:9: warning: screen "InboxView": bar has 2 controls"#), "\(output)")
        #expect(!output.stdout.contains("App/InboxView.swift:3:9"), "\(output)")
    }

    // MARK: Inline suppression

    static func suppressed(_ before: String, _ after: String = "") -> CommandOutput {
        navlint(["InboxView.swift"], ["InboxView.swift": """
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            \(before)
                            .navigationTitle("All the messages in every mailbox") \(after)
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Button("Filter") {} }
                                ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                            }
                    }
                }
            }
            """])
    }

    @Test func disableNextTurnsOffOneRuleOnTheNextLine() {
        let output = Self.suppressed("// navlint:disable:next NB001")
        #expect(!output.stdout.contains("[NB001"), "\(output)")
        #expect(output.stdout.contains("[NB003"), "\(output)")
    }

    @Test func disableThisAndAllTurnOffEveryRuleOnTheLine() {
        let output = Self.suppressed("", "// navlint:disable:this all")
        #expect(!output.stdout.contains("[NB001"), "\(output)")
    }

    @Test func disableLastsUntilEnable() {
        let source = """
            // navlint:disable NB003
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Inbox")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Button("Filter") {} }
                                ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                            }
                    }
                }
            }
            // navlint:enable NB003
            struct OutboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Outbox")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Button("Filter") {} }
                                ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                            }
                    }
                }
            }
            """
        let output = navlint(["InboxView.swift"], ["InboxView.swift": source])
        #expect(!output.stdout.contains(#"screen "InboxView""#), "\(output)")
        #expect(output.stdout.contains(#"screen "OutboxView""#), "\(output)")
    }

    @Test func theCommandInAStringLiteralIsNotAComment() {
        let output = Self.suppressed(#".help("// navlint:disable:next NB001")"#)
        #expect(output.stdout.contains("[NB001"), "\(output)")
    }

    @Test func aCommandInTheToolbarContentsFileCoversItsItems() {
        let output = navlint(["App"], [
            "App/InboxView.swift": """
                struct InboxView: View {
                    var body: some View { NavigationStack { List {}.navigationTitle("Inbox").toolbar { InboxToolbar() } } }
                }
                """,
            "App/InboxToolbar.swift": """
                struct InboxToolbar: ToolbarContent {
                    var body: some ToolbarContent {
                        // navlint:disable:next too-many-controls
                        ToolbarItem(placement: .topBarTrailing) { Button("Filter") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                    }
                }
                """,
        ])
        #expect(!output.stdout.contains("[NB003"), "\(output)")
    }

    // MARK: Platforms

    static let screen = """
        import SwiftUI
        struct InboxView: View {
            var body: some View { NavigationStack { List {}.navigationTitle("All the messages of every account") } }
        }
        """

    static func notes(_ files: [String: String], linting path: String) -> (bars: [ReadBar], output: CommandOutput) {
        let sources = files.keys.filter { $0.hasSuffix(".swift") && $0.hasPrefix(path) }.sorted()
        let bars = SwiftUISupport.reader.read(sources, companions: [], from: SourceTree(files), context: ReadContext(catalog: .standard)).bars
        return (bars, navlint([path], files))
    }

    @Test(arguments: ["Pocket Casts Watch App", "Sources/WatchApp", "WatchKit Extension", "tvOS", "visionOS"])
    func aWatchTVOrVisionTargetFolderHasNothingToCheck(folder: String) {
        let (bars, output) = Self.notes(["\(folder)/InboxView.swift": Self.screen], linting: folder)
        #expect(bars.isEmpty)
        #expect(output.exitCode == 0, "\(output)")
        #expect((output.stdout + output.stderr).contains("has no iOS navigation bars; nothing to check"), "\(output)")
        #expect(!output.stdout.contains("NB001"), "\(output)")
    }

    @Test func aPackageForMacOSAloneHasNothingToCheck() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Inbox", platforms: [.macOS(.v14)], targets: [.target(name: "Inbox")])
            """
        let (bars, output) = Self.notes(["Inbox/Package.swift": manifest, "Inbox/Sources/Inbox/InboxView.swift": Self.screen],
                                        linting: "Inbox/Sources/Inbox/InboxView.swift")
        #expect(bars.isEmpty)
        #expect((output.stdout + output.stderr).contains("a macOS target (Package.swift) has no iOS navigation bars"), "\(output)")
        #expect(output.exitCode == 0, "\(output)")

        let both = manifest.replacingOccurrences(of: "[.macOS(.v14)]", with: "[.iOS(.v17), .macOS(.v14)]")
        #expect(Self.notes(["Inbox/Package.swift": both, "Inbox/Sources/Inbox/InboxView.swift": Self.screen],
                           linting: "Inbox/Sources/Inbox/InboxView.swift").bars.count == 1)
    }

    /// element-hq/element-x-ios keeps a macOS-only `Package.swift` for its build tools at the root,
    /// beside the Xcode app's `ElementX/Sources`; the app's screens are still iOS screens.
    @Test func aToolsManifestAtTheRootDoesNotMakeTheXcodeAppAMacApp() {
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "Element Swift", platforms: [.macOS(.v15)],
                                  dependencies: [.package(path: "./enterprise/pipeline")],
                                  targets: [.executableTarget(name: "Tools", path: "Tools/Sources")])
            """
        let app = ["Package.swift": manifest, "ElementX/Sources/Screens/InboxView.swift": Self.screen]
        let (bars, output) = Self.notes(app, linting: "ElementX")
        #expect(bars.count == 1)
        #expect(output.stdout.contains("NB001"), "\(output)")
        #expect(!(output.stdout + output.stderr).contains("macOS target"), "\(output)")

        // The manifest's own targets, in SwiftPM's folders or at their `path:`, are still its.
        for tool in ["Tools/Sources/InboxView.swift", "Sources/Tools/InboxView.swift"] {
            let (bars, output) = Self.notes(["Package.swift": manifest, tool: Self.screen], linting: tool)
            #expect(bars.isEmpty, "\(tool)")
            #expect((output.stdout + output.stderr).contains("a macOS target (Package.swift) has no iOS navigation bars"), "\(output)")
        }
    }

    @Test func anAppKitFileIsAMacTargetAndItsWindowTitleIsNoFinding() {
        let source = Self.screen.replacingOccurrences(of: "import SwiftUI", with: "import SwiftUI\nimport AppKit")
        let (bars, output) = Self.notes(["Mac/InboxView.swift": source], linting: "Mac/InboxView.swift")
        #expect(bars.isEmpty)
        #expect(!output.stdout.contains("NB012") && !output.stdout.contains("NB001"), "\(output)")
    }

    @Test func macCatalystCodeIsTheIPadsAndCounted() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Inbox")
                            #if targetEnvironment(macCatalyst)
                            .toolbar { Button("Refresh") {} }
                            #endif
                    }
                }
            }
            """)
        #expect(bars.count == 1)
        #expect(bars.first?.remarks.contains { $0.contains("Refresh") && $0.contains("macCatalyst") } == true, "\(bars.map(\.remarks))")
    }
}

/// damus-io/damus' profile hides the back button and draws its own: a chevron that dismisses,
/// with the profile's name and handle beside it in the same leading item.
@Suite(swiftSyntaxBuilt) struct CustomBackAndCaptionTests {
    static let profile = """
        import SwiftUI

        struct ProfileView: View {
            @Environment(\\.presentationMode) var presentationMode
            let name: String
            let handle: String

            var navBackButton: some View {
                Button {
                    presentationMode.wrappedValue.dismiss()
                } label: {
                    navImage(img: "chevron-left")
                }
            }

            var body: some View {
                ScrollView {}
                    .navigationTitle("")
                    .navigationBarBackButtonHidden()
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            HStack(spacing: 8) {
                                navBackButton
                                VStack(alignment: .leading) {
                                    Text(name)
                                    Text(handle)
                                }
                            }
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button { } label: { Image(systemName: "ellipsis") }
                        }
                    }
            }

            func navImage(img: String) -> some View {
                Image(img).frame(width: 33, height: 33)
            }
        }
        """

    @Test func theNameBesideTheControlsIsNotAControlAndTheChevronIsTheWayBack() throws {
        let bar = try #require(swiftUIBars(Self.profile).first)
        #expect(bar.bar.leading == .known(["dismiss"]))
        #expect(bar.bar.trailing == .known(["ellipsis"]))
        #expect(bar.remarks.contains("text \"name\" on the leading side is not a control"), "\(bar.remarks)")
        let output = navlint(["ProfileView.swift"], ["ProfileView.swift": Self.profile])
        #expect(!output.stdout.contains("NB003"), "\(output)")
    }

    @Test func aButtonWithTheSameLabelThatDoesSomethingElseStillCounts() {
        let share = Self.profile.replacingOccurrences(of: "presentationMode.wrappedValue.dismiss()", with: "share()")
        let output = navlint(["ProfileView.swift"], ["ProfileView.swift": share])
        #expect(output.stdout.contains("bar has 2 controls besides the back button (\"img\", \"ellipsis\")"), "\(output)")
    }
}
