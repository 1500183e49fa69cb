import NavReaders
import NavRules
import NavSwiftUI
import Testing

/// One example per construct the reader knows: Swift in, the facts it yields out.
@Suite(swiftSyntaxBuilt)
struct SwiftUIExampleTests {
    // MARK: Screens and their place

    @Test func aViewInsideItsOwnStackIsThatStacksRootThoughHowItIsShownIsUnknown() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Inbox")
                    }
                }
            }
            """)
        #expect(bar?.screen == "InboxView")
        #expect(bar?.title == .known("Inbox"))
        #expect(bar?.presentation == .unknown)  // a stack of its own may be a sheet's
        #expect(bar?.back == .known(nil))
        #expect(bar?.titleStyle == .known(.large))  // .automatic at a stack's root
        #expect(bar?.locations.keys["title"] == at(5, 18))
    }

    @Test func aPushedViewGetsTheBackButtonOfTheScreenBeforeIt() {
        let bars = swiftUIBars([
            "InboxView.swift": """
                struct InboxView: View {
                    var body: some View {
                        NavigationStack {
                            List {
                                NavigationLink("First") { MessageView() }
                            }
                            .navigationTitle("Inbox")
                        }
                    }
                }
                """,
            "MessageView.swift": """
                struct MessageView: View {
                    var body: some View {
                        Text("Hello").navigationTitle("Message").navigationBarTitleDisplayMode(.inline)
                    }
                }
                """,
        ])
        let message = bars.first { $0.objectID == "MessageView" }?.bar
        #expect(message?.back == .known(BackButton(label: "Inbox")))
        #expect(message?.presentation == .known(.stack))
        #expect(message?.titleStyle == .known(.standard))
    }

    @Test func aSheetWithAStackIsAModalWhoseCancelIsTheWayBack() {
        let bars = swiftUIBars([
            "InboxView.swift": """
                struct InboxView: View {
                    @State var composing = false
                    var body: some View {
                        NavigationStack { List {}.navigationTitle("Inbox") }
                            .sheet(isPresented: $composing) {
                                NavigationStack { ComposeView() }
                            }
                    }
                }
                """,
            "ComposeView.swift": """
                struct ComposeView: View {
                    var body: some View {
                        Form {}
                            .navigationTitle("New Message")
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                                ToolbarItem(placement: .confirmationAction) { Button("Send") {} }
                            }
                    }
                }
                """,
        ])
        let compose = bars.first { $0.objectID == "ComposeView" }?.bar
        #expect(compose?.presentation == .known(.modal))
        #expect(compose?.back == .known(nil))
        #expect(compose?.leading == .known(["Cancel"]))
        #expect(compose?.trailing == .known(["Send"]))
    }

    @Test func aSheetWithoutAContainerHasNoBar() {
        let bars = swiftUIBars([
            "InboxView.swift": """
                struct InboxView: View {
                    var body: some View {
                        NavigationStack { List {}.navigationTitle("Inbox") }
                            .sheet(isPresented: .constant(true)) { AboutView() }
                    }
                }
                """,
            "AboutView.swift": """
                struct AboutView: View {
                    var body: some View { Text("About").navigationTitle("About") }
                }
                """,
        ])
        #expect(bars.map(\.objectID) == ["InboxView"])
    }

    @Test func aSplitViewsColumnsAreSplitViewRoots() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View {
                    NavigationSplitView {
                        List {}.navigationTitle("Mailboxes")
                    } detail: {
                        Text("Pick one")
                    }
                }
            }
            """)
        #expect(bar?.splitView == .known(true))
        #expect(bar?.title == .known("Mailboxes"))
    }

    @Test func aViewNoFileShowsKeepsItsPlaceUnknown() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View { List {}.navigationTitle("Inbox") }
            }
            """)
        #expect(bar?.presentation == .unknown)
        #expect(bar?.back == .unknown)
        #expect(bar?.titleStyle == .unknown)
    }

    @Test func previewsAndCommentsAreNotScreens() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                var body: some View {
                    // .navigationTitle("Commented out")
                    /* NavigationStack { Text("x").navigationTitle("Nope") } */
                    Text("No bar here")
                }
            }
            #Preview {
                NavigationStack { Text("Preview").navigationTitle("Preview") }
            }
            struct InboxView_Previews: PreviewProvider {
                static var previews: some View {
                    NavigationStack { Text("Preview").navigationTitle("Preview") }
                }
            }
            """)
        #expect(bars.isEmpty)
    }

    @Test func codeForMacOSHasNoNavigationBar() {
        let bars = swiftUIBars("""
            #if os(macOS)
            struct InboxView: View {
                var body: some View { NavigationStack { Text("x").navigationTitle("Mac") } }
            }
            #endif
            """)
        #expect(bars.isEmpty)
    }

    @Test func aHiddenBarIsNotChecked() {
        for hiding in [".toolbar(.hidden, for: .navigationBar)", ".navigationBarHidden(true)", ".toolbarVisibility(.hidden, for: .navigationBar)"] {
            let bars = swiftUIBars("""
                struct InboxView: View {
                    var body: some View { NavigationStack { Text("x").navigationTitle("Inbox")\(hiding) } }
                }
                """)
            #expect(bars.isEmpty, "\(hiding)")
        }
    }

    @Test func aBarAFlagHidesOnATapComesBackWhenATapCanSetTheFlagBack() {
        // Each case: how the flag hides the bar, what a tap does to it, and what the bar says.
        let cases: [(hiding: String, tap: String, hides: Known<HidingBehavior>, restore: Known<[RestoreGesture]>)] = [
            (".toolbar(isFullScreen ? .hidden : .visible, for: .navigationBar)", "isFullScreen.toggle()", .known(.onTap), .known([.tap])),
            (".navigationBarHidden(isFullScreen)", "withAnimation { self.isFullScreen.toggle() }", .known(.onTap), .known([.tap])),
            (".toolbarVisibility(!isFullScreen ? .visible : .hidden, for: .navigationBar)", "isFullScreen = true", .known(.onTap), .known([])),
            (".toolbar(isFullScreen ? .hidden : .visible, for: .navigationBar)", "isFullScreen = true", .known(.onTap), .known([])),
        ]
        for example in cases {
            let bar = swiftUIBar("""
                struct PhotoView: View {
                    @State private var isFullScreen = false
                    var body: some View {
                        NavigationStack {
                            Text("x").navigationTitle("Photo")
                                \(example.hiding)
                                .onTapGesture { \(example.tap) }
                        }
                    }
                }
                """)
            #expect(bar?.hides == example.hides, "\(example.hiding) \(example.tap)")
            #expect(bar?.restore == example.restore, "\(example.hiding) \(example.tap)")
        }
    }

    @Test func aFlagChangedAnywhereButATapOrHandedOutLeavesTheHidingToCode() {
        for (declaration, elsewhere) in [
            ("@State private var isFullScreen = false", ".onAppear { isFullScreen = false }"),
            ("@State private var isFullScreen = false", ".sheet(isPresented: $isFullScreen) { Text(\"y\") }"),
            ("@State var isFullScreen = false", ""),
            ("@State private var isFullScreen = true", ""),
            ("@Binding var isFullScreen: Bool", ""),
        ] {
            let bar = swiftUIBar("""
                struct PhotoView: View {
                    \(declaration)
                    var body: some View {
                        NavigationStack {
                            Text("x").navigationTitle("Photo")
                                .toolbar(isFullScreen ? .hidden : .visible, for: .navigationBar)
                                .onTapGesture { isFullScreen = true }
                                \(elsewhere)
                        }
                    }
                }
                """)
            #expect(bar?.hides == .unknown, "\(declaration) \(elsewhere)")
        }
    }

    // MARK: Titles

    @Test func aTitleFromCodeIsUnknown() {
        for title in ["message.subject", "\"Re: \\(message.subject)\"", "title()", "isNew ? draftTitle : \"Edit\""] {
            let bar = swiftUIBar("""
                struct InboxView: View {
                    var body: some View { NavigationStack { Text("x").navigationTitle(\(title)) } }
                }
                """)
            #expect(bar?.title == .unknown, "\(title)")
        }
    }

    @Test func aTernaryOverTwoLiteralsIsCheckedBothWays() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                var isNew: Bool
                var body: some View { NavigationStack { Form {}.navigationTitle(isNew ? "New Contact" : "Edit Contact") } }
            }
            """)
        #expect(bars.map(\.bar.title) == [.known("New Contact"), .known("Edit Contact")])
        #expect(bars.map(\.remarks) == [["title when isNew"], ["title when not isNew"]])
    }

    @Test func theOlderNavigationBarTitleAndTextWithACommentAreLiterals() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View {
                    NavigationView {
                        List {}.navigationBarTitle(Text("Inbox", comment: "The inbox's title"), displayMode: .inline)
                    }
                }
            }
            """)
        #expect(bar?.title == .known("Inbox"))
        #expect(bar?.titleStyle == .known(.standard))
    }

    @Test func aKeyIsLookedUpInTheStringCatalogsDevelopmentLanguage() {
        let view = """
            struct InboxView: View {
                var body: some View { NavigationStack { List {}.navigationTitle("inbox.title") } }
            }
            """
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "inbox.title": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Posteingang"}},
                "en": {"stringUnit": {"state": "translated", "value": "Inbox"}}}}}}
            """
        let bars = swiftUIBars(["App/InboxView.swift": view, "App/Localizable.xcstrings": catalog])
        #expect(bars.first?.bar.title == .known("Inbox"))
    }

    @Test func aKeyIsLookedUpInLocalizableStrings() {
        let bars = swiftUIBars([
            "App/InboxView.swift": """
                struct InboxView: View {
                    var body: some View { NavigationStack { List {}.navigationTitle(NSLocalizedString("INBOX", comment: "")) } }
                }
                """,
            "App/en.lproj/Localizable.strings": "/* Title */\n\"INBOX\" = \"Inbox\";\n",
            "App/de.lproj/Localizable.strings": "\"INBOX\" = \"Posteingang\";\n",
        ])
        #expect(bars.first?.bar.title == .known("Inbox"))
    }

    @Test func anExplicitKeyNoTableHasIsUnknown() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View { NavigationStack { List {}.navigationTitle(String(localized: "inbox.title")) } }
            }
            """)
        #expect(bar?.title == .unknown)
    }

    // MARK: Title style, back button, border

    @Test func theDisplayModeSetsTheTitleStyle() {
        for (mode, style) in [(".large", TitleStyle.large), (".inline", .standard), (".automatic", .large)] {
            let bar = swiftUIBar("""
                struct InboxView: View {
                    var body: some View { NavigationStack { List {}.navigationTitle("Inbox").navigationBarTitleDisplayMode(\(mode)) } }
                }
                """)
            #expect(bar?.titleStyle == .known(style), "\(mode)")
        }
    }

    @Test func aHiddenBackButtonIsNoBackButton() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack { List { NavigationLink("Go") { MessageView() } }.navigationTitle("Inbox") }
                }
            }
            struct MessageView: View {
                var body: some View { Text("x").navigationTitle("Message").navigationBarBackButtonHidden(true) }
            }
            """)
        let message = bars.first { $0.objectID == "MessageView" }?.bar
        #expect(message?.back == .known(nil))
        #expect(message?.locations.keys["back"] == at(7, 64))
    }

    @Test func aBackButtonDrawnOnTheTrailingSideInPlaceOfTheHiddenOneIsATrailingBackButton() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack { List { NavigationLink("Go") { MessageView() } }.navigationTitle("Inbox") }
                }
            }
            struct MessageView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Text("x").navigationTitle("Message").navigationBarBackButtonHidden(true)
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) { Button("Reply") {} }
                            ToolbarItem(placement: .topBarTrailing) { Button { dismiss() } label: { Image(systemName: "chevron.backward") } }
                        }
                }
            }
            """)
        let message = bars.first { $0.objectID == "MessageView" }?.bar
        #expect(message?.back == .known(BackButton(label: .known(""), position: .trailing, chevron: .unknown, hasMask: .unknown)))
        #expect(message?.trailing == .known(["Reply"]))
        #expect(message?.locations.keys["back-position"] == at(12, 59))
    }

    @Test func aBackControlOnTheLeadingSideOrAtAStacksRootStandsInForNoTrailingBackButton() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Go") { MessageView() } }.navigationTitle("Inbox")
                            .navigationBarBackButtonHidden(true)
                            .toolbar { Button("Back") {} }
                    }
                }
            }
            struct MessageView: View {
                var body: some View {
                    Text("x").navigationTitle("Message").navigationBarBackButtonHidden(true)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Back") {} }
                            ToolbarItem(placement: .topBarTrailing) { Button("Back") {} }
                        }
                }
            }
            """)
        #expect(bars.map(\.bar.back) == [.known(nil), .known(nil)])
        #expect(bars.map(\.bar.trailing) == [.known(["Back"]), .known(["Back"])])
    }

    /// A pushed message screen, and an app file that sets the chevron in `setup`.
    private func chevronBars(_ setup: String) -> [ReadBar] {
        swiftUIBars([
            "InboxView.swift": """
                struct InboxView: View {
                    var body: some View {
                        NavigationStack { List { NavigationLink("Go") { MessageView() } }.navigationTitle("Inbox") }
                    }
                }
                struct MessageView: View {
                    var body: some View { Text("x").navigationTitle("Message") }
                }
                """,
            "TrailsApp.swift": """
                @main
                struct TrailsApp: App {
                    init() {
                \(setup)
                    }
                    var body: some Scene { WindowGroup { InboxView() } }
                }
                """,
        ]).filter { $0.objectID == "MessageView" }
    }

    @Test func aChevronAndItsMaskOnEveryBarsAppearanceAreACustomChevronWithAMask() {
        for setup in [
            """
                    let appearance = UINavigationBarAppearance()
                    if #available(iOS 16, *) {
                        appearance.setBackIndicatorImage(UIImage(named: "TrailChevron"), transitionMaskImage: UIImage(named: "TrailChevronMask"))
                    }
                    UINavigationBar.appearance().standardAppearance = appearance
            """,
            """
                    UINavigationBar.appearance().backIndicatorImage = UIImage(named: "TrailChevron")
                    UINavigationBar.appearance().backIndicatorTransitionMaskImage = UIImage(named: "TrailChevronMask")
            """,
        ] {
            let message = chevronBars(setup).first
            #expect(message?.bar.back == .known(BackButton(label: "Inbox", chevron: .custom, hasMask: true)), "\(setup)")
            #expect(message?.keyFiles["back-chevron"] == "TrailsApp.swift")
        }
    }

    @Test func aChevronWithoutItsMaskOrOnSomeBarsOnlyIsAChevronUIKitMayNotDraw() {
        for setup in [
            // UIKit draws the older property's chevron only with a mask.
            "        UINavigationBar.appearance().backIndicatorImage = UIImage(named: \"TrailChevron\")",
            "        UINavigationBarAppearance().setBackIndicatorImage(UIImage(named: \"TrailChevron\"), transitionMaskImage: nil)",
            // One kind of container's bars, and an appearance nobody gives every bar.
            """
                    UINavigationBar.appearance(whenContainedInInstancesOf: [UIImagePickerController.self]).backIndicatorImage = UIImage(named: "A")
                    UINavigationBar.appearance(whenContainedInInstancesOf: [UIImagePickerController.self]).backIndicatorTransitionMaskImage = UIImage(named: "B")
            """,
            """
                    let appearance = UINavigationBarAppearance()
                    appearance.setBackIndicatorImage(UIImage(named: "TrailChevron"), transitionMaskImage: UIImage(named: "TrailChevronMask"))
            """,
        ] {
            let message = chevronBars(setup).first
            #expect(message?.bar.back == .known(BackButton(label: .known("Inbox"), chevron: .unknown, hasMask: .unknown)), "\(setup)")
        }
        // No code that sets a chevron: the system's.
        #expect(chevronBars("").first?.bar.back == .known(BackButton(label: "Inbox")))
    }

    @Test func aHiddenToolbarBackgroundHidesTheBorder() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                            .toolbarBackground(.hidden, for: .navigationBar)
                    }
                }
            }
            """)
        #expect(bar?.border == .known(.hidden))
        #expect(bar?.locations.keys["border"] == at(5, 18))
    }

    // MARK: Items

    @Test func placementsPutItemsOnTheirSideAndTheBottomBarIsNotTheNavigationBar() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Inbox")
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) { EditButton() }
                                ToolbarItemGroup(placement: .primaryAction) {
                                    Button("Compose") {}
                                    Spacer()
                                    Menu("Sort") {}
                                }
                                ToolbarItem(placement: .bottomBar) { Text("Updated just now") }
                            }
                    }
                }
            }
            """)
        #expect(bar?.leading == .known(["Edit"]))
        #expect(bar?.trailing == .known(["Compose", "Sort"]))
        #expect(bar?.locations.keys["leading"] == at(7, 21))
    }

    @Test func theOlderNavigationBarItems() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View {
                    NavigationView {
                        List {}.navigationBarTitle("Inbox")
                            .navigationBarItems(leading: EditButton(), trailing: HStack { Button("A") {}; Button("B") {} })
                    }
                }
            }
            """)
        #expect(bar?.leading == .known(["Edit"]))
        #expect(bar?.trailing == .known(["A", "B"]))
    }

    @Test func aSegmentedPickerInThePrincipalPlacementIsTheSegmentedControl() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                @State var filter = 0
                var body: some View {
                    NavigationStack {
                        List {}
                            .toolbar {
                                ToolbarItem(placement: .principal) {
                                    Picker("Filter", selection: $filter) {
                                        Text("All").tag(0)
                                        Text("Unread").tag(1)
                                    }
                                    .pickerStyle(.segmented)
                                }
                            }
                    }
                }
            }
            """)
        #expect(bar?.segmented == .known(["All", "Unread"]))
    }

    @Test func anAssetImageIsACustomGlyphOfUnknownSizeAndASymbolIsNot() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Inbox").toolbar {
                            Button { } label: { Image("compose-glyph") }
                            Button { } label: { Image(systemName: "square.and.pencil") }
                        }
                    }
                }
            }
            """)
        #expect(bars.first?.bar.trailing == .known(["compose-glyph", "square.and.pencil"]))
        #expect(bars.first?.bar.glyphs == [])
        #expect(bars.first?.remarks == ["custom glyph \"compose-glyph\": its size is in the asset catalog, so NB009 is not checked"])
    }

    @Test func aResizableAssetImageInAFrameIsAGlyphOfThatManyPoints() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Inbox").toolbar {
                            Button { } label: { Image("compose-glyph").resizable().scaledToFit().frame(width: 32, height: 32) }
                            Button { } label: { Image("filter-glyph").frame(width: 24, height: 24) }
                            Button { } label: { Image("tag-glyph").resizable().padding(4).frame(width: 28, height: 28) }
                        }
                    }
                }
            }
            """)
        #expect(bars.first?.bar.glyphs == [Glyph(name: "compose-glyph", size: .points(width: 32, height: 32), location: at(5, 17))])
        // Not resizable, the image keeps its asset's size; padded, it is drawn smaller than its frame.
        #expect(bars.first?.remarks == ["custom glyph \"filter-glyph\": its size is in the asset catalog, so NB009 is not checked",
                                        "custom glyph \"tag-glyph\": its size is in the asset catalog, so NB009 is not checked"])
    }

    @Test func itemsUnderIfAreConditionalAndNotCounted() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                @State var isEditing = false
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Inbox").toolbar {
                            ToolbarItem(placement: .primaryAction) { Button("Compose") {} }
                            if isEditing {
                                ToolbarItem(placement: .topBarLeading) { Button("Delete All") {} }
                            }
                        }
                    }
                }
            }
            """)
        #expect(bars.count == 1)
        #expect(bars.first?.bar.leading == .known([]))
        #expect(bars.first?.bar.trailing == .known(["Compose"]))
        #expect(bars.first?.remarks == ["leading \"Delete All\" only when isEditing"])
    }

    @Test func ifElseWithBothBranchesKnownIsOneBarPerState() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                @State var isEditing = false
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Inbox").toolbar {
                            if isEditing {
                                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                            } else {
                                ToolbarItem(placement: .primaryAction) { EditButton() }
                                ToolbarItem(placement: .primaryAction) { Button("Compose") {} }
                            }
                        }
                    }
                }
            }
            """)
        #expect(bars.map(\.bar.trailing) == [.known(["Done"]), .known(["Edit", "Compose"])])
    }

    @Test func aSizeClassConditionIsOneBarForIPhoneAndOneForIPad() {
        let bars = swiftUIBars("""
            struct InboxView: View {
                @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Inbox").toolbar {
                            ToolbarItem(placement: .primaryAction) { Button("Compose") {} }
                            if horizontalSizeClass == .regular {
                                ToolbarItem(placement: .primaryAction) { Button("Archive") {} }
                            }
                        }
                    }
                }
            }
            """)
        #expect(bars.map(\.bar.platform) == [.known(.ipad), .known(.iphone)])
        #expect(bars.map(\.bar.trailing) == [.known(["Compose", "Archive"]), .known(["Compose"])])
    }

    @Test func itemsForIOSCountAndItemsForMacOSDoNot() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}.navigationTitle("Inbox").toolbar {
                            #if os(iOS)
                            EditButton()
                            #elseif os(macOS)
                            Button("Refresh") {}
                            #endif
                        }
                    }
                }
            }
            """)
        #expect(bar?.trailing == .known(["Edit"]))
    }

    @Test func toolbarContentInAnotherFileIsResolvedAndUnknownWhenItIsNotThere() {
        let view = """
            struct InboxView: View {
                var body: some View { NavigationStack { List {}.navigationTitle("Inbox").toolbar { InboxToolbar() } } }
            }
            """
        let content = """
            struct InboxToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarLeading) { EditButton() }
                    ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                }
            }
            """
        let resolved = swiftUIBars(["InboxView.swift": view, "InboxToolbar.swift": content]).first?.bar
        #expect(resolved?.leading == .known(["Edit"]))
        #expect(resolved?.trailing == .known(["Compose"]))

        let alone = swiftUIBars(["InboxView.swift": view]).first?.bar
        #expect(alone?.leading == .unknown)
        #expect(alone?.trailing == .unknown)
    }

    @Test func aViewWithoutAToolbarLeavesItsItemsUnknown() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View { NavigationStack { List {}.navigationTitle("Inbox") } }
            }
            """)
        #expect(bar?.leading == .unknown)
        #expect(bar?.trailing == .unknown)
    }

    @Test func aMemberPropertyNamedInTheBodyOrToolbarIsFollowed() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View { NavigationStack { content } }
                var content: some View { List {}.navigationTitle("Inbox").toolbar { toolbarItems } }
                @ToolbarContentBuilder var toolbarItems: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                }
            }
            """)
        #expect(bar?.title == .known("Inbox"))
        #expect(bar?.trailing == .known(["Compose"]))
    }

    // MARK: Findings

    @Test func findingsPointAtTheModifierThatCarriesTheFact() {
        let output = navlint(["InboxView.swift"], ["InboxView.swift": """
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("All the messages in every mailbox of this account")
                    }
                }
            }
            """])
        #expect(output.stdout.contains("InboxView.swift:5:18: warning: screen \"InboxView\": "), "\(output)")
    }

    @Test func aModalSheetsCancelAndSaveAreOneControlBesidesTheWayBack() {
        let output = navlint(["ComposeView.swift"], ["ComposeView.swift": """
            struct InboxView: View {
                var body: some View {
                    NavigationStack { List {}.navigationTitle("Inbox") }
                        .sheet(isPresented: .constant(true)) { NavigationStack { ComposeView() } }
                }
            }
            struct ComposeView: View {
                var body: some View {
                    Form {}
                        .navigationTitle("New Message")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                        }
                }
            }
            """])
        #expect(!output.stdout.contains("NB003"), "\(output)")
        #expect(output.exitCode == 0, "\(output)")
    }
}

/// The stand-in a build without SwiftSyntax uses; built and tested in every build.
struct SwiftUIUnavailableTests {
    @Test func aSwiftFileGetsOneMessageSayingWhyAndHowToEnableIt() {
        let result = SwiftUIUnavailableReader().read(["B.swift", "A.swift", "C.swift"], companions: [],
                                                     from: SourceTree([:]), context: ReadContext(catalog: .standard))
        #expect(result.bars.isEmpty)
        #expect(result.diagnostics.map(\.description) == [
            "A.swift:1:1: warning: \(SwiftUIUnavailableReader.message) (and 2 more .swift files)",
        ])
        #expect(SwiftUIUnavailableReader.message.contains("NAVLINT_SWIFTSYNTAX_DIR"))
    }
}
