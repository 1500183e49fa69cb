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
}
